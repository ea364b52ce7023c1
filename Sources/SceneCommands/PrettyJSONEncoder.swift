#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Encodes a value into the JSON every command prints: the bytes Foundation's `JSONEncoder`
/// writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` after
/// `JSONNumbers.normalize`, in one pass and at a fraction of the cost. On a 1,000-view
/// document the encoder and the normalizing walk took a quarter of `resolve`'s
/// instructions (Foundation boxes every value in a class, sorts keys through a dictionary,
/// and the walk reads the whole text again); here values go into a small tree of arrays,
/// numbers are formatted once as `JSONNumbers` would rewrite them, and the tree is written
/// straight into bytes. `PrettyJSONEncoderTests` compares it with Foundation's encoder
/// followed by `JSONNumbers.normalize` on random values.
///
/// The format it reproduces (swift-foundation's `JSONWriter`): two spaces per level,
/// `"key" : value`, elements separated by `,` and a new line, an empty container as its
/// brackets around an empty line, keys sorted by their UTF-8 bytes (the last value written
/// for a key wins), `"`, `\` and control characters escaped (`\b \f \n \r \t`, others as
/// `\u00xx`), `/` and non-ASCII text as they are; whole floating-point numbers without
/// `.0`; `Data` in base64, `URL` as its absolute string, `Decimal` as its description.
enum PrettyJSONEncoder {
    static func encode<T: Encodable>(_ value: T) throws -> String {
        let root = JSONNodeEncoder(parent: nil, key: nil)
        guard let node = try root.box(value, key: nil) else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        var writer = JSONNodeWriter()
        writer.write(node)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

/// One value of the tree: scalars already in their printed form, containers by reference
/// (a nested container is filled after it was placed in its parent).
enum JSONNode {
    case null
    /// A number, `true` or `false`, printed as it is.
    case literal(String)
    case string(String)
    case object(JSONObjectNode)
    case array(JSONArrayNode)
    /// What an encoder handed out by `superEncoder()` holds when the tree is written.
    case pending(JSONNodeEncoder)
}

final class JSONObjectNode {
    var keys: [String] = []
    var values: [JSONNode] = []

    func set(_ key: String, _ value: JSONNode) {
        keys.append(key)
        values.append(value)
    }
}

final class JSONArrayNode {
    var elements: [JSONNode] = []
}

/// The `Encoder` the values see. Its coding path is built only when asked for (by an error
/// or a type that reads it), from the chain of parents.
final class JSONNodeEncoder: Encoder {
    let parent: JSONNodeEncoder?
    let key: CodingKey?
    var node: JSONNode?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(parent: JSONNodeEncoder?, key: CodingKey?) {
        self.parent = parent
        self.key = key
    }

    var codingPath: [CodingKey] {
        var path: [CodingKey] = []
        var encoder: JSONNodeEncoder? = self
        while let current = encoder {
            if let key = current.key { path.append(key) }
            encoder = current.parent
        }
        return path.reversed()
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(JSONKeyedContainer<Key>(encoder: self, object: objectNode()))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        JSONUnkeyedContainer(encoder: self, array: arrayNode())
    }

    func singleValueContainer() -> SingleValueEncodingContainer { JSONSingleValueContainer(encoder: self) }

    /// The object this encoder holds; asking twice gives the same one (as Foundation does).
    func objectNode() -> JSONObjectNode {
        if case .object(let object)? = node { return object }
        let object = JSONObjectNode()
        node = .object(object)
        return object
    }

    func arrayNode() -> JSONArrayNode {
        if case .array(let array)? = node { return array }
        let array = JSONArrayNode()
        node = .array(array)
        return array
    }

    /// `value` as a node: the common scalar types without a nested encoder, the types
    /// Foundation's encoder treats specially as it does, anything else through its own
    /// `encode(to:)`. Nil when it encoded nothing.
    func box<T: Encodable>(_ value: T, key: CodingKey?) throws -> JSONNode? {
        if T.self == String.self { return .string(Self.cast(value)) }
        if T.self == Double.self { return try number(Self.cast(value) as Double, key: key) }
        if T.self == Int.self { return .literal(String(Self.cast(value) as Int)) }
        if T.self == Bool.self { return .literal((Self.cast(value) as Bool) ? "true" : "false") }
        if T.self == Data.self { return .string((Self.cast(value) as Data).base64EncodedString()) }
        if T.self == URL.self { return .string((Self.cast(value) as URL).absoluteString) }
        if T.self == Decimal.self { return .literal((Self.cast(value) as Decimal).description) }
        let child = JSONNodeEncoder(parent: self, key: key)
        try value.encode(to: child)
        return child.node
    }

    /// A value of a nested type as it goes into a container: an empty object when its
    /// `encode(to:)` wrote nothing, as Foundation's encoder has it.
    func boxForContainer<T: Encodable>(_ value: T, key: CodingKey?) throws -> JSONNode {
        try box(value, key: key) ?? .object(JSONObjectNode())
    }

    private static func cast<T, U>(_ value: T) -> U {
        withUnsafePointer(to: value) { $0.withMemoryRebound(to: U.self, capacity: 1) { $0.pointee } }
    }

    /// A double as `JSONNumbers.token` prints it.
    func number(_ value: Double, key: CodingKey?) throws -> JSONNode {
        guard let token = JSONNumbers.token(value) else { throw nonConforming(value, key: key) }
        return .literal(token)
    }

    func number(_ value: Float, key: CodingKey?) throws -> JSONNode {
        guard value.isFinite else { throw nonConforming(value, key: key) }
        return .literal(JSONNumbers.format(JSONNumbers.foundationToken(value.description)))
    }


    private func nonConforming(_ value: Any, key: CodingKey?) -> EncodingError {
        EncodingError.invalidValue(value, .init(codingPath: codingPath + (key.map { [$0] } ?? []),
                                                debugDescription: "Unable to encode \(value) directly in JSON."))
    }
}

struct JSONIndexKey: CodingKey {
    var stringValue: String { "Index \(intValue!)" }
    var intValue: Int?
    init(index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

struct JSONSuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) {}
    init?(intValue: Int) { nil }
}

struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONNodeEncoder
    let object: JSONObjectNode
    var codingPath: [CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { object.set(key.stringValue, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { object.set(key.stringValue, .literal(value ? "true" : "false")) }
    mutating func encode(_ value: String, forKey key: Key) throws { object.set(key.stringValue, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { object.set(key.stringValue, try encoder.number(value, key: key)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { object.set(key.stringValue, try encoder.number(value, key: key)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { object.set(key.stringValue, .literal(String(value))) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { object.set(key.stringValue, .literal(String(value))) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { object.set(key.stringValue, .literal(String(value))) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { object.set(key.stringValue, .literal(String(value))) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { object.set(key.stringValue, .literal(String(value))) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { object.set(key.stringValue, .literal(String(value))) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { object.set(key.stringValue, .literal(String(value))) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { object.set(key.stringValue, .literal(String(value))) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { object.set(key.stringValue, .literal(String(value))) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { object.set(key.stringValue, .literal(String(value))) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.set(key.stringValue, try encoder.boxForContainer(value, key: key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObjectNode()
        object.set(key.stringValue, .object(nested))
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(encoder: JSONNodeEncoder(parent: encoder, key: key), object: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let nested = JSONArrayNode()
        object.set(key.stringValue, .array(nested))
        return JSONUnkeyedContainer(encoder: JSONNodeEncoder(parent: encoder, key: key), array: nested)
    }

    mutating func superEncoder() -> Encoder { superEncoder(named: JSONSuperKey()) }
    mutating func superEncoder(forKey key: Key) -> Encoder { superEncoder(named: key) }

    private func superEncoder(named key: CodingKey) -> Encoder {
        let child = JSONNodeEncoder(parent: encoder, key: key)
        object.set(key.stringValue, .pending(child))
        return child
    }
}

struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: JSONNodeEncoder
    let array: JSONArrayNode
    var codingPath: [CodingKey] { encoder.codingPath }
    var count: Int { array.elements.count }
    private var nextKey: JSONIndexKey { JSONIndexKey(index: array.elements.count) }

    mutating func encodeNil() throws { array.elements.append(.null) }
    mutating func encode(_ value: Bool) throws { array.elements.append(.literal(value ? "true" : "false")) }
    mutating func encode(_ value: String) throws { array.elements.append(.string(value)) }
    mutating func encode(_ value: Double) throws { array.elements.append(try encoder.number(value, key: nextKey)) }
    mutating func encode(_ value: Float) throws { array.elements.append(try encoder.number(value, key: nextKey)) }
    mutating func encode(_ value: Int) throws { array.elements.append(.literal(String(value))) }
    mutating func encode(_ value: Int8) throws { array.elements.append(.literal(String(value))) }
    mutating func encode(_ value: Int16) throws { array.elements.append(.literal(String(value))) }
    mutating func encode(_ value: Int32) throws { array.elements.append(.literal(String(value))) }
    mutating func encode(_ value: Int64) throws { array.elements.append(.literal(String(value))) }
    mutating func encode(_ value: UInt) throws { array.elements.append(.literal(String(value))) }
    mutating func encode(_ value: UInt8) throws { array.elements.append(.literal(String(value))) }
    mutating func encode(_ value: UInt16) throws { array.elements.append(.literal(String(value))) }
    mutating func encode(_ value: UInt32) throws { array.elements.append(.literal(String(value))) }
    mutating func encode(_ value: UInt64) throws { array.elements.append(.literal(String(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        array.elements.append(try encoder.boxForContainer(value, key: nextKey))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObjectNode()
        let key = nextKey
        array.elements.append(.object(nested))
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(encoder: JSONNodeEncoder(parent: encoder, key: key), object: nested))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let nested = JSONArrayNode()
        let key = nextKey
        array.elements.append(.array(nested))
        return JSONUnkeyedContainer(encoder: JSONNodeEncoder(parent: encoder, key: key), array: nested)
    }

    mutating func superEncoder() -> Encoder {
        let child = JSONNodeEncoder(parent: encoder, key: nextKey)
        array.elements.append(.pending(child))
        return child
    }
}

struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let encoder: JSONNodeEncoder
    var codingPath: [CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.node = .null }
    mutating func encode(_ value: Bool) throws { encoder.node = .literal(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { encoder.node = .string(value) }
    mutating func encode(_ value: Double) throws { encoder.node = try encoder.number(value, key: nil) }
    mutating func encode(_ value: Float) throws { encoder.node = try encoder.number(value, key: nil) }
    mutating func encode(_ value: Int) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: Int8) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: Int16) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: Int32) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: Int64) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: UInt) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.node = .literal(String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.node = try encoder.boxForContainer(value, key: nil)
    }
}

/// Writes a tree in the pretty, sorted form.
struct JSONNodeWriter {
    var out = JSONByteWriter()
    var bytes: [UInt8] { mutating get { out.bytes } }

    mutating func write(_ node: JSONNode) {
        switch node {
        case .null: out.null()
        case .literal(let text): out.literal(text)
        case .string(let text): out.string(text)
        case .object(let object): writeObject(object)
        case .array(let array): writeArray(array)
        case .pending(let encoder): write(encoder.node ?? .object(JSONObjectNode()))
        }
    }

    private mutating func writeObject(_ object: JSONObjectNode) {
        out.openObject()
        for index in memberOrder(object.keys) {
            out.key(object.keys[index])
            write(object.values[index])
        }
        out.closeObject()
    }

    private mutating func writeArray(_ array: JSONArrayNode) {
        out.openArray()
        for element in array.elements {
            out.element()
            write(element)
        }
        out.closeArray()
    }

    /// `sortedMemberIndices`, remembered for the last few key lists: objects of one type
    /// (every view, every constraint) list the same keys in the same order, so most
    /// objects compare their keys' bytes with a remembered list instead of sorting them.
    private mutating func memberOrder(_ keys: [String]) -> [Int] {
        // Byte for byte: `==` on `String` would take canonically equivalent keys as equal.
        for entry in orderCache where entry.keys.count == keys.count && entry.keys.elementsEqual(keys, by: Self.sameUTF8) {
            return entry.order
        }
        let order = Self.sortedMemberIndices(keys)
        if orderCache.count == Self.orderCacheSize { orderCache.removeFirst() }
        orderCache.append((keys, order))
        return order
    }

    private var orderCache: [(keys: [String], order: [Int])] = []

    static func sameUTF8(_ a: String, _ b: String) -> Bool {
        let compared = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Bool in
                x.count == y.count && (x.count == 0 || x.baseAddress == y.baseAddress || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
        return (compared ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }
    private static let orderCacheSize = 16

    /// Member positions in key order (UTF-8 bytes); of several values written for one key,
    /// only the last.
    static func sortedMemberIndices(_ keys: [String]) -> [Int] {
        var order = Array(keys.indices)
        order.sort { a, b in
            if keys[a] == keys[b] { return a < b }
            return utf8Precedes(keys[a], keys[b])
        }
        var kept: [Int] = []
        kept.reserveCapacity(order.count)
        for index in order {
            if let last = kept.last, keys[last] == keys[index] { kept[kept.count - 1] = index } else { kept.append(index) }
        }
        return kept
    }

    /// Whether `a`'s UTF-8 bytes sort before `b`'s: `memcmp` on the strings' contiguous
    /// bytes (native strings, all of them here) instead of walking two `UTF8View`s byte by
    /// byte, which was half of the members' sorting (session 11, io13).
    static func utf8Precedes(_ a: String, _ b: String) -> Bool {
        let compared = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Bool in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
        return (compared ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
