/// The bytes of the pretty, sorted JSON every command prints, appended into one buffer:
/// containers opened and closed with the separators and indentation of swift-foundation's
/// `JSONWriter` (two spaces per level, `"key" : value`, `,` and a new line between
/// members, an empty container as its brackets around an empty line), strings escaped as
/// it escapes them, numbers as `JSONNumbers` prints them. `JSONNodeWriter` writes
/// `PrettyJSONEncoder`'s tree through it; `ResolveJSONWriter` writes `resolve`'s result
/// straight into it, keys in an order known when the code is written.
struct JSONByteWriter {
    /// What is written: the first `count` bytes of `storage`; the rest is zeros written over
    /// in place. A run of bytes is one copy into them, about 30 instructions, where
    /// `Array.append(contentsOf:)` took about 100 (a view's object is some 40 runs:
    /// `Documents/PERFORMANCE.md`, session 14).
    private var storage: [UInt8] = []
    private var count = 0
    private var indent = 0
    private var spaces: [UInt8] = []
    /// No member or element written yet in the innermost open container.
    private var atContainerStart = false

    init(capacity: Int = 1 << 16) { storage.reserveCapacity(capacity) }

    /// The bytes written (the zeros past them dropped; writing may go on).
    var bytes: [UInt8] {
        mutating get {
            storage.removeSubrange(count...)
            return storage
        }
    }

    /// A double that JSON cannot hold (infinite or NaN).
    struct NonFiniteNumber: Error {}

    mutating func openObject() { open(UInt8(ascii: "{")) }
    mutating func openArray() { open(UInt8(ascii: "[")) }
    mutating func closeObject() { close(UInt8(ascii: "}")) }
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        append(bracket)
        append(UInt8(ascii: "\n"))
        indent += 1
        atContainerStart = true
    }

    private mutating func close(_ bracket: UInt8) {
        append(UInt8(ascii: "\n"))
        indent -= 1
        writeIndent()
        append(bracket)
        atContainerStart = false
    }

    /// An array of `items`, each element started (`element()`) before `writeElement` writes it.
    mutating func array<Items: Sequence>(_ items: Items, _ writeElement: (inout JSONByteWriter, Items.Element) throws -> Void) rethrows {
        openArray()
        for item in items {
            element()
            try writeElement(&self, item)
        }
        closeArray()
    }

    /// Starts the next element of an array: the separator and the indentation.
    mutating func element() {
        if !atContainerStart {
            append(UInt8(ascii: ","))
            append(UInt8(ascii: "\n"))
        }
        atContainerStart = false
        writeIndent()
    }

    /// Starts a member whose key needs no escaping (every key of a Swift type here).
    mutating func key(_ key: StaticString) {
        element()
        append(UInt8(ascii: "\""))
        append(key)
        append(UInt8(ascii: "\""))
        append(Self.keySeparator)
    }

    /// Starts a member with any key.
    mutating func key(_ key: String) {
        element()
        string(key)
        append(Self.keySeparator)
    }

    private static let keySeparator: StaticString = " : "

    mutating func null() { append("null") }
    mutating func bool(_ value: Bool) { append(value ? "true" : "false") }
    mutating func int(_ value: Int) { digits(Int64(value)) }

    /// A double as `JSONNumbers` prints it; throws for one JSON cannot hold.
    mutating func number(_ value: Double) throws {
        // Whole numbers (most of a layout's) as `JSONNumbers.token` prints them, without a
        // `String` in between; -0 and the rest go through it.
        if abs(value) < 1e15, value == value.rounded(), !(value == 0 && value.sign == .minus) {
            digits(Int64(value))
            return
        }
        guard let token = JSONNumbers.token(value) else { throw NonFiniteNumber() }
        literal(token)
    }

    /// An integer's decimal digits, as `String(value)` writes them.
    private mutating func digits(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(magnitude % 10) + UInt8(ascii: "0")
                magnitude /= 10
            } while magnitude > 0
            append(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    mutating func literal(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    private mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// One byte.
    private mutating func append(_ byte: UInt8) {
        if count == storage.count { makeRoom(for: 1) }
        storage[count] = byte
        count += 1
    }

    /// A run of bytes, in one copy.
    private mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        guard let source = run.baseAddress else { return }
        if count + run.count > storage.count { makeRoom(for: run.count) }
        let offset = count
        storage.withUnsafeMutableBufferPointer { ($0.baseAddress! + offset).update(from: source, count: run.count) }
        count += run.count
    }

    /// Zeros past `count` for at least `needed` bytes, 64 KB at a time (the array's own
    /// capacity still grows by doubling; only what is written is touched).
    private mutating func makeRoom(for needed: Int) {
        storage.append(contentsOf: repeatElement(0, count: max(needed, 1 << 16)))
    }

    /// Two spaces per level, appended in one copy (indentation is most of the bytes).
    private mutating func writeIndent() {
        let width = 2 * indent
        while spaces.count < width { spaces.append(contentsOf: spaces.isEmpty ? [32, 32] : spaces) }
        spaces.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[..<width])) }
    }

    /// `"`, `\` and control characters escaped (`\b \f \n \r \t`, others as `\u00xx`), `/`
    /// and non-ASCII text as they are.
    mutating func string(_ text: String) {
        append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            // Eight bytes at a time to the first word holding a byte to escape: most
            // strings (names, ids, messages) have none and are appended in one copy.
            let scanFrom = Self.firstWordNeedingEscape(utf8)
            for index in scanFrom..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
                append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(byte)
                case 0x08: append(UInt8(ascii: "b"))
                case 0x0C: append(UInt8(ascii: "f"))
                case 0x0A: append(UInt8(ascii: "n"))
                case 0x0D: append(UInt8(ascii: "r"))
                case 0x09: append(UInt8(ascii: "t"))
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    for escaped in [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]] { append(escaped) }
                }
            }
            append(UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        append(UInt8(ascii: "\""))
    }

    /// The start of the first eight-byte word of `utf8` that holds a byte `string` escapes
    /// (a control character, `"` or `\`), the tail shorter than a word counting as a word
    /// (read into one padded with spaces); `utf8.count` when no byte needs escaping. No
    /// byte before the answer needs escaping.
    static func firstWordNeedingEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= utf8.count {
            if holdsByteToEscape(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) { return offset }
            offset += 8
        }
        let tail = utf8.count - offset
        if tail > 0 {
            var word: UInt64 = 0x2020_2020_2020_2020
            withUnsafeMutableBytes(of: &word) { $0.baseAddress!.copyMemory(from: raw + offset, byteCount: tail) }
            if holdsByteToEscape(word) { return offset }
        }
        return utf8.count
    }

    /// Whether some byte of `word` is a control character, `"` or `\`. Bytewise tests on
    /// the whole word (exact for "some byte is"): `(w - 0x01…01 * n) & ~w & 0x80…80` is
    /// nonzero when some byte of `w` is below `n` (n ≤ 0x80), and a byte equal to `c` is a
    /// zero byte of `w ^ 0x01…01 * c`.
    private static func holdsByteToEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let control = (word &- ones &* 0x20) & ~word
        let quoteZero = (quote &- ones) & ~quote
        let backslashZero = (backslash &- ones) & ~backslash
        return (control | quoteZero | backslashZero) & highs != 0
    }
}
