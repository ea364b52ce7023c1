#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneXML

/// The forms `check` prints its report in.
public enum CheckFormat: String, Sendable, CaseIterable {
    /// `path:line:col: severity: message [rule]`, one line per problem, then the summary.
    case text
    /// The report as one JSON document (`Documents/JSON.md`).
    case json
    /// SARIF 2.1.0, which code-scanning services ingest.
    case sarif
    /// GitHub Actions workflow commands: each problem annotates the pull request.
    case github

    func render(_ report: CheckReport, includeBaselined: Bool, baselineApplied: Bool) throws -> String {
        switch self {
        case .text: return CheckText.render(report, includeBaselined: includeBaselined)
        case .json: return CheckJSONWriter.encode(report, schemaVersion: JSONOutput.SchemaVersion.check) + "\n"
        case .sarif: return try SARIFReport.render(report, baselineApplied: baselineApplied)
        case .github: return GitHubAnnotations.render(report)
        }
    }
}

enum CheckText {
    static func render(_ report: CheckReport, includeBaselined: Bool) -> String {
        var lines: [String] = []
        for problem in report.problems where includeBaselined || !problem.baselined {
            var message = problem.messageWithConfigurations
            if problem.baselined { message += " (baseline)" }
            lines.append(DiagnosticLine.format(path: problem.path, line: problem.line, column: problem.column,
                                               severity: problem.severity.rawValue, message: message, kind: problem.rule))
        }
        lines.append(report.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `::error file=…,line=…,col=…,title=…::message`, escaped as GitHub's toolkit escapes
/// workflow commands (`%`, CR and LF in messages; also `:` and `,` in properties).
enum GitHubAnnotations {
    static func render(_ report: CheckReport) -> String {
        var lines: [String] = []
        for problem in report.problems where !problem.baselined {
            let command: String
            switch problem.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let message = problem.messageWithConfigurations
            let properties = [("file", CheckProblem.normalized(problem.path)), ("line", "\(problem.line)"),
                              ("col", "\(problem.column)"), ("title", "scenelayout \(problem.rule)")]
                .map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
            lines.append("::\(command) \(properties)::\(escapeData(message))")
        }
        lines.append(report.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    static func escapeData(_ text: String) -> String {
        text.replacingScalars(of: "%", with: "%25").replacingScalars(of: "\r", with: "%0D")
            .replacingScalars(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingScalars(of: ":", with: "%3A").replacingScalars(of: ",", with: "%2C")
    }
}
