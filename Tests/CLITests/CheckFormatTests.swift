import Foundation
import SceneCommands
import Testing
import TestSupport

/// `check`'s machine-readable forms: SARIF 2.1.0 against the schema, GitHub workflow
/// commands escaped, the baseline, folders, and the exit-code contract.
@Suite struct CheckFormatTests {
    /// The SARIF 2.1.0 schema (OASIS, `sarif-schema-2.1.0.json`) restricted to the objects
    /// `check` writes: the same required members, enumerations, minimums and closed
    /// property sets (`additionalProperties: false`) as the published schema, written out
    /// here because the tests run offline.
    static let sarifSchema = """
    {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "type": "object", "additionalProperties": false, "required": ["version", "runs"],
      "properties": {
        "$schema": {"type": "string"},
        "version": {"enum": ["2.1.0"]},
        "runs": {"type": "array", "items": {"$ref": "#/definitions/run"}}
      },
      "definitions": {
        "run": {"type": "object", "additionalProperties": false, "required": ["tool"],
          "properties": {
            "tool": {"$ref": "#/definitions/tool"},
            "results": {"type": "array", "items": {"$ref": "#/definitions/result"}},
            "columnKind": {"enum": ["utf16CodeUnits", "unicodeCodePoints"]}}},
        "tool": {"type": "object", "additionalProperties": false, "required": ["driver"],
          "properties": {"driver": {"$ref": "#/definitions/toolComponent"}}},
        "toolComponent": {"type": "object", "additionalProperties": false, "required": ["name"],
          "properties": {
            "name": {"type": "string"}, "informationUri": {"type": "string"}, "version": {"type": "string"},
            "rules": {"type": "array", "items": {"$ref": "#/definitions/reportingDescriptor"}}}},
        "reportingDescriptor": {"type": "object", "additionalProperties": false, "required": ["id"],
          "properties": {
            "id": {"type": "string"}, "name": {"type": "string"},
            "shortDescription": {"$ref": "#/definitions/multiformatMessageString"},
            "defaultConfiguration": {"$ref": "#/definitions/reportingConfiguration"}}},
        "reportingConfiguration": {"type": "object", "additionalProperties": false,
          "properties": {"enabled": {"type": "boolean"}, "level": {"enum": ["none", "note", "warning", "error"]}}},
        "multiformatMessageString": {"type": "object", "additionalProperties": false, "required": ["text"],
          "properties": {"text": {"type": "string"}, "markdown": {"type": "string"}}},
        "message": {"type": "object", "additionalProperties": false,
          "properties": {"text": {"type": "string"}, "markdown": {"type": "string"}, "id": {"type": "string"}}},
        "result": {"type": "object", "additionalProperties": false, "required": ["message"],
          "properties": {
            "ruleId": {"type": "string"}, "ruleIndex": {"type": "integer", "minimum": -1},
            "level": {"enum": ["none", "note", "warning", "error"]},
            "message": {"$ref": "#/definitions/message"},
            "locations": {"type": "array", "items": {"$ref": "#/definitions/location"}},
            "partialFingerprints": {"type": "object", "additionalProperties": {"type": "string"}},
            "baselineState": {"enum": ["new", "unchanged", "updated", "absent"]}}},
        "location": {"type": "object", "additionalProperties": false,
          "properties": {"physicalLocation": {"$ref": "#/definitions/physicalLocation"}}},
        "physicalLocation": {"type": "object", "additionalProperties": false,
          "properties": {
            "artifactLocation": {"$ref": "#/definitions/artifactLocation"},
            "region": {"$ref": "#/definitions/region"}}},
        "artifactLocation": {"type": "object", "additionalProperties": false,
          "properties": {"uri": {"type": "string"}, "uriBaseId": {"type": "string"}, "index": {"type": "integer", "minimum": -1}}},
        "region": {"type": "object", "additionalProperties": false,
          "properties": {
            "startLine": {"type": "integer", "minimum": 1}, "startColumn": {"type": "integer", "minimum": 1},
            "endLine": {"type": "integer", "minimum": 1}, "endColumn": {"type": "integer", "minimum": 1}}}
      }
    }
    """

