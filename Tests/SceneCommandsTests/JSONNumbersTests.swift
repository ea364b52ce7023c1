import Foundation
@testable import SceneCommands
import Testing
import TestSupport

/// `JSONNumbers`: every number of the JSON the commands print comes out rounded to a
/// millionth in its shortest form, reads back as the same JSON, and nothing else changes.
@Suite struct JSONNumbersTests {
    struct Sample: Codable, Equatable {
        var values: [Double]
        var label: String
        var flags: [Bool?]
    }

    @Test func roundedShortestAndOtherwiseUnchanged() throws {
        var random = SplitMix64(seed: 12)
        for _ in 0..<200 {
            // Values as a solver leaves them: thirds, float noise, large and tiny numbers.
            let values: [Double] = (0..<8).map { _ in
                let base = Double(Int.random(in: -2000...2000, using: &random)) / 3
                switch Int.random(in: 0..<4, using: &random) {
                case 0: return base
                case 1: return base.rounded() + Double.ulpOfOne * 64 * Double.random(in: -1...1, using: &random)
                case 2: return Double.random(in: -1e9...1e9, using: &random)
                default: return Double.random(in: -1e-3...1e-3, using: &random)
                }
            }
            let sample = Sample(values: values, label: "a 0.30000000000000004 \"quoted\" 128.0x \\ e-5", flags: [true, nil, false])
            let json = try JSONOutput.encode(sample)
            let decoded = try JSONDecoder().decode(Sample.self, from: Data(json.utf8))
            #expect(decoded.label == sample.label && decoded.flags == sample.flags)
            for (original, printed) in zip(values, decoded.values) {
                #expect(abs(original - printed) <= 0.5e-6 + original.ulp * 8, "\(original) → \(printed)")
            }
            // Whole numbers print without a fraction; no number has more than six decimals.
            #expect(json.ranges(of: /[0-9]\.0[,\n ]/).isEmpty, "\(json)")
            #expect(json.ranges(of: /[0-9]\.[0-9]{7,}/).count == (json.contains("0.30000000000000004") ? 1 : 0), "\(json)")
        }
        #expect(JSONNumbers.normalize(#"{"a" : 128.00000000000003, "b" : -0.0000001, "c" : 20.333333333333336, "d" : 17}"#)
                == #"{"a" : 128, "b" : 0, "c" : 20.333333, "d" : 17}"#)
    }

    /// The first form of `normalize`, character by character (kept as the oracle: the
    /// byte-level one replaced it for speed and must print the same).
    static func normalizedByCharacters(_ json: String) -> String {
        var result = "", number = ""
        var inString = false, escaped = false
        for character in json {
            if inString {
                result.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            let starts = character.isASCII && (character.isNumber || character == "-")
            let continues = character.isASCII && (character.isNumber || "-+.eE".contains(character))
            if number.isEmpty ? starts : continues {
                number.append(character)
                continue
            }
            if !number.isEmpty {
                result += JSONNumbers.format(number)
                number = ""
            }
            if character == "\"" { inString = true }
            result.append(character)
        }
        if !number.isEmpty { result += JSONNumbers.format(number) }
        return result
    }

    /// Encoder output with numbers, escapes and non-ASCII text (accents, CJK, emoji, flags,
    /// digits and signs inside strings) normalizes to the same bytes both ways.
    @Test func bytesAndCharactersAgree() throws {
        var random = SplitMix64(seed: 7)
        let pieces = ["é", "名前", "👍🏽", "🇫🇷", "1.50000000001", "-3e-7", "\\", "\"", "\n", "/", "e", "+", " ", "\u{7}", "café 2.0"]
        for _ in 0..<300 {
            let labels = (0..<4).map { _ in
                (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
            }
            let values = (0..<6).map { _ in Double(Int.random(in: -100_000...100_000, using: &random)) / 7 * [1, 1e-9, 1e9][Int.random(in: 0...2, using: &random)] }
            let sample = Sample(values: values, label: labels.joined(separator: "|"), flags: [true, nil])
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let raw = String(decoding: try encoder.encode([sample, Sample(values: [], label: labels[0], flags: [])]), as: UTF8.self)
            #expect(JSONNumbers.normalize(raw) == Self.normalizedByCharacters(raw), "\(raw)")
        }
    }

    /// Where the two differ, the character walk was wrong: a string starting with a
    /// combining mark made one character of its opening quote and the mark, so the string
    /// was taken for JSON outside strings (its digits rounded, and every string after it
    /// read inside out). Bytes keep the string as it is.
    @Test func aStringStartingWithACombiningMarkStaysAsItIs() throws {
        let json = try JSONOutput.encode(["\u{301}1.50000000001 x", "2.00000000001"])
        #expect(json.contains("\u{301}1.50000000001 x"))
        #expect(json.contains("\"2.00000000001\""))
    }
}
