/// Devices by the names people use ("iPhone 15", `iphone-se`, `ipad-pro-13`) as well as
/// by Interface Builder's ids (`retina6_12`). The names are those of Xcode's device bar
/// and Apple's models of each screen (`shared/devices.tsv`, column `devices`); the first
/// name of each device is the one listings show. A name belongs to one device only.
extension DeviceTable {
    /// Device id → the names it answers to, the usual one first.
    static let names: [String: [String]] = [
        "retina3_5": ["iPhone 4s", "iPhone 4"],
        "retina4_0": ["iPhone SE (1st generation)", "iPhone 5s", "iPhone 5c", "iPhone 5", "iPod touch"],
        "retina4_7": ["iPhone SE (3rd generation)", "iPhone SE", "iPhone SE (2nd generation)", "iPhone 8", "iPhone 7",
                      "iPhone 6s", "iPhone 6"],
        "retina5_5": ["iPhone 8 Plus", "iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus"],
        "retina5_9": ["iPhone 13 mini", "iPhone 12 mini", "iPhone 11 Pro", "iPhone XS", "iPhone X"],
        "retina6_1": ["iPhone 11", "iPhone XR"],
        "retina6_5": ["iPhone 11 Pro Max", "iPhone XS Max"],
        "retina6_0": ["iPhone 14", "iPhone 13", "iPhone 13 Pro", "iPhone 12", "iPhone 12 Pro"],
        "retina6_7": ["iPhone 14 Plus", "iPhone 13 Pro Max", "iPhone 12 Pro Max"],
        "retina6_12": ["iPhone 15", "iPhone 15 Pro", "iPhone 16", "iPhone 14 Pro"],
        "retina6_72": ["iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus", "iPhone 14 Pro Max"],
        "retina6_3": ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"],
        "retina6_9": ["iPhone 16 Pro Max", "iPhone 17 Pro Max"],
        "ipad9_7": ["iPad (6th generation)", "iPad (5th generation)", "iPad Pro (9.7-inch)", "iPad Air 2", "iPad Air"],
        "ipad7_9": ["iPad mini (5th generation)", "iPad mini", "iPad mini 4"],
        "ipad10_2": ["iPad (9th generation)", "iPad (8th generation)", "iPad (7th generation)"],
        "ipad10_5": ["iPad Pro (10.5-inch)", "iPad Air (3rd generation)"],
        "ipad10_9rounded": ["iPad Air (5th generation)", "iPad Air (4th generation)", "iPad (10th generation)"],
        "ipad11_0rounded": ["iPad Pro (11-inch)"],
        "ipad12_9": ["iPad Pro (12.9-inch) (2nd generation)", "iPad Pro (12.9-inch) (1st generation)"],
        "ipad12_9rounded": ["iPad Pro (12.9-inch)"],
        "ipad13_0rounded": ["iPad Pro (13-inch)"],
        "appleTV": ["Apple TV"],
        "mac": ["Mac"],
    ]

    /// The names a device answers to besides its id, the usual one first.
    public static func names(of device: DeviceProfile) -> [String] { names[device.id] ?? [] }

    /// What a device argument named.
    public enum Lookup: Sendable, Equatable {
        case found(DeviceProfile)
        /// Nothing matched; `suggestions` are the closest ids and names.
        case unknown(suggestions: [String])
    }

    /// A device by id (`retina6_12`, any case) or name ("iPhone 15", `iphone-15`,
    /// `IPHONE_15`: case, spaces, hyphens, underscores, dots and parentheses do not matter,
    /// nor "generation", "inch" or ordinal endings: `iphone-se-3`, `ipad-pro-12.9`).
    public static func lookup(_ query: String) -> Lookup {
        if let exact = devices.first(where: { $0.id.lowercased() == query.lowercased() }) { return .found(exact) }
        let key = nameKey(query)
        guard !key.isEmpty else { return .unknown(suggestions: []) }
        for device in devices where nameKey(device.id) == key || names(of: device).contains(where: { nameKey($0) == key }) {
            return .found(device)
        }
        return .unknown(suggestions: suggestions(for: key))
    }

