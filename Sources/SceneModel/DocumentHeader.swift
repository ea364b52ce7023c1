/// The `<document>` element's attributes and the simulated `<device>`.
public struct DocumentHeader: Sendable {
    public enum Platform: String, Sendable, Codable { case iOS, macOS, unknown }
    public enum Kind: String, Sendable, Codable { case storyboard, xib }

    public var type: String
    public var version: String?
    public var toolsVersion: String?
    public var targetRuntime: String?
    public var platform: Platform
    public var kind: Kind
    public var useAutolayout: Bool
    public var useTraitCollections: Bool
    public var useSafeAreas: Bool
    public var initialViewController: String?
    public var device: Device?

    /// The major part of `toolsVersion` (`14313.18` → 14313), for era-dependent rules.
    public var toolsVersionNumber: Double? {
        toolsVersion.flatMap { text in
            let head = text.split(separator: ".").prefix(2).joined(separator: ".")
            return Double(head)
        }
    }
}

/// `<device id="retina6_12" orientation="portrait" appearance="light"/>`.
public struct Device: Equatable, Sendable {
    public var id: String
    /// `portrait` or `landscape`; portrait when omitted.
    public var orientation: String
    public var appearance: String?
    /// `<adaptation id="fullscreen"/>` or the `layout` attribute.
    public var adaptation: String?

    public init(id: String, orientation: String = "portrait", appearance: String? = nil, adaptation: String? = nil) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
        self.adaptation = adaptation
    }
}
