import SceneLayout

/// `diff --format svg`: the compared layouts side by side, changed views highlighted (a
/// changed frame on both sides, a view installed on one side only on that side).
enum DiffPicture {
    static func render(_ report: LayoutDiffReport, sides: [[LaidOutDocument]], twoDocuments: Bool) -> String {
        func panel(_ side: LaidOutDocument, _ role: String, highlighted: Set<String>) -> WireframePanel {
            WireframePanel(title: "\(role): \(CheckConfiguration.title(side.side.configuration, traits: side.side.traits))",
                           subtitle: side.side.path, document: side.document, layout: side.layout,
                           traits: side.traits, sceneID: side.sceneID, highlighted: highlighted)
        }
        func changed(_ comparison: LayoutComparison, on side: DiffSide) -> Set<String> {
            let scenes = comparison.scenes
            return Set(scenes.flatMap(\.frames).map(\.id) + scenes.flatMap(\.views).filter { $0.onlyIn == side }.map(\.id))
        }
        var panels: [WireframePanel] = []
        if twoDocuments {
            for (comparison, pair) in zip(report.comparisons, sides) {
                panels.append(panel(pair[0], "old", highlighted: changed(comparison, on: .old)))
                panels.append(panel(pair[1], "new", highlighted: changed(comparison, on: .new)))
            }
        } else if let base = sides.first?.first {
            // One document: the base configuration once, then each configuration compared with it.
            let baseChanges = report.comparisons.reduce(into: Set<String>()) { $0.formUnion(changed($1, on: .old)) }
            panels.append(panel(base, "base", highlighted: baseChanges))
            for (comparison, pair) in zip(report.comparisons, sides) {
                panels.append(panel(pair[1], "compared", highlighted: changed(comparison, on: .new)))
            }
        }
        var names: [String: String] = [:]
        for side in sides.joined() {
            for scene in side.document.scenes where names[scene.id] == nil { names[scene.id] = SceneSelection.name(of: scene) }
        }
        return WireframeRenderer.render(panels, sceneNames: names)
    }
}
