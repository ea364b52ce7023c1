#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLayout
import SceneModel
import SceneXML

/// `scenelayout convert PATH... (--output DIR | --in-place) [--apply T1,T2] [--to json]
/// [--jobs N] [--continue-on-error]`, or `convert - […]` from standard input to standard
/// output: loads each document through the model, applies the transforms in the order
/// given (`ConvertTransform`), and writes the XML (byte-identical when nothing changed) or,
/// with `--to json`, the resolved layout `resolve --format json` gives.
///
/// Files are converted in parallel (`--jobs`, default one per core) and written through
/// `DocumentRewriting.deliver` (atomic, file by file, in parallel; an output folder keeps paths below
/// a folder named and never overwrites an input), so a kill leaves every file old or
/// complete. Every file is tried: one bad file never stops the others nor loses their
/// output. A document whose model, transforms or layout report errors (invalid or
/// unsatisfiable constraints) is not written, since its result may be wrong, unless
/// `--continue-on-error` is given: then it is written with its errors printed. A progress
/// line is drawn on stderr when it is a terminal; a summary (converted, unchanged, failed
/// with the reasons) ends stderr.
///
/// Exit status, the worst over the files: 0 every file converted; 1 a document is
/// malformed, or its model or layout has errors (printed); 2 an input cannot be read, a
/// write failed, or bad usage.
public enum ConvertCommand {
    public enum Destination: Sendable, Equatable {
        /// Into this folder (created if missing): a file named directly by its name, a
        /// folder's documents at their paths below it.
        case folder(String)
        /// Replace each changed file (with `--to json`: write `FILE.json` beside it).
        case inPlace
        /// The single document read from standard input goes to standard output.
        case standardOutput
    }

    public enum OutputFormat: String, Sendable, CaseIterable {
        case xml, json
    }

    public struct Options: Sendable {
        public var paths: [String]
        public var destination: Destination
        public var transforms: [ConvertTransform] = []
        public var format: OutputFormat = .xml
        /// Documents converted at once (default: one per core).
        public var jobs: Int?
        /// Write a document whose model, transforms or layout report errors instead of
        /// counting it failed.
        public var continueOnError = false
        /// Draw the progress line on stderr; nil: only when stderr is a terminal.
        public var showsProgress: Bool?

        public init(paths: [String], destination: Destination) {
            self.paths = paths
            self.destination = destination
        }

        /// The path that means standard input.
        public static let standardInput = "-"

        /// Why these options cannot work together (a usage error), or nil.
        public var usageProblem: String? {
            if paths.contains(Self.standardInput) {
                if paths.count > 1 { return "'-' (standard input) must be the only path" }
                if destination != .standardOutput {
                    return "a document read from standard input goes to standard output; --output and --in-place do not apply"
                }
            } else if destination == .standardOutput {
                return "give exactly one of --output DIR and --in-place (or '-' to convert standard input to standard output)"
            }
            if let jobs, jobs < 1 { return "--jobs must be at least 1" }
            return nil
        }
    }

    /// The old entry point: no transforms, XML out.
    public static func run(paths: [String], destination: Destination) -> CommandOutput {
        run(Options(paths: paths, destination: destination))
    }

    public static func run(_ options: Options) -> CommandOutput {
        var output = CommandOutput()
        if let problem = options.usageProblem {
            output.err("error: \(problem)")
            output.exitCode = ExitStatus.unreadable
            return output
        }
        if options.destination == .standardOutput { return convertStandardInput(options) }
        if case .folder(let folder) = options.destination, !DocumentRewriting.prepare(folder: folder, output: &output) { return output }

        let expansion = DocumentPaths.expand(options.paths)
        let taken = targetsTakenByEarlierInputs(expansion, options: options)
        let progress = (options.showsProgress ?? BatchProgress.standardErrorIsTerminal)
            ? BatchProgress(label: "convert", total: expansion.files.count) : nil
        let results = ParallelWork.map(count: expansion.files.count, jobs: options.jobs) { index in
            var result = FileResult()
            if let target = taken[index] {
                result.output.error(at: expansion.files[index], "another input already writes \(target)")
                result.output.exitCode = ExitStatus.unreadable
                result.fate = .failed("another input already writes \(target)")
            } else {
                result = convert(expansion.files[index], outputName: expansion.outputNames[index], options: options)
            }
            progress?.fileDone()
            return result
        }
        progress?.finish()

        var summary = Summary(total: expansion.files.count + expansion.problems.count)
        for (file, result) in zip(expansion.files, results) {
            output.append(result.output)
            summary.count(result.fate, file: file)
        }
        for problem in expansion.problems {
            output.error(at: problem.path, problem.message)
            output.exitCode = max(output.exitCode, ExitStatus.unreadable)
            summary.count(.failed(problem.message), file: problem.path)
        }
        summary.lines.forEach { output.err($0) }
        return output
    }

