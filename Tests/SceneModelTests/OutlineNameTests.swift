@testable import SceneModel
import Testing
import TestSupport

/// `View.outlineName(ofText:)` returns short printable ASCII as it is; for any text it gives
/// what splitting into lines and characters gives (`outlineNameByCharacters`).
@Suite struct OutlineNameTests {
    @Test func lengthsAroundTheCutAndEveryASCIIByte() {
        for length in 0...33 {
            for value in 0..<0x80 {
                let scalar = Unicode.Scalar(UInt8(value))
                for text in [String(repeating: "a", count: length) + "\(scalar)", "\(scalar)" + String(repeating: "b", count: length)] {
                    #expect(View.outlineName(ofText: text) == View.outlineNameByCharacters(ofText: text), "\(Array(text.utf8))")
                }
            }
        }
    }

    @Test func randomTextAgreesWithTheCharacterPath() {
        var random = SplitMix64(seed: 1530)
        let pieces = ["a", "Row 1", "a label longer than its outline shows", " ", "\n", "\r\n", "\r", "\u{0B}", "\u{85}", "\u{2028}", "é", "e\u{301}", "日本", "👍🏽", "\t"]
        var cut = false
        for _ in 0..<3_000 {
            let text = random.text(from: pieces, count: 1...16)
            let name = View.outlineName(ofText: text)
            #expect(name == View.outlineNameByCharacters(ofText: text), "\(Array(text.unicodeScalars))")
            cut = cut || name.hasSuffix("…")
        }
        #expect(cut)
    }
}
