#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLayout
import SceneModel
import SceneXML

/// Where the commands that change documents (`update-frames`, `update-constraints`) put
/// their results.
public enum RewriteMode: Sendable, Equatable {
    /// Replace each changed file; an unchanged file is not written at all.
    case inPlace
    /// Write every document into this folder (created if missing), changed or not, so the
    /// folder is complete; files found in a folder keep their path below it. Never
    /// overwrites an input.
    case folder(String)
    /// Print a unified diff of what would change and write nothing.
    case dryRun
}

/// The loop the writing commands share: expand the paths, load each document (for
/// splicing, with libxml2's tree as the fallback), let the command edit it in memory, then
/// write it (atomically, each file on its own: one that fails does not stop the others) or
/// print its diff.
///
/// Exit status: 0 when every document was handled (changed or not); 1 when a document is
/// malformed or its layout has errors (invalid or unsatisfiable constraints: it is still
/// updated where it can be); 2 when an input cannot be read, the options do not apply, or
/// a write failed.
struct DocumentRewriting {
    var mode: RewriteMode
    /// How `run` reads each document first: for splicing, or (tests comparing the two
    /// paths) with its tree.
    var firstReading: DocumentLoading.Reading
    /// Targets written in this run, so two inputs never write one file.
    private var written: Set<String> = []

    init(mode: RewriteMode, firstReading: DocumentLoading.Reading = .splicing) {
        self.mode = mode
        self.firstReading = firstReading
    }

    /// What the command did to one document.
    struct Outcome {
        /// Lines for stdout, before the document's delivery line.
        var lines: [String] = []
        /// Problems to print (already formatted lines).
        var messages: [String] = []
        /// The exit status this document asks for (0, 1 or 2).
        var status: Int32 = ExitStatus.success
        /// False when the document is left where it is (not written, diffed or copied).
        var delivers = true
    }

    struct Totals {
        var files = 0
        var changedFiles = 0
        var failedWrites = 0
    }

    /// Runs `edit` on every document; `edit` changes `document.xml`, reports, and counts
    /// into `tally`.
    ///
    /// Each document is read for splicing (no libxml2 tree: its edits are spliced into the
    /// source bytes, `SceneXMLDocument.loadForSplicing`); when an edit cannot be spliced, the
    /// document is read again with its tree and edited again there, the first attempt's
    /// messages and counts dropped, as `convert` does.
    mutating func run<Tally>(paths: [String], output: inout CommandOutput, tally: inout Tally,
                             edit: (SceneDocument, TraitCollection, inout Tally) -> Outcome,
                             traits options: TraitOptions) -> Totals {
        run(paths: paths, output: &output, tally: &tally) { document, tally in
            var outcome = Outcome()
            if document.header.platform == .watchOS {
                outcome.messages.append(DiagnosticLine.format(path: document.path, line: 1, column: 1, severity: "warning",
                                                              message: "a watchOS document (WatchKit does not use Auto Layout): left unchanged", kind: "watchos"))
                return outcome
            }
            do {
                let traits = try options.resolve(for: document)
                return edit(document, traits, &tally)
            } catch {
                outcome.messages.append(DiagnosticLine.format(path: document.path, line: 1, column: 1, severity: "error", message: "\(error)"))
                outcome.status = ExitStatus.unreadable
                return outcome
            }
        }
    }

    /// `run` for a command that looks at each document itself (its platform, its traits).
    mutating func run<Tally>(paths: [String], output: inout CommandOutput, tally: inout Tally,
                             edit: (SceneDocument, inout Tally) -> Outcome) -> Totals {
        var totals = Totals()
        let expansion = DocumentPaths.expand(paths)
        for problem in expansion.problems {
            output.error(at: problem.path, problem.message)
            output.exitCode = max(output.exitCode, ExitStatus.unreadable)
        }
        guard prepare(output: &output) else { return totals }
        for (file, outputName) in zip(expansion.files, expansion.outputNames) {
            var attempt = CommandOutput(), attemptTally = tally
            var edited = Self.edit(file, reading: firstReading, output: &attempt, tally: &attemptTally, edit: edit)
            if case .needsTree = edited {
                attempt = CommandOutput()
                attemptTally = tally
                edited = Self.edit(file, reading: .tree, output: &attempt, tally: &attemptTally, edit: edit)
            }
            output.append(attempt)
            tally = attemptTally
            switch edited {
            case .notLoaded, .needsTree, .kept: continue
            case .unsaved:
                totals.files += 1
                totals.failedWrites += 1
            case .saved(let document, let bytes):
                totals.files += 1
                let delivery = deliver(bytes, original: document.xml.originalBytes, file: file, outputName: outputName,
                                       identity: document.xml.sourceIdentity, output: &output)
                if delivery.changed { totals.changedFiles += 1 }
                if delivery.failed { totals.failedWrites += 1 }
            }
        }
        return totals
    }

