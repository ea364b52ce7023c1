#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLayout
import SceneModel
import SceneXML

/// `scenelayout resolve PATH... [trait options] [--scene ID] [--format text|json]`: each view's
/// frame for a trait collection, whether it is ambiguous, and what is wrong.
/// Exit 0 when the layout is satisfiable, 1 when a constraint had to be broken or is
/// invalid, 2 when the file cannot be read (the worst over the files).
public enum ResolveCommand {
    /// Several files or folders (`ManyDocuments`); a single file keeps the single-document
    /// output of `run(path:…)`.
    public static func run(paths: [String], options: TraitOptions, sceneID: String?, format: DumpCommand.Format,
                           presentation: Presentation = .solved, jobs: Int? = nil) -> CommandOutput {
        if ManyDocuments.isSingleFile(paths) {
            return run(path: paths[0], options: options, sceneID: sceneID, format: format, presentation: presentation)
        }
        return ManyDocuments.run(paths: paths, json: format == .json, schemaVersion: JSONOutput.SchemaVersion.resolve, jobs: jobs,
                                 writeJSON: { layout, out in try ResolveJSONWriter.write(layout, schemaVersion: nil, into: &out) }) { path in
            switch resolve(path: path, options: options, sceneID: sceneID, presentation: presentation) {
            case .success(let layout):
                return .init(value: layout, text: format == .text ? ResolveText.render(layout) : "",
                             messages: layout.diagnostics.map(\.description), hasErrors: layout.diagnostics.contains { $0.severity == .error })
            case .failure(let failure):
                return .init(failure)
            }
        }
    }

    public static func run(path: String, options: TraitOptions, sceneID: String?, format: DumpCommand.Format,
                           presentation: Presentation = .solved) -> CommandOutput {
        var output = CommandOutput()
        let layout: DocumentLayout
        switch resolve(path: path, options: options, sceneID: sceneID, presentation: presentation) {
        case .success(let result):
            layout = result
        case .failure(let failure):
            output.err(failure.failure.line)
            output.exitCode = failure.status
            return output
        }
        switch format {
        case .json:
            do {
                output.outBlock(try json(layout))
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

    /// The JSON `resolve --format json` prints for one document's layout (public for the
    /// benchmarks, which time this stage on its own).
    public static func json(_ layout: DocumentLayout) throws -> String {
        try ResolveJSONWriter.encode(layout, schemaVersion: JSONOutput.SchemaVersion.resolve)
    }

    /// One document's layout, the document's own problems (as `dump` reports them) first
    /// among its diagnostics, so every problem printed is in the JSON too; or why there is
    /// none, with the exit status that asks for.
    static func resolve(path: String, options: TraitOptions, sceneID: String?,
                        presentation: Presentation) -> Result<DocumentLayout, DocumentLoading.Failure> {
        let document: SceneDocument
        switch DocumentLoading.loadForBatch(path, readOnly: true) {
        case .success(let loaded): document = loaded
        case .failure(let failure): return .failure(failure)
        }
        if document.header.platform == .watchOS {
            return .failure(.init(failure: FileFailure(path: path, kind: "unsupported-platform",
                                                       message: "this is a watchOS document (WatchKit interface); WatchKit does not use Auto Layout and is not laid out by this tool"),
                                  status: ExitStatus.unreadable))
        }
        let traits: TraitCollection
        do {
            traits = try options.resolve(for: document)
        } catch {
            return .failure(.init(failure: FileFailure(path: path, kind: "traits", message: "\(error)"), status: ExitStatus.unreadable))
        }
        let scene: String?
        do {
            scene = try SceneSelection.sceneID(sceneID, in: document)
        } catch {
            // A scene the document does not have is bad usage, as in every command.
            return .failure(.init(failure: FileFailure(path: path, kind: "no-such-scene", message: "\(error)"), status: ExitStatus.unreadable))
        }
        return .success(layout(document, traits: traits, sceneID: scene, presentation: presentation))
    }

    /// The layout `resolve` reports for a loaded document (`convert --to json` writes it too).
    static func layout(_ document: SceneDocument, traits: TraitCollection, sceneID: String? = nil,
                       presentation: Presentation = .solved) -> DocumentLayout {
        var layout = SceneLayoutEngine().layout(document, traits: traits, sceneID: sceneID, presentation: presentation)
        layout.diagnostics = document.diagnostics.map(LayoutDiagnostic.init) + layout.diagnostics
        return layout
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
