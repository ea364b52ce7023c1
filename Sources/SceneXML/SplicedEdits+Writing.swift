/// Writing a document's spliced edits: the source bytes with each edited start tag's
/// attributes rewritten and each removed element cut out.
extension SplicedEdits {
    /// The edited document; nil (with `refusal` set) when the edits cannot be spliced
    /// exactly as libxml2 would serialize them.
    func splice(_ source: [UInt8], store: ElementStore) -> [UInt8]? {
        guard refusal == nil, let spans = store.sourceSpans else { return nil }
        var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
        guard let cuts = removalRanges(source, store: store, spans: spans) else { return nil }
        replacements += cuts.map { ($0, []) }
        if hasInsertions {
            guard let inserted = insertionReplacements(source, store: store, spans: spans) else { return nil }
            replacements += inserted
        }
        for (element, list) in editedElements where !isRemoved(element, store: store) {
            let name = Array(store.name(store.elements[Int(element)].name).utf8)
            guard let tag = spans.startTag(of: element, name: name, in: source) else {
                refuse("the element's start tag was not found in the source")
                return nil
            }
            let close = source[tag.upperBound - 2] == UInt8(ascii: "/") ? tag.upperBound - 2 : tag.upperBound - 1
            var bytes: [UInt8] = []
            for attribute in list {
                if let written = attribute.source {
                    bytes += source[written]
                } else {
                    guard let written = written(attribute) else { return nil }
                    bytes += written
                }
            }
            replacements.append(((tag.lowerBound + 1 + name.count)..<close, bytes))
        }
        // An insertion after an element comes before a cut starting there (the text
        // before the next element, removed with it).
        replacements.sort { ($0.range.lowerBound, $0.range.isEmpty ? 0 : 1) < ($1.range.lowerBound, $1.range.isEmpty ? 0 : 1) }
        var result: [UInt8] = []
        result.reserveCapacity(source.count + 64 * replacements.count)
        var position = 0
        for replacement in replacements {
            guard replacement.range.lowerBound >= position else {
                refuse("edits overlap")
                return nil
            }
            result += source[position..<replacement.range.lowerBound]
            result += replacement.bytes
            position = replacement.range.upperBound
        }
        result += source[position...]
        return result
    }

    /// The byte ranges the removals cut: each removed element (not inside another) with
    /// the whitespace-only text before it, as `SceneXMLElement.remove` unlinks a
    /// whitespace text node before the element. Merged and sorted; nil when a removal
    /// cannot be spliced exactly (text before it mixes markup with text, or it leaves its
    /// parent with no content at all, which libxml2 would write as `<a/>`).
    private func removalRanges(_ source: [UInt8], store: ElementStore, spans: ElementSourceSpans) -> [Range<Int>]? {
        var ranges: [Range<Int>] = []
        // New elements removed are simply not written (`insertionReplacements`).
        for element in removed.sorted() where !insertions.isNew(element) {
            let parent = store.elements[Int(element)].parent
            if isRemoved(parent, store: store) { continue }
            let name = Array(store.name(store.elements[Int(element)].name).utf8)
            let parentName = Array(store.name(store.elements[Int(parent)].name).utf8)
            guard let span = spans.element(element, name: name, in: source),
                  let parentTag = spans.startTag(of: parent, name: parentName, in: source) else {
                refuse("a removed element was not found in the source")
                return nil
            }
            // The text node before the element starts after the previous sibling element
            // (removed or not) or after the parent's start tag.
            var boundary = parentTag.upperBound
            var sibling = parent + 1
            while sibling < element {
                if let end = spans.element(sibling, name: Array(store.name(store.elements[Int(sibling)].name).utf8), in: source)?.upperBound {
                    boundary = end
                }
                sibling = store.elements[Int(sibling)].end
            }
            let gap = source[boundary..<span.lowerBound]
            if gap.contains(UInt8(ascii: "<")) {
                refuse("a comment or other markup before a removed element")
                return nil
            }
            ranges.append((gap.allSatisfy(Self.isSpace) ? boundary : span.lowerBound)..<span.upperBound)
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        // A parent whose whole content is cut would have no child node left.
        for range in merged {
            guard range.lowerBound > 1, source[range.lowerBound - 1] == UInt8(ascii: ">"),
                  range.upperBound + 1 < source.count, source[range.upperBound] == UInt8(ascii: "<"),
                  source[range.upperBound + 1] == UInt8(ascii: "/") else { continue }
            // Cut from right after a tag to right before an end tag: the parent's content
            // when the tag before is the parent's start tag (not a sibling's end).
            let before = source[..<range.lowerBound]
            if let open = before.lastIndex(of: UInt8(ascii: "<")), source[open + 1] != UInt8(ascii: "/"),
               source[range.lowerBound - 2] != UInt8(ascii: "/"), source[open + 1] != UInt8(ascii: "!"),
               source[open + 1] != UInt8(ascii: "?") {
                refuse("a removal leaves an element with no content")
                return nil
            }
        }
        return merged
    }

    /// ` name="value"` as libxml2 writes an attribute it did not parse; nil (splicing
    /// refused) for a value it would write with character references.
    func written(_ attribute: Attribute) -> [UInt8]? {
        guard let escaped = Self.escaped(attribute.value) else {
            refuse("a new value libxml2 would write with character references")
            return nil
        }
        return [0x20] + Array(attribute.name.utf8) + Array("=\"".utf8) + escaped + [UInt8(ascii: "\"")]
    }

    /// A value as libxml2 writes it in an attribute; nil for a value it would write with
    /// character references for non-ASCII text (not spliced: the tree writes it).
    static func escaped(_ value: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "<"): bytes += Array("&lt;".utf8)
            case UInt8(ascii: ">"): bytes += Array("&gt;".utf8)
            case UInt8(ascii: "&"): bytes += Array("&amp;".utf8)
            case UInt8(ascii: "\""): bytes += Array("&quot;".utf8)
            case 0x0A: bytes += Array("&#10;".utf8)
            case 0x0D: bytes += Array("&#13;".utf8)
            case 0x09: bytes += Array("&#9;".utf8)
            case 0x80...: return nil
            default: bytes.append(byte)
            }
        }
        return bytes
    }
}
