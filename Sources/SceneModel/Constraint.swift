import SceneXML

/// How the two sides of a constraint relate.
public enum ConstraintRelation: String, Sendable, Codable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    public var symbol: String {
        switch self {
        case .equal: return "="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A `<constraint>`: `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`
/// at `priority`, with the defaults of omitted fields filled in.
public struct Constraint {
    public var id: String
    /// The first item's id; the owning view when the document omits `firstItem`.
    public var firstItem: String
    public var firstItemIsImplicit: Bool
    public var firstAttribute: LayoutAttribute
    public var relation: ConstraintRelation
    /// Nil for a constant constraint (`secondAttribute` is then `.notAnAttribute`).
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    /// The multiplier as written (`16:9`), nil when omitted.
    public var multiplierText: String?
    public var constant: Double
    /// 1…1000; 1000 (required) when omitted.
    public var priority: Double
    /// Design-time only: Interface Builder uses it, a build removes it.
    public var isPlaceholder: Bool
    /// `installed="NO"` switches the constraint off in the base configuration.
    public var isInstalled: Bool
    public var identifier: String?
    /// `symbolic="YES"`: standard spacing chosen in Interface Builder.
    public var isSymbolic: Bool
    /// The id of the view whose `<constraints>` holds this constraint.
    public var ownerID: String
    public var variations: [Variation]
    public var element: SceneXMLElement
    public var line: Int { element.line }
    public var column: Int { element.column }

    public var isRequired: Bool { priority >= 1000 }
}
