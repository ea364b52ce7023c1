#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `resolve` and `dump` over several files and folders, so a CI job does not loop in the
/// shell: the documents are processed in parallel and reported in the order named (a
/// folder's documents sorted by path). Text: one block per document, each headed by its
/// path, a blank line between blocks. JSON: one document,
/// `{ "schemaVersion": 1, "files": [ per-file object, … ] }`, where a document that could
/// not be processed appears as `{ "path", "diagnostics": [ its errors ] }`. Messages go to
/// stderr file by file; the exit status is the worst over the files.
///
/// A single file named on its own keeps the single-document output, so existing scripts
/// (and `resolve FILE --format json` readers) see no change.
enum ManyDocuments {
    /// One document's result.
    struct FileResult<Value: Encodable> {
        /// What goes into the JSON (nil when the document could not be processed).
        var value: Value?
        var failure: FileFailure?
        /// The text block (empty when the document could not be processed).
        var text = ""
        /// Lines for stderr, already formatted.
        var messages: [String] = []
        var status: Int32 = ExitStatus.success

        init(failure: FileFailure? = nil, messages: [String] = [], status: Int32 = ExitStatus.success) {
            self.failure = failure
            self.messages = messages
            self.status = status
        }

        /// A document processed: its messages printed, status 1 when one is an error.
        init(value: Value, text: String, messages: [String], hasErrors: Bool) {
            self.value = value
            self.text = text
            self.messages = messages
            status = hasErrors ? ExitStatus.invalid : ExitStatus.success
        }

        /// A document that could not be processed.
        init(_ failure: DocumentLoading.Failure) {
            self.init(failure: failure.failure, messages: [failure.failure.line], status: failure.status)
        }
    }

    /// Whether the command line names exactly one file (not a folder): the single-document
    /// output then applies.
    static func isSingleFile(_ paths: [String]) -> Bool {
        guard paths.count == 1 else { return false }
        var isDirectory = false
        return !(FileManager.default.fileExists(atPath: paths[0], isFolder: &isDirectory) && isDirectory)
    }

    /// `writeJSON`, when given, writes one value's JSON object straight into bytes (as
    /// `ResolveJSONWriter` does) instead of through `PrettyJSONEncoder`; same text.
    static func run<Value: Encodable & SendableMetatype>(paths: [String], json: Bool, schemaVersion: Int, jobs: Int?,
                                      writeJSON: ((Value, inout JSONByteWriter) throws -> Void)? = nil,
                                      _ process: @Sendable (String) -> FileResult<Value>) -> CommandOutput {
        var output = CommandOutput()
        let expansion = DocumentPaths.expand(paths)
        var results = ParallelWork.map(count: expansion.files.count, jobs: jobs) { index in
            process(expansion.files[index])
        }
        for problem in expansion.problems {
            let failure = FileFailure(path: problem.path, kind: "unreadable", message: problem.message)
            results.append(FileResult<Value>(failure: failure, messages: [failure.line], status: ExitStatus.unreadable))
        }
        var entries: [Entry<Value>] = []
        var blocks: [String] = []
        for result in results {
            result.messages.forEach { output.err($0) }
            output.exitCode = max(output.exitCode, result.status)
            if let value = result.value {
                entries.append(.value(value))
                blocks.append(result.text)
            } else if let failure = result.failure {
                entries.append(.failure(failure))
            }
        }
        if json {
            do {
                output.outBlock(try multiFileJSON(entries, schemaVersion: schemaVersion, writeJSON: writeJSON))
            } catch {
                output.err("error: cannot encode JSON: \(error)")
                output.exitCode = max(output.exitCode, ExitStatus.invalid)
            }
        } else {
            output.standardOutput = blocks.joined(separator: "\n")
        }
        return output
    }

    /// `{ "files": [ … ], "schemaVersion": n }`, written directly when the command has a
    /// writer; a number JSON cannot hold goes to the encoder, whose error names the field.
    static func multiFileJSON<Value: Encodable>(_ entries: [Entry<Value>], schemaVersion: Int,
                                                writeJSON: ((Value, inout JSONByteWriter) throws -> Void)?) throws -> String {
        if let writeJSON {
            var out = JSONByteWriter()
            do {
                out.openObject()
                out.key("files")
                try out.array(entries) { out, entry in
                    switch entry {
                    case .value(let value): try writeJSON(value, &out)
                    case .failure(let failure): failure.write(into: &out)
                    }
                }
                out.key("schemaVersion")
                out.int(schemaVersion)
                out.closeObject()
                return String(decoding: out.bytes, as: UTF8.self)
            } catch is JSONByteWriter.NonFiniteNumber {}
        }
        return try JSONOutput.encode(MultiFileJSON(files: entries), schemaVersion: schemaVersion)
    }

    /// A per-file object: the command's own, or the failure.
    enum Entry<Value: Encodable>: Encodable {
        case value(Value)
        case failure(FileFailure)

        func encode(to encoder: Encoder) throws {
            switch self {
            case .value(let value): try value.encode(to: encoder)
            case .failure(let failure): try failure.encode(to: encoder)
            }
        }
    }
}
