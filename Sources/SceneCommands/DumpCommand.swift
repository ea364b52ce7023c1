#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneModel
import SceneXML

/// `scenelayout dump PATH... [--format text|json]`: scenes, the view tree with frames and
/// every constraint as Interface Builder's outline writes it. Exit 1 when the document has
/// errors (they are printed and in the JSON's `diagnostics`), 2 when it cannot be read.
public enum DumpCommand {
    public enum Format: String, Sendable, CaseIterable { case text, json }

    /// Several files or folders (`ManyDocuments`); a single file keeps the single-document
    /// output of `run(path:format:)`.
    public static func run(paths: [String], format: Format, jobs: Int? = nil) -> CommandOutput {
        if ManyDocuments.isSingleFile(paths) { return run(path: paths[0], format: format) }
        return ManyDocuments.run(paths: paths, json: format == .json, schemaVersion: JSONOutput.SchemaVersion.dump, jobs: jobs) { path in
            switch DocumentLoading.loadForBatch(path, readOnly: true) {
            case .success(let document):
                return .init(value: DocumentSummary(document), text: format == .text ? DumpText.render(document) : "",
                             messages: document.diagnostics.map(\.description), hasErrors: document.diagnostics.contains { $0.severity == .error })
            case .failure(let failure):
                return .init(failure)
            }
        }
    }

    public static func run(path: String, format: Format) -> CommandOutput {
        var output = CommandOutput()
        guard let document = DocumentLoading.load(path, readOnly: true, output: &output) else { return output }
        switch format {
        case .json:
            do {
                output.outBlock(try JSONOutput.encode(DocumentSummary(document)))
            } catch {
                output.error(at: path, "cannot encode JSON: \(error)")
                output.exitCode = ExitStatus.invalid
            }
        case .text:
            output.standardOutput = DumpText.render(document)
        }
        for diagnostic in document.diagnostics { output.err(diagnostic.description) }
        // Every error printed sets the exit status, as in every command.
        if document.diagnostics.contains(where: { $0.severity == .error }) { output.exitCode = max(output.exitCode, ExitStatus.invalid) }
        return output
    }
}

/// The text form of `dump`: an indented tree readable at a glance.
enum DumpText {
    static func render(_ document: SceneDocument) -> String {
        var lines: [String] = []
        let header = document.header
        var title = "\(document.path): \(header.platform.rawValue) \(header.kind.rawValue)"
        if let tools = header.toolsVersion { title += ", toolsVersion \(tools)" }
        if let device = header.device { title += ", device \(device.id) \(device.orientation)" }
        lines.append(title)
        for scene in document.scenes {
            var sceneLine = "scene \(scene.id)"
            let controllers = scene.controllers.map { "\($0.customClass ?? $0.elementName) \($0.id)" }
            if !controllers.isEmpty { sceneLine += ": " + controllers.joined(separator: ", ") }
            lines.append(sceneLine)
            for placeholder in scene.placeholders {
                lines.append("  placeholder \(placeholder.userLabel ?? placeholder.identifier) (\(placeholder.id))")
            }
            for root in scene.rootViews { renderView(root, depth: 1, document: document, into: &lines) }
        }
        return lines.map(DiagnosticLine.escaped).joined(separator: "\n") + "\n"
    }

    private static func renderView(_ view: View, depth: Int, document: SceneDocument, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        var line = "\(indent)\(view.displayName) <\(view.elementName)> \(view.id)"
        if let frame = view.frame { line += " " + format(frame) }
        if view.isHidden { line += " hidden" }
        if !view.translatesAutoresizingMaskIntoConstraints { line += " auto-layout" }
        lines.append(line)
        for guide in view.layoutGuides {
            lines.append("\(indent)  guide \(DocumentSummary.guideKindName(guide.kind)) \(guide.id)")
        }
        for constraint in view.constraints {
            var text = "\(indent)  | \(document.describe(constraint))  [\(constraint.id)]"
            if constraint.isPlaceholder { text += " placeholder" }
            if !constraint.isInstalled { text += " not installed" }
            for variation in constraint.variations {
                let overrides = variation.overrides.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                text += " {\(variation.key): \(overrides.joined(separator: " "))}"
            }
            lines.append(text)
        }
        for variation in view.variations {
            var parts: [String] = []
            if !variation.excludedSubviews.isEmpty { parts.append("-subviews \(variation.excludedSubviews.joined(separator: ","))") }
            if !variation.includedSubviews.isEmpty { parts.append("+subviews \(variation.includedSubviews.joined(separator: ","))") }
            if !variation.excludedConstraints.isEmpty { parts.append("-constraints \(variation.excludedConstraints.joined(separator: ","))") }
            if !variation.includedConstraints.isEmpty { parts.append("+constraints \(variation.includedConstraints.joined(separator: ","))") }
            if let frame = variation.frame { parts.append("frame " + format(frame)) }
            for (key, value) in variation.overrides.sorted(by: { $0.key < $1.key }) { parts.append("\(key)=\(value)") }
            lines.append("\(indent)  variation \(variation.key): \(parts.joined(separator: "; "))")
        }
        for child in view.children { renderView(child, depth: depth + 1, document: document, into: &lines) }
    }

    static func format(_ frame: Rect) -> String {
        let f = SceneDocument.format
        return "(\(f(frame.x)), \(f(frame.y)), \(f(frame.width)) × \(f(frame.height)))"
    }
}
