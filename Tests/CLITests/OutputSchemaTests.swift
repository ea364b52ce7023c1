import Foundation
import Testing
import TestSupport

/// The JSON of `resolve`, `check` and `convert --to json`, from real documents, against
/// the schemas in `Schemas/` that `Documents/JSON.md` describes.
@Suite struct OutputSchemaTests {
    static let schemas = Corpus.packageRoot.appendingPathComponent("Schemas")

    static func validate(_ json: [UInt8], against name: String, _ label: String) throws {
        let schema = try JSONSchemaSubset(contentsOf: schemas.appendingPathComponent(name))
        let instance = try JSONSerialization.jsonObject(with: Data(json))
        let problems = schema.validate(instance)
        #expect(problems.isEmpty, "\(label) against \(name): \(problems.prefix(5))")
        let object = instance as? [String: Any]
        #expect(object?["schemaVersion"] as? Int == 1, "\(label): schemaVersion")
    }

    /// Schemas that refuse nothing would pass anything: each must refuse a broken instance.
    @Test func theSchemasRefuseWhatTheyDoNotDescribe() throws {
        let wrong: [(String, String)] = [
            ("resolve.schema.json", #"{"schemaVersion": 1, "path": "a", "traits": {}, "scenes": [], "diagnostics": []}"#),
            ("resolve.schema.json", #"{"schemaVersion": 1, "files": [{"path": "a"}]}"#),
            ("check.schema.json", #"{"schemaVersion": 2, "files": [], "summary": {"files": 0, "filesWithProblems": 0, "errors": 0, "warnings": 0, "notes": 0, "baselined": 0, "rules": {}}}"#),
            ("convert.schema.json", #"{"path": "a", "traits": {}, "scenes": [], "diagnostics": [], "extra": 1}"#),
        ]
        for (name, json) in wrong {
            let schema = try JSONSchemaSubset(contentsOf: Self.schemas.appendingPathComponent(name))
            #expect(!schema.validate(try JSONSerialization.jsonObject(with: Data(json.utf8))).isEmpty, "\(name) refuses \(json)")
        }
    }

    @Test func resolveOutputMatchesItsSchema() throws {
        for document in ConvertBatchCLITests.sample + Corpus.examples.prefix(2) {
            let result = try CLIRunner.run(["resolve", document.path, "--format", "json"])
            guard result.status != 2 else { continue }   // watchOS and the like: nothing printed
            try Self.validate(result.standardOutputBytes, against: "resolve.schema.json", document.lastPathComponent)
        }
        // Several files, a folder and a broken file: one document with an array.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let broken = try folder.file("broken.xib", "<document>")
        let many = try CLIRunner.run(["resolve", Corpus.examplesDirectory.path, broken.path, "--format", "json", "--device", "retina6_12"])
        #expect(many.status == 1)
        try Self.validate(many.standardOutputBytes, against: "resolve.schema.json", "several files")
        let files = try #require((try JSONSerialization.jsonObject(with: Data(many.standardOutputBytes)) as? [String: Any])?["files"] as? [[String: Any]])
        #expect(files.count == Corpus.examples.count + 1)
        #expect(files.last?["path"] as? String == broken.path)
    }

    @Test func checkOutputMatchesItsSchema() throws {
        // Without the corpus the sample is the examples themselves: each document once, or
        // the batch writes one output over another and counts short.
        var seen = Set<String>()
        let documents = (ConvertBatchCLITests.sample + Corpus.examples.prefix(2)).map(\.path).filter { seen.insert($0).inserted }
        let result = try CLIRunner.run(["check"] + documents + ["--format", "json", "--all-size-classes"])
        #expect(result.status != 2, "\(result.standardError)")
        try Self.validate(result.standardOutputBytes, against: "check.schema.json", "check")
    }

    @Test func convertJSONMatchesItsSchema() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Without the corpus the sample is the examples themselves: each document once, or
        // the batch writes one output over another and counts short.
        var seen = Set<String>()
        let documents = (ConvertBatchCLITests.sample + Corpus.examples.prefix(2)).map(\.path).filter { seen.insert($0).inserted }
        _ = try CLIRunner.run(["convert"] + documents + ["--output", folder.url.path, "--to", "json", "--continue-on-error"])
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".json") }
        #expect(written.count >= documents.count - 1)
        for name in written {
            try Self.validate(try ConvertBatchCLITests.bytes(folder.url.appendingPathComponent(name)), against: "convert.schema.json", name)
        }
    }
}
