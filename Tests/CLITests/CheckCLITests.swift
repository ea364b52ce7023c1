import Foundation
import Testing
import TestSupport

/// `scenelayout check` as CI runs it: the exit-code contract through the binary.
@Suite struct CheckCLITests {
    @Test func exitCodesFollowTheContract() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let recipe = try CheckRecipeTests.recipeText()
        let clean = try folder.file("Clean.storyboard", recipe)
        let conflict = try folder.file("Conflict.storyboard", CheckRecipeTests.addingConflictingWidths(recipe))
        let misplaced = try folder.file("Misplaced.storyboard", recipe.replacingOccurrences(
            of: #"<rect key="frame" x="69" y="40" width="290" height="30"/>"#, with: #"<rect key="frame" x="80" y="40" width="290" height="30"/>"#))

        #expect(try CLIRunner.run(["check", clean.path]).status == 0)
        #expect(try CLIRunner.run(["check", misplaced.path]).status == 0)            // a warning
        #expect(try CLIRunner.run(["check", "--strict", misplaced.path]).status == 1) // warnings fail
        let failing = try CLIRunner.run(["check", conflict.path])
        #expect(failing.status == 1)
        #expect(failing.standardOutput.contains("[unsatisfiable]"))
        #expect(failing.standardOutput.hasSuffix("checked 1 file: 1 error, 0 warnings in 1 file\n"))
        #expect(try CLIRunner.run(["check", folder.url.appendingPathComponent("Missing.xib").path]).status == 2)
        // Bad usage: 2, as the README promises, not ArgumentParser's 64.
        #expect(try CLIRunner.run(["check", "--devices", "no-such-device", clean.path]).status == 2)
        #expect(try CLIRunner.run(["check", "--devices", "retina4_7", "--all-size-classes", clean.path]).status == 2)
        #expect(try CLIRunner.run(["check", "--format", "xml", clean.path]).status == 2)
        #expect(try CLIRunner.run(["check", "--all-size-classes", clean.path]).status == 0)
    }
}

/// Every command that prints an error exits non-zero and, where it writes JSON, carries
/// the error in it.
@Suite struct ExitContractTests {
    @Test func aMissingReferenceFailsEveryCommand() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file("Deleted.storyboard", try CheckRecipeTests.recipeText().replacingOccurrences(
            of: #"secondItem="9DL-nT-gju" secondAttribute="baseline""#, with: #"secondItem="del-et-ed0" secondAttribute="baseline""#))
        for arguments in [["resolve"], ["dump"], ["validate"], ["check"], ["resolve", "--format", "json"], ["dump", "--format", "json"]] {
            let result = try CLIRunner.run(arguments + [file.path])
            #expect(result.status == 1, "\(arguments)")
            #expect((result.standardOutput + result.standardError).contains("[missing-reference]"), "\(arguments)")
            if arguments.contains("json") {
                let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
                let kinds = (json?["diagnostics"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
                #expect(kinds?.contains("missing-reference") == true, "\(arguments)")
            }
        }
    }
}
