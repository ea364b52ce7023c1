import Foundation
@testable import SceneCommands
import Testing
import TestSupport

@Suite struct UnifiedDiffTests {
    /// The length of a longest common subsequence, by dynamic programming.
    static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var current = [Int](repeating: 0, count: b.count + 1)
            for (j, y) in b.enumerated() {
                current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            previous = current
        }
        return previous[b.count]
    }

    @Test func editScriptsAreShortestAndValid() {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<2000 {
            let alphabet = Int.random(in: 1...5, using: &generator)
            let a = (0..<Int.random(in: 0...25, using: &generator)).map { _ in Int.random(in: 0..<alphabet, using: &generator) }
            let b = (0..<Int.random(in: 0...25, using: &generator)).map { _ in Int.random(in: 0..<alphabet, using: &generator) }
            let script = UnifiedDiff.edits(a, b)
            // Replaying the script gives b from a, visiting every line of each in order.
            var i = 0, j = 0, kept = 0
            for edit in script {
                switch edit {
                case .keep(let old, let new):
                    #expect(old == i && new == j && a[old] == b[new])
                    i += 1; j += 1; kept += 1
                case .delete(let old):
                    #expect(old == i)
                    i += 1
                case .insert(let new):
                    #expect(new == j)
                    j += 1
                }
            }
            #expect(i == a.count && j == b.count)
            #expect(kept == Self.lcsLength(a, b), "a \(a) b \(b)")
        }
    }

    @Test func rendersLikeDiffU() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...12).map { "line \($0)" }
        lines[5] = "changed 6"
        lines.insert("new", at: 11)
        let new = lines.joined(separator: "\n") + "\n"
        let text = UnifiedDiff.diff(old: old, new: new, oldLabel: "a/f.xib", newLabel: "b/f.xib")
        #expect(text == """
        --- a/f.xib
        +++ b/f.xib
        @@ -3,10 +3,11 @@
         line 3
         line 4
         line 5
        -line 6
        +changed 6
         line 7
         line 8
         line 9
         line 10
         line 11
        +new
         line 12

        """)
        #expect(UnifiedDiff.diff(old: old, new: old, oldLabel: "a", newLabel: "b") == "")
    }

    @Test func separateHunksAndEdges() {
        let old = (1...20).map { "l\($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...20).map { "l\($0)" }
        lines.removeFirst()
        lines[17] = "x19"
        let new = lines.joined(separator: "\n")   // no newline at the end
        let text = UnifiedDiff.diff(old: old, new: new, oldLabel: "a", newLabel: "b")
        #expect(text == """
        --- a
        +++ b
        @@ -1,4 +1,3 @@
        -l1
         l2
         l3
         l4
        @@ -16,5 +15,5 @@
         l16
         l17
         l18
        -l19
        -l20
        +x19
        +l20
        \\ No newline at end of file

        """)
        // Insertion into an empty file names the empty range by the line before it.
        #expect(UnifiedDiff.diff(old: "", new: "a\n", oldLabel: "a", newLabel: "b") == "--- a\n+++ b\n@@ -0,0 +1 @@\n+a\n")
    }

    /// The output is a patch that `patch` applies, on random texts (when `patch` is installed).
    @Test func patchAppliesTheDiff() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { return }
        var generator = SplitMix64(seed: 5)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for round in 0..<20 {
            let words = ["<a>", "<b/>", "  </a>", "x", "y", ""]
            let a = (0..<Int.random(in: 0...60, using: &generator)).map { _ in words.randomElement(using: &generator)! }
            var b = a
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let position = Int.random(in: 0...b.count, using: &generator)
                if Bool.random(using: &generator), position < b.count { b.remove(at: position) }
                else { b.insert(words.randomElement(using: &generator)!, at: position) }
            }
            let old = a.map { $0 + "\n" }.joined(), new = b.map { $0 + "\n" }.joined()
            let file = folder.appendingPathComponent("f\(round)")
            try Data(old.utf8).write(to: file)
            let patchFile = folder.appendingPathComponent("p\(round)")
            try Data(UnifiedDiff.diff(old: old, new: new, oldLabel: "a/f", newLabel: "b/f").utf8).write(to: patchFile)
            if old == new { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
            process.arguments = ["--quiet", "--force", file.path, patchFile.path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(try String(contentsOf: file, encoding: .utf8) == new, "round \(round)")
        }
    }

    @Test func largeDocumentsStayFast() {
        let a = (0..<10_000).map { "<view id=\"\($0)\"/>" }
        var b = a
        for index in stride(from: 17, to: 10_000, by: 997) { b[index] = "<view id=\"changed\"/>" }
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = UnifiedDiff.edits(a, b) }
        #expect(elapsed < .seconds(2))
        let script = UnifiedDiff.edits(a, b)
        #expect(script.filter { if case .keep = $0 { return false } else { return true } }.count == 2 * 11)
    }
}
