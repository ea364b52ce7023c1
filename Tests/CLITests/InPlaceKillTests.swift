import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// `update-frames --in-place` over 200 files, killed (SIGKILL) at seeded random moments
/// again and again: after every kill each file holds either its old bytes or its complete
/// new bytes with its mode unchanged; the next run that completes leaves no temporary file
/// (it removes those the killed runs left) and every file updated.
@Suite struct InPlaceKillTests {
    static let fileCount = 200
    static let kills = 22

    /// The example storyboard with its label moved by a different amount in each copy, so
    /// `update-frames` changes every file; modes vary (and include setgid and sticky bits,
    /// which a temporary file made with the umask would lose).
    static func makeFiles(in folder: URL, generator: inout SplitMix64) throws -> [(name: String, bytes: Data, mode: mode_t)] {
        let source = try String(contentsOf: Corpus.examplesDirectory.appendingPathComponent("SimpleLabelAndTextField.storyboard"), encoding: .utf8)
        let modes: [mode_t] = [0o644, 0o600, 0o640, 0o604, 0o664, 0o666, 0o2644, 0o1644]
        var files: [(String, Data, mode_t)] = []
        for index in 0..<fileCount {
            let name = "Scene\(index).storyboard"
            let text = source.replacingOccurrences(of: #"x="16" y="43.5""#, with: #"x="\#(20 + index % 50)" y="43.5""#)
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            chmod(url.path, modes[Int(generator.next() % UInt64(modes.count))])
            var status = stat()
            stat(url.path, &status)
            files.append((name, Data(text.utf8), status.st_mode & 0o7777))
        }
        return files
    }

    static func run(_ arguments: [String], killAfter delay: Double? = nil) throws -> Int32 {
        let binary: URL = try #require(CLIRunner.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let delay {
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func killedRunsLeaveEveryFileWholeWithItsMode() throws {
        guard CLIRunner.binary != nil else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let work = folder.url.appendingPathComponent("work")
        let reference = folder.url.appendingPathComponent("reference")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        var generator = SplitMix64(seed: 2026)
        let files = try Self.makeFiles(in: work, generator: &generator)
        #expect(try Self.run(["update-frames", work.path, "--output", reference.path]) == 0)
        let updated = try files.map { try Data(contentsOf: reference.appendingPathComponent($0.name)) }
        try #require(zip(files, updated).allSatisfy { $0.0.bytes != $0.1 })

        var midRun = 0, temporariesSeen = 0
        for _ in 0..<Self.kills {
            // Up to half a second: a run over 200 files takes about a second here.
            let delay = 0.02 + Double(generator.next() % 480) / 1000
            _ = try Self.run(["update-frames", work.path, "--in-place"], killAfter: delay)
            var done = 0
            for (index, file) in files.enumerated() {
                let url = work.appendingPathComponent(file.name)
                let now = try Data(contentsOf: url)
                #expect(now == file.bytes || now == updated[index], "\(file.name) after a kill at \(delay) s is neither old nor new")
                if now == updated[index] { done += 1 }
                var status = stat()
                stat(url.path, &status)
                #expect(status.st_mode & 0o7777 == file.mode, "\(file.name): mode \(String(status.st_mode & 0o7777, radix: 8)), was \(String(file.mode, radix: 8))")
            }
            if done > 0 && done < files.count { midRun += 1 }
            temporariesSeen += try FileManager.default.contentsOfDirectory(atPath: work.path).filter { $0.hasSuffix(".tmp") }.count
        }
        // A run to the end: every file updated, and the killed runs' temporaries removed.
        #expect(try Self.run(["update-frames", work.path, "--in-place"]) == 0)
        for (index, file) in files.enumerated() {
            #expect(try Data(contentsOf: work.appendingPathComponent(file.name)) == updated[index])
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: work.path).filter { !$0.hasSuffix(".storyboard") }
        #expect(left.isEmpty, "left behind: \(left)")
        print("in-place kill test: \(files.count) files, \(Self.kills) kills, \(midRun) with some files updated and others not, \(temporariesSeen) temporary files seen after kills, none after the next run")
    }
}
