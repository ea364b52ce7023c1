import SceneLayout
import SceneModel

/// The trait choices a command line can make, turned into a `TraitCollection` for a
/// document. Unset choices keep the document's own device and orientation.
public struct TraitOptions: Sendable {
    /// `wC,hR`, `wR`, `hAny`, … (comma or space separated).
    public var traits: String?
    public var device: String?
    public var orientation: String?
    /// `375x667`.
    public var size: String?
    public var rightToLeft = false
    /// Drop design-time placeholder constraints, as a build does.
    public var runtime = false

    public init(traits: String? = nil, device: String? = nil, orientation: String? = nil, size: String? = nil,
                rightToLeft: Bool = false, runtime: Bool = false) {
        self.traits = traits
        self.device = device
        self.orientation = orientation
        self.size = size
        self.rightToLeft = rightToLeft
        self.runtime = runtime
    }

    /// How a report names the configuration: "retina4_7 landscape, wC hR, 375x667, rtl"
    /// (a device named by its marketing name is shown by its Interface Builder id).
    public var label: String {
        var parts: [String] = []
        let deviceID = device.map { (try? DeviceTable.named($0))?.id ?? $0 }
        if deviceID != nil || orientation != nil { parts.append([deviceID, orientation].compactMap { $0 }.joined(separator: " ")) }
        if let traits { parts.append(traits.split(whereSeparator: { $0 == "," || $0 == " " }).joined(separator: " ")) }
        if let size { parts.append(size) }
        if rightToLeft { parts.append("rtl") }
        if runtime { parts.append("runtime") }
        return parts.isEmpty ? "own" : parts.joined(separator: ", ")
    }

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The smallest and largest root size `--size` accepts, in points: below a point
    /// nothing can be laid out; above 100,000 no screen or window exists.
    public static let sizeRange: ClosedRange<Double> = 1...100_000

    /// The values `--orientation` accepts.
    public static let orientations = ["portrait", "landscape"]

    /// The values `--traits` accepts, one per axis.
    public static let sizeClassValues = ["wC", "wR", "wAny", "hC", "hR", "hAny"]

    /// Checks the options on their own, before any document is read: every value well
    /// formed and no two options contradicting each other (two size classes for one axis,
    /// a device and a size, a size that is not in the orientation named). Commands refuse
    /// such options as bad usage rather than letting one of them silently win.
    public func validate() throws {
        if let text = traits { _ = try Self.sizeClasses(text) }
        if let orientation, !Self.orientations.contains(orientation) {
            throw Problem(description: "--orientation must be portrait or landscape, not '\(orientation)'")
        }
        if let device {
            do { _ = try DeviceTable.named(device) } catch { throw Problem(description: "\(error)") }
        }
        if let size {
            let root = try Self.size(size)
            if device != nil {
                throw Problem(description: "give --device or --size, not both: --size \(size) would replace the device's screen size")
            }
            if orientation == "portrait" && root.width > root.height || orientation == "landscape" && root.width < root.height {
                throw Problem(description: "--size \(size) is not \(orientation!) (portrait is taller than wide, landscape wider than tall)")
            }
        }
    }

    /// `375x667` (also `375X667` and `375×667`), each side within `sizeRange`.
    static func size(_ text: String) throws -> Size {
        let parts = text.lowercased().replacingScalars(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = DocumentNumber.parse(String(parts[0])), let height = DocumentNumber.parse(String(parts[1])) else {
            throw Problem(description: "--size must be WIDTHxHEIGHT in points, such as 375x667, not '\(text)'")
        }
        for (side, value) in [("width", width), ("height", height)] where !sizeRange.contains(value) {
            throw Problem(description: "--size \(text): the \(side) must be between \(SceneDocument.format(sizeRange.lowerBound)) and \(SceneDocument.format(sizeRange.upperBound)) points")
        }
        return Size(width: width, height: height)
    }

    /// One size class per axis, as `--traits` gives them.
    struct SizeClassChoice: Equatable {
        enum Value: Equatable { case compact, regular, any }
        var width: Value?
        var height: Value?
    }

    /// `wC,hR`, `wR`, `hAny`, `wCompact hRegular`: at least one, at most one per axis.
    static func sizeClasses(_ text: String) throws -> SizeClassChoice {
        var choice = SizeClassChoice()
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " })
        guard !parts.isEmpty else {
            throw Problem(description: "--traits needs at least one size class, such as wC,hR (values: \(sizeClassValues.joined(separator: ", ")))")
        }
        for part in parts {
            let token = part.lowercased()
            let value: SizeClassChoice.Value
            switch token.dropFirst() {
            case "c", "compact": value = .compact
            case "r", "regular": value = .regular
            case "any", "a": value = .any
            default: throw Problem(description: "unknown size class '\(part)'; use \(sizeClassValues.joined(separator: ", "))")
            }
            switch token.first {
            case "w":
                guard choice.width == nil else { throw Problem(description: "--traits \(text) gives two width classes; give one of wC, wR, wAny") }
                choice.width = value
            case "h":
                guard choice.height == nil else { throw Problem(description: "--traits \(text) gives two height classes; give one of hC, hR, hAny") }
                choice.height = value
            default: throw Problem(description: "unknown size class '\(part)'; use \(sizeClassValues.joined(separator: ", "))")
            }
        }
        return choice
    }

    public func resolve(for document: SceneDocument) throws -> TraitCollection {
        try validate()
        var traits = DeviceTable.documentTraits(document.header)
        if document.header.platform == .macOS && (device != nil || orientation != nil || self.traits != nil) {
            // The device table and size classes are iOS's: on a Mac only the size changes.
            throw Problem(description: "macOS documents have no device, orientation or size classes; use --size WIDTHxHEIGHT")
        }
        if device != nil || orientation != nil {
            let profile: DeviceProfile
            if let device {
                profile = try DeviceTable.named(device)
            } else {
                let id = document.header.device?.id ?? "retina4_7"
                guard let own = DeviceTable.device(id) else {
                    throw Problem(description: "the document's device '\(id)' is not one this tool knows; name one with --device (`scenelayout devices` lists them)")
                }
                profile = own
            }
            let orientation = self.orientation ?? (device == nil ? document.header.device?.orientation : nil) ?? "portrait"
            // Naming the document's own device and orientation is its own configuration,
            // with the same answer as naming nothing (either orientation of a one-screen device).
            if !DeviceTable.isOwnConfiguration(document.header, device: profile, orientation: orientation) {
                traits = DeviceTable.traits(device: profile, orientation: orientation, toolsVersion: document.header.toolsVersionNumber)
            }
        }
        if let size {
            let root = try Self.size(size)
            traits.size = root
            traits.screenWidth = root.width   // the system margins follow the requested width
        }
        if let text = self.traits {
            let choice = try Self.sizeClasses(text)
            func sizeClass(_ value: SizeClassChoice.Value) -> SizeClass? {
                switch value {
                case .compact: return .compact
                case .regular: return .regular
                case .any: return nil
                }
            }
            if let width = choice.width { traits.widthClass = sizeClass(width) }
            if let height = choice.height { traits.heightClass = sizeClass(height) }
            if choice.width == .any, choice.height == .any, device == nil, let size = traits.size, self.size != nil {
                // Any/Any at a size of its own: Interface Builder's canvas, not the device's screen.
                traits = DeviceTable.anyAnyCanvas(size: size, header: document.header)
            }
        }
        if rightToLeft { traits.layoutDirection = .rightToLeft }
        if runtime { traits.includesPlaceholderConstraints = false }
        return traits
    }
}
