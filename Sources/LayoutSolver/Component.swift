/// The constraints of one connected part of the constraint graph and their tableau.
/// Unrelated parts of a layout (the two axes, separate subtrees) never share a tableau.
/// Stored properties without runtime exclusivity checks: see `Solver`.
final class Component {
    /// Every constraint of the component, in no particular order. Removed constraints stay
    /// until the next rebuild drops them (the store no longer has them), so removal is O(1).
    @exclusivity(unchecked) var constraintIDs: [ConstraintID] = []
    @exclusivity(unchecked) var tableau: Tableau?
    /// Set when the last solve took the direct path (no tableau): the lowest priority among
    /// the equalities that fixed every variable. Any change rebuilds.
    @exclusivity(unchecked) var directlySolvedDownTo: Double?
    /// Added since the tableau was built; applied on the next solve.
    @exclusivity(unchecked) var pendingAdditions: [ConstraintID] = []
    @exclusivity(unchecked) var pendingRemovals: [ConstraintID] = []
    /// Restricted rows made negative by constant changes, for the dual simplex.
    @exclusivity(unchecked) var infeasibleRows: Set<Int> = []
    /// Constants changed since the last solve, so values must be republished.
    @exclusivity(unchecked) var constantsChanged = false
    /// Required constraints left out because they conflict.
    @exclusivity(unchecked) var conflicts: [Conflict] = []
    @exclusivity(unchecked) var needsRebuild = true
    /// False when the last optimization ran out of its pivot budget.
    @exclusivity(unchecked) var isOptimal = true
    /// Free directions of the optimum, computed on first use after a solve.
    @exclusivity(unchecked) var directions: [Int: Double]?
    @exclusivity(unchecked) var directionsThreshold: Double = 0
    /// Set when the last rebuild took an earlier solver's solution (`SolutionArchive`);
    /// cleared by any other rebuild or update.
    @exclusivity(unchecked) var tookEarlierSolution = false

    var isDirty: Bool {
        needsRebuild || constantsChanged || !pendingAdditions.isEmpty || !pendingRemovals.isEmpty || !infeasibleRows.isEmpty
    }
}
