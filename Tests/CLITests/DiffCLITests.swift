import Foundation
import Testing
import TestSupport

/// `diff` and `render` through the binary: exit statuses, the JSON against its schema, the
/// git external diff convention (with a real `git diff`), pictures written to files.
@Suite struct DiffCLITests {
    static var recipe: String { Corpus.examplesDirectory.appendingPathComponent("TwoButtonsWithSizeClassBasedLayout.storyboard").path }
    static var schemaPath: String { Corpus.packageRoot.appendingPathComponent("Schemas/diff.schema.json").path }

    static func schema() throws -> JSONSchemaSubset {
        try JSONSchemaSubset(json: String(contentsOfFile: schemaPath, encoding: .utf8))
    }

    /// The recipe with the short button uninstalled in the base configuration, the long
    /// button deleted and one constant changed: every kind of difference a revision can make.
    static func revised() throws -> String {
        var source = try String(contentsOfFile: recipe, encoding: .utf8)
        source = source.replacingOccurrences(of: #"id="HYZ-af-AD2"/>"#, with: #"id="HYZ-af-AD2"/>"# + "\n" +
            #"                            <constraint firstItem="zIA-cf-dI7" firstAttribute="top" secondItem="Ekz-PZ-SZ6" secondAttribute="top" constant="40" id="new-co-nst"/>"#)
        source = source.replacingOccurrences(of: #"constant="8" symbolic="YES" id="HYZ-af-AD2""#, with: #"constant="12" id="HYZ-af-AD2""#)
        return source
    }

    @Test func statusesFollowDiff1() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try CLIRunner.run(["diff", Self.recipe, "--traits", "wC,hR", "--traits", "wR,hR"]).status == 1)
        let same = try CLIRunner.run(["diff", Self.recipe, "--traits", "wR,hR", "--traits", "wR,hC"])
        #expect(same.status == 0 && same.standardOutput.isEmpty, "\(same.standardOutput)")
        #expect(try CLIRunner.run(["diff", Self.recipe, Self.recipe]).status == 0)
        // Trouble: a missing file, a malformed one, one document with one configuration,
        // contradictory options, an unknown scene.
        let missing = try CLIRunner.run(["diff", Self.recipe, folder.url.appendingPathComponent("nope.storyboard").path])
        #expect(missing.status == 2 && missing.standardError.contains("nope.storyboard"))
        let broken = try folder.file("broken.storyboard", "<document><scenes>")
        #expect(try CLIRunner.run(["diff", Self.recipe, broken.path]).status == 2)
        #expect(try CLIRunner.run(["diff", Self.recipe]).status == 2)
        #expect(try CLIRunner.run(["diff", Self.recipe, "--traits", "wC", "--all-size-classes"]).status == 2)
        let scene = try CLIRunner.run(["diff", Self.recipe, "--traits", "wC", "--traits", "wR", "--scene", "nope"])
        #expect(scene.status == 2 && scene.standardError.contains("FEL-zs-DhU \"Two Buttons with Size-Class-Based Layout Scene\""))
    }

