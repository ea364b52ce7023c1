/// A size class as written in variation keys.
public enum SizeClass: String, Sendable, Codable, Hashable {
    case compact, regular
}

/// The condition of a `<variation key="…">`: `default` (the base, Any/Any configuration),
/// or a combination such as `heightClass=regular-widthClass=compact` or
/// `userInterfaceIdiom=mac`. A missing class matches any.
public struct TraitCondition: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var isDefault: Bool
    public var widthClass: SizeClass?
    public var heightClass: SizeClass?
    public var idiom: String?

    public init(isDefault: Bool = false, widthClass: SizeClass? = nil, heightClass: SizeClass? = nil, idiom: String? = nil) {
        self.isDefault = isDefault
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.idiom = idiom
    }

    /// Parses a variation key; nil when a part is not understood. The keys Interface
    /// Builder writes for size classes come from a table the same parser filled: a
    /// document with variations holds hundreds, and splitting each into `String`s was
    /// about a fifth of the model's time for such a document (`Documents/PERFORMANCE.md`,
    /// session 14).
    public init?(key: String) {
        if let known = Self.sizeClassKeys[key] {
            self = known
            return
        }
        self.init(parsing: key)
    }

    /// `default` and every key of one or both size classes, in either order.
    static let sizeClassKeys: [String: TraitCondition] = {
        var keys = ["default"]
        for first in ["compact", "regular"] {
            keys += ["heightClass=\(first)", "widthClass=\(first)"]
            for second in ["compact", "regular"] {
                keys += ["heightClass=\(first)-widthClass=\(second)", "widthClass=\(second)-heightClass=\(first)"]
            }
        }
        return Dictionary(uniqueKeysWithValues: keys.map { ($0, TraitCondition(parsing: $0)!) })
    }()

    /// `init(key:)` for any key, part by part (the tests' oracle for its table).
    init?(parsing key: String) {
        self.init()
        if key == "default" { isDefault = true; return }
        for part in key.split(separator: "-") {
            let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pieces.count == 2 else { return nil }
            switch pieces[0] {
            case "widthClass":
                guard let value = SizeClass(rawValue: pieces[1]) else { return nil }
                widthClass = value
            case "heightClass":
                guard let value = SizeClass(rawValue: pieces[1]) else { return nil }
                heightClass = value
            case "userInterfaceIdiom":
                idiom = pieces[1]
            default:
                return nil
            }
        }
        if widthClass == nil && heightClass == nil && idiom == nil { return nil }
    }

    /// How many traits the condition names: the most specific matching variation wins.
    public var specificity: Int {
        (widthClass == nil ? 0 : 1) + (heightClass == nil ? 0 : 1) + (idiom == nil ? 0 : 1)
    }

    /// The key as Interface Builder writes it (height class first).
    public var description: String {
        if isDefault { return "default" }
        var parts: [String] = []
        if let heightClass { parts.append("heightClass=\(heightClass.rawValue)") }
        if let widthClass { parts.append("widthClass=\(widthClass.rawValue)") }
        if let idiom { parts.append("userInterfaceIdiom=\(idiom)") }
        return parts.joined(separator: "-")
    }
}
