import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Representative cases of `Documents/BAD-INPUT.md` through the binary, where the process
/// itself matters: its exit status, its streams, signals, limits and file names as bytes.
@Suite struct HardeningCLITests {
    static var example: String { Corpus.examplesDirectory.appendingPathComponent("SimpleLabelAndTextField.storyboard").path }

    /// The example with its label moved 30 points from where its constraints put it.
    static func misplacedExample() throws -> String {
        try String(contentsOfFile: example, encoding: .utf8).replacingOccurrences(of: #"x="16" y="43.5""#, with: #"x="46" y="43.5""#)
    }

    /// Runs a shell command line with `$B` naming the binary.
    static func shell(_ script: String, in folder: URL? = nil) throws -> CLIRunner.Result {
        let binary = try #require(CLIRunner.binary)
        return try CLIRunner.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script],
                                 environment: ["B": binary.path], directory: folder)
    }

    @Test func aFailedWriteToStandardOutputExitsTwo() throws {
        guard CLIRunner.binary != nil, FileManager.default.fileExists(atPath: "/dev/full") else { return }
        for command in ["resolve", "dump"] {
            let result = try Self.shell("\"$B\" \(command) '\(Self.example)' --format json >/dev/full")
            #expect(result.status == 2, "\(command)")
            #expect(result.standardError.contains("cannot write the output: No space left on device"), "\(result.standardError)")
        }
    }

    @Test func aFIFOIsRefusedAtOnce() throws {
        guard CLIRunner.binary != nil else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.url.appendingPathComponent("pipe.storyboard").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let start = ContinuousClock.now
        for command in ["resolve", "validate", "dump", "check"] {
            let result = try CLIRunner.run([command, fifo])
            #expect(result.status == 2, "\(command)")
            #expect(result.standardError.contains("is a FIFO") || result.standardOutput.contains("is a FIFO"), "\(command)")
        }
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    @Test func everyLimitHasAnOptionAndADiagnosticNamingIt() throws {
        guard CLIRunner.binary != nil else { return }
        for (option, value) in [("--max-file-size", "100"), ("--max-elements", "10"), ("--max-attributes", "3"),
                                ("--max-depth", "3"), ("--max-views", "2"), ("--max-constraints", "2")] {
            for command in ["resolve", "validate", "check"] {
                let result = try CLIRunner.run([command, Self.example, option, value])
                #expect(result.status == 2, "\(command) \(option)")
                #expect((result.standardError + result.standardOutput).contains("raise it with \(option)"), "\(command) \(option): \(result.standardError)")
            }
        }
        // Defaults are far above a real document; a bad value is a usage error.
        #expect(try CLIRunner.run(["resolve", Self.example]).status == 0)
        let zero = try CLIRunner.run(["resolve", Self.example, "--max-views", "0"])
        #expect(zero.status == 2)
        #expect(zero.standardError.contains("--max-views must be a positive number"))
        // The solver's time per root view is a limit too, in seconds.
        #expect(try CLIRunner.run(["resolve", Self.example, "--max-solve-seconds", "60"]).status == 0)
        for bad in ["0", "-1", "nan", "inf"] {
            let refused = try CLIRunner.run(["resolve", Self.example, "--max-solve-seconds=\(bad)"])
            #expect(refused.status == 2, "\(bad)")
            #expect(refused.standardError.contains("--max-solve-seconds"), "\(bad): \(refused.standardError)")
        }
    }

    @Test func aFileNameThatIsNotUTF8IsFound() throws {
        guard CLIRunner.binary != nil else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try Self.shell("name=$(printf 'caf\\351.storyboard'); cp '\(Self.example)' \"$name\"; \"$B\" resolve \"$name\"; echo \"status $?\"; \"$B\" resolve \"x$name\"", in: folder.url)
        #expect(result.standardOutput.contains("caf\\xE9.storyboard: wC hR"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("status 0"))
        #expect(result.standardError.contains("xcaf\\xE9.storyboard:1:1: error: no such file"), "\(result.standardError)")
    }

    @Test func aFolderHoldingAFileNameThatIsNotUTF8IsSearched() throws {
        guard CLIRunner.binary != nil else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try Self.shell("mkdir docs && cp '\(Self.example)' \"docs/$(printf 'caf\\351.storyboard')\" && \"$B\" check docs", in: folder.url)
        #expect(result.status == 0, "\(result.standardOutput) \(result.standardError)")
        #expect((result.standardOutput + result.standardError).contains("checked 1 file: 0 errors"), "\(result.standardOutput)")
    }

    @Test func aForgedLineInAUserLabelStaysOnItsLine() throws {
        guard CLIRunner.binary != nil else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = try String(contentsOfFile: Self.example, encoding: .utf8)
            .replacingOccurrences(of: "userLabel=\"Name Label\"", with: "userLabel=\"Label&#10;evil.storyboard:9:9: error: forged\"")
            .replacingOccurrences(of: "secondAttribute=\"baseline\" id=\"izA-KF-On4\"", with: "secondAttribute=\"baseline\" multiplier=\"0\" id=\"izA-KF-On4\"")
        let file = try folder.file("forged.storyboard", text)
        for command in ["resolve", "validate", "check", "dump"] {
            let result = try CLIRunner.run([command, file.path])
            let lines = (result.standardOutput + result.standardError).split(separator: "\n")
            #expect(!lines.contains { $0.hasPrefix("evil.storyboard") }, "\(command)")
            // The label is printed (in the outline or in the invalid constraint's description), escaped.
            #expect((result.standardOutput + result.standardError).contains("Label\\nevil.storyboard:9:9"), "\(command)")
            #expect(result.status == (command == "dump" ? 0 : 1), "\(command)")
        }
    }

    @Test func aWritePastTheFileSizeLimitFailsCleanly() throws {
        guard CLIRunner.binary != nil else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = try Self.misplacedExample()
        let file = try folder.file("big.storyboard", text)
        // ulimit -f counts blocks of 512 bytes; the document is about 5 KB.
        let result = try Self.shell("ulimit -f 4; \"$B\" update-frames big.storyboard --in-place", in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("ulimit -f"), "\(result.standardError)")
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["big.storyboard"])
    }

    @Test func inPlaceThroughASymbolicLinkWritesItsTarget() throws {
        guard CLIRunner.binary != nil else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = try Self.misplacedExample()
        let target = try folder.file("real.storyboard", text)
        let link = folder.url.appendingPathComponent("link.storyboard").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.storyboard")
        let result = try CLIRunner.run(["update-frames", link, "--in-place"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.storyboard")
        #expect(try String(contentsOf: target, encoding: .utf8) != text)
        // convert of an unchanged document leaves the file alone (same inode).
        var before = stat(), after = stat()
        stat(target.path, &before)
        #expect(try CLIRunner.run(["convert", link, "--in-place"]).status == 0)
        stat(target.path, &after)
        #expect(before.st_ino == after.st_ino)
    }
}
