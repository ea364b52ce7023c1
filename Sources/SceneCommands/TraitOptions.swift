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

    /// How a report names the configuration: "retina4_7 landscape, wC hR, 375x667, rtl".
    public var label: String {
        var parts: [String] = []
        if device != nil || orientation != nil { parts.append([device, orientation].compactMap { $0 }.joined(separator: " ")) }
        if let traits { parts.append(traits.split(whereSeparator: { $0 == "," || $0 == " " }).joined(separator: " ")) }
        if let size { parts.append(size) }
        if rightToLeft { parts.append("rtl") }
        if runtime { parts.append("runtime") }
        return parts.isEmpty ? "own" : parts.joined(separator: ", ")
    }

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    public func resolve(for document: SceneDocument) throws -> TraitCollection {
        var traits = DeviceTable.documentTraits(document.header)
        if document.header.platform == .macOS && (device != nil || orientation != nil || self.traits != nil) {
            // The device table and size classes are iOS's: on a Mac only the size changes.
            throw Problem(description: "macOS documents have no device, orientation or size classes; use --size WIDTHxHEIGHT")
        }
        if device != nil || orientation != nil {
            let id = device ?? document.header.device?.id ?? "retina4_7"
            guard let profile = DeviceTable.device(id) else {
                let known = DeviceTable.devices.map(\.id).joined(separator: ", ")
                throw Problem(description: "unknown device '\(id)'; known devices: \(known)")
            }
            let orientation = self.orientation ?? (device == nil ? document.header.device?.orientation : nil) ?? "portrait"
            guard orientation == "portrait" || orientation == "landscape" else {
                throw Problem(description: "orientation must be portrait or landscape, not '\(orientation)'")
            }
            let own = document.header.device
            // Naming the document's own device and orientation is its own configuration,
            // with the same answer as naming nothing.
            if own?.id != id || own?.orientation != orientation {
                traits = DeviceTable.traits(device: profile, orientation: orientation, toolsVersion: document.header.toolsVersionNumber)
            }
        }
        if let size {
            let parts = size.lowercased().split(separator: "x").map(String.init)
            guard parts.count == 2, let width = DocumentNumber.parse(parts[0]), let height = DocumentNumber.parse(parts[1]),
                  width > 0, height > 0 else {
                throw Problem(description: "size must be WIDTHxHEIGHT in points, such as 375x667, not '\(size)'")
            }
            traits.size = Size(width: width, height: height)
            traits.screenWidth = width   // the system margins follow the requested width
        }
        if let text = self.traits {
            for part in text.split(whereSeparator: { $0 == "," || $0 == " " }) {
                let token = part.lowercased()
                let value: SizeClass?
                switch token.dropFirst() {
                case "c", "compact": value = .compact
                case "r", "regular": value = .regular
                case "any", "a": value = nil
                default: throw Problem(description: "unknown size class '\(part)'; use wC, wR, wAny, hC, hR or hAny")
                }
                switch token.first {
                case "w": traits.widthClass = value
                case "h": traits.heightClass = value
                default: throw Problem(description: "unknown size class '\(part)'; use wC, wR, wAny, hC, hR or hAny")
                }
            }
        }
        if rightToLeft { traits.layoutDirection = .rightToLeft }
        if runtime { traits.includesPlaceholderConstraints = false }
        return traits
    }
}