    /// A folder with the recipe, a variant with a conflict, and one that is not XML.
    func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let recipe = try CheckRecipeTests.recipeText()
        _ = try folder.file("Clean.storyboard", recipe)
        _ = try folder.file("Conflict 1.storyboard", CheckRecipeTests.addingConflictingWidths(recipe))
        _ = try folder.file("notes.txt", "not a document")
        return folder
    }

    func run(_ paths: [String], _ configure: (inout CheckCommand.Options) -> Void = { _ in }) -> CommandOutput {
        var options = CheckCommand.Options(paths: paths)
        configure(&options)
        return CheckCommand.run(options)
    }

    @Test func sarifValidatesAgainstTheSchema() throws {
        let folder = try folder()
        defer { folder.remove() }
        let output = run([folder.url.path]) { $0.format = .sarif }
        #expect(output.exitCode == 1)
        let log = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
        let schema = try JSONSchemaSubset(json: Self.sarifSchema)
        #expect(schema.validate(log) == [])
        let results = ((log as? [String: Any])?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
        #expect(results?.count == 1)
        #expect(results?.first?["ruleId"] as? String == "unsatisfiable")
        let uri = ((results?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(uri?.hasPrefix("file:///") == true && uri?.hasSuffix("/Conflict%201.storyboard") == true)
    }

    @Test func theSchemaCheckCanFail() throws {
        // The validator is an oracle only if it rejects what the schema forbids.
        let schema = try JSONSchemaSubset(json: Self.sarifSchema)
        let bad: [String: Any] = ["version": "2.1.0", "runs": [["tool": ["driver": ["name": "x"]],
                                  "results": [["message": ["text": "m"], "level": "fatal",
                                               "locations": [["physicalLocation": ["region": ["startLine": 0]]]]]]]],
                                  "extra": true]
        let problems = schema.validate(bad)
        #expect(problems.contains { $0.contains("fatal") })
        #expect(problems.contains { $0.contains("below 1") })
        #expect(problems.contains { $0.contains("extra is not allowed") })
    }

    @Test func githubAnnotationsAreEscaped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A user label with a line break and a percent sign must stay inside one annotation.
        let recipe = try CheckRecipeTests.recipeText()
            .replacingOccurrences(of: #"userLabel="Name Text Field""#, with: #"userLabel="Name&#10;::error::fake 100%""#)
        let file = try folder.file("a,b.storyboard", CheckRecipeTests.addingConflictingWidths(recipe))
        let output = run([file.path]) { $0.format = .github }
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 3)   // one annotation, the summary, the final newline
        #expect(lines[0].hasPrefix("::error file="))
        #expect(lines[0].contains("a%2Cb.storyboard,line="))
        #expect(lines[0].contains("Name%0A::error::fake 100%25"))
        #expect(lines[0].contains(",title=scenelayout unsatisfiable::"))
    }

    @Test func textKeepsEachProblemOnOneLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let recipe = try CheckRecipeTests.recipeText()
            .replacingOccurrences(of: #"userLabel="Name Text Field""#, with: #"userLabel="Name&#10;x.xib:1:1: error: fake""#)
        let file = try folder.file("a.storyboard", CheckRecipeTests.addingConflictingWidths(recipe))
        let output = run([file.path])
        #expect(output.standardOutput.split(separator: "\n").count == 2)
        #expect(output.standardOutput.contains("Name\\nx.xib:1:1: error: fake"))
    }

    @Test func aBaselineFailsOnlyOnNewProblems() throws {
        let folder = try folder()
        defer { folder.remove() }
        let baseline = folder.url.appendingPathComponent("baseline.json").path
        let written = run([folder.url.path]) { $0.writeBaselinePath = baseline }
        #expect(written.exitCode == 0)
        let known = run([folder.url.path]) { $0.baselinePath = baseline }
        #expect(known.exitCode == 0)
        #expect(known.standardOutput.hasSuffix("checked 2 files: 0 errors, 0 warnings (1 known from the baseline)\n"))
        // A new problem, in the clean file, fails again; lines moving above the known one do not matter.
        let clean = folder.url.appendingPathComponent("Clean.storyboard")
        try Data(CheckRecipeTests.addingConflictingWidths(try CheckRecipeTests.recipeText()).utf8).write(to: clean)
        let conflict = folder.url.appendingPathComponent("Conflict 1.storyboard")
        let moved = try String(contentsOf: conflict, encoding: .utf8).replacingOccurrences(of: "<scenes>", with: "<scenes>\n\n\n")
        try Data(moved.utf8).write(to: conflict)
        let new = run([folder.url.path]) { $0.baselinePath = baseline }
        #expect(new.exitCode == 1)
        #expect(new.standardOutput.contains("Clean.storyboard"))
        #expect(!new.standardOutput.contains("Conflict 1.storyboard"))
    }

    @Test func anUnreadableBaselineIsBadUsage() throws {
        let output = run(["/nonexistent.storyboard"]) { $0.baselinePath = "/nonexistent/baseline.json" }
        #expect(output.exitCode == 2)
        #expect(output.standardError.contains("cannot read the baseline"))
    }

    @Test func foldersAreSearchedAndMissingFilesAreUnreadable() throws {
        let folder = try folder()
        defer { folder.remove() }
        let output = run([folder.url.path, folder.url.appendingPathComponent("Missing.xib").path])
        #expect(output.exitCode == 2)
        #expect(output.standardOutput.contains("Missing.xib:1:1: error:"))
        #expect(output.standardOutput.contains("[unreadable]"))
        #expect(output.standardOutput.hasSuffix("checked 3 files: 2 errors, 0 warnings in 2 files\n"))
    }

    @Test func jsonCountsRulesAndConfigurations() throws {
        let folder = try folder()
        defer { folder.remove() }
        let output = run([folder.url.path]) {
            $0.format = .json
            $0.configurations = try! CheckConfiguration.devices("retina4_7,retina6_12:landscape")
        }
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 2)
        #expect((summary["rules"] as? [String: Int])?["unsatisfiable"] == 1)
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.allSatisfy { ($0["configurations"] as? [String]) == ["retina4_7 portrait", "retina6_12 landscape"] })
        // The conflict holds on both devices: one problem naming both.
        let problem = try #require((files.last?["problems"] as? [[String: Any]])?.first)
        #expect(problem["configurations"] as? [String] == ["retina4_7 portrait", "retina6_12 landscape"])
    }
}
