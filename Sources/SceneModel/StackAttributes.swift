/// The attributes of a `UIStackView`/`NSStackView` that shape its arranged subviews,
/// with the defaults of omitted fields.
public struct StackAttributes: Equatable, Sendable {
    public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }

    /// `UIStackView.Distribution` / `NSStackView.Distribution` as written (macOS also
    /// `gravityAreas`, the distribution of stacks that arrange views in gravity areas).
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering, gravityAreas

        /// The distributions that stretch views to fill the axis.
        public var fills: Bool { self == .fill || self == .fillEqually || self == .fillProportionally }
    }

    /// `UIStackView.Alignment` / `NSLayoutConstraint.Attribute` names an NSStackView's
    /// alignment is written with.
    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, top, left, center, centerX, centerY, trailing, bottom, right
        case firstBaseline, lastBaseline, baseline, width, height

        /// Where an arranged view sits across the axis.
        public enum Placement: Sendable, Equatable {
            /// Stretched from edge to edge (`fill`; NSStackView's `width`/`height`).
            case fill
            /// Held to the leading (or top) edge.
            case start
            /// Held to the trailing (or bottom) edge.
            case end
            /// Aligned on the first view's first or last baseline.
            case baseline(first: Bool)
            case center
        }

        public var placement: Placement {
            switch self {
            case .fill, .width, .height: return .fill
            case .leading, .top, .left: return .start
            case .trailing, .bottom, .right: return .end
            case .firstBaseline: return .baseline(first: true)
            case .lastBaseline, .baseline: return .baseline(first: false)
            case .center, .centerX, .centerY: return .center
            }
        }
    }

    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
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
    /// NSStackView's gravity areas (`<beginningViews>`, `<middleViews>`, `<endViews>`): the
    /// ids of the views in each, in order; empty when the stack arranges its `<subviews>`.
    public var gravityAreas: [[String]] = []
    /// Spacing after specific arranged subviews, from `<customSpacing>` (macOS) when finite.
    public var customSpacing: [Double?]
    public var isMacOS: Bool
}
