#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The report as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format),
/// which code-scanning services ingest: one run, the rule table, one result per problem
/// with its location, and a fingerprint that survives edits (`partialFingerprints`).
enum SARIFReport {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name = "scenelayout"
        var version = ToolVersion.string
        var informationUri = "https://github.com/scenelayout/scenelayout"
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var shortDescription: Text
        var defaultConfiguration: Configuration
    }
    struct Configuration: Encodable { var level: String }
    struct Text: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        var partialFingerprints: [String: String]
        var baselineState: String?
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    static func level(_ severity: CheckProblem.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    static func render(_ report: CheckReport, baselineApplied: Bool = false) throws -> String {
        let rules = CheckRules.all
        let results = report.problems.map { problem -> Result in
            let text = problem.messageWithConfigurations
            return Result(ruleId: problem.rule, ruleIndex: rules.firstIndex { $0.id == problem.rule } ?? -1,
                          level: level(problem.severity), message: Text(text: text),
                          locations: [Location(physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: uri(problem.path)),
                            region: Region(startLine: problem.line, startColumn: problem.column)))],
                          partialFingerprints: ["scenelayout/v1": problem.fingerprint],
                          baselineState: baselineApplied ? (problem.baselined ? "unchanged" : "new") : nil)
        }
        let driver = Driver(rules: rules.map {
            Rule(id: $0.id, shortDescription: Text(text: $0.summary), defaultConfiguration: Configuration(level: level($0.severity)))
        })
        return try JSONOutput.encode(Log(runs: [Run(tool: Tool(driver: driver), results: results)])) + "\n"
    }

    /// A relative path as a relative URI reference (percent-encoded); an absolute one as
    /// a `file://` URI.
    static func uri(_ path: String) -> String {
        let normalized = CheckProblem.normalized(path)
        let encoded = percentEncoded(normalized)
        return normalized.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// `addingPercentEncoding(withAllowedCharacters:)` with `CharacterSet.urlPathAllowed`
    /// less ":": every UTF-8 byte outside the ASCII letters, digits and `-._~!$&'()*+,=@/`
    /// as `%XX` (upper-case hex digits).
    static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                bytes.append(byte)
            case _ where "-._~!$&'()*+,=@/".utf8.contains(byte):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
