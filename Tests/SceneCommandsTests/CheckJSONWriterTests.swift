import Foundation
@testable import SceneCommands
import Testing
import TestSupport

/// `CheckJSONWriter` writes the bytes of the `Encodable` path for `check`'s report:
/// `PrettyJSONEncoder` and Foundation's `JSONEncoder` with `JSONNumbers.normalize` (the
/// oracle, independent of both writers), for random reports and corpus documents' reports;
/// and it writes every stored property, so a field added to the report without a line in
/// the writer fails here.
@Suite struct CheckJSONWriterTests {
    static let rules = ["ambiguous", "misplaced", "missing-reference", "unsatisfiable", "a", "ab", "B", "é", "z-last", "schema"]

    static func report(_ random: inout SplitMix64) -> CheckReport {
        func text(_ random: inout SplitMix64) -> String { PrettyJSONEncoderTests.text(&random) }
        func texts(_ random: inout SplitMix64) -> [String] { (0..<Int.random(in: 0...3, using: &random)).map { _ in text(&random) } }
        let files = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            let problems = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                var problem = CheckProblem(rule: rules.randomElement(using: &random)!,
                                           severity: [.error, .warning, .note].randomElement(using: &random)!,
                                           path: text(&random), line: Int.random(in: -3...70_000, using: &random),
                                           column: Int.random(in: -3...300, using: &random), message: text(&random),
                                           items: texts(&random), configurations: texts(&random))
                problem.baselined = Bool.random(using: &random)
                return problem
            }
            return CheckReport.FileResult(path: text(&random), configurations: texts(&random), problems: problems)
        }
        return CheckReport(files: files)
    }

    static func expectSameBytes(_ report: CheckReport) throws {
        let written = CheckJSONWriter.encode(report, schemaVersion: JSONOutput.SchemaVersion.check)
        #expect(written == (try JSONOutput.encode(report, schemaVersion: JSONOutput.SchemaVersion.check)))
        #expect(written == (try JSONOutput.encodeWithFoundation(report, schemaVersion: JSONOutput.SchemaVersion.check)))
    }

    @Test func randomReportsGiveTheEncodersBytes() throws {
        var random = SplitMix64(seed: 1215)
        for _ in 0..<300 { try Self.expectSameBytes(Self.report(&random)) }
    }

    @Test func everyStoredPropertyIsWritten() throws {
        var problem = CheckProblem(rule: "ambiguous", severity: .warning, path: "a.xib", line: 3, column: 4, message: "m",
                                   items: ["x"], configurations: ["own"])
        problem.baselined = true
        let report = CheckReport(files: [.init(path: "a.xib", configurations: ["own"], problems: [problem])])
        let json = CheckJSONWriter.encode(report, schemaVersion: 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        WrittenKeys.expectKeys(root, of: report, extra: ["schemaVersion"])
        WrittenKeys.expectKeys(root["summary"], of: report.summary)
        let file = (root["files"] as? [Any])?.first
        WrittenKeys.expectKeys(file, of: report.files[0])
        WrittenKeys.expectKeys(((file as? [String: Any])?["problems"] as? [Any])?.first, of: problem)
    }

    /// Real reports: every tenth corpus document, one report for them all as `check` over
    /// several files gives.
    @Test(.enabled(if: Corpus.isAvailable)) func corpusReportGivesTheEncodersBytes() throws {
        let paths = Corpus.documents.enumerated().filter { $0.offset % 10 == 0 }.map(\.element.path)
        let options = CheckCommand.Options(paths: paths)
        var output = CommandOutput()
        let checker = try #require(DocumentChecker.withBuiltInSchema(configurations: options.configurations, output: &output))
        let results = CheckCommand.checkAll(paths, checker: checker, jobs: 2)
        let report = CheckReport(files: results.map { .init(path: $0.path, configurations: $0.configurations, problems: $0.problems) })
        #expect(report.summary.warnings > 0 && report.summary.rules.count > 1)
        try Self.expectSameBytes(report)
    }
}