    /// How editing one document ended.
    private enum Edited {
        /// It could not be read (the error is printed).
        case notLoaded
        /// Its bytes could not be made (the error is printed, status 2).
        case unsaved
        /// Edited (or left alone): these are its bytes.
        case saved(SceneDocument, [UInt8])
        /// Read for splicing, it got an edit splicing cannot write.
        case needsTree
        /// The command left it where it is (`Outcome.delivers`).
        case kept
    }

    /// Loads one document as `reading` says, runs `edit` on it and makes its bytes.
    private static func edit<Tally>(_ file: String, reading: DocumentLoading.Reading, output: inout CommandOutput,
                                    tally: inout Tally, edit: (SceneDocument, inout Tally) -> Outcome) -> Edited {
        guard let document = DocumentLoading.load(file, reading: reading, output: &output) else { return .notLoaded }
        var status = ExitStatus.success
        for diagnostic in document.diagnostics where diagnostic.severity == .error {
            output.err(diagnostic.description)
            status = ExitStatus.invalid
        }
        let outcome = edit(document, &tally)
        outcome.lines.forEach { output.out($0) }
        outcome.messages.forEach { output.err($0) }
        status = max(status, outcome.status)
        if document.xml.splicingRefusal != nil { return .needsTree }
        output.exitCode = max(output.exitCode, status)
        guard outcome.delivers else { return .kept }
        do {
            return .saved(document, try document.xml.bytesForSaving())
        } catch where document.xml.splicingRefusal != nil {
            return .needsTree
        } catch {
            output.err("\(error)")
            output.exitCode = max(output.exitCode, ExitStatus.unreadable)
            return .unsaved
        }
    }

    /// The output folder exists (created if missing) and is a folder; false, with the
    /// error printed, when it cannot be used. Nothing to prepare in the other modes.
    func prepare(output: inout CommandOutput) -> Bool {
        guard case .folder(let folder) = mode else { return true }
        return Self.prepare(folder: folder, output: &output)
    }

    /// Puts one document's new bytes where the mode says: a diff (changed documents only),
    /// the file itself (changed documents only), or the output folder (every document, at
    /// its `outputName`, never over an input). Failures are printed and set status 2.
    /// In place, `identity` (the file as it was read) guards against overwriting changes
    /// another program made meanwhile.
    mutating func deliver(_ bytes: [UInt8], original: [UInt8], file: String, outputName: String,
                          identity: FileIdentity? = nil, output: inout CommandOutput) -> (changed: Bool, failed: Bool) {
        let changed = bytes != original
        switch mode {
        case .dryRun:
            guard changed else { break }
            let label = file.hasPrefix("/") ? file : "/" + file
            output.standardOutput += UnifiedDiff.diff(old: original, new: bytes, oldLabel: "a" + label, newLabel: "b" + label)
        case .inPlace:
            AtomicFileWriter.removeStaleTemporaries(besides: file)
            guard changed else { break }
            guard write(bytes, to: file, replacing: identity, output: &output) else { return (changed, true) }
            output.out("updated \(file)")
        case .folder(let folder):
            let target = PathText.appending(outputName, to: folder)
            if Self.canonical(target) == Self.canonical(file) {
                output.error(at: file, "the output would overwrite the input; use --in-place to change files in place")
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                return (changed, true)
            }
            guard written.insert(Self.canonical(target)).inserted else {
                output.error(at: file, "another input already wrote \(target)")
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                return (changed, true)
            }
            let parent = PathText.deletingLastComponent(of: target)
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                output.error(at: target, "cannot create the folder \(parent): \(FileSystemErrorText.describe(error))")
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                return (changed, true)
            }
            guard write(bytes, to: target, output: &output) else { return (changed, true) }
            output.out("\(file) -> \(target)\(changed ? "" : " (unchanged)")")
        }
        return (changed, false)
    }

    /// One atomic write; a failure is printed and sets status 2.
    private func write(_ bytes: [UInt8], to target: String, replacing identity: FileIdentity? = nil, output: inout CommandOutput) -> Bool {
        do {
            try AtomicFileWriter.write(bytes, to: target, replacing: identity)
            return true
        } catch {
            output.err("\(error)")
            output.exitCode = max(output.exitCode, ExitStatus.unreadable)
            return false
        }
    }

    /// Creates the output folder when missing; false, with the error printed (status 2),
    /// when it cannot be created or is a file. `convert` shares it.
    static func prepare(folder: String, output: inout CommandOutput) -> Bool {
        var isDirectory = false
        if !FileManager.default.fileExists(atPath: folder, isFolder: &isDirectory) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                output.error(at: folder, "cannot create the output folder: \(FileSystemErrorText.describe(error))")
                output.exitCode = ExitStatus.unreadable
                return false
            }
        } else if !isDirectory {
            output.error(at: folder, "the output path is a file, not a folder")
            output.exitCode = ExitStatus.unreadable
            return false
        }
        return true
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// "1 frame", "3 frames".
    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : (plural ?? singular + "s"))"
    }
}
