import SceneModel

public enum LayoutDirection: String, Sendable, Codable { case leftToRight, rightToLeft }

/// The environment a scene is laid out in: size classes, the root size, safe-area
/// insets, layout direction, and the device they came from.
public struct TraitCollection: Sendable, Equatable, Codable {
    /// Nil means "any" (the Any/Any canvas of Xcode 6 and 7 documents).
    public var widthClass: SizeClass?
    public var heightClass: SizeClass?
    /// The root view's size; nil keeps each root view's stored size.
    public var size: Size?
    /// Safe-area insets of a full-screen root view.
    public var safeAreaInsets: EdgeInsets
    /// Status bar height as the legacy top layout guide sees it.
    public var statusBarHeight: Double
    public var layoutDirection: LayoutDirection
    /// Points per pixel row: positions are rounded to 1/scale.
    public var scale: Double
    /// The width of the screen, from which the system side margins of root views and table
    /// cells follow (`DeviceTable.systemSideMargin`); nil: the root view's own width.
    public var screenWidth: Double?
    /// The `toolsVersion` of the Xcode whose defaults apply (margins changed over time).
    public var toolsVersion: Double?
    public var deviceID: String?
    public var orientation: String
    /// `phone`, `pad`, `mac`: matched against `userInterfaceIdiom` variations.
    public var idiom: String
    /// Include design-time placeholder constraints (Interface Builder does; a build removes them).
    public var includesPlaceholderConstraints: Bool

    public init(widthClass: SizeClass? = nil, heightClass: SizeClass? = nil, size: Size? = nil,
                safeAreaInsets: EdgeInsets = .zero, statusBarHeight: Double = 20,
                layoutDirection: LayoutDirection = .leftToRight, scale: Double = 2,
                deviceID: String? = nil, orientation: String = "portrait",
                idiom: String = "phone", includesPlaceholderConstraints: Bool = true) {
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.layoutDirection = layoutDirection
        self.scale = scale
        self.deviceID = deviceID
        self.orientation = orientation
        self.idiom = idiom
        self.includesPlaceholderConstraints = includesPlaceholderConstraints
    }

    /// Whether a variation's condition applies here. `default` always applies (it is the
    /// base configuration); a named class needs that class; an unspecified trait ("any")
    /// matches only conditions that do not name it.
    public func matches(_ condition: TraitCondition) -> Bool {
        if condition.isDefault { return true }
        if let width = condition.widthClass, width != widthClass { return false }
        if let height = condition.heightClass, height != heightClass { return false }
        if let idiom = condition.idiom, idiom != self.idiom { return false }
        return true
    }

    /// `wC hR`, `wAny hAny`.
    public var sizeClassDescription: String {
        func name(_ c: SizeClass?) -> String { c == nil ? "Any" : (c == .compact ? "C" : "R") }
        return "w\(name(widthClass)) h\(name(heightClass))"
    }
}
