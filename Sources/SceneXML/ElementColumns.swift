/// libxml2 keeps each element's line but not its column (and the spans `record_info`
/// records have no usable start for elements with content in libxml2 2.9). The column is
/// found in the source instead: where `<name` begins on the element's line, in bytes,
/// counted from 1 as compilers count. Xcode writes one start tag per line, so the first
/// such tag on the line is the element's; a tag spread over several lines is looked for
/// up to a few lines above. Where the source does not show it (a transcoded document),
/// the column is 1.
struct ElementColumns {
    private let source: [UInt8]
    /// Offsets where each line starts (line 1 at index 0).
    private let lineStarts: [Int]

    init(source: [UInt8]) {
        self.source = source
        var starts = [0]
        for (offset, byte) in source.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    func column(ofElementNamed name: String, line: Int) -> Int {
        let tag = Array("<\(name)".utf8)
        for candidate in stride(from: line, through: max(1, line - 8), by: -1) where candidate <= lineStarts.count {
            let start = lineStarts[candidate - 1]
            let end = candidate < lineStarts.count ? lineStarts[candidate] : source.count
            if let offset = firstTag(tag, in: start..<end) { return offset - start + 1 }
        }
        return 1
    }

    private func firstTag(_ tag: [UInt8], in range: Range<Int>) -> Int? {
        var offset = range.lowerBound
        while offset + tag.count <= range.upperBound {
            if source[offset] == tag[0], Array(source[offset..<(offset + tag.count)]) == tag {
                let next = offset + tag.count
                // `<view` must not match `<viewController`.
                if next >= source.count || [0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E].contains(source[next]) { return offset }
            }
            offset += 1
        }
        return nil
    }
}
