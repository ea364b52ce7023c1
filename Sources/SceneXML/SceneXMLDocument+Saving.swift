import CLibXML2
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SceneXMLDocument {
    /// The document as libxml2 serializes it, adjusted to the source's conventions:
    /// its declared encoding, its XML declaration (or lack of one), CRLF line ends when the
    /// source used them throughout, and the bytes after the root element.
    public func serializedBytes() throws -> [UInt8] {
        if !hasTree, let edits = store?.edits { return try splicedBytes(edits) }
        let hasDeclaration = originalBytes.starts(with: Array("<?xml".utf8))
            || originalBytes.starts(with: [0xEF, 0xBB, 0xBF] + Array("<?xml".utf8))
        var options: Int32 = 0
        if !hasDeclaration { options |= Int32(XML_SAVE_NO_DECL.rawValue) }
        guard let buffer = xmlBufferCreate() else {
            throw XMLError(kind: .write, path: path, message: "out of memory while serializing")
        }
        defer { xmlBufferFree(buffer) }
        let encoding = declaredEncoding
        guard let context = xmlSaveToBuffer(buffer, encoding, options) else {
            throw XMLError(kind: .write, path: path, message: "cannot serialize in encoding \(encoding ?? "UTF-8")")
        }
        let written = xmlSaveDoc(context, pointer)
        xmlSaveClose(context)
        guard written >= 0, let content = xmlBufferContent(buffer) else {
            throw XMLError(kind: .write, path: path, message: "libxml2 could not serialize the document")
        }
        var bytes = [UInt8](UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer))))
        bytes = Self.withOriginalTail(bytes, original: originalBytes)
        if Self.usesCRLFThroughout(originalBytes) { bytes = Self.convertingToCRLF(bytes) }
        if originalBytes.starts(with: [0xEF, 0xBB, 0xBF]) && !bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = [0xEF, 0xBB, 0xBF] + bytes
        }
        return bytes
    }

    /// What `save` writes: the source bytes when nothing changed, else the serialization.
    /// A document edited by splicing whose edits could not be spliced throws.
    public func bytesForSaving() throws -> [UInt8] {
        if let store, let edits = store.edits, edits.refusal != nil { return try splicedBytes(edits) }
        return isModified ? try serializedBytes() : originalBytes
    }

    /// Writes the document atomically (`AtomicFileWriter`): a temporary file in the
    /// destination's folder, then a rename, so a failure never leaves a truncated file
    /// behind; a file that already holds these bytes is left alone.
    @discardableResult
    public func save(to destination: String) throws -> AtomicFileWriter.Outcome {
        try AtomicFileWriter.write(try bytesForSaving(), to: destination)
    }

    /// Writes the document back to the file it was read from, refused when that file
    /// changed since it was read.
    @discardableResult
    public func saveInPlace() throws -> AtomicFileWriter.Outcome {
        try AtomicFileWriter.write(try bytesForSaving(), to: path, replacing: sourceIdentity)
    }

    /// libxml2 ends the output with one newline after the root element; the source may
    /// end differently (no newline, several, trailing comments are kept by libxml2 itself).
    static func withOriginalTail(_ bytes: [UInt8], original: [UInt8]) -> [UInt8] {
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        func trailingWhitespaceCount(_ b: [UInt8]) -> Int {
            var count = 0
            for byte in b.reversed() {
                guard byte == newline || byte == carriageReturn || byte == 0x20 || byte == 0x09 else { break }
                count += 1
            }
            return count
        }
        let body = bytes.dropLast(trailingWhitespaceCount(bytes))
        let tail = original.suffix(trailingWhitespaceCount(original))
        // Tail line ends are normalized to LF here; CRLF is restored as a whole afterwards.
        return Array(body) + tail.filter { $0 != carriageReturn }
    }

    static func usesCRLFThroughout(_ bytes: [UInt8]) -> Bool {
        var sawCRLF = false
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if previous != UInt8(ascii: "\r") { return false }
                sawCRLF = true
            }
            previous = byte
        }
        return sawCRLF
    }

    static func convertingToCRLF(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 40)
        for byte in bytes {
            if byte == UInt8(ascii: "\n") { result.append(UInt8(ascii: "\r")) }
            result.append(byte)
        }
        return result
    }
}
