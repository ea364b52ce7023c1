import SceneModel

/// The text form of `diff`, compact enough for code review: a `---`/`+++` header per
/// comparison, then per scene one line per difference, `-` for the old side only, `+` for
/// the new side only, `~` for a change. Identical comparisons print nothing, as diff(1).
enum DiffText {
    static func render(_ report: LayoutDiffReport) -> String {
        var lines: [String] = []
        for comparison in report.comparisons where !comparison.identical {
            lines.append("--- \(heading(comparison.old))")
            lines.append("+++ \(heading(comparison.new))")
            for scene in comparison.scenes { render(scene, into: &lines) }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    static func heading(_ side: LayoutSide) -> String {
        "\(side.path) (\(CheckConfiguration.title(side.configuration, traits: side.traits)))"
    }

    private static func render(_ scene: SceneDifference, into lines: inout [String]) {
        let title = "scene \(scene.id) \"\(scene.name)\""
        if let side = scene.onlyIn {
            lines.append("\(marker(side)) \(title) (only in \(side.rawValue))")
            return
        }
        lines.append(title)
        for view in scene.views {
            let reason = view.otherSide == "absent" ? "absent from \(other(view.onlyIn))" : "not installed in \(other(view.onlyIn))"
            lines.append("  \(marker(view.onlyIn)) view \(view.name) [\(view.id)] \(DumpText.format(view.frame)) (\(reason))")
        }
        for frame in scene.frames {
            var line = "  ~ frame \(frame.name) [\(frame.id)] \(DumpText.format(frame.old)) → \(DumpText.format(frame.new))"
            switch (frame.ambiguousInOld, frame.ambiguousInNew) {
            case (true, true): line += " (ambiguous in both)"
            case (true, false): line += " (ambiguous in old)"
            case (false, true): line += " (ambiguous in new)"
            case (false, false): break
            }
            lines.append(line)
        }
        for constraint in scene.constraints {
            switch constraint.change {
            case .removed: lines.append("  - constraint \(constraint.old ?? "") [\(constraint.id)]")
            case .added: lines.append("  + constraint \(constraint.new ?? "") [\(constraint.id)]")
            case .changed: lines.append("  ~ constraint \(constraint.old ?? "") → \(constraint.new ?? "") [\(constraint.id)]")
            }
        }
    }

    private static func marker(_ side: DiffSide) -> String { side == .old ? "-" : "+" }
    private static func other(_ side: DiffSide) -> String { side == .old ? "new" : "old" }
}
