/// Text operations that Foundation's `NSString` gives and `FoundationEssentials` does not,
/// done on Unicode scalars as Foundation does them (it compares UTF-16 units, never
/// `Character`s): Swift's `replacing(_:with:)` would not find "\r" inside "\r\n", one
/// `Character`, where `replacingOccurrences(of:with:)` replaces it.
extension StringProtocol {
    /// `replacingOccurrences(of:with:)`: every non-overlapping occurrence of `target`, left
    /// to right, scalar for scalar.
    public func replacingScalars(of target: String, with replacement: String) -> String {
        let needle = Array(target.unicodeScalars)
        let scalars = Array(unicodeScalars)
        guard !needle.isEmpty, needle.count <= scalars.count else { return String(self) }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == needle[0], index + needle.count <= scalars.count,
               scalars[index..<index + needle.count].elementsEqual(needle) {
                result.append(contentsOf: replacement.unicodeScalars)
                index += needle.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// `trimmingCharacters(in:)`: the scalars matching `trimmed` removed from both ends.
    public func trimmingScalars(where trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmed($0) }),
              let last = scalars.lastIndex(where: { !trimmed($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// `trimmingCharacters(in: .whitespaces)`: `CharacterSet.whitespaces` is the space
    /// separators (general category Zs) and the tab.
    public func trimmingSpacesAndTabs() -> String {
        trimmingScalars { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }
}
