#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLayout
import SceneModel
import SceneXML

/// `scenelayout ibtool [--errors] [--warnings] [--notices] [--update-frames]
/// [--update-constraints] [--write PATH] [--output-format human-readable-text|xml1] FILE`:
/// Apple's `ibtool` command line, so that scripts written for it run unchanged. It follows
/// ibtool's order of operations (read, modify, write, print): the updates run in memory
/// (Update Constraint Constants, then Update Frames, in the document's own configuration),
/// `--write` saves the result, and the report describes the document as updated.
///
/// The report uses ibtool's keys: `com.apple.ibtool.document.errors`, `.warnings` and
/// `.notices`, each a dictionary from the object id concerned to an array of
/// `{type, message}` dictionaries (`IBToolReport`), built from the rules of `check`.
/// Every other ibtool flag is refused by name (exit 2), never ignored.
public enum IBToolCommand {
    public enum OutputFormat: String, Sendable { case xml1, humanReadableText = "human-readable-text" }

    public struct Options: Sendable, Equatable {
        public var file: String
        public var errors = false
        public var warnings = false
        public var notices = false
        public var updateFrames = false
        public var updateConstraints = false
        public var write: String?
        public var outputFormat: OutputFormat = .xml1

        public init(file: String) { self.file = file }
    }

    public struct UsageError: Error, CustomStringConvertible {
        public var description: String
    }

    /// ibtool's own flags that this front end does not implement: refused by name.
    static let unsupportedFlags: Set<String> = [
        "--compile", "--flatten", "--module", "--strip", "--link", "--export", "--import", "--strings-file",
        "--generate-strings-file", "--generate-stringsdict-file", "--companion-strings-file", "--localize-incremental",
        "--previous-file", "--incremental-file", "--localization-export", "--export-xliff", "--import-xliff",
        "--convert", "--upgrade", "--enable-auto-layout", "--target-device", "--minimum-deployment-target",
        "--auto-activate-custom-fonts", "--sdk", "--platform", "--plugin", "--plugin-dir", "--bundle", "--classes",
        "--objects", "--hierarchy", "--connections", "--all", "--version-history", "--localizable-strings",
        "--localizable-geometry", "--localizable-stringarrays", "--localizable-other", "--localizable-all",
        "--localizable-to-many-relationships", "--output-partial-info-plist", "--dependencies",
        "--reference-external-strings-file", "--target-runtime", "--errors-only", "--print-localizable-strings",
    ]

