@testable import SceneModel
import Testing
import TestSupport

/// `trimmingWhitespace` skips grapheme breaking when a value starts and ends with printable
/// ASCII; it must trim exactly as the character walk does on any text.
@Suite struct TrimmingWhitespaceTests {
    /// The character walk, as the function was before its shortcut (the oracle).
    static func trimmedByCharacters(_ text: String) -> String {
        var characters = Substring(text)
        while let first = characters.first, first.isWhitespace { characters.removeFirst() }
        while let last = characters.last, last.isWhitespace { characters.removeLast() }
        return String(characters)
    }

    @Test func sameAsTheCharacterWalkOnRandomText() {
        // Whitespace of every kind, combining marks that attach to a space, a prepended
        // mark, CR LF, DEL and control characters, next to digits and letters.
        let pieces = ["1", "2.5", "-", "e", "x", " ", "\t", "\n", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{A0}", "\u{2003}", "\u{3000}",
                      "\u{301}", "\u{600}", "\u{7F}", "\u{1F}", "é", "👍🏽", ""]
        var random = SplitMix64(seed: 99)
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
            #expect(text.trimmingWhitespace() == Self.trimmedByCharacters(text), "\(Array(text.unicodeScalars))")
        }
        #expect("  128.5\n".trimmingWhitespace() == "128.5")
        #expect(" \u{301}7".trimmingWhitespace() == "7")
    }
}
