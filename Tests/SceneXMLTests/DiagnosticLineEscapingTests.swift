@testable import SceneXML
import Testing
import TestSupport

/// `DiagnosticLine.escaped` returns printable ASCII at once; whatever the text, it gives
/// what looking at every scalar gives (`escapedScalarByScalar`, the path it had alone).
@Suite struct DiagnosticLineEscapingTests {
    @Test func everyASCIICharacterAndItsNeighbours() {
        for value in 0..<0x100 {
            let scalar = Unicode.Scalar(UInt8(value))
            for text in ["\(scalar)", "label \(scalar) text", "\(scalar)\(scalar)"] {
                #expect(DiagnosticLine.escaped(text) == DiagnosticLine.escapedScalarByScalar(text))
            }
        }
    }

    @Test func randomTextAgreesWithTheScalarPath() {
        var random = SplitMix64(seed: 1512)
        let pieces = ["a", "Label", " ", "\n", "\r", "\t", "\u{1}", "\u{7F}", "\u{85}", "\u{2028}", "é", "日本", "😀", "\\", "\""]
        var escapedSome = false
        for _ in 0..<2_000 {
            let text = random.text(from: pieces, count: 0...12)
            let fast = DiagnosticLine.escaped(text)
            #expect(fast == DiagnosticLine.escapedScalarByScalar(text))
            escapedSome = escapedSome || fast != text
        }
        #expect(escapedSome)
    }
}
