import SceneModel

/// Where a view's solved width or height came from when the constraints did not decide
/// it themselves: the view sits at its intrinsic size (measured text, an image, a control's
/// fixed size, a placeholder, or the stored frame as a last resort), or it is placed by its
/// frame and autoresizing mask. `resolve`'s JSON reports it for each view where it applies,
/// so a reader knows which sizes were borrowed rather than derived.
public struct SizeProvenance: Equatable, Sendable, Codable {
    public enum Source: String, Equatable, Sendable, Codable {
        /// The frame Xcode stored, taken as the measurement of the view's content.
        case storedFrame
        /// Text measured with the fitted font metrics.
        case measuredText
        /// The size of the image in the document's resources.
        case imageResource
        /// A size UIKit or AppKit fixes for the control.
        case fixedControl
        /// The placeholder intrinsic size written in the document.
        case placeholder
        /// The intrinsic size Xcode saved for an `@IBDesignable` view (`<designables>`).
        case designable
        /// Placed by its frame and autoresizing mask (the stored size, stretched with the
        /// superview where the mask says so).
        case autoresizing

        init(_ intrinsic: IntrinsicSizeSource) {
            switch intrinsic {
            case .storedFrame: self = .storedFrame
            case .measuredText: self = .measuredText
            case .imageResource: self = .imageResource
            case .fixedControl: self = .fixedControl
            case .placeholder: self = .placeholder
            case .designable: self = .designable
            }
        }
    }

    public var width: Source?
    public var height: Source?

    public init(width: Source? = nil, height: Source? = nil) {
        self.width = width
        self.height = height
    }

    /// How close a solved length must be to the intrinsic one to have come from it.
    static let tolerance = 0.5

    /// A constraint-placed view's provenance: each axis whose solved length (alignment
    /// rectangle) is its intrinsic length; nil when neither is.
    static func intrinsic(_ size: IntrinsicSize?, solvedWidth: Double, solvedHeight: Double) -> SizeProvenance? {
        guard let size else { return nil }
        var result = SizeProvenance()
        if let width = size.width, let source = size.widthSource, abs(width - solvedWidth) <= tolerance { result.width = Source(source) }
        if let height = size.height, let source = size.heightSource, abs(height - solvedHeight) <= tolerance { result.height = Source(source) }
        return result.width == nil && result.height == nil ? nil : result
    }
}
