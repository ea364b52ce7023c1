/// Which optional constraints the last solution leaves unsatisfied.
extension Solver {
    /// Whether the last solution leaves an optional constraint above `priority`
    /// unsatisfied (by more than `tolerance`) in the component of `variable`; a pinned
    /// variable or one in no constraint has none. Asks the layout whether holding a
    /// variable at a lower priority could change the solution: only a constraint it now
    /// wins over can move it.
    public func leavesUnsatisfied(above priority: Priority, reaching variable: Variable, tolerance: Double = 1e-6) -> Bool {
        guard let component = graph.component(of: variable.index) else { return false }
        return component.constraintIDs.contains { id in
            guard let constraint = constraints[id], !constraint.priority.isRequired, constraint.priority > priority else { return false }
            let expression = constraint.expression
            let value = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * values[$1.variable.index] }
            switch constraint.relation {
            case .equal: return abs(value) > tolerance
            case .lessThanOrEqual: return value > tolerance
            case .greaterThanOrEqual: return value < -tolerance
            }
        }
    }
}

extension Solver {
    /// The constraints that name `variable` (after pinned variables were replaced by their
    /// values), in the order its component holds them; none for a pinned variable or one no
    /// constraint names. For reports that evaluate a layout's equations at other values
    /// (`SceneLayoutEngine.storedFrameVerdicts`).
    public func constraintIDs(naming variable: Variable) -> [ConstraintID] {
        guard let component = graph.component(of: variable.index) else { return [] }
        return component.constraintIDs.filter { id in
            constraints[id]?.expression.terms.contains { $0.variable == variable } == true
        }
    }
}
