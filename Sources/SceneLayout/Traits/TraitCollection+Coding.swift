import SceneModel

/// JSON form of a trait collection: the synthesized one, except `toolsVersion`, which is a
/// string as in the document (`"21701"`, `"32700.99"`), never a number to do sums with.
extension TraitCollection {
    enum CodingKeys: String, CodingKey {
        case widthClass, heightClass, size, safeAreaInsets, statusBarHeight, layoutDirection, scale, screenWidth,
             toolsVersion, deviceID, orientation, idiom, includesPlaceholderConstraints
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(widthClass, forKey: .widthClass)
        try container.encodeIfPresent(heightClass, forKey: .heightClass)
        try container.encodeIfPresent(size, forKey: .size)
        try container.encode(safeAreaInsets, forKey: .safeAreaInsets)
        try container.encode(statusBarHeight, forKey: .statusBarHeight)
        try container.encode(layoutDirection, forKey: .layoutDirection)
        try container.encode(scale, forKey: .scale)
        try container.encodeIfPresent(screenWidth, forKey: .screenWidth)
        try container.encodeIfPresent(toolsVersion.map(SceneDocument.format), forKey: .toolsVersion)
        try container.encodeIfPresent(deviceID, forKey: .deviceID)
        try container.encode(orientation, forKey: .orientation)
        try container.encode(idiom, forKey: .idiom)
        try container.encode(includesPlaceholderConstraints, forKey: .includesPlaceholderConstraints)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(widthClass: try container.decodeIfPresent(SizeClass.self, forKey: .widthClass),
                  heightClass: try container.decodeIfPresent(SizeClass.self, forKey: .heightClass),
                  size: try container.decodeIfPresent(Size.self, forKey: .size),
                  safeAreaInsets: try container.decode(EdgeInsets.self, forKey: .safeAreaInsets),
                  statusBarHeight: try container.decode(Double.self, forKey: .statusBarHeight),
                  layoutDirection: try container.decode(LayoutDirection.self, forKey: .layoutDirection),
                  scale: try container.decode(Double.self, forKey: .scale),
                  deviceID: try container.decodeIfPresent(String.self, forKey: .deviceID),
                  orientation: try container.decode(String.self, forKey: .orientation),
                  idiom: try container.decode(String.self, forKey: .idiom),
                  includesPlaceholderConstraints: try container.decode(Bool.self, forKey: .includesPlaceholderConstraints))
        screenWidth = try container.decodeIfPresent(Double.self, forKey: .screenWidth)
        toolsVersion = try container.decodeIfPresent(String.self, forKey: .toolsVersion).flatMap(Double.init)
    }
}
