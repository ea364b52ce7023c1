/// Parsers for the number forms Xcode writes: `0.0`, `40.5`, `0.59999999999999998`,
/// multipliers `2`, `0.5`, `16:9`, `3/4`.
public enum DocumentNumber {
    /// A finite decimal number, or nil.
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty, let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// A plain decimal's value: an optional `-`, digits, and optionally `.` and digits, at
    /// most 15 digits in all (almost every number Xcode writes: `0.0`, `20.5`, `375`); nil
    /// for anything else, which `parse` reads. Exact: the digits as an integer below 2^53
    /// and a power of ten up to 10^15 are both doubles, and one division rounds correctly,
    /// as `parse` (`strtod`) does; so the two agree wherever this answers
    /// (`DocumentNumberTests`), without making a `String` of the value (the model reads
    /// four numbers per frame).
    static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), !seenPoint, digits > 0 {
                seenPoint = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenPoint { fractionDigits += 1 }
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, !seenPoint || fractionDigits > 0 else { return nil }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    /// A multiplier in any written form; nil when unparsable or dividing by zero.
    public static func parseMultiplier(_ text: String) -> Double? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = parse(String(parts[0])),
                  let denominator = parse(String(parts[1])), denominator != 0 else { return nil }
            return numerator / denominator
        }
        return parse(text)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        // Almost every value starts and ends with a printable ASCII byte: nothing to trim,
        // and no grapheme breaking (which cost 1,600 instructions per number read). Such a
        // byte is a character of its own at either end (ASCII never extends a cluster),
        // so the loops below would stop at once.
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F { return self }
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