    @Test func jsonValidatesAgainstItsSchema() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let revised = try folder.file("Revised.storyboard", try Self.revised())
        let schema = try Self.schema()
        var runs: [[String]] = [
            ["diff", Self.recipe, "--traits", "wC,hR", "--traits", "wR,hR", "--format", "json"],
            ["diff", Self.recipe, revised.path, "--all-size-classes", "--format", "json"],
            ["diff", Self.recipe, "--devices", "retina4_7,ipad9_7:landscape", "--format", "json"],
        ]
        runs += Corpus.documents.prefix(4).map { ["diff", $0.path, "--all-size-classes", "--format", "json"] }
        var kinds: Set<String> = []
        for arguments in runs {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 0 || result.status == 1, "\(arguments): \(result.standardError)")
            guard result.status != 2 else { continue }
            let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
            #expect(schema.validate(json) == [], "\(arguments)")
            for comparison in (json as? [String: Any])?["comparisons"] as? [[String: Any]] ?? [] {
                for scene in comparison["scenes"] as? [[String: Any]] ?? [] {
                    for change in scene["constraints"] as? [[String: Any]] ?? [] { kinds.insert(change["change"] as? String ?? "") }
                    if !(scene["frames"] as? [Any] ?? []).isEmpty { kinds.insert("frame") }
                }
            }
        }
        #expect(kinds.isSuperset(of: ["added", "removed", "changed", "frame"]), "\(kinds)")
        // The validator can fail on this schema.
        let bad: [String: Any] = ["schemaVersion": 2, "comparisons": [["old": ["path": "a"], "scenes": [], "identical": 1]], "identical": false]
        let problems = schema.validate(bad)
        #expect(problems.contains { $0.contains("schemaVersion") } && problems.contains { $0.contains("missing required new") })
    }

    @Test func twoRevisionsMatchByInterfaceBuilderIDs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var source = try Self.revised()
        // The long button gone (with its constraints), in the new revision.
        let lines = source.components(separatedBy: "\n")
        let start = lines.firstIndex { $0.contains(#"id="5E4-RN-RZg""#) && $0.contains("<button") }!
        let end = lines[start...].firstIndex { $0.contains("</button>") }!
        source = (lines[..<start] + lines[(end + 1)...]).filter { !$0.contains("<constraint") || !$0.contains("5E4-RN-RZg") }.joined(separator: "\n")
        let revised = try folder.file("Revised.storyboard", source)
        let result = try CLIRunner.run(["diff", Self.recipe, revised.path])
        #expect(result.status == 1)
        let text = result.standardOutput
        #expect(text.contains("  - view Long Button [5E4-RN-RZg] (16, 617, 343 × 30) (absent from new)\n"), "\(text)")
        #expect(text.contains("  + constraint Short Button.top = Superview.top + 40 [new-co-nst]\n"), "\(text)")
        #expect(text.contains("  - constraint Long Button.leading = Superview.leadingMargin [htg-2u-9Ip]\n"), "\(text)")
        #expect(text.contains("  ~ frame Short Button [zIA-cf-dI7] (16, 579, 343 × 30) → (16, 40, 343 × 30)\n"), "\(text)")
    }

    /// git calls an external diff driver with seven arguments: path old-file old-hex
    /// old-mode new-file new-hex new-mode (`/dev/null` for a side that does not exist).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
    func gitDiffShowsTheLayoutChange() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let binary = try #require(CLIRunner.binary).path
        func git(_ arguments: String...) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            process.arguments = ["-C", folder.url.path, "-c", "user.name=test", "-c", "user.email=test@example.com",
                                 "-c", "diff.scenelayout.command=\(binary) diff --git-external-diff"] + arguments
            process.environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1"]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
            return String(decoding: data, as: UTF8.self)
        }
        _ = try git("init", "-q")
        _ = try folder.file(".gitattributes", "*.storyboard diff=scenelayout\n")
        _ = try folder.file("Main.storyboard", try String(contentsOfFile: Self.recipe, encoding: .utf8))
        _ = try git("add", ".")
        _ = try git("commit", "-q", "-m", "recipe")
        _ = try folder.file("Main.storyboard", try Self.revised())
        _ = try folder.file("Added.storyboard", try String(contentsOfFile: Self.recipe, encoding: .utf8))
        _ = try git("add", "Added.storyboard")
        let diff = try git("diff", "HEAD")
        #expect(diff.contains("--- a/Main.storyboard (own: wC hR, retina4_7 portrait)\n+++ b/Main.storyboard (own: wC hR, retina4_7 portrait)\n"), "\(diff)")
        #expect(diff.contains("  ~ constraint Long Button.top = Short Button.bottom + 8 → Long Button.top = Short Button.bottom + 12 [HYZ-af-AD2]\n"), "\(diff)")
        #expect(diff.contains("--- /dev/null\n+++ b/Added.storyboard\n+ document: 1 scene(s), 3 view(s), 9 constraint(s)\n"), "\(diff)")
    }

    @Test func gitDriverReportsTroubleInTheDiffAndLetsGitGoOn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let broken = try folder.file("tmp_Main.storyboard", "<document>\n<<<<<<< HEAD\n")
        let result = try CLIRunner.run(["diff", "--git-external-diff", "Main.storyboard", broken.path, "0123abc", "100644",
                                        Self.recipe, "4567def", "100644"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("a/Main.storyboard:"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains(broken.path))
        let wrong = try CLIRunner.run(["diff", "--git-external-diff", "Main.storyboard", Self.recipe])
        #expect(wrong.status == 2 && wrong.standardError.contains("seven arguments"))
    }

    @Test func renderWritesAPictureOrSaysWhyNot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let picture = folder.url.appendingPathComponent("recipe.svg").path
        let result = try CLIRunner.run(["render", Self.recipe, "--all-size-classes", "--output", picture])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("wrote \(picture): 4 panel(s), 12 view(s)"), "\(result.standardError)")
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains(#"xmlns="http://www.w3.org/2000/svg""#))
        let stdout = try CLIRunner.run(["render", Self.recipe, "--traits", "wR,hR", "--output", "-"])
        #expect(stdout.status == 0 && stdout.standardOutput.contains(#"<text class="name" x="193.5" y="627">Long Button</text>"#))
        #expect(try CLIRunner.run(["render", Self.recipe, "--devices", "iphone-se", "--all-size-classes", "--output", picture]).status == 2)
        #expect(try CLIRunner.run(["render", Self.recipe]).status == 2)
        let scene = try CLIRunner.run(["render", Self.recipe, "--scene", "nope", "--output", picture])
        #expect(scene.status == 2 && scene.standardError.contains("FEL-zs-DhU"))
        // A malformed document: an error with its line and column, no picture.
        let broken = try folder.file("broken.storyboard", "<document>\n<scenes>\n")
        let brokenPicture = folder.url.appendingPathComponent("broken.svg").path
        let malformed = try CLIRunner.run(["render", broken.path, "--output", brokenPicture])
        #expect(malformed.status == 1 && malformed.standardError.contains("broken.storyboard:3:"), "\(malformed.standardError)")
        #expect(!FileManager.default.fileExists(atPath: brokenPicture))
    }
}

/// `Scripts/render-png` with headless Chromium, where it is installed (Debian's
/// `chromium`; CI images without it skip): a picture of the recipe has ink, a blank SVG fails.
@Suite struct RenderPNGScriptTests {
    static var chromiumInstalled: Bool {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].contains { FileManager.default.isExecutableFile(atPath: $0) }
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
    }

    static func script(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Corpus.packageRoot.appendingPathComponent("Scripts/render-png").path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test(.enabled(if: chromiumInstalled), .timeLimit(.minutes(2)))
    func picturesHaveInkAndBlankOnesFail() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let picture = folder.url.appendingPathComponent("recipe.svg").path
        let render = try CLIRunner.run(["render", DiffCLITests.recipe, "--output", picture])
        #expect(render.status == 0)
        #expect(try Self.script([picture, folder.url.appendingPathComponent("recipe.png").path]) == 0)
        let blank = try folder.file("blank.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"></svg>"#)
        #expect(try Self.script([blank.path, folder.url.appendingPathComponent("blank.png").path]) == 1)
    }
}
