/// The attributes of a `UIStackView`/`NSStackView` that shape its arranged subviews,
/// with the defaults of omitted fields.
public struct StackAttributes: Equatable, Sendable {
    public enum Axis: String, Sendable { case horizontal, vertical }

    public var axis: Axis
    /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`
    /// (macOS also `gravityAreas`).
    public var distribution: String
    /// `fill`, `leading`, `top`, `center`, `centerX`, `centerY`, `trailing`, `bottom`,
    /// `firstBaseline`, `lastBaseline`.
    public var alignment: String
    public var spacing: Double
    /// `spacingType="standard"`: the system spacing (8).
    public var usesStandardSpacing: Bool
    public var isBaselineRelativeArrangement: Bool
    public var isLayoutMarginsRelativeArrangement: Bool
    /// macOS: hidden views also leave the view hierarchy (they leave the arrangement either
    /// way, see `StackLayout`).
    public var detachesHiddenViews: Bool
    /// macOS `<edgeInsets key="edgeInsets">`.
    public var edgeInsets: EdgeInsets?
    /// Spacing after specific arranged subviews, from `<customSpacing>` (macOS) when finite.
    public var customSpacing: [Double?]
    public var isMacOS: Bool
}
