#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A cheap look at a document's bytes before libxml2 parses them: what libxml2 would
/// misreport (a UTF-32 file is "Document is empty", merge-conflict markers an
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

    /// The first problem, as an error at its line and column.
    static func error(in bytes: [UInt8], path: String, limits: DocumentLimits) -> XMLError? {
        var scanned = bytes
        guard let problem = check(bytes, limits: limits, scanned: &scanned) else { return nil }
        let place = position(of: problem.offset, in: scanned)
        return XMLError(kind: problem.kind, path: path, line: place.line, column: place.column, message: problem.message)
    }

    /// `scanned` becomes the bytes the offset refers to (a UTF-16 document's UTF-8 transcoding).
    static func check(_ bytes: [UInt8], limits: DocumentLimits, scanned: inout [UInt8]) -> Problem? {
        switch wideEncoding(bytes) {
        case let encoding? where encoding.hasPrefix("UTF-32"):
            // libxml2 reads no UTF-32 ("Document is empty").
            return Problem(kind: .malformed, offset: 0,
                           message: "the document is encoded in \(encoding), which libxml2 does not read; scene documents are UTF-8 (convert it, for example with iconv -f \(encoding) -t UTF-8)")
        case let encoding? where encoding.hasPrefix("UTF-16"):
            // libxml2 reads UTF-16; the scan looks at its UTF-8 transcoding (same lines).
            let units = stride(from: bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) ? 2 : 0,
                               to: bytes.count - 1, by: 2).map { index -> UInt16 in
                encoding == "UTF-16LE" ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                    : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            }
            scanned = Array(String(decoding: units, as: UTF16.self).utf8)
            let transcoded = scanned
            return check(transcoded, limits: limits, scanned: &scanned)
        default:
            break
        }
        return bytes.withUnsafeBufferPointer { buffer in
            conflictMarker(buffer) ?? nulByte(buffer) ?? tags(buffer, limits: limits)
        }
    }

    /// The 1-based line and column of a byte offset (in a UTF-16 document, of its UTF-8 transcoding).
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

    // The scans below jump with `memchr` from one byte of interest to the next: they run
    // on every document read, in debug builds (the tests) too, where a Swift loop over each
    // byte costs as much as libxml2's whole parse.

    /// The offset of the next `byte` at or after `from`, or `bytes.count`.
    private static func next(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        guard from < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + from, Int32(byte), bytes.count - from) else { return bytes.count }
        return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// A line that starts with git's `<<<<<<<`, `=======` or `>>>>>>>`.
    private static func conflictMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        var lineStart = 0
        while lineStart < bytes.count {
            let first = bytes[lineStart]
            if first == UInt8(ascii: "<") || first == UInt8(ascii: "=") || first == UInt8(ascii: ">"), isMarker(bytes, at: lineStart, of: first) {
                let text = String(repeating: Character(Unicode.Scalar(first)), count: 7)
                return Problem(kind: .malformed, offset: lineStart,
                               message: "unresolved merge conflict: a \(text) line from a version-control merge; resolve the conflict and remove the markers")
            }
            lineStart = next(UInt8(ascii: "\n"), in: bytes, from: lineStart) + 1
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
        let index = next(0, in: bytes, from: 0)
        guard index < bytes.count else { return nil }
        return Problem(kind: .malformed, offset: index, message: "the file contains a NUL byte, which XML does not allow anywhere")
    }

    private static func starts(_ pattern: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset + pattern.utf8CodeUnitCount <= bytes.count else { return false }
        let text = pattern.utf8Start
        for index in 0..<pattern.utf8CodeUnitCount where bytes[offset + index] != text[index] { return false }
        return true
    }

    /// The offset just past the next `terminator` at or after `from`, or `bytes.count`.
    private static func skip(past terminator: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        var at = from
        while true {
            at = next(terminator.utf8Start[0], in: bytes, from: at)
            if at >= bytes.count { return bytes.count }
            if starts(terminator, in: bytes, at: at) { return at + terminator.utf8CodeUnitCount }
            at += 1
        }
    }

    /// Counts elements, attributes per element and depth, stopping at the first limit.
    private static func tags(_ bytes: UnsafeBufferPointer<UInt8>, limits: DocumentLimits) -> Problem? {
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
        let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), equals = UInt8(ascii: "=")
        var index = 0, elements = 0, depth = 0
        while true {
            index = next(lt, in: bytes, from: index)
            guard index < bytes.count else { return nil }
            let start = index
            if starts("<!--", in: bytes, at: index) { index = skip(past: "-->", in: bytes, from: index + 4); continue }
            if starts("<![CDATA[", in: bytes, at: index) { index = skip(past: "]]>", in: bytes, from: index + 9); continue }
            if starts("<?", in: bytes, at: index) { index = skip(past: "?>", in: bytes, from: index + 2); continue }
            if starts("<!", in: bytes, at: index) {
                // A DOCTYPE: its internal subset may hold '>' inside brackets and quotes.
                var bracket = 0
                index += 2
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    if byte == quote || byte == apostrophe { index = next(byte, in: bytes, from: index) + 1 }
                    else if byte == UInt8(ascii: "[") { bracket += 1 }
                    else if byte == UInt8(ascii: "]") { bracket -= 1 }
                    else if byte == gt && bracket <= 0 { break }
                }
                continue
            }
            if index + 1 < bytes.count && bytes[index + 1] == slash {
                depth -= 1
                index = next(gt, in: bytes, from: index + 2) + 1
                continue
            }
            elements += 1
            if elements > limits.elements {
                return Problem(kind: .unreadable, offset: start,
                               message: DocumentLimits.exceeded("elements", count: nil, limit: limits.elements, option: "--max-elements"))
            }
            var attributes = 0, closed = false, selfClosing = false
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                // Names, spaces and most value bytes: every byte this loop looks for (quotes,
                // `=`, `<`, `>`) is at most `>` (0x3E), and letters are above it.
                if byte > gt { continue }
                if byte == quote || byte == apostrophe {
                    // A value: step to its closing quote (values are short: a loop, not a
                    // `memchr` call per value).
                    while index < bytes.count && bytes[index] != byte { index += 1 }
                    index += 1
                } else if byte == equals {
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
    }
}
