/// `expression (== | <= | >=) 0`.
public enum Relation: String, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A constraint as the caller gave it.
public struct LinearConstraint: Sendable, CustomStringConvertible {
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority
    /// Free text for reports (the layout layer puts the constraint's id and description here).
    public var label: String

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required, label: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    public var description: String {
        "\(label.isEmpty ? "" : label + ": ")\(expression) \(relation.rawValue) 0 @\(priority)"
    }
}

/// A handle to a constraint added to a `Solver`.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let index: Int
    init(index: Int) { self.index = index }
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }
    public var description: String { "c\(index)" }
}
