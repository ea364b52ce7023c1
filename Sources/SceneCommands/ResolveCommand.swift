import Foundation
import SceneLayout
import SceneModel
import SceneXML

/// `scenelayout resolve FILE [trait options] [--scene ID] [--format text|json]`: each view's
/// frame for a trait collection, whether it is ambiguous, and what is wrong.
/// Exit 0 when the layout is satisfiable, 1 when a constraint had to be broken or is
/// invalid, 2 when the file cannot be read.
public enum ResolveCommand {
    public static func run(path: String, options: TraitOptions, sceneID scene: String?, format: DumpCommand.Format,
                           presentation: Presentation = .solved) -> CommandOutput {
        var output = CommandOutput()
        guard let document = DocumentLoading.load(path, output: &output) else { return output }
        if document.header.platform == .watchOS {
            output.error(at: path, "this is a watchOS document (WatchKit interface); WatchKit does not use Auto Layout and is not laid out by this tool")
            output.exitCode = ExitStatus.unreadable
            return output
        }
        let traits: TraitCollection
        do {
            traits = try options.resolve(for: document)
        } catch {
            output.err("error: \(error)")
            output.exitCode = ExitStatus.unreadable
            return output
        }
        let sceneID: String?
        do {
            sceneID = try SceneSelection.sceneID(scene, in: document)
        } catch {
            // A scene the document does not have is bad usage, as in every command.
            output.error(at: path, "\(error)")
            output.exitCode = ExitStatus.unreadable
            return output
        }
        var layout = SceneLayoutEngine().layout(document, traits: traits, sceneID: sceneID, presentation: presentation)
        // Every problem printed is in the JSON too, and every error sets the exit status.
        layout.diagnostics = document.diagnostics.map(LayoutDiagnostic.init) + layout.diagnostics
        switch format {
        case .json:
            do {
                output.standardOutput += try JSONOutput.encode(layout) + "\n"
            } catch {
                output.error(at: path, "cannot encode JSON: \(error)")
                output.exitCode = ExitStatus.invalid
            }
        case .text:
            output.standardOutput = ResolveText.render(layout)
        }
        for diagnostic in layout.diagnostics { output.err(diagnostic.description) }
        if layout.diagnostics.contains(where: { $0.severity == .error }) { output.exitCode = ExitStatus.invalid }
        return output
    }
}

/// The text form of `resolve`: an indented tree, one view per line.
enum ResolveText {
    static func render(_ layout: DocumentLayout) -> String {
        var lines: [String] = []
        let t = layout.traits
        var header = "\(layout.path): \(t.sizeClassDescription)"
        if let device = t.deviceID { header += ", \(device) \(t.orientation)" }
        if let size = t.size { header += ", \(SceneDocument.format(size.width))×\(SceneDocument.format(size.height))" }
        if t.layoutDirection == .rightToLeft { header += ", right-to-left" }
        lines.append(header)
        for scene in layout.scenes {
            lines.append("scene \(scene.id)")
            for view in scene.views { render(view, depth: 1, into: &lines) }
        }
        return lines.map(DiagnosticLine.escaped).joined(separator: "\n") + "\n"
    }

    private static func render(_ view: ViewLayout, depth: Int, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + "\(view.name) <\(view.element)> \(view.id) \(DumpText.format(view.frame))"
        if !view.installed { line += " not installed" }
        if view.ambiguous { line += " AMBIGUOUS" }
        if view.misplaced, let stored = view.storedFrame { line += " misplaced (stored \(DumpText.format(stored)))" }
        if let solved = view.solvedFrame { line += " conflicting (kept as stored; solved \(DumpText.format(solved)))" }
        else if view.conflicting { line += " conflicting" }
        lines.append(line)
        for child in view.subviews { render(child, depth: depth + 1, into: &lines) }
    }
}
