import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tag and attribute names of an `ElementStore`, each numbered once, found by their
/// UTF-8 bytes through an open-addressing table with an FNV-1a hash.
///
/// Why not a `[String: Int32]`: the model asks about 80 attributes per view by name, most
/// of them absent, and the parser interns a name for every element and attribute; each
/// `Dictionary` lookup made a `String` (from libxml2's C string) and hashed it with
/// SipHash, and the store then compared the wanted name's bytes with every attribute's.
/// Here a lookup hashes the bytes in place and compares one candidate's bytes
/// (`Documents/PERFORMANCE.md`, session 10, load12).
struct NameTable {
    /// The names as `String`s, by number (what `SceneXMLElement.name` returns).
    private(set) var names: [String] = []
    /// Every name's bytes, one after another; name `n` is `bytes[starts[n]..<starts[n + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int32] = [0]
    /// Name numbers by hash, -1 where empty; the count is a power of two, at most half full.
    private var slots = [Int32](repeating: -1, count: 64)

    var count: Int { names.count }

    /// A table holding `InterfaceBuilderName`'s names first, each numbered by its position
    /// (what every `ElementStore` starts from). Built once; each store copies it (the
    /// arrays are shared until the copy interns a name of its own).
    static let startingWithInterfaceBuilderNames: NameTable = {
        var table = NameTable()
        for name in InterfaceBuilderName.allCases {
            var text = name.rawValue
            let id = text.withUTF8 { table.intern($0) }
            precondition(id == name.number, "InterfaceBuilderName \(name) listed twice or out of order")
        }
        return table
    }()

    /// The number of `name`, numbering it if it is new.
    mutating func intern(_ name: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.hash(name)
        var slot = Int(hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            if matches(slots[slot], name) { return slots[slot] }
            slot = (slot + 1) & (slots.count - 1)
        }
        let id = Int32(names.count)
        names.append(String(decoding: name, as: UTF8.self))
        bytes.append(contentsOf: name)
        starts.append(Int32(bytes.count))
        slots[slot] = id
        if 2 * names.count > slots.count { grow() }
        return id
    }

    /// The number of a NUL-terminated libxml2 name, numbering it if it is new.
    mutating func intern(_ name: UnsafePointer<xmlChar>) -> Int32 {
        intern(UnsafeBufferPointer(start: name, count: Int(xmlStrlen(name))))
    }

    /// The number of `name`, or nil when no element or attribute of the document has it.
    /// Through unsafe buffers: the model asks this about 80 times per view.
    func id(of name: UnsafeBufferPointer<UInt8>) -> Int32? {
        let hash = Self.hash(name)
        return slots.withUnsafeBufferPointer { slots in
            var slot = Int(hash) & (slots.count - 1)
            while true {
                let id = slots[slot]
                if id < 0 { return nil }
                if matches(id, name) { return id }
                slot = (slot + 1) & (slots.count - 1)
            }
        }
    }

    func id(of name: String) -> Int32? {
        // Native and small strings (every literal) have contiguous UTF-8: no copy.
        if let found = name.utf8.withContiguousStorageIfAvailable({ id(of: $0) }) { return found }
        var name = name
        return name.withUTF8 { id(of: $0) }
    }

    private func matches(_ id: Int32, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        starts.withUnsafeBufferPointer { starts in
            let start = Int(starts[Int(id)]), end = Int(starts[Int(id) + 1])
            guard end - start == name.count else { return false }
            return bytes.withUnsafeBufferPointer { stored in
                name.isEmpty || memcmp(stored.baseAddress! + start, name.baseAddress!, name.count) == 0
            }
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: 2 * slots.count)
        for id in 0..<Int32(names.count) {
            let start = Int(starts[Int(id)]), end = Int(starts[Int(id) + 1])
            let hash = bytes.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[start..<end])) }
            var slot = Int(hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = id
        }
    }

    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in name { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }
}
