#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What one `check` run found, over every file and configuration, and its summary.
public struct CheckReport: Sendable, Codable {
    public struct FileResult: Sendable, Codable {
        public var path: String
        /// The configurations the file was laid out in.
        public var configurations: [String]
        public var problems: [CheckProblem]
    }

    public struct Summary: Sendable, Codable, Equatable {
        public var files = 0
        public var filesWithProblems = 0
        public var errors = 0
        public var warnings = 0
        public var notes = 0
        /// Problems the baseline knew (not counted above).
        public var baselined = 0
        /// Problems per rule, baselined ones included.
        public var rules: [String: Int] = [:]
    }

    public var files: [FileResult]
    public var summary: Summary

    init(files: [FileResult]) {
        self.files = files
        var summary = Summary()
        summary.files = files.count
        for file in files {
            if file.problems.contains(where: { !$0.baselined }) { summary.filesWithProblems += 1 }
            for problem in file.problems {
                summary.rules[problem.rule, default: 0] += 1
                if problem.baselined { summary.baselined += 1; continue }
                switch problem.severity {
                case .error: summary.errors += 1
                case .warning: summary.warnings += 1
                case .note: summary.notes += 1
                }
            }
        }
        self.summary = summary
    }

    public var problems: [CheckProblem] { files.flatMap(\.problems) }

    /// "checked 12 files: 3 errors, 5 warnings in 4 files (2 known from the baseline)".
    public var summaryLine: String {
        let s = summary
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var line = "checked \(count(s.files, "file")): \(count(s.errors, "error")), \(count(s.warnings, "warning"))"
        if s.notes > 0 { line += ", \(count(s.notes, "note"))" }
        if s.errors + s.warnings + s.notes > 0 { line += " in \(count(s.filesWithProblems, "file"))" }
        if s.baselined > 0 { line += " (\(s.baselined) known from the baseline)" }
        return line
    }
}
