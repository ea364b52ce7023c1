#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLayout
import SceneModel
import SceneXML

/// `scenelayout render FILE [trait options | --devices LIST | --all-size-classes] [--scene ID]
/// --output FILE.svg`: a wireframe SVG of the solved layout (`WireframeRenderer`), one
/// panel per configuration. Exit 0 written; 1 the document has errors (malformed XML:
/// nothing written; broken or invalid constraints, model errors: written, drawn in red
/// where they concern views); 2 unreadable input, bad options or a failed write.
public enum RenderCommand {
    public struct Options: Sendable {
        public var path: String
        public var configurations: [CheckConfiguration] = [.own]
        public var sceneID: String?
        /// The SVG file to write (atomically); `-` for standard output.
        public var output: String

        public init(path: String, output: String) {
            self.path = path
            self.output = output
        }
    }

    public static func run(_ options: Options) -> CommandOutput {
        var output = CommandOutput()
        guard let document = DocumentLoading.load(options.path, readOnly: true, output: &output) else {
            output.exitCode = max(output.exitCode, ExitStatus.invalid)
            return output
        }
        if document.header.platform == .watchOS {
            output.error(at: options.path, "this is a watchOS document (WatchKit interface); WatchKit does not use Auto Layout and is not laid out by this tool")
            output.exitCode = ExitStatus.unreadable
            return output
        }
        let sceneID: String?
        do {
            sceneID = try SceneSelection.sceneID(options.sceneID, in: document)
        } catch {
            output.error(at: options.path, "\(error)")
            output.exitCode = ExitStatus.unreadable
            return output
        }
        let engine = SceneLayoutEngine()
        var panels: [WireframePanel] = []
        var hasErrors = document.diagnostics.contains { $0.severity == .error }
        for configuration in options.configurations {
            let traits: TraitCollection
            do {
                traits = try configuration.traits(for: document)
            } catch {
                output.err("error: \(error)")
                output.exitCode = ExitStatus.unreadable
                return output
            }
            let layout = engine.layout(document, traits: traits, sceneID: sceneID, presentation: .solved)
            hasErrors = hasErrors || layout.diagnostics.contains { $0.severity == .error }
            let title = configuration.options == nil ? "own: \(traits.label)" : CheckConfiguration.title(configuration.label, traits: traits.label)
            panels.append(WireframePanel(title: title, subtitle: options.path, document: document, layout: layout, traits: traits, sceneID: sceneID))
        }
        var names: [String: String] = [:]
        for scene in document.scenes { names[scene.id] = SceneSelection.name(of: scene) }
        let svg = WireframeRenderer.render(panels, sceneNames: names)
        if options.output == "-" {
            output.standardOutput = svg
        } else {
            do {
                try AtomicFileWriter.write(Array(svg.utf8), to: options.output)
            } catch {
                output.error(at: options.output, "cannot write the picture: \(error)")
                output.exitCode = ExitStatus.unreadable
                return output
            }
        }
        let views = panels.flatMap { $0.layout.allViews.filter(\.installed) }
        let flagged = views.filter { $0.ambiguous || $0.conflicting }.count, misplaced = views.filter(\.misplaced).count
        for diagnostic in document.diagnostics where diagnostic.severity == .error { output.err(diagnostic.description) }
        output.err("\(options.output == "-" ? "rendered" : "wrote \(options.output)"): \(panels.count) panel(s), \(views.count) view(s); \(flagged) ambiguous or conflicting, \(misplaced) misplaced")
        if hasErrors { output.exitCode = ExitStatus.invalid }
        return output
    }
}
