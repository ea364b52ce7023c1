import Foundation
import SceneLayout
import SceneModel
import SceneXML

/// `scenelayout add-missing-constraints PATH... [--scene ID] [--view ID] (--in-place | --output DIR) [--dry-run]`:
/// Interface Builder's "Add Missing Constraints" (`MissingConstraintPlanner`), in the
/// document's own configuration.
///
/// Output: one line per added constraint, named as the outline names it, then what is
/// left ambiguous and a summary line. Exit 0 when every ambiguous view got its
/// constraints; 1 when some ambiguity could not be resolved (conflicting views are left
/// alone and count) or a document has errors (views AppKit's scroll machinery places are
/// left alone with a warning and do not count); 2 when an input cannot be read, the options do not
/// apply (an unknown scene or view) or a write failed.
public enum AddMissingConstraintsCommand {
    public static func run(paths: [String], sceneID scene: String? = nil, viewID: String? = nil, mode: RewriteMode,
                           planner: MissingConstraintPlanner = MissingConstraintPlanner()) -> CommandOutput {
        var output = CommandOutput()
        var rewriting = DocumentRewriting(mode: mode)
        guard rewriting.prepare(output: &output) else { return output }
        var totals = (files: 0, changed: 0, constraints: 0, leftovers: 0, conflicting: 0, machinery: 0)
        let expansion = DocumentPaths.expand(paths)
        for problem in expansion.problems {
            output.error(at: problem.path, problem.message)
            output.exitCode = max(output.exitCode, ExitStatus.unreadable)
        }
        for (file, outputName) in zip(expansion.files, expansion.outputNames) {
            guard let document = DocumentLoading.load(file, output: &output) else { continue }
            totals.files += 1
            var status = ExitStatus.success
            for diagnostic in document.diagnostics where diagnostic.severity == .error {
                output.err(diagnostic.description)
                status = ExitStatus.invalid
            }
            if document.header.platform == .watchOS {
                output.error(at: file, "this is a watchOS document (WatchKit interface); WatchKit does not use Auto Layout: left unchanged")
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                continue
            }
            let sceneID: String?
            do {
                sceneID = try SceneSelection.sceneID(scene, in: document)
            } catch {
                output.error(at: file, "\(error)")
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                continue
            }
            if let viewID, document.viewsByID[viewID] == nil || sceneID != nil && !document.scenes.contains(where: {
                $0.id == sceneID && $0.allViews.contains { $0.id == viewID }
            }) {
                output.error(at: file, "no view with id '\(viewID)'\(sceneID.map { " in scene '\($0)'" } ?? "")")
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                continue
            }
            let result: MissingConstraintPlanner.Result
            do {
                result = try planner.addMissingConstraints(to: document, sceneID: sceneID, viewID: viewID)
            } catch {
                output.error(at: file, "\(error)")
                output.exitCode = max(output.exitCode, ExitStatus.invalid)
                continue
            }
            for addition in result.additions {
                output.out("\(file): added \(addition.description) [\(addition.id)]")
            }
            for leftover in result.leftovers {
                let view = result.document.viewsByID[leftover.viewID]
                let severity: String, kind: String, message: String
                switch leftover.reason {
                case .conflicting:
                    (severity, kind) = ("error", "unsatisfiable")
                    message = "\(leftover.name) (\(leftover.viewID)) is in unsatisfiable constraints: left alone"
                case .open:
                    (severity, kind) = ("error", "ambiguous")
                    message = "\(leftover.name) (\(leftover.viewID)) is still ambiguous: need constraints for \(leftover.needs)"
                case .placedByContainer:
                    (severity, kind) = ("warning", "ambiguous")
                    message = "\(leftover.name) (\(leftover.viewID)) is placed by its AppKit scroll view or table, not by constraints: left alone (the layout finds \(leftover.needs) open)"
                }
                output.err(DiagnosticLine.format(path: file, line: view?.line ?? 1, column: view?.column ?? 1, severity: severity,
                                                 message: message, kind: kind))
            }
            for diagnostic in result.layout.diagnostics where diagnostic.severity == .error { output.err(diagnostic.description) }
            if result.leftovers.contains(where: { $0.reason != .placedByContainer })
                || result.layout.diagnostics.contains(where: { $0.severity == .error }) {
                status = max(status, ExitStatus.invalid)
            }
            totals.constraints += result.additions.count
            totals.leftovers += result.leftovers.filter { $0.reason == .open }.count
            totals.machinery += result.leftovers.filter { $0.reason == .placedByContainer }.count
            totals.conflicting += result.leftovers.filter(\.conflicting).count
            output.exitCode = max(output.exitCode, status)

            let bytes: [UInt8]
            do {
                bytes = try result.document.xml.bytesForSaving()
            } catch {
                output.error(at: file, "cannot serialize the document: \(error)")
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                continue
            }
            if rewriting.deliver(bytes, original: document.xml.originalBytes, file: file, outputName: outputName,
                                 identity: document.xml.sourceIdentity,
                                 output: &output).changed {
                totals.changed += 1
            }
        }
        var summary = "\(DocumentRewriting.count(totals.constraints, "constraint")) added in \(DocumentRewriting.count(totals.changed, "document")) of \(totals.files)"
        if totals.leftovers > 0 { summary += "; \(DocumentRewriting.count(totals.leftovers, "view")) still ambiguous" }
        if totals.conflicting > 0 { summary += "; \(DocumentRewriting.count(totals.conflicting, "conflicting view")) left alone" }
        if totals.machinery > 0 { summary += "; \(DocumentRewriting.count(totals.machinery, "view")) placed by AppKit scroll views left alone" }
        if mode == .dryRun { summary += " (dry run: nothing written)" }
        output.out(summary)
        return output
    }
}
