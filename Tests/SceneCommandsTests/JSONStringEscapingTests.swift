@testable import SceneCommands
import Testing
import TestSupport

/// `JSONByteWriter.string`'s word-at-a-time scan: the first word it stops at is the one
/// holding the first byte to escape, and the escaped bytes are those of a plain byte loop
/// (the oracle here), wherever in the string the special bytes fall.
@Suite struct JSONStringEscapingTests {
    /// The reference: every byte looked at on its own, escaped as swift-foundation escapes it.
    static func referenceEscaped(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case 0x08: out += Array("\\b".utf8)
            case 0x0C: out += Array("\\f".utf8)
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }

    static func written(_ text: String) -> [UInt8] {
        var writer = JSONByteWriter(capacity: 16)
        writer.string(text)
        return writer.bytes
    }

    /// Each byte value that matters (every control character, `"`, `\`, the neighbours of
    /// the thresholds, bytes of multi-byte characters) at every offset of strings up to
    /// three words long.
    @Test func everySpecialByteAtEveryOffset() {
        let probes: [String] = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
            + ["\"", "\\", " ", "!", "#", "[", "]", "\u{7F}", "é", "—", "€", "😀", "/"]
        for length in 0...24 {
            for offset in 0..<max(length, 1) {
                for probe in probes {
                    var scalars = Array(repeating: "a", count: length)
                    if length > 0 { scalars[offset] = probe }
                    let text = scalars.joined()
                    #expect(Self.written(text) == Self.referenceEscaped(text), "\(Array(text.utf8))")
                }
            }
        }
    }

    @Test func firstWordFoundIsTheFirstHoldingAByteToEscape() {
        var random = SplitMix64(seed: 15)
        let alphabet: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xE2, 0xFF]
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...70, using: &random)
            // Mostly plain letters, so that the first special byte falls anywhere.
            let bytes: [UInt8] = (0..<count).map { _ in
                Int.random(in: 0..<12, using: &random) == 0
                    ? alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                    : UInt8.random(in: 0x61...0x7A, using: &random)
            }
            let firstSpecial = bytes.firstIndex { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
            let expected = firstSpecial.map { $0 / 8 * 8 } ?? count
            let found = bytes.withUnsafeBufferPointer { JSONByteWriter.firstWordNeedingEscape($0) }
            #expect(found == expected, "\(bytes)")
        }
    }

    @Test func randomTextMatchesTheReference() {
        var random = SplitMix64(seed: 1215)
        let pieces = ["a", "bc", "\"", "\\", "\n", "\t", "\u{1}", "\u{1F}", "é", "ü", "日本", "😀", " ", "/", "\u{7F}", "\u{2028}"]
        for _ in 0..<2_000 {
            let text = random.text(from: pieces, count: 0...40)
            #expect(Self.written(text) == Self.referenceEscaped(text))
        }
    }
}
