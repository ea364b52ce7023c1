import SceneLayout
import SceneModel
import SceneXML

/// `scenelayout update-constraints PATH... [trait options] (--in-place | --output DIR |
/// --dry-run)`: Interface Builder's Update Constraint Constants (`ConstraintConstantUpdater`)
/// over files and folders, written through `DocumentRewriting`.
///
/// Misplacement is measured against the stored frames, which belong to the document's own
/// configuration: trait options may name it (its device and orientation) but not another
/// (status 2). Misplaced views the constants do not place are reported as warnings; the
/// summary goes last, on stderr.
public enum UpdateConstraintsCommand {
    public static func run(paths: [String], options: TraitOptions, mode: RewriteMode) -> CommandOutput {
        run(paths: paths, options: options, mode: mode, firstReading: .splicing)
    }

    /// `firstReading`: `.tree` skips splicing (tests compare the two).
    static func run(paths: [String], options: TraitOptions, mode: RewriteMode, firstReading: DocumentLoading.Reading) -> CommandOutput {
        var output = CommandOutput()
        // Counted per document, so a document edited again on its tree is counted once.
        struct Tally {
            var constants = 0, resolved = 0, unresolved: [ConstraintConstantUpdater.Unresolved.Reason: Int] = [:]
        }
        var tally = Tally()
        var rewriting = DocumentRewriting(mode: mode, firstReading: firstReading)
        let totals = rewriting.run(paths: paths, output: &output, tally: &tally, edit: { document, traits, tally in
            var outcome = DocumentRewriting.Outcome()
            let path = document.path
            guard traits == DeviceTable.documentTraits(document.header) else {
                outcome.messages.append(DiagnosticLine.format(
                    path: path, line: 1, column: 1, severity: "error",
                    message: "update-constraints works in the document's own configuration, where its frames are stored; leave out the trait options",
                    kind: "traits"))
                outcome.status = ExitStatus.unreadable
                return outcome
            }
            let report = ConstraintConstantUpdater(traits: traits).update(document)
            for error in report.errors {
                outcome.messages.append(error.description)
                outcome.status = ExitStatus.invalid
            }
            for view in report.unresolved {
                tally.unresolved[view.reason, default: 0] += 1
                let why = view.reason == .ambiguous
                    ? "its constraints do not fix its frame"
                    : "no constraint constant puts it at its stored frame without moving another view (its size may come from its content)"
                outcome.messages.append(DiagnosticLine.format(
                    path: path, line: view.line, column: 1, severity: "warning",
                    message: "\(view.name) (\(view.viewID)) is still misplaced, \(why): stored \(UpdateFramesCommand.text(view.stored)), solved \(UpdateFramesCommand.text(view.solved))",
                    kind: view.reason.rawValue))
            }
            tally.constants += report.changes.count
            tally.resolved += report.resolvedViews.count
            return outcome
        }, traits: options)
        let (constants, resolved, unresolved) = (tally.constants, tally.resolved, tally.unresolved)
        let verb = mode == .dryRun ? "would update" : "updated"
        var summary = "\(verb) \(DocumentRewriting.count(constants, "constant")) in \(totals.changedFiles) of \(DocumentRewriting.count(totals.files, "file")), placing \(DocumentRewriting.count(resolved, "misplaced view"))"
        if let count = unresolved[.misplaced], count > 0 { summary += "; \(DocumentRewriting.count(count, "misplaced view")) not placed by constants" }
        if let count = unresolved[.ambiguous], count > 0 { summary += "; \(DocumentRewriting.count(count, "ambiguous view")) left" }
        if totals.failedWrites > 0 { summary += "; \(DocumentRewriting.count(totals.failedWrites, "file")) not written" }
        if mode == .dryRun { summary += "; nothing written" }
        output.err(summary)
        return output
    }
}
