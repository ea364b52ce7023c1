import SceneLayout
import SceneModel

/// The configurations `render` and `diff` lay a document out in, chosen as `check`'s are:
/// one set of trait options, a list of devices, or every size class.
extension CheckConfiguration {
    /// nil trait options, no devices and no size classes: the document's own configuration.
    public static func chosen(traitOptions: TraitOptions?, devices: String?, allSizeClasses: Bool) throws -> [CheckConfiguration] {
        if let devices { return try Self.devices(devices) }
        if allSizeClasses { return Self.allSizeClasses }
        if let traitOptions { return [CheckConfiguration(label: traitOptions.label, options: traitOptions)] }
        return [.own]
    }

    /// "wC hR, retina4_7 portrait" for the configuration named "wC hR";
    /// "own: wC hR, retina4_7 portrait" where the name says something the traits do not.
    static func title(_ name: String, traits: String) -> String {
        traits.hasPrefix(name) ? traits : "\(name): \(traits)"
    }

    /// The trait collection for `document`; a macOS document refuses devices and size classes.
    func traits(for document: SceneDocument) throws -> TraitCollection {
        guard let options else { return DeviceTable.documentTraits(document.header) }
        return try options.resolve(for: document)
    }
}

extension TraitCollection {
    /// "wC hR, retina4_7 portrait, 375×667, right-to-left": what a picture or a diff was laid out in.
    var label: String {
        var parts = [sizeClassDescription]
        if let deviceID { parts.append("\(deviceID) \(orientation)") }
        if let size { parts.append("\(SceneDocument.format(size.width))×\(SceneDocument.format(size.height))") }
        if layoutDirection == .rightToLeft { parts.append("right-to-left") }
        if !includesPlaceholderConstraints { parts.append("runtime") }
        return parts.joined(separator: ", ")
    }
}
