/// Where each element of a document edited by splicing lies in its source bytes, recorded
/// from libxml2's parser position in the SAX2 callbacks (`SceneXMLDocument+ReadOnly`): the
/// offset of the `>` or `/>` that closes its start tag, and the offset just past its end.
/// The start tag's `<` is found by scanning back from its close: `<` cannot occur inside an
/// attribute value. Offsets are trusted only after the bytes there are checked (a document
/// libxml2 transcoded has offsets into another encoding).
struct ElementSourceSpans {
    /// Per element (document order): the offset of the `>` or `/` closing its start tag.
    private(set) var tagCloses: [Int32] = []
    /// Per element: one past its last byte (after `/>` or its end tag's `>`).
    private(set) var ends: [Int32] = []
    private var open: [Int32] = []

    mutating func elementStarted(at offset: Int) {
        open.append(Int32(tagCloses.count))
        tagCloses.append(Int32(truncatingIfNeeded: offset))
        ends.append(-1)
    }

    mutating func elementEnded(at offset: Int) {
        guard let index = open.popLast() else { return }
        ends[Int(index)] = Int32(truncatingIfNeeded: offset)
    }

    /// The element's start tag (`<` to `>` inclusive) in `source`, checked; nil when the
    /// recorded offset does not point at a tag of this name.
    func startTag(of element: Int32, name: [UInt8], in source: [UInt8]) -> Range<Int>? {
        guard Int(element) < tagCloses.count else { return nil }
        var close = Int(tagCloses[Int(element)])
        guard close > 0, close < source.count else { return nil }
        if source[close] == UInt8(ascii: "/") { close += 1 }
        guard close < source.count, source[close] == UInt8(ascii: ">") else { return nil }
        var start = close - 1
        while start >= 0, source[start] != UInt8(ascii: "<") { start -= 1 }
        guard start >= 0, start + 1 + name.count <= close,
              source[(start + 1)..<(start + 1 + name.count)].elementsEqual(name) else { return nil }
        let next = source[start + 1 + name.count]
        guard next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == UInt8(ascii: "/") || next == UInt8(ascii: ">") else { return nil }
        return start..<(close + 1)
    }

    /// The whole element, from its start tag's `<` to past its end, checked as `startTag` is.
    func element(_ element: Int32, name: [UInt8], in source: [UInt8]) -> Range<Int>? {
        guard let tag = startTag(of: element, name: name, in: source) else { return nil }
        let end = Int(ends[Int(element)])
        guard end >= tag.upperBound, end <= source.count, source[end - 1] == UInt8(ascii: ">") else { return nil }
        return tag.lowerBound..<end
    }
}
