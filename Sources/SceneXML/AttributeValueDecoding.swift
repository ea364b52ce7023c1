#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Attribute values as libxml2's SAX2 hands them over without entity substitution: each
/// `&` of the value written `&#38;` (libxml2's tree builder decodes that again); every
/// other reference is already decoded. Read by the element store and by the streaming
/// schema validator, which must both see the value the tree holds.
enum AttributeValueDecoding {
    /// Whether the value holds a `&` at all (nearly none do).
    static func needsDecoding(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = value.baseAddress else { return false }
        return memchr(base, Int32(UInt8(ascii: "&")), value.count) != nil
    }

    /// The decoded value, in runs of the source (each `&#38;` gives the `&` it starts
    /// with), scanned left to right as libxml2 decodes it.
    static func forEachRun(_ value: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard needsDecoding(value) else {
            body(value)
            return
        }
        let ampersand: [UInt8] = Array("&#38;".utf8)
        var runStart = 0, index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "&"), index + ampersand.count <= value.count,
               value[index..<(index + ampersand.count)].elementsEqual(ampersand) {
                body(UnsafeBufferPointer(rebasing: value[runStart..<index]))
                body(UnsafeBufferPointer(rebasing: value[index..<(index + 1)]))
                index += ampersand.count
                runStart = index
            } else {
                index += 1
            }
        }
        body(UnsafeBufferPointer(rebasing: value[runStart..<value.count]))
    }

    static func decoded(_ value: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.count)
        forEachRun(value) { bytes.append(contentsOf: $0) }
        return bytes
    }
}
