import Foundation
import SceneLayout
import SceneModel
import SceneXML
import Testing
import TestSupport

/// Frames must not depend on the order constraints are written in: Interface Builder
/// reorders them when it saves, and a diff in code review should show layout changes only.
/// Each `<constraints>` block is shuffled (deterministically) and the frames compared.
/// Documents whose required constraints conflict are left out: which constraint breaks
/// depends on their order, in UIKit too.
@Suite struct ConstraintOrderTests {
    /// xorshift, so a failure reproduces.
    struct Shuffler: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }

    /// The text with the lines of every `<constraints>` block that holds only one-line
    /// `<constraint …/>` elements shuffled.
    static func shuffled(_ text: String, seed: UInt64) -> String {
        var random = Shuffler(state: seed &* 0x9E37_79B9_7F4A_7C15 | 1)
        var lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces) == "<constraints>" else { index += 1; continue }
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("<constraint ") { end += 1 }
            let block = Array(lines[(index + 1)..<end])
            if end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) == "</constraints>",
               block.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).hasSuffix("/>") }) {
                lines.replaceSubrange((index + 1)..<end, with: block.shuffled(using: &random))
            }
            index = end
        }
        return lines.joined(separator: "\n")
    }

    func compare(_ files: [URL]) throws {
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let layout = try SharedCorpusLayouts.layout(path: file.path) { try LayoutFixture.document(text, path: file.path) }
            if layout.diagnostics.contains(where: { $0.kind == .unsatisfiable }) { continue }
            let original = LayoutFixture.frames(layout)
            for seed: UInt64 in [7, 1_234_567] {
                let shuffled = Self.shuffled(text, seed: seed)
                let frames = LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(shuffled, path: file.path)))
                let changed = original.keys.filter { frames[$0] != original[$0] }.sorted()
                #expect(changed.isEmpty, "\(file.lastPathComponent), seed \(seed): \(changed.prefix(5))")
            }
        }
    }

    @Test func shufflingReallyReorders() {
        let text = "<constraints>\n<constraint id=\"a\"/>\n<constraint id=\"b\"/>\n<constraint id=\"c\"/>\n<constraint id=\"d\"/>\n</constraints>"
        #expect(Set((1...5).map { Self.shuffled(text, seed: UInt64($0)) }).count > 1)
    }

    @Test func exampleFramesDoNotDependOnConstraintOrder() throws {
        try compare(Corpus.examples)
    }

    @Test(.enabled(if: Corpus.isAvailable)) func corpusFramesDoNotDependOnConstraintOrder() throws {
        try compare(Corpus.documents)
    }
}
