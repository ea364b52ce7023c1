/// The `<document>` element's attributes and the simulated `<device>`.
public struct DocumentHeader: Sendable {
    /// tvOS documents are `iOS`: UIKit lays them out. watchOS interfaces are not Auto Layout.
    public enum Platform: String, Sendable, Codable { case iOS, macOS, watchOS, unknown }
    public enum Kind: String, Sendable, Codable { case storyboard, xib }

    public var type: String {
        didSet { isTelevision = Self.isTelevision(type: type, targetRuntime: targetRuntime) }
    }
    public var version: String?
    public var toolsVersion: String? {
        didSet { toolsVersionNumber = Self.number(of: toolsVersion) }
    }
    public var targetRuntime: String? {
        didSet { isTelevision = Self.isTelevision(type: type, targetRuntime: targetRuntime) }
    }
    public var platform: Platform
    public var kind: Kind
    public var useAutolayout: Bool
    public var useTraitCollections: Bool
    public var useSafeAreas: Bool
    public var initialViewController: String?
    public var device: Device?

    /// `toolsVersion` as a number (`14313.18` → 14313.18; `32700.99.1234` → 32700.99), for
    /// era-dependent rules. Kept with the text: layout asks for it per view.
    public private(set) var toolsVersionNumber: Double?

    /// The version of the document's Interface Builder plug-in (`<plugIn … version="22690"/>`).
    public var pluginVersion: String?

    /// A device-less document's default simulated screen (`<simulatedMetricsContainer
    /// key="defaultSimulatedMetrics">`, Xcode 7 and earlier): its `type`
    /// (`retina4_7.fullscreen`) and whether its orientation is landscape.
    public var defaultSimulatedScreen: (type: String, isLandscape: Bool)?

    /// A tvOS document (`targetRuntime="AppleTV"`, or an `…AppleTV…` document type).
    /// Kept with the text, as `toolsVersionNumber` is: layout asks for it per view, and
    /// Foundation's substring search cost 3 % of resolving a 1,000-view document.
    public private(set) var isTelevision = false

    static func isTelevision(type: String, targetRuntime: String?) -> Bool {
        targetRuntime?.hasPrefix("AppleTV") == true || type.contains(".AppleTV.")
    }

    /// The version whose behaviour era rules follow: `toolsVersion`, except in documents
    /// saved by beta builds, whose `toolsVersion` is the placeholder 32700.99.1234 and whose
    /// plug-in version is the build's own (all 13 such documents of the corpus, from 11
    /// projects, name plug-ins 22684–22690: Xcode 15 betas).
    public var eraToolsVersion: Double? {
        guard let tools = toolsVersionNumber, tools >= Self.betaPlaceholder, let plugin = Self.number(of: pluginVersion) else {
            return toolsVersionNumber
        }
        return plugin
    }

    /// What beta builds write as `toolsVersion`.
    public static let betaPlaceholder = 32700.0

    public init(type: String, version: String?, toolsVersion: String?, targetRuntime: String?, platform: Platform, kind: Kind,
                useAutolayout: Bool, useTraitCollections: Bool, useSafeAreas: Bool, initialViewController: String?, device: Device?) {
        self.type = type
        self.version = version
        self.toolsVersion = toolsVersion
        self.toolsVersionNumber = Self.number(of: toolsVersion)
        self.targetRuntime = targetRuntime
        self.platform = platform
        self.kind = kind
        self.useAutolayout = useAutolayout
        self.useTraitCollections = useTraitCollections
        self.useSafeAreas = useSafeAreas
        self.initialViewController = initialViewController
        self.device = device
        self.isTelevision = Self.isTelevision(type: type, targetRuntime: targetRuntime)
    }

    static func number(of toolsVersion: String?) -> Double? {
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
