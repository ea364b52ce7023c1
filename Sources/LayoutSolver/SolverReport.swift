/// Required constraints that cannot all hold. `members` is minimal: removing any one of
/// them makes the rest satisfiable. `broken` is the member the solver gave up (the last one
/// added, as UIKit does); the layout was solved without it.
public struct Conflict: Sendable, Equatable {
    public var members: [ConstraintID]
    public var broken: ConstraintID
    /// False when the solver's time budget ran out before the conflict could be explained,
    /// or `Solver.explainedConflictLimit` conflicts were explained before it: `members` is
    /// then only `broken`.
    public var isExplained: Bool

    public init(members: [ConstraintID], broken: ConstraintID, isExplained: Bool = true) {
        self.members = members
        self.broken = broken
        self.isExplained = isExplained
    }
}

/// What `Solver.solve()` found.
public struct SolveReport: Sendable {
    public var conflicts: [Conflict] = []
    /// Components whose optimization stopped at its pivot budget: their values satisfy the
    /// required constraints but may not be optimal for the optional ones. Never silent.
    public var unfinishedComponents = 0
    /// Whether `Solver.timeBudget` ran out (and left something unfinished or unexplained).
    public var reachedTimeBudget = false
    public var isSatisfied: Bool { conflicts.isEmpty }
    /// Conflicts reported without an explanation (past the time budget or the limit of
    /// explained conflicts).
    public var unexplainedConflicts: Int { conflicts.lazy.filter { !$0.isExplained }.count }
    public var isComplete: Bool { unfinishedComponents == 0 && unexplainedConflicts == 0 }
}

/// Whether a variable is uniquely determined at the optimum.
public enum Ambiguity: Sendable, Equatable {
    case determined
    /// Two different values that are both optimal: a witness.
    case ambiguous(Double, Double)

    public var isAmbiguous: Bool {
        if case .ambiguous = self { return true }
        return false
    }
}

/// A suggestion that could not be honoured (an edit variable that was never declared).
public struct SolverError: Error, Sendable, CustomStringConvertible {
    public var description: String
}
