/// Components' solutions as their rebuilds found them, so that a later solver over the same
/// variables can take a component's solution instead of solving it again when the
/// component's constraints are exactly the same (same ids, same order, same terms,
/// constants, relations and priorities).
///
/// Why: the layout engine solves a root view up to three times, once per layout pass, and
/// a pass differs from the one before only where geometry-dependent insets moved (safe
/// areas and margins of the views that overlap the unsafe area); every other component is
/// rebuilt to the same tableau. A rebuild is a deterministic function of its constraints,
/// so reusing its result cannot change any value, ambiguity or report.
///
/// Only clean solutions are kept: optimal, without conflicts (whose explanation depends on
/// the solve's budget of explanations) and without edit variables.
/// Stored properties without runtime exclusivity checks: see `Solver`.
final class SolutionArchive {
    enum Outcome {
        /// The direct path's point and the lowest priority that fixed it.
        case direct(values: [(variable: Int, value: Double)], lowestPriority: Double)
        /// The optimal tableau (a value: later changes to the solver's copy do not reach it).
        case tableau(Tableau)
    }

    struct Entry {
        var ids: [ConstraintID]
        var constraints: [LinearConstraint]
        var outcome: Outcome
    }

    /// By the first id of the component's ordered constraints (each constraint belongs to
    /// one component, so the latest rebuild that starts with it is the one to compare).
    @exclusivity(unchecked) private var entries: [ConstraintID: Entry] = [:]

    func record(_ ids: [ConstraintID], _ store: ConstraintStore, outcome: Outcome) {
        guard let first = ids.first else { return }
        entries[first] = Entry(ids: ids, constraints: ids.compactMap { store[$0] }, outcome: outcome)
    }

    /// The outcome recorded for exactly these constraints, or nil.
    func outcome(for ids: [ConstraintID], _ store: ConstraintStore) -> Outcome? {
        guard let first = ids.first, let entry = entries[first], entry.ids == ids,
              entry.constraints.count == ids.count else { return nil }
        for (id, old) in zip(ids, entry.constraints) {
            guard let new = store[id], Self.same(new, old) else { return nil }
        }
        return entry.outcome
    }

    /// The same equation to the bit (labels do not enter a solve).
    private static func same(_ a: LinearConstraint, _ b: LinearConstraint) -> Bool {
        a.relation == b.relation && a.priority == b.priority
            && a.expression.constant.bitPattern == b.expression.constant.bitPattern
            && a.expression.terms.count == b.expression.terms.count
            && zip(a.expression.terms, b.expression.terms).allSatisfy {
                $0.variable == $1.variable && $0.coefficient.bitPattern == $1.coefficient.bitPattern
            }
    }
}
