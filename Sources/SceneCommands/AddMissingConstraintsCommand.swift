#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
        run(paths: paths, sceneID: scene, viewID: viewID, mode: mode, planner: planner, firstReading: .splicing)
    }

    /// `firstReading`: `.tree` skips splicing (tests compare the two).
    static func run(paths: [String], sceneID scene: String?, viewID: String?, mode: RewriteMode,
                    planner: MissingConstraintPlanner, firstReading: DocumentLoading.Reading) -> CommandOutput {
        var output = CommandOutput()
        var rewriting = DocumentRewriting(mode: mode, firstReading: firstReading)
        // Counted per document, so a document edited again on its tree is counted once.
        struct Tally { var files = 0, constraints = 0, leftovers = 0, conflicting = 0, machinery = 0 }
        var tally = Tally()
        let totals = rewriting.run(paths: paths, output: &output, tally: &tally) { document, tally in
            var outcome = DocumentRewriting.Outcome()
            let file = document.path
            tally.files += 1
            func refuse(_ message: String, status: Int32 = ExitStatus.unreadable) -> DocumentRewriting.Outcome {
                outcome.messages.append(DiagnosticLine.format(path: file, line: 1, column: 1, severity: "error", message: message))
                outcome.status = status
                outcome.delivers = false
                return outcome
            }
            if document.header.platform == .watchOS {
                return refuse("this is a watchOS document (WatchKit interface); WatchKit does not use Auto Layout: left unchanged")
            }
            let sceneID: String?
            do {
                sceneID = try SceneSelection.sceneID(scene, in: document)
            } catch {
                return refuse("\(error)")
            }
            if let viewID, document.viewsByID[viewID] == nil || sceneID != nil && !document.scenes.contains(where: {
                $0.id == sceneID && $0.allViews.contains { $0.id == viewID }
            }) {
                return refuse("no view with id '\(viewID)'\(sceneID.map { " in scene '\($0)'" } ?? "")")
            }
            let result: MissingConstraintPlanner.Result
            do {
                result = try planner.addMissingConstraints(to: document, sceneID: sceneID, viewID: viewID)
            } catch {
                return refuse("\(error)", status: ExitStatus.invalid)
            }
            for addition in result.additions {
                outcome.lines.append("\(file): added \(addition.description) [\(addition.id)]")
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
                outcome.messages.append(DiagnosticLine.format(path: file, line: view?.line ?? 1, column: view?.column ?? 1, severity: severity,
                                                              message: message, kind: kind))
            }
            outcome.messages += result.layout.diagnostics.filter { $0.severity == .error }.map(\.description)
            if result.leftovers.contains(where: { $0.reason != .placedByContainer })
                || result.layout.diagnostics.contains(where: { $0.severity == .error }) {
                outcome.status = ExitStatus.invalid
            }
            tally.constraints += result.additions.count
            tally.leftovers += result.leftovers.filter { $0.reason == .open }.count
            tally.machinery += result.leftovers.filter { $0.reason == .placedByContainer }.count
            tally.conflicting += result.leftovers.filter(\.conflicting).count
            return outcome
        }
        var summary = "\(DocumentRewriting.count(tally.constraints, "constraint")) added in \(DocumentRewriting.count(totals.changedFiles, "document")) of \(tally.files)"
        if tally.leftovers > 0 { summary += "; \(DocumentRewriting.count(tally.leftovers, "view")) still ambiguous" }
        if tally.conflicting > 0 { summary += "; \(DocumentRewriting.count(tally.conflicting, "conflicting view")) left alone" }
        if tally.machinery > 0 { summary += "; \(DocumentRewriting.count(tally.machinery, "view")) placed by AppKit scroll views left alone" }
        if mode == .dryRun { summary += " (dry run: nothing written)" }
        output.out(summary)
        return output
    }
}
