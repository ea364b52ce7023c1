#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneModel
import SceneXML

/// `scenelayout check PATH... [configurations] [--format text|json|sarif|github] [--strict]
/// [--baseline FILE] [--write-baseline FILE]`: the CI gate. Every problem Interface
/// Builder's issue navigator would show, in each configuration asked for, one line per
/// problem. Exit 0 clean, 1 errors (or warnings with `--strict`) that the baseline does
/// not know, 2 unreadable input or bad usage.
public enum CheckCommand {
    public struct Options: Sendable {
        public var paths: [String]
        public var configurations: [CheckConfiguration] = [.own]
        public var format: CheckFormat = .text
        public var strict = false
        public var baselinePath: String?
        public var writeBaselinePath: String?
        /// Show baselined problems too (text), marked as such.
        public var showBaselined = false
        /// Documents checked at once (default: one per core).
        public var jobs: Int?

        public init(paths: [String]) { self.paths = paths }
    }

    public static func run(_ options: Options) -> CommandOutput {
        var output = CommandOutput()
        guard let checker = DocumentChecker.withBuiltInSchema(configurations: options.configurations, output: &output) else { return output }
        // The compiled schema serves the whole run: left to the process's exit too.
        KeptUntilExit.keep(checker.schema)
        var baseline: CheckBaseline?
        if let path = options.baselinePath {
            do {
                baseline = try CheckBaseline.read(from: path)
            } catch {
                output.err("\(error)")
                output.exitCode = ExitStatus.unreadable
                return output
            }
        }
        let expansion = DocumentPaths.expand(options.paths)
        var results = checkAll(expansion.files, checker: checker,
                               jobs: options.jobs)
        for (path, message) in expansion.problems {
            results.append(.init(path: path, problems: [CheckProblem(rule: "unreadable", severity: .error, path: path, line: 1,
                                                                     column: 1, message: message)], unreadable: true))
        }
        var files = results.map { CheckReport.FileResult(path: $0.path, configurations: $0.configurations, problems: $0.problems) }
        if let baseline {
            var problems = files.flatMap(\.problems)
            baseline.apply(to: &problems)
            var offset = 0
            for index in files.indices {
                let count = files[index].problems.count
                files[index].problems = Array(problems[offset..<(offset + count)])
                offset += count
            }
        }
        let report = CheckReport(files: files)
        do {
            output.standardOutput = try options.format.render(report, includeBaselined: options.showBaselined,
                                                              baselineApplied: baseline != nil)
        } catch {
            output.err("error: cannot encode the report: \(error)")
            output.exitCode = ExitStatus.unreadable
            return output
        }
        if let path = options.writeBaselinePath {
            do {
                let text = try CheckBaseline(problems: report.problems).encoded()
                try AtomicFileWriter.write(Array(text.utf8), to: path)
                output.err("wrote \(report.problems.count) problems to the baseline \(path)")
            } catch {
                output.err("\(path):1:1: error: cannot write the baseline: \(error)")
                output.exitCode = ExitStatus.unreadable
                return output
            }
        }
        if results.contains(where: \.unreadable) {
            output.exitCode = ExitStatus.unreadable
        } else if options.writeBaselinePath == nil, report.problems.contains(where: { $0.fails(strict: options.strict) }) {
            output.exitCode = ExitStatus.invalid
        }
        return output
    }

    /// Checks documents on several threads; results in the order of `paths`.
    static func checkAll(_ paths: [String], checker: DocumentChecker, jobs: Int?) -> [DocumentChecker.Result] {
        // The last document's objects are left to the process's exit (`KeptUntilExit`) when
        // documents are checked one at a time: on several threads the last one may finish
        // while another is still being laid out, which would then not reuse its memory.
        let oneAtATime = paths.count < 2 || jobs == 1
        return ParallelWork.map(count: paths.count, jobs: jobs) { index in
            checker.check(paths[index], keepsUntilExit: oneAtATime && index == paths.count - 1)
        }
    }
}