    /// The device a command-line argument names, or an error message naming close matches.
    public static func named(_ query: String) throws -> DeviceProfile {
        switch lookup(query) {
        case .found(let device):
            return device
        case .unknown(let suggestions):
            var message = "unknown device '\(query)'"
            if !suggestions.isEmpty { message += "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?" }
            message += " (`scenelayout devices` lists them all)"
            throw UnknownDevice(description: message)
        }
    }

    public struct UnknownDevice: Error, CustomStringConvertible {
        public var description: String
    }

    /// A name as one shell word, the form `lookup` compares names in: lower case, words
    /// joined by hyphens, without the words that do not tell devices apart ("generation",
    /// "inch") and ordinal endings ("iPhone SE (3rd generation)" → `iphone-se-3`).
    public static func shellWord(_ name: String) -> String { nameKey(name) }

    static func nameKey(_ text: String) -> String {
        asciiNameKey(text) ?? nameKeyByCharacters(text)
    }

    /// `nameKeyByCharacters` for ASCII text, byte by byte: ASCII's letters and digits are
    /// its only `isLetter` and `isNumber` characters, and lower-casing maps A–Z alone. Every
    /// device name is ASCII; `scenelayout`'s completion words are made of all of them in each
    /// process that parses trait options (by characters, 1.7 M instructions a run). Nil for
    /// other text.
    static func asciiNameKey(_ text: String) -> String? {
        var key: [UInt8] = []
        var word: [UInt8] = []
        key.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                word.append(byte + 32)
            default:
                appendKeyWord(&word, to: &key)
            }
        }
        appendKeyWord(&word, to: &key)
        return String(decoding: key, as: UTF8.self)
    }

    /// Adds a word to a key being built (hyphen-joined), less the words and ordinal
    /// endings `nameKeyByCharacters` leaves out, and empties it.
    private static func appendKeyWord(_ word: inout [UInt8], to key: inout [UInt8]) {
        defer { word.removeAll(keepingCapacity: true) }
        guard !word.isEmpty, !ignoredKeyWords.contains(word) else { return }
        var kept = word[...]
        if word.count > 2, ordinalEndings.contains(Array(word.suffix(2))),
           word.dropLast(2).allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            kept = word.dropLast(2)
        }
        if !key.isEmpty { key.append(UInt8(ascii: "-")) }
        key.append(contentsOf: kept)
    }

    /// Words a key leaves out, and the endings it drops from ordinal numbers ("2nd" → "2"):
    /// the one list both ways of making a key read.
    private static let ignoredWords = ["generation", "gen", "inch", "in"]
    private static let ordinalSuffixes = ["st", "nd", "rd", "th"]
    private static let ignoredKeyWords: [[UInt8]] = ignoredWords.map { Array($0.utf8) }
    private static let ordinalEndings: [[UInt8]] = ordinalSuffixes.map { Array($0.utf8) }

    /// The key character by character, for any text.
    static func nameKeyByCharacters(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.compactMap { word -> String? in
            if ignoredWords.contains(word) { return nil }
            for suffix in ordinalSuffixes where word.hasSuffix(suffix) && word.dropLast(2).allSatisfy(\.isNumber)
                && word.count > 2 {
                return String(word.dropLast(2))
            }
            return word
        }.joined(separator: "-")
    }

    /// Up to five ids or names closest to `key`: those containing it or contained in it
    /// first, then by edit distance, within a third of the length.
    private static func suggestions(for key: String) -> [String] {
        var candidates: [(text: String, score: Int)] = []
        for device in devices {
            for text in [device.id] + names(of: device) {
                let candidate = nameKey(text)
                let score: Int
                if candidate.hasPrefix(key) || key.hasPrefix(candidate) || candidate.contains(key) {
                    score = abs(candidate.count - key.count) / 4
                } else {
                    let distance = editDistance(candidate, key)
                    guard distance <= max(2, key.count / 3) else { continue }
                    score = distance
                }
                candidates.append((text, score))
            }
        }
        var seen: Set<String> = []
        return candidates.sorted { ($0.score, $0.text) < ($1.score, $1.text) }
            .map(\.text).filter { seen.insert($0).inserted }.prefix(5).map { $0 }
    }

    /// Levenshtein distance, in O(|a| × |b|) time and O(|b|) space (names are short).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
