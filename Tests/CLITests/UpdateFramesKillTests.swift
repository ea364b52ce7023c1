import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// `update-frames --in-place` killed while it works through many files leaves every file
/// either as it was or completely updated (each write is a temporary file renamed over
/// the original).
@Suite struct UpdateFramesKillTests {
    /// ~50 documents that update-frames changes: corpus documents with misplaced views when
    /// the corpus is there, else copies of an example with two views moved.
    static func sources(into folder: URL) throws -> [URL] {
        var files: [URL] = []
        let corpus = Corpus.documents
        if !corpus.isEmpty {
            // Larger documents first: each takes longer, so kills land mid-run.
            let sized = try corpus.map { ($0, try FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int ?? 0) }
            for (file, _) in sized.sorted(by: { $0.1 > $1.1 }) {
                let text = try String(contentsOf: file, encoding: .utf8)
                guard text.contains("misplaced") || files.count < 50 else { continue }
                let target = folder.appendingPathComponent(file.lastPathComponent)
                try FileManager.default.copyItem(at: file, to: target)
                files.append(target)
                if files.count == 50 { break }
            }
        } else {
            var source = try String(contentsOf: Corpus.examplesDirectory.appendingPathComponent("SimpleLabelAndTextField.storyboard"), encoding: .utf8)
            source = source.replacingOccurrences(of: #"x="16" y="43.5""#, with: #"x="46" y="43.5""#)
            for index in 0..<50 {
                let target = folder.appendingPathComponent("Copy\(index).storyboard")
                try Data(source.utf8).write(to: target)
                files.append(target)
            }
        }
        return files
    }

    @Test func killedMidRunLeavesEachFileWholeOrUpdated() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let originals = folder.url.appendingPathComponent("originals")
        try FileManager.default.createDirectory(at: originals, withIntermediateDirectories: true)
        let files = try Self.sources(into: originals)
        let reference = folder.url.appendingPathComponent("reference")
        // Output to a file: the warnings of 50 documents overflow a pipe nobody reads yet.
        let log = folder.url.appendingPathComponent("reference.log")
        try Data().write(to: log)
        let reader = Process()
        let binary = try #require(CLIRunner.binary)
        reader.executableURL = binary
        reader.arguments = ["update-frames", originals.path, "--output", reference.path]
        let handle = try FileHandle(forWritingTo: log)
        reader.standardOutput = handle
        reader.standardError = handle
        try reader.run()
        reader.waitUntilExit()
        try handle.close()
        let logText = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(reader.terminationStatus <= 1, "\(logText.suffix(2000))")
        let before = try files.map { try Data(contentsOf: $0) }
        let after = try files.map { try Data(contentsOf: reference.appendingPathComponent($0.lastPathComponent)) }
        let changing = zip(before, after).filter { $0 != $1 }.count
        try #require(changing > 0)

        var partial = 0, rounds = 0, leftovers = 0
        for delay in [0.05, 0.15, 0.3, 0.6, 1.0, 2.0] {
            let work = folder.url.appendingPathComponent("work\(rounds)")
            try FileManager.default.copyItem(at: originals, to: work)
            let process = Process()
            process.executableURL = binary
            process.arguments = ["update-frames", work.path, "--in-place"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            rounds += 1
            var updated = 0
            for (index, file) in files.enumerated() {
                let now = try Data(contentsOf: work.appendingPathComponent(file.lastPathComponent))
                #expect(now == before[index] || now == after[index], "\(file.lastPathComponent) after a kill at \(delay) s is neither the original nor the update")
                if now == after[index] && before[index] != after[index] { updated += 1 }
            }
            if updated > 0 && updated < changing { partial += 1 }
            leftovers += try FileManager.default.contentsOfDirectory(atPath: work.path).filter { $0.hasSuffix(".tmp") }.count
        }
        print("update-frames kill test: \(files.count) files (\(changing) changed by the update), \(rounds) kills, \(partial) mid-run (some files updated, others not), every file whole; \(leftovers) temporary files left by kills mid-write")
    }
}