    /// Reads ibtool's command line (flags in any order, `--flag value` or `--flag=value`,
    /// one document).
    public static func parse(_ arguments: [String]) throws -> Options {
        var file: String?
        var options = Options(file: "")
        var index = 0
        func value(for flag: String, inline: String?) throws -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(description: "ibtool flag \(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") {
                let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
                let flag = parts[0], inline = parts.count > 1 ? parts[1] : nil
                switch flag {
                case "--errors": options.errors = true
                case "--warnings": options.warnings = true
                case "--notices": options.notices = true
                case "--update-frames": options.updateFrames = true
                case "--update-constraints": options.updateConstraints = true
                case "--write": options.write = try value(for: flag, inline: inline)
                case "--output-format":
                    let format = try value(for: flag, inline: inline)
                    guard let chosen = OutputFormat(rawValue: format) else {
                        throw UsageError(description: format == "binary1"
                            ? "ibtool output format binary1 is not supported by scenelayout; use xml1 or human-readable-text"
                            : "unknown ibtool output format '\(format)'; use xml1 or human-readable-text")
                    }
                    options.outputFormat = chosen
                default:
                    if unsupportedFlags.contains(flag) {
                        throw UsageError(description: "ibtool flag \(flag) is not supported by scenelayout")
                    }
                    throw UsageError(description: "unknown ibtool flag \(flag)")
                }
                if inline != nil && !["--write", "--output-format"].contains(flag) {
                    throw UsageError(description: "ibtool flag \(flag) takes no value")
                }
            } else if argument.hasPrefix("-") && argument != "-" {
                throw UsageError(description: "unknown ibtool flag \(argument)")
            } else {
                guard file == nil else { throw UsageError(description: "ibtool takes one document; got \(file!) and \(argument)") }
                file = argument
            }
            index += 1
        }
        guard let file else { throw UsageError(description: "ibtool needs a document: scenelayout ibtool [flags] FILE") }
        options.file = file
        return options
    }

    /// Runs ibtool's steps on the document. Exit 0 with no errors, 1 when the document has
    /// errors, 2 when it cannot be read or written.
    public static func run(_ options: Options) -> CommandOutput {
        // Without updates the tree is read once and validated as it stands; splicing would
        // parse the document twice (to read it, then to check it while parsing).
        run(options, firstReading: options.updateConstraints || options.updateFrames ? .splicing : .tree)
    }

    /// `firstReading`: `.tree` skips splicing (tests compare the two). With updates, the
    /// document is read for splicing, as `update-frames` and `update-constraints` read it
    /// (`DocumentRewriting`): the updates are spliced into its source, and the result is
    /// checked as `check` checks a file, validated while parsed; when splicing refuses an
    /// edit, the document is read again with its tree, updated and checked there.
    static func run(_ options: Options, firstReading: DocumentLoading.Reading) -> CommandOutput {
        var output = CommandOutput()
        var report = IBToolReport(errors: options.errors, warnings: options.warnings, notices: options.notices)
        let path = options.file
        var xml: SceneXMLDocument?
        var bytes: [UInt8] = []
        for reading in firstReading == .tree ? [DocumentLoading.Reading.tree] : [firstReading, .tree] {
            let loaded: SceneXMLDocument
            do {
                loaded = try reading == .tree ? SceneXMLDocument.load(contentsOf: path) : SceneXMLDocument.loadForSplicing(contentsOf: path)
            } catch {
                // Malformed XML is a document error, in the report; an unreadable file is the tool's.
                if let error = error as? XMLError, error.kind != .unreadable {
                    report.add(CheckProblem(rule: "malformed-xml", severity: .error, path: path, line: error.line,
                                            column: error.column, message: error.message), object: nil)
                    output.standardOutput = report.render(options.outputFormat, path: path)
                    output.exitCode = ExitStatus.invalid
                    return output
                }
                report.toolErrors.append("\(error)")
                output.standardOutput = report.render(options.outputFormat, path: path)
                output.err("\(error)")
                output.exitCode = ExitStatus.unreadable
                return output
            }
            if options.updateConstraints || options.updateFrames {
                do {
                    try update(loaded, options: options)
                } catch {
                    // A document the model cannot read is not updated; the check below says why.
                }
            }
            if loaded.isEditedBySplicing {
                guard loaded.splicingRefusal == nil, let spliced = try? loaded.bytesForSaving() else { continue }
                bytes = spliced
            }
            xml = loaded
            break
        }
        guard let xml else { return output }
        if let target = options.write {
            do {
                try AtomicFileWriter.write(xml.isEditedBySplicing ? bytes : try xml.bytesForSaving(), to: target)
            } catch {
                report.toolErrors.append("\(error)")
                output.err("\(error)")
                output.exitCode = ExitStatus.unreadable
            }
        }
        guard let checker = DocumentChecker.withBuiltInSchema(configurations: [.own], output: &output) else { return output }
        let result = xml.isEditedBySplicing ? checker.check(bytes: bytes, path: path) : checker.check(xml, path: path)
        // ibtool files each issue under the id of its object: the element on the problem's
        // line when the rule names none.
        var idsByLine: [Int: String] = [:]
        for element in [xml.root] + xml.root.descendants {
            if idsByLine[element.line] == nil, let id = element.attribute(.id) { idsByLine[element.line] = id }
        }
        for problem in result.problems {
            report.add(problem, object: problem.items.first ?? idsByLine[problem.line])
        }
        output.standardOutput = report.render(options.outputFormat, path: path)
        if result.problems.contains(where: { $0.severity == .error }) { output.exitCode = max(output.exitCode, ExitStatus.invalid) }
        return output
    }

    /// Update Constraint Constants, then Update Frames, on the document's own configuration.
    /// They print nothing (the check after them reports), so a retry on the tree repeats no message.
    private static func update(_ xml: SceneXMLDocument, options: Options) throws {
        var document = try SceneDocument(xml: xml)
        guard document.header.platform != .watchOS else { return }
        let traits = DeviceTable.documentTraits(document.header)
        if options.updateConstraints {
            _ = ConstraintConstantUpdater(traits: traits).update(document)
            document = try SceneDocument(xml: xml)
        }
        if options.updateFrames {
            _ = FrameUpdater(traits: traits).update(document)
        }
    }
}
