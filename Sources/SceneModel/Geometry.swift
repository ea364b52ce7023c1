/// A rectangle as a scene document stores it: origin and size in points, in the
/// superview's coordinates (macOS documents measure y from the bottom).
public struct Rect: Equatable, Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}

public struct Size: Equatable, Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Insets by side. `leading`/`trailing` are used for directional insets, `left`/`right`
/// for absolute ones; `isDirectional` says which the document wrote.
public struct EdgeInsets: Equatable, Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    /// True for `directionalEdgeInsets`, where `left` means leading and `right` trailing.
    public var isDirectional: Bool

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0, isDirectional: Bool = false) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.isDirectional = isDirectional
    }

    public static let zero = EdgeInsets()
}
