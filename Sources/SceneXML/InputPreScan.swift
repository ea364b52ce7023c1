/// A cheap look at a document's bytes before libxml2 parses them: what libxml2 would
/// misreport (a UTF-16 or UTF-32 file is "Document is empty", merge-conflict markers an
/// invalid element name), would silently accept (NUL bytes after the root element) or
/// would take minutes over (100,000 attributes on one element: libxml2 2.9 checks them
/// pairwise), and the `DocumentLimits` on elements, attributes and nesting.
///
/// The scan only counts tags, comments, CDATA sections, processing instructions and the
/// DOCTYPE well enough to count elements; whether the document is well formed is
/// libxml2's to say afterwards.
enum InputPreScan {
    struct Problem: Error {
        var kind: XMLError.Kind
        var offset: Int
        var message: String
    }

    static func check(_ bytes: [UInt8], limits: DocumentLimits) -> Problem? {
        if let encoding = wideEncoding(bytes) {
            return Problem(kind: .malformed, offset: 0,
                           message: "the document is encoded in \(encoding); scene documents are UTF-8 (convert it, for example with iconv -f \(encoding) -t UTF-8)")
        }
        return bytes.withUnsafeBufferPointer { buffer in
            conflictMarker(buffer) ?? nulByte(buffer) ?? tags(buffer, limits: limits)
        }
    }

    /// The 1-based line and column of a byte offset.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// UTF-16 and UTF-32, by byte-order mark or by the zero bytes around the first `<`.
    static func wideEncoding(_ bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (head[0], head[1], head[2], head[3]) {
        case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, 0x3C): return "UTF-32BE"
        case (0xFF, 0xFE, 0x00, 0x00), (0x3C, 0x00, 0x00, 0x00): return "UTF-32LE"
        case (0xFE, 0xFF, _, _), (0x00, 0x3C, _, _): return "UTF-16BE"
        case (0xFF, 0xFE, _, _), (0x3C, 0x00, _, _): return "UTF-16LE"
        default: return nil
        }
    }

    /// A line that starts with git's `<<<<<<<`, `=======` or `>>>>>>>`.
    private static func conflictMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        var lineStart = 0
        while lineStart < bytes.count {
            for marker in [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">")] where isMarker(bytes, at: lineStart, of: marker) {
                let text = String(repeating: Character(Unicode.Scalar(marker)), count: 7)
                return Problem(kind: .malformed, offset: lineStart,
                               message: "unresolved merge conflict: a \(text) line from a version-control merge; resolve the conflict and remove the markers")
            }
            var next = lineStart
            while next < bytes.count && bytes[next] != UInt8(ascii: "\n") { next += 1 }
            lineStart = next + 1
        }
        return nil
    }

    private static func isMarker(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, of marker: UInt8) -> Bool {
        guard start + 7 <= bytes.count else { return false }
        for index in start..<(start + 7) where bytes[index] != marker { return false }
        guard start + 7 < bytes.count else { return true }
        let after = bytes[start + 7]
        return after == UInt8(ascii: " ") || after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r")
    }

    private static func nulByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        guard let index = bytes.firstIndex(of: 0) else { return nil }
        return Problem(kind: .malformed, offset: index, message: "the file contains a NUL byte, which XML does not allow anywhere")
    }

    /// Counts elements, attributes per element and depth, stopping at the first limit.
    private static func tags(_ bytes: UnsafeBufferPointer<UInt8>, limits: DocumentLimits) -> Problem? {
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
        let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), equals = UInt8(ascii: "=")
        var index = 0, elements = 0, depth = 0
        func skip(past terminator: [UInt8], from start: Int) -> Int {
            var at = start
            while at + terminator.count <= bytes.count {
                if bytes[at] == terminator[0] && zip(terminator.indices, terminator).allSatisfy({ bytes[at + $0] == $1 }) {
                    return at + terminator.count
                }
                at += 1
            }
            return bytes.count
        }
        func starts(_ text: String, at offset: Int) -> Bool {
            let pattern = Array(text.utf8)
            guard offset + pattern.count <= bytes.count else { return false }
            return zip(pattern.indices, pattern).allSatisfy { bytes[offset + $0] == $1 }
        }
        while index < bytes.count {
            guard bytes[index] == lt else { index += 1; continue }
            let start = index
            if starts("<!--", at: index) { index = skip(past: Array("-->".utf8), from: index + 4); continue }
            if starts("<![CDATA[", at: index) { index = skip(past: Array("]]>".utf8), from: index + 9); continue }
            if starts("<?", at: index) { index = skip(past: Array("?>".utf8), from: index + 2); continue }
            if starts("<!", at: index) {
                // A DOCTYPE: its internal subset may hold '>' inside brackets and quotes.
                var bracket = 0, inQuote: UInt8 = 0
                index += 2
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    if inQuote != 0 { if byte == inQuote { inQuote = 0 }; continue }
                    if byte == quote || byte == apostrophe { inQuote = byte }
                    else if byte == UInt8(ascii: "[") { bracket += 1 }
                    else if byte == UInt8(ascii: "]") { bracket -= 1 }
                    else if byte == gt && bracket <= 0 { break }
                }
                continue
            }
            if index + 1 < bytes.count && bytes[index + 1] == slash {
                depth -= 1
                index = skip(past: [gt], from: index + 2)
                continue
            }
            elements += 1
            if elements > limits.elements {
                return Problem(kind: .unreadable, offset: start,
                               message: DocumentLimits.exceeded("elements", count: nil, limit: limits.elements, option: "--max-elements"))
            }
            var attributes = 0, inQuote: UInt8 = 0, closed = false, selfClosing = false
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if inQuote != 0 { if byte == inQuote { inQuote = 0 }; continue }
                if byte == quote || byte == apostrophe { inQuote = byte }
                else if byte == equals {
                    attributes += 1
                    if attributes > limits.attributesPerElement {
                        return Problem(kind: .unreadable, offset: start,
                                       message: "an element has more than \(limits.attributesPerElement) attributes, the limit (raise it with --max-attributes)")
                    }
                } else if byte == gt { closed = true; selfClosing = bytes[index - 2] == slash; break }
                else if byte == lt { index -= 1; break }
            }
            if closed && !selfClosing {
                depth += 1
                if depth > limits.depth {
                    return Problem(kind: .unreadable, offset: start,
                                   message: "elements are nested more than \(limits.depth) deep, the limit (raise it with --max-depth)")
                }
            }
        }
        return nil
    }
}
