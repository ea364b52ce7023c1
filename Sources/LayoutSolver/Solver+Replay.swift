/// A later layout pass over the same views in place of a fresh solver.
///
/// The layout engine solves a root view up to three times, once per pass; a pass differs
/// from the one before only in the constants of the equations that read geometry-dependent
/// insets (safe areas, inherited margins) or text heights measured at solved widths. A
/// fresh solver for each pass re-made every variable, re-stored every constraint and
/// re-joined the constraint graph, then threw the previous solver away. Instead the
/// previous solver keeps its state at the end of its build (`keepBuiltState`), and the
/// next pass's build is replayed against it (`beginReplay` … `finishReplay`): each variable
/// made takes the next kept index, each constraint added takes the next kept id and must
/// have the kept constraint's shape (same variables and coefficients, relation and
/// priority); its constant and label are taken as the new build gives them. The graph and
/// its components are put back as the build left them (the open-variable pass's stays,
/// added after, go, and with them the components they joined), and every component is
/// rebuilt on the next solve, taking the previous pass's solution where its equations are
/// unchanged (`SolutionArchive`), exactly as a fresh solver would.
///
/// Nothing is assumed about which equations a pass can change: every equation is built
/// again and compared, so a rule that reads a moving input needs no bookkeeping. A build
/// that differs in anything but constants and labels (another constraint, variable or pin)
/// makes `finishReplay` answer false; the solver is then unusable and the caller solves
/// with a fresh one.
struct BuiltState {
    var graph: ConstraintGraph
    var componentIDs: [[ConstraintID]?]
    var constraintCount: Int
    var variableCount: Int
    var constantConstraints: Set<ConstraintID>
}

struct ReplayState {
    var constraintCount: Int
    var nextVariable = 0
    var failed = false
    /// The archive of the pass being replayed, when it kept one (`keepsSolutionsForReuse`
    /// as that pass set it).
    var earlierArchive: SolutionArchive?
}

extension Solver {
    /// Keeps the constraints, variables and graph as they stand (call right after a build,
    /// before anything else is added) for a later `beginReplay`.
    public func keepBuiltState() {
        built = BuiltState(graph: graph, componentIDs: graph.componentConstraintIDs, constraintCount: nextConstraint,
                           variableCount: names.count, constantConstraints: constantConstraints)
    }

    /// Starts replaying the kept build: the next variables and constraints made must be the
    /// kept ones, in order. False when nothing was kept or the solver cannot be replayed
    /// (edit variables); the solver is then untouched.
    public func beginReplay() -> Bool {
        guard let built, edits.isEmpty, editConstraints.isEmpty, names.count == built.variableCount else { return false }
        for index in built.constraintCount..<max(nextConstraint, built.constraintCount) {
            _ = constraints.removeValue(forKey: ConstraintID(index: index))
        }
        nextConstraint = 0
        constantConstraints = built.constantConstraints
        graph = built.graph
        graph.replaceComponents(with: built.componentIDs)
        for index in values.indices { values[index] = graph.pinned[index] ?? 0 }
        replay = ReplayState(constraintCount: built.constraintCount, earlierArchive: keepsSolutionsForReuse ? archive : nil)
        self.built = nil
        return true
    }

    /// Ends the replay: true when the build made exactly the kept variables and constraints
    /// (constants and labels aside). Then the solver stands as a fresh one would after the
    /// same build, told to reuse the replayed pass's solutions. False: discard the solver.
    public func finishReplay() -> Bool {
        guard let state = replay else { return false }
        replay = nil
        guard !state.failed, state.nextVariable == names.count, nextConstraint == state.constraintCount else { return false }
        directSolveCount = 0
        reusedSolutionCount = 0
        replayedBuildCount += 1
        earlierSolutions = state.earlierArchive
        archive = SolutionArchive()
        return true
    }

    /// The kept variable a replayed build makes next; nil past the kept ones (a build that
    /// makes more fails).
    func replayedVariable(_ name: String) -> Variable? {
        guard let index = replay?.nextVariable else { return nil }
        replay?.nextVariable += 1
        guard index < names.count else {
            replay?.failed = true
            return nil
        }
        names[index] = name
        return Variable(index: index)
    }

    /// A replayed pin: the kept build pinned the variable to the same value. False when it
    /// did not pin it (the pin was an equality then, which `add` replays).
    func replayPin(_ variable: Variable, to value: Double) -> Bool {
        guard let kept = graph.pinned[variable.index] else { return false }
        if kept.bitPattern != value.bitPattern { replay?.failed = true }
        return true
    }

    /// A replayed constraint: same shape as the kept one with this id; stored as given.
    func replayAdd(_ constraint: LinearConstraint, id: ConstraintID) {
        guard let kept = constraints[id], Self.sameShape(kept, constraint) else {
            replay?.failed = true
            return
        }
        constraints[id] = constraint
    }

    /// Same variables, coefficients (to the bit), relation and priority.
    static func sameShape(_ a: LinearConstraint, _ b: LinearConstraint) -> Bool {
        a.relation == b.relation && a.priority == b.priority
            && a.expression.terms.count == b.expression.terms.count
            && zip(a.expression.terms, b.expression.terms).allSatisfy {
                $0.variable == $1.variable && $0.coefficient.bitPattern == $1.coefficient.bitPattern
            }
    }
}