    /// How one file ended.
    enum Fate: Equatable {
        /// Written with different bytes (always, for JSON).
        case converted
        /// The bytes are the input's (copied into an output folder; not rewritten in place).
        case unchanged
        /// Nothing written for it, for this reason.
        case failed(String)
    }

    struct FileResult {
        var output = CommandOutput()
        var fate = Fate.unchanged
    }

    /// Where each document's result goes.
    static func target(of file: String, outputName: String, options: Options) -> String {
        let suffix = options.format == .json ? ".json" : ""
        if case .folder(let folder) = options.destination { return PathText.appending(outputName + suffix, to: folder) }
        return file + suffix
    }

    /// The inputs (by index) whose target an earlier input already writes, with that
    /// target: two inputs never write one file. Checked before the work starts, so each
    /// worker delivers through its own `DocumentRewriting` and writes (each flushed to
    /// disk) run in parallel instead of one at a time.
    static func targetsTakenByEarlierInputs(_ expansion: DocumentPaths.Expansion, options: Options) -> [Int: String] {
        var claimed: Set<String> = []
        var taken: [Int: String] = [:]
        for (index, (file, outputName)) in zip(expansion.files, expansion.outputNames).enumerated() {
            let target = target(of: file, outputName: outputName, options: options)
            if !claimed.insert(DocumentRewriting.canonical(target)).inserted { taken[index] = target }
        }
        return taken
    }

    /// Loads, transforms and delivers one document; everything it prints is in its result.
    static func convert(_ file: String, outputName: String, options: Options) -> FileResult {
        var result = FileResult()
        var rewriting = DocumentRewriting(mode: options.destination == .inPlace ? .inPlace : .folder(folderPath(options.destination)))
        let produced = produceFallingBackToTree(file, options: options, output: &result.output) { reading in
            DocumentLoading.loadForBatch(file, reading: reading)
        }
        guard case .success(let document) = produced.outcome else {
            if case .failure(let reason) = produced.outcome { result.fate = .failed(reason) }
            return result
        }
        if !produced.notes.isEmpty { result.output.out("\(file): " + produced.notes.joined(separator: "; ")) }
        let bytes = produced.bytes
        let delivery: (changed: Bool, failed: Bool)
        switch options.format {
        case .xml:
            delivery = rewriting.deliver(bytes, original: document.xml.originalBytes, file: file, outputName: outputName,
                                         identity: document.xml.sourceIdentity, output: &result.output)
        case .json:
            // In place, the JSON goes beside the document (never over it) and is rewritten
            // only when it differs from what is there.
            let jsonFile = options.destination == .inPlace ? file + ".json" : file
            let existing = options.destination == .inPlace ? ((try? Data(contentsOf: URL(fileURLWithPath: jsonFile))).map { Array($0) } ?? []) : []
            delivery = rewriting.deliver(bytes, original: existing, file: jsonFile, outputName: outputName + ".json",
                                         output: &result.output)
        }
        if delivery.failed {
            result.fate = .failed(lastError(in: result.output) ?? "cannot write")
        } else {
            result.fate = delivery.changed ? .converted : .unchanged
        }
        return result
    }

    /// What converting one document made: the bytes to write and notes on the transforms,
    /// or why nothing can be written.
    struct Produced {
        enum Outcome {
            case success(SceneDocument)
            case failure(String)
        }
        var outcome: Outcome
        var bytes: [UInt8] = []
        var notes: [String] = []
        /// The document was read for splicing and an edit could not be spliced: convert it
        /// again from its tree.
        var needsTree = false
    }

