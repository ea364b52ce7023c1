import Foundation
import Testing
import TestSupport

/// `scenelayout add-missing-constraints` end to end: what it writes, where, and what not.
@Suite struct AddMissingConstraintsCLITests {
    /// The cookbook's label and text field with the text field's top constraint deleted:
    /// its Y position is open (and the label follows it by its baseline).
    static func openDocument() throws -> String {
        let example = Corpus.examplesDirectory.appendingPathComponent("SimpleLabelAndTextField.storyboard")
        let text = try String(contentsOf: example, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(#"id="sJm-Sg-SS1""#) }
        #expect(lines.count == text.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        return lines.joined(separator: "\n")
    }

    static let added = #"<constraint firstItem="9DL-nT-gju" firstAttribute="top" secondItem="Z6U-yH-3i2" secondAttribute="bottom" constant="20" id="#

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file("Open.storyboard", try Self.openDocument())
        let before = try Data(contentsOf: file)
        let result = try CLIRunner.run(["add-missing-constraints", file.path, "--dry-run"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\(file.path): added Name Text Field.top = Top Layout Guide.bottom + 20 ["))
        #expect(result.standardOutput.contains("--- a\(file.path)\n+++ b\(file.path)\n@@ "))
        #expect(result.standardOutput.contains("+                            " + Self.added))
        #expect(result.standardOutput.hasSuffix("1 constraint added in 1 document of 1 (dry run: nothing written)\n"))
        #expect(try Data(contentsOf: file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["Open.storyboard"])
    }

    @Test func outputNeverOverwritesTheInput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file("Open.storyboard", try Self.openDocument())
        let before = try Data(contentsOf: file)
        // The input's own folder as the output folder: refused, input untouched.
        let same = try CLIRunner.run(["add-missing-constraints", file.path, "--output", folder.url.path])
        #expect(same.status == 2)
        #expect(same.standardError.contains("would overwrite the input"))
        #expect(try Data(contentsOf: file) == before)
        // Another folder: the result goes there, the input stays as it was.
        let out = folder.url.appendingPathComponent("fixed")
        let result = try CLIRunner.run(["add-missing-constraints", file.path, "--output", out.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try Data(contentsOf: file) == before)
        let written = try String(contentsOf: out.appendingPathComponent("Open.storyboard"), encoding: .utf8)
        #expect(written.contains(Self.added))
        let check = try CLIRunner.run(["resolve", out.appendingPathComponent("Open.storyboard").path])
        #expect(check.status == 0)
        #expect(!check.standardOutput.contains("AMBIGUOUS") && !check.standardOutput.contains("misplaced"))
        let valid = try CLIRunner.run(["validate", out.appendingPathComponent("Open.storyboard").path])
        #expect(valid.status == 0, "\(valid.standardOutput)")
    }

    @Test func inPlaceRewritesOnlyWhatChanged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let open = try folder.file("Open.storyboard", try Self.openDocument())
        let settledSource = Corpus.examplesDirectory.appendingPathComponent("SimpleLabelAndTextField.storyboard")
        let settled = try folder.file("Settled.storyboard", bytes: Array(try Data(contentsOf: settledSource)))
        let settledBefore = try FileManager.default.attributesOfItem(atPath: settled.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        let result = try CLIRunner.run(["add-missing-constraints", "--in-place", folder.url.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("updated \(open.path)"))
        #expect(!result.standardOutput.contains("updated \(settled.path)"))
        #expect(try String(contentsOf: open, encoding: .utf8).contains(Self.added))
        #expect(try Data(contentsOf: settled) == Data(contentsOf: settledSource))
        #expect(try FileManager.default.attributesOfItem(atPath: settled.path)[.modificationDate] as? Date == settledBefore)
        // A second run finds nothing missing and writes nothing.
        let again = try CLIRunner.run(["add-missing-constraints", "--in-place", folder.url.path])
        #expect(again.status == 0)
        #expect(again.standardOutput == "0 constraints added in 0 documents of 2\n")
    }

    @Test func badUsageAndUnreadableInputExitWithTwo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file("Open.storyboard", try Self.openDocument())
        for arguments in [[file.path], [file.path, "--in-place", "--output", folder.url.path],
                          [file.path, "--dry-run", "--scene", "nope"], [file.path, "--dry-run", "--view", "nope"],
                          [folder.url.appendingPathComponent("missing.storyboard").path, "--dry-run"]] {
            let result = try CLIRunner.run(["add-missing-constraints"] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.standardError)")
        }
    }

    @Test func viewsLeftOpenExitWithOne() throws {
        // Two required widths that disagree: the view is left alone and reported.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var text = try Self.openDocument()
        // The label's baseline constraint goes too, so the label is open on its own.
        text = text.replacingOccurrences(of: #"<constraint firstItem="71w-Bv-U7O" firstAttribute="baseline" secondItem="9DL-nT-gju" secondAttribute="baseline" id="izA-KF-On4"/>"#, with: """
        <constraint firstItem="9DL-nT-gju" firstAttribute="width" constant="100" id="w01-AA-aaa"/>
                                    <constraint firstItem="9DL-nT-gju" firstAttribute="width" constant="120" id="w02-AA-aaa"/>
        """)
        let file = try folder.file("Conflict.storyboard", text)
        let result = try CLIRunner.run(["add-missing-constraints", file.path, "--dry-run"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("Name Text Field (9DL-nT-gju) is in unsatisfiable constraints: left alone [unsatisfiable]"))
        #expect(result.standardError.contains("unable to satisfy constraints together"))
        #expect(result.standardOutput.contains("added Name Label.top = Top Layout Guide.bottom + 23.5 ["))
        #expect(!result.standardOutput.contains("added Name Text Field"))
        #expect(result.standardOutput.hasSuffix("1 constraint added in 1 document of 1; 1 conflicting view left alone (dry run: nothing written)\n"))
    }
}
