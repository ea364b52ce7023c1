/// The order in which a batch enters a tableau: required constraints first (they consume
/// the free variables), then optional ones from the highest priority down, each group in
/// the order it was added. Higher priorities thus claim free variables first, which
/// leaves little for the optimizer to do.
enum ConstraintOrdering {
    static func sorted(_ ids: [ConstraintID], _ constraints: ConstraintStore) -> [ConstraintID] {
        // Priorities looked up once, not in every comparison.
        ids.map { (id: $0, priority: constraints[$0]?.priority.value ?? 0) }
            .sorted { $0.priority != $1.priority ? $0.priority > $1.priority : $0.id < $1.id }
            .map(\.id)
    }
}

/// Evaluates a constraint at given variable values.
public enum ConstraintEvaluation {
    /// `expression` at the values.
    public static func value(of expression: LinearExpression, _ value: (Variable) -> Double) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// Whether the constraint holds within `tolerance`.
    public static func holds(_ constraint: LinearConstraint, tolerance: Double = 1e-6, value: (Variable) -> Double) -> Bool {
        let v = Self.value(of: constraint.expression, value)
        switch constraint.relation {
        case .equal: return abs(v) <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        case .lessThanOrEqual: return v <= tolerance
        }
    }
}
