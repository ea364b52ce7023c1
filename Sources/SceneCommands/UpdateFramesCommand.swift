import SceneLayout
import SceneModel
import SceneXML

/// `scenelayout update-frames PATH... [trait options] [--scene ID] [--view ID]
/// (--in-place | --output DIR | --dry-run)`: Interface Builder's Update Frames
/// (`FrameUpdater`) over files and folders, written through `DocumentRewriting`.
///
/// In the document's own configuration the view's own frame is written; for other traits
/// only the frames an Xcode 6 document keeps per size class (`<variation>` frames), and a
/// document that keeps none is refused for those traits (status 2). Views left in place
/// (ambiguous, in unsatisfiable constraints, no frame stored for the traits, still
/// misplaced after the last pass) print as warnings; the summary goes last, on stderr.
public enum UpdateFramesCommand {
    public static func run(paths: [String], options: TraitOptions, sceneID scene: String?, viewID: String?,
                           mode: RewriteMode) -> CommandOutput {
        run(paths: paths, options: options, sceneID: scene, viewID: viewID, mode: mode, firstReading: .splicing)
    }

    /// `firstReading`: `.tree` skips splicing (tests compare the two).
    static func run(paths: [String], options: TraitOptions, sceneID scene: String?, viewID: String?,
                    mode: RewriteMode, firstReading: DocumentLoading.Reading) -> CommandOutput {
        var output = CommandOutput()
        // Counted per document, so a document edited again on its tree is counted once.
        struct Tally {
            var frames = 0, leftInPlace: [FrameUpdater.LeftInPlace.Reason: Int] = [:]
            var viewFound: Bool, sceneFound: Bool
            // Why the scene was not found, document by document (its scenes, or the candidates).
            var sceneProblems: [String] = []
        }
        var tally = Tally(viewFound: viewID == nil, sceneFound: scene == nil)
        var rewriting = DocumentRewriting(mode: mode, firstReading: firstReading)
        let totals = rewriting.run(paths: paths, output: &output, tally: &tally, edit: { document, traits, tally in
            var outcome = DocumentRewriting.Outcome()
            let path = document.path
            if traits != DeviceTable.documentTraits(document.header) && !FrameUpdater.keepsVariationFrames(document) {
                outcome.messages.append(DiagnosticLine.format(
                    path: path, line: 1, column: 1, severity: "error",
                    message: "the document stores frames only for its own configuration (\(ownDescription(document))); update frames without trait options, or in an Xcode 6 document that keeps frames per size class",
                    kind: "traits"))
                outcome.status = ExitStatus.unreadable
                return outcome
            }
            var sceneID: String?
            if let scene {
                do {
                    sceneID = try SceneSelection.sceneID(scene, in: document)
                } catch {
                    tally.sceneProblems.append("\(error)")
                    return outcome
                }
                tally.sceneFound = true
            }
            let report = FrameUpdater(traits: traits, sceneID: sceneID, viewID: viewID).update(document)
            if viewID != nil && !report.viewNotFound { tally.viewFound = true }
            for error in report.errors {
                outcome.messages.append(error.description)
                outcome.status = ExitStatus.invalid
            }
            for left in report.leftInPlace {
                tally.leftInPlace[left.reason, default: 0] += 1
                outcome.messages.append(DiagnosticLine.format(
                    path: path, line: left.line, column: 1, severity: "warning",
                    message: "\(left.name) (\(left.viewID)) left in place, \(explanation(left.reason)): stored \(text(left.stored)), solved \(text(left.solved))",
                    kind: left.reason.rawValue))
            }
            tally.frames += report.updates.count
            return outcome
        }, traits: options)
        let (frames, leftInPlace, sceneProblems) = (tally.frames, tally.leftInPlace, tally.sceneProblems)
        if let viewID, !tally.viewFound {
            output.err("error: no view with id '\(viewID)'\(scene.map { " in scene '\($0)'" } ?? "") in the documents given")
            output.exitCode = max(output.exitCode, ExitStatus.unreadable)
        } else if let scene, !tally.sceneFound {
            // One document: why, with its scenes; several: that none has it.
            output.err("error: " + (sceneProblems.count == 1 ? sceneProblems[0] : "no scene '\(scene)' in the documents given"))
            output.exitCode = max(output.exitCode, ExitStatus.unreadable)
        }
        output.err(summary(frames: frames, totals: totals, leftInPlace: leftInPlace, mode: mode))
        return output
    }

    static func explanation(_ reason: FrameUpdater.LeftInPlace.Reason) -> String {
        switch reason {
        case .ambiguous: return "its constraints do not fix its frame"
        case .unsatisfiable: return "its constraints cannot all hold"
        case .noStoredFrame: return "the document stores no frame for these traits"
        case .misplaced: return "its solution follows its own stored frame (still misplaced after \(FrameUpdater.passes) updates)"
        }
    }

    static func summary(frames: Int, totals: DocumentRewriting.Totals, leftInPlace: [FrameUpdater.LeftInPlace.Reason: Int],
                        mode: RewriteMode) -> String {
        let verb = mode == .dryRun ? "would update" : "updated"
        var text = "\(verb) \(DocumentRewriting.count(frames, "frame")) in \(totals.changedFiles) of \(DocumentRewriting.count(totals.files, "file"))"
        let names: [(FrameUpdater.LeftInPlace.Reason, String, String)] = [
            (.ambiguous, "ambiguous view", "ambiguous views"),
            (.unsatisfiable, "view in unsatisfiable constraints", "views in unsatisfiable constraints"),
            (.noStoredFrame, "view with no frame for these traits", "views with no frame for these traits"),
            (.misplaced, "misplaced view whose solution follows its stored frame", "misplaced views whose solution follows their stored frames"),
        ]
        for (reason, singular, plural) in names {
            if let count = leftInPlace[reason], count > 0 {
                text += "; \(DocumentRewriting.count(count, singular, plural)) left in place"
            }
        }
        if totals.failedWrites > 0 { text += "; \(DocumentRewriting.count(totals.failedWrites, "file")) not written" }
        if mode == .dryRun { text += "; nothing written" }
        return text
    }

    static func text(_ rect: Rect) -> String {
        let f = SceneDocument.format
        return "(\(f(rect.x)), \(f(rect.y)), \(f(rect.width)), \(f(rect.height)))"
    }

    private static func ownDescription(_ document: SceneDocument) -> String {
        if document.header.platform == .macOS { return "its stored window and view sizes" }
        if let device = document.header.device { return "\(device.id), \(device.orientation)" }
        return "Any/Any"
    }
}