    /// How a document is read for these transforms: without libxml2's tree when nothing is
    /// edited, else for splicing (attribute edits, removals and the elements Add Missing
    /// Constraints adds; `produceFallingBackToTree` takes the tree when refused).
    static func reading(for transforms: [ConvertTransform]) -> DocumentLoading.Reading {
        transforms.isEmpty ? .readOnly : .splicing
    }

    /// `produce` on the document read as the transforms allow (`reading(for:)`); when the
    /// transforms made an edit splicing cannot write, again on libxml2's tree, the first
    /// attempt's messages dropped.
    static func produceFallingBackToTree(_ file: String, options: Options, output: inout CommandOutput,
                                         load: (DocumentLoading.Reading) -> Result<SceneDocument, DocumentLoading.Failure>) -> Produced {
        var attempt = CommandOutput()
        var produced = produce(file, options: options, output: &attempt) { load(reading(for: options.transforms)) }
        if produced.needsTree {
            attempt = CommandOutput()
            produced = produce(file, options: options, output: &attempt) { load(.tree) }
        }
        output.append(attempt)
        return produced
    }

    static func produce(_ file: String, options: Options, output: inout CommandOutput,
                        load: () -> Result<SceneDocument, DocumentLoading.Failure>) -> Produced {
        func fail(_ line: String, reason: String, status: Int32) -> Produced {
            output.err(line)
            output.exitCode = max(output.exitCode, status)
            return Produced(outcome: .failure(reason))
        }
        var document: SceneDocument
        switch load() {
        case .success(let loaded): document = loaded
        case .failure(let failure):
            let first = failure.failure.diagnostics[0]
            return fail(failure.failure.line, reason: "\(first.kind): \(first.message)", status: failure.status)
        }
        var notes: [String] = []
        let usesModel = !options.transforms.isEmpty || options.format == .json
        // Errors from the model, the transforms or the layout: printed as they come; the
        // result is written only with --continue-on-error.
        var errorCount = 0
        func report(_ errors: [String]) {
            errors.forEach { output.err($0) }
            errorCount += errors.count
            if !errors.isEmpty { output.exitCode = max(output.exitCode, ExitStatus.invalid) }
        }
        func written(_ bytes: [UInt8]) -> Produced {
            guard errorCount == 0 || options.continueOnError else {
                return Produced(outcome: .failure("\(DocumentRewriting.count(errorCount, "error")); not written (--continue-on-error writes it anyway)"))
            }
            return Produced(outcome: .success(document), bytes: bytes, notes: notes)
        }
        if usesModel {
            // The transforms and the layout read the model: its errors may make them wrong.
            report(document.diagnostics.filter { $0.severity == .error }.map(\.description))
        }
        if usesModel && document.header.platform == .watchOS {
            let message = "a watchOS document (WatchKit does not use Auto Layout)"
            if options.format == .json {
                return fail(DiagnosticLine.format(path: file, line: 1, column: 1, severity: "error",
                                                  message: "\(message): no layout to write", kind: "unsupported-platform"),
                            reason: "unsupported-platform: \(message)", status: ExitStatus.unreadable)
            }
            output.err(DiagnosticLine.format(path: file, line: 1, column: 1, severity: "warning",
                                             message: "\(message): transforms not applied", kind: "unsupported-platform"))
        } else if usesModel {
            let traits: TraitCollection
            do {
                traits = try TraitOptions().resolve(for: document)
            } catch {
                return fail(DiagnosticLine.format(path: file, line: 1, column: 1, severity: "error", message: "\(error)"),
                            reason: "traits: \(error)", status: ExitStatus.unreadable)
            }
            for transform in options.transforms {
                do {
                    let (transformed, outcome) = try transform.apply(to: document, traits: traits)
                    document = transformed
                    notes.append("\(transform.rawValue): \(outcome.note)")
                    report(outcome.errors)
                    if document.xml.splicingRefusal != nil { return Produced(outcome: .failure("splicing refused"), needsTree: true) }
                } catch {
                    return fail(DiagnosticLine.format(path: file, line: 1, column: 1, severity: "error", message: "\(transform.rawValue): \(error)"),
                                reason: "\(transform.rawValue): \(error)", status: ExitStatus.invalid)
                }
            }
            if options.format == .json {
                let layout = ResolveCommand.layout(document, traits: traits)
                // The model's own errors (first among the diagnostics) are printed above.
                report(layout.diagnostics.dropFirst(document.diagnostics.count).filter { $0.severity == .error }.map(\.description))
                do {
                    let text = try JSONOutput.encode(layout, schemaVersion: JSONOutput.SchemaVersion.convert) + "\n"
                    return written(Array(text.utf8))
                } catch {
                    return fail(DiagnosticLine.format(path: file, line: 1, column: 1, severity: "error", message: "cannot encode JSON: \(error)"),
                                reason: "encoding: \(error)", status: ExitStatus.invalid)
                }
            }
        }
        do {
            return written(try document.xml.bytesForSaving())
        } catch where document.xml.splicingRefusal != nil {
            // An edit splicing cannot write, found while writing it.
            return Produced(outcome: .failure("splicing refused"), needsTree: true)
        } catch {
            return fail(DiagnosticLine.format(path: file, line: 1, column: 1, severity: "error", message: "cannot serialize the document: \(error)"),
                        reason: "serialization: \(error)", status: ExitStatus.unreadable)
        }
    }

