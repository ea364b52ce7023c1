import Foundation
import SceneXML
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Writes keep the file's identity: links, modes, unchanged files, files changed by others,
/// targets that are not regular files, and temporaries left by killed processes.
@Suite struct AtomicFileWriterTests {
    static func status(_ path: String) -> stat {
        var result = stat()
        stat(path, &result)
        return result
    }

    @Test func symbolicLinkIsWrittenThroughAndStaysALink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = try folder.file("target.xib", "<document>old</document>\n")
        let link = folder.url.appendingPathComponent("link.xib").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.xib")
        try AtomicFileWriter.write(Array("<document>new</document>\n".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.xib")
        #expect(try String(contentsOf: target, encoding: .utf8) == "<document>new</document>\n")
    }

    @Test func modeBitsAreKeptWhateverTheUmask() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for mode: mode_t in [0o664, 0o600, 0o2644, 0o1777, 0o444] {
            let file = try folder.file("m\(String(mode, radix: 8)).xib", "<document>old</document>\n")
            chmod(file.path, mode)
            let before = Self.status(file.path).st_mode & 0o7777
            try AtomicFileWriter.write(Array("<document>new</document>\n".utf8), to: file.path)
            #expect(Self.status(file.path).st_mode & 0o7777 == before, "mode \(String(before, radix: 8))")
            #expect(try String(contentsOf: file, encoding: .utf8) == "<document>new</document>\n")
        }
    }

    @Test func unchangedBytesAreNotRewritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file("same.xib", "<document/>\n")
        let before = Self.status(file.path)
        Thread.sleep(forTimeInterval: 0.01)
        let outcome = try AtomicFileWriter.write(Array("<document/>\n".utf8), to: file.path)
        let after = Self.status(file.path)
        #expect(outcome == .unchanged)
        #expect(after.st_ino == before.st_ino)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
    }

    @Test func aFileChangedSinceItWasReadIsNotOverwritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file("scene.xib", "<document a=\"1\"/>\n")
        let document = try SceneXMLDocument.load(contentsOf: file.path)
        document.root.setAttribute("a", "2")
        // Another program writes the file meanwhile (a different size, so any clock will do).
        try Data("<document a=\"other program\"/>\n".utf8).write(to: file)
        #expect(throws: XMLError.self) { try document.saveInPlace() }
        #expect(try String(contentsOf: file, encoding: .utf8) == "<document a=\"other program\"/>\n")
        // Read again, the same edit goes through.
        let again = try SceneXMLDocument.load(contentsOf: file.path)
        again.root.setAttribute("a", "2")
        try again.saveInPlace()
        #expect(try String(contentsOf: file, encoding: .utf8) == "<document a=\"2\"/>\n")
    }

    @Test func targetsThatAreNotRegularFilesAreRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.url.appendingPathComponent("pipe.xib").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let link = folder.url.appendingPathComponent("to-pipe.xib").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "pipe.xib")
        for target in [fifo, link, "/dev/null", folder.url.path] {
            do {
                try AtomicFileWriter.write(Array("<document/>\n".utf8), to: target)
                Issue.record("\(target) was written")
            } catch let error as XMLError {
                #expect(error.kind == .write)
            }
        }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: "/dev/null", isDirectory: &isDirectory))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(left == ["pipe.xib", "to-pipe.xib"])
    }

    @Test func staleTemporariesOfDeadProcessesAreRemoved() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A process id that is not running: the kernel's limit is below 2^22.
        let dead = try folder.file(".scene.xib.scenelayout-4194303-7.tmp", "partial")
        let alive = try folder.file(".scene.xib.scenelayout-\(getppid())-8.tmp", "being written")
        let unrelated = try folder.file(".scene.xib.other-9.tmp", "not ours")
        try AtomicFileWriter.write(Array("<document/>\n".utf8), to: folder.url.appendingPathComponent("scene.xib").path)
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: alive.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
    }
}
