/// An `NSLayoutConstraint.Attribute` as Interface Builder spells it in `firstAttribute`
/// and `secondAttribute`.
public enum LayoutAttribute: String, Sendable, Codable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// Written `baseline` by Interface Builder; `lastBaseline` is accepted too.
    case lastBaseline = "baseline"
    case firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// Parses the document spelling, accepting `lastBaseline` as a synonym of `baseline`.
    public init?(documentName: String) {
        if documentName == "lastBaseline" { self = .lastBaseline; return }
        self.init(rawValue: documentName)
    }

    public enum Axis: String, Sendable, Codable { case horizontal, vertical }

    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// Width and height are sizes; everything else but `notAnAttribute` is a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Leading, trailing and their margins follow the layout direction.
    public var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Left, right and their margins never flip.
    public var isAbsoluteHorizontal: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    /// True for the attributes measured against the item's layout margins.
    public var isMargin: Bool {
        [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
         .centerXWithinMargins, .centerYWithinMargins].contains(self)
    }

    /// The name Interface Builder's outline shows (`lastBaseline` for `baseline`).
    public var displayName: String { self == .lastBaseline ? "lastBaseline" : rawValue }
}
