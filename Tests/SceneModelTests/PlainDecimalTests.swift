@testable import SceneModel
import Testing
import TestSupport

/// `DocumentNumber.plainDecimal` (a number read from a value's bytes without a `String`)
/// answers only for plain decimals, always for those of at most 15 digits, and then exactly
/// what `DocumentNumber.parse` (`strtod` through `Double(String)`) answers, bit for bit
/// (the sign of zero included). The oracle is `parse`.
@Suite struct PlainDecimalTests {
    static func fast(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { DocumentNumber.plainDecimal($0) }
    }

    /// A plain decimal: optional `-`, 1-17 digits (leading zeros likely), a point somewhere
    /// among them or none.
    static func randomDecimal(_ generator: inout SplitMix64) -> (text: String, digits: Int) {
        let count = Int.random(in: 1...17, using: &generator)
        var digits = (0..<count).map { _ in String(Int.random(in: 0...9, using: &generator)) }
        if Bool.random(using: &generator) { digits[0] = "0" }
        var text = digits.joined()
        if count > 1, Bool.random(using: &generator) {
            let point = Int.random(in: 1..<count, using: &generator)
            text.insert(".", at: text.index(text.startIndex, offsetBy: point))
        }
        return ((Bool.random(using: &generator) ? "-" : "") + text, count)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func plainDecimalsReadAsParseReadsThem(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<20_000 {
            let (text, digits) = Self.randomDecimal(&generator)
            let fast = Self.fast(text)
            if digits <= 15 { #expect(fast != nil, "\(text)") }
            if let fast { #expect(fast.bitPattern == DocumentNumber.parse(text)?.bitPattern, "\(text)") }
        }
    }

    @Test(arguments: [4, 5] as [UInt64])
    func anythingElseIsLeftToParse(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let pieces = ["0", "1", "9", ".", "-", "+", "e", "E", " ", "\n", "x", "inf", "nan", "٣", "\u{A0}"]
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            if let fast = Self.fast(text) { #expect(fast.bitPattern == DocumentNumber.parse(text)?.bitPattern, "\(text)") }
        }
        for text in ["", "-", ".", "-.", "5.", ".5", "+5", "1e3", " 1", "1 ", "0x10", "1.2.3", "--1", "1234567890123456"] {
            #expect(Self.fast(text) == nil, "\(text)")
        }
        #expect(Self.fast("-0")?.sign == .minus)
        #expect(Self.fast("-0.0")?.sign == .minus)
        #expect(Self.fast("123456789012345") == 123_456_789_012_345)
        #expect(Self.fast("0.59999999999999998") == nil)
    }
}
