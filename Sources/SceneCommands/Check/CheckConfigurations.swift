#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLayout
import SceneModel

/// The trait collections `check` lays each document out in: the document's own (the
/// default, and the only one where views can be misplaced), one given on the command
/// line, each of a list of devices, or each size class.
public struct CheckConfiguration: Sendable {
    /// How reports name it: "own", "retina4_7 portrait", "wC hR".
    public var label: String
    /// nil: the document's own configuration.
    public var options: TraitOptions?

    public static let own = CheckConfiguration(label: "own", options: nil)

    public init(label: String, options: TraitOptions?) {
        self.label = label
        self.options = options
    }

    /// `--devices retina4_7,ipad9_7:landscape,"iPhone 15"`: each device (by id or name),
    /// portrait unless `:landscape`.
    public static func devices(_ list: String) throws -> [CheckConfiguration] {
        var result: [CheckConfiguration] = []
        for entry in list.split(separator: ",").map({ $0.trimmingSpacesAndTabs() }) where !entry.isEmpty {
            let parts = entry.split(separator: ":").map(String.init)
            let orientation = parts.count > 1 ? parts[1] : "portrait"
            guard parts.count <= 2 else {
                throw TraitOptions.Problem(description: "'\(entry)' is not DEVICE or DEVICE:ORIENTATION")
            }
            let device = try DeviceTable.named(parts[0])
            guard TraitOptions.orientations.contains(orientation) else {
                throw TraitOptions.Problem(description: "orientation must be portrait or landscape, not '\(orientation)' in '\(entry)'")
            }
            result.append(CheckConfiguration(label: "\(device.id) \(orientation)",
                                             options: TraitOptions(device: device.id, orientation: orientation)))
        }
        guard !result.isEmpty else { throw TraitOptions.Problem(description: "--devices needs at least one device id or name") }
        return result
    }

    /// `--all-size-classes`: the four combinations of compact and regular, on the
    /// document's own device.
    public static let allSizeClasses: [CheckConfiguration] = ["wC,hC", "wC,hR", "wR,hC", "wR,hR"].map {
        CheckConfiguration(label: $0.replacingScalars(of: ",", with: " "), options: TraitOptions(traits: $0))
    }

    /// Whether this configuration can apply to the document: macOS documents have no
    /// devices or size classes, only their own configuration or a size.
    func applies(to document: SceneDocument) -> Bool {
        guard document.header.platform == .macOS, let options else { return true }
        return options.device == nil && options.traits == nil && options.orientation == nil
    }
}
