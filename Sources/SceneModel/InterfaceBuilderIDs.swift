import SceneXML

/// New object ids in Interface Builder's form, `abc-de-fgh` (three, two and three letters or
/// digits, as 59,198 of the corpus's 62,869 ids are; the rest are device names and the
/// numeric placeholder ids `-1`, `-2`), never one the document already uses. The sequence
/// is deterministic for a given seed, so a writer run twice on one document writes the
/// same ids and its output can be diffed.
public struct InterfaceBuilderIDs {
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    private var used: Set<String>
    private var state: UInt64

    /// `document`: every `id` attribute in it is taken.
    public init(document: SceneXMLDocument, seed: UInt64 = 0x5CE1_A40F) {
        var used: Set<String> = []
        if let id = document.root.attribute(.id) { used.insert(id) }
        for element in document.root.descendants {
            if let id = element.attribute(.id) { used.insert(id) }
        }
        self.init(taken: used, seed: seed)
    }

    public init(taken: Set<String>, seed: UInt64 = 0x5CE1_A40F) {
        used = taken
        state = seed
    }

    /// Whether `id` is already used (by the document or an earlier `next()`).
    public func isTaken(_ id: String) -> Bool { used.contains(id) }

    /// A fresh id, recorded as taken.
    public mutating func next() -> String {
        while true {
            var bytes: [UInt8] = []
            for position in 0..<8 {
                if position == 3 || position == 5 { bytes.append(UInt8(ascii: "-")) }
                bytes.append(Self.alphabet[Int(nextRandom() % UInt64(Self.alphabet.count))])
            }
            let id = String(decoding: bytes, as: UTF8.self)
            if used.insert(id).inserted { return id }
        }
    }

    /// SplitMix64: small, fast, and the same on every platform.
    private mutating func nextRandom() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
