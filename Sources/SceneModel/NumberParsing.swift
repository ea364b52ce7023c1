/// Parsers for the number forms Xcode writes: `0.0`, `40.5`, `0.59999999999999998`,
/// multipliers `2`, `0.5`, `16:9`, `3/4`.
public enum DocumentNumber {
    /// A finite decimal number, or nil.
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty, let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

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