    /// `convert -`: one document from standard input, the result on standard output
    /// (bytes as they are, so an unchanged document comes back byte for byte), messages on
    /// stderr and no summary, as a filter.
    static func convertStandardInput(_ options: Options) -> CommandOutput {
        var output = CommandOutput()
        let path = "<stdin>"
        let bytes: [UInt8]
        do {
            bytes = try readStandardInput(limit: DocumentLimits.standard.fileSize)
        } catch {
            output.error(at: path, "\(error)")
            output.exitCode = ExitStatus.unreadable
            return output
        }
        let produced = produceFallingBackToTree(path, options: options, output: &output) { reading in
            DocumentLoading.batchResult(path: path) { try DocumentLoading.read(bytes, path: path, reading: reading) }
        }
        if case .success = produced.outcome { output.standardOutputBytes = produced.bytes }
        return output
    }

    /// Standard input to its end, refused past `limit` bytes (a document larger than the
    /// loader accepts) instead of read without bound.
    static func readStandardInput(limit: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try FileSystemErrorText.readStandardInput { chunk in
            bytes += chunk
            if bytes.count > limit {
                throw TraitOptions.Problem(description: "standard input is larger than \(limit >> 20) MiB, the largest document accepted")
            }
        }
        return bytes
    }

    static func folderPath(_ destination: Destination) -> String {
        if case .folder(let folder) = destination { return folder }
        return "."
    }

    /// The message of the last error line printed for a file: the reason it failed.
    static func lastError(in output: CommandOutput) -> String? {
        output.standardError.split(separator: "\n").last { $0.contains(": error: ") }
            .map { String($0[$0.firstRange(of: ": error: ")!.upperBound...]) }
    }

    /// The closing summary: counts, then each failed file with its reason.
    struct Summary {
        var total: Int
        var converted = 0, unchanged = 0
        var failures: [(file: String, reason: String)] = []

        mutating func count(_ fate: Fate, file: String) {
            switch fate {
            case .converted: converted += 1
            case .unchanged: unchanged += 1
            case .failed(let reason): failures.append((file, reason))
            }
        }

        /// At most this many failures are listed one by one.
        static let listedFailures = 50

        /// The summary's lines: the counts, then each failed file with its reason (each line
        /// printed on its own, so a file name cannot run into the next line).
        var lines: [String] {
            var lines = ["convert: \(converted) converted, \(unchanged) unchanged, \(failures.count) failed of \(DocumentRewriting.count(total, "file"))"]
            for failure in failures.prefix(Self.listedFailures) { lines.append("  failed: \(failure.file): \(failure.reason)") }
            if failures.count > Self.listedFailures { lines.append("  … and \(failures.count - Self.listedFailures) more") }
            return lines
        }
    }
}
