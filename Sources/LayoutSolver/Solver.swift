/// A constraint solver for layouts: an incremental simplex in the Cassowary family with
/// strict (lexicographic) priorities, independent components, conflict and ambiguity
/// reports.
///
/// Add constraints (in any number), call `solve()`, read `value(of:)`. Later additions,
/// removals and suggested values re-solve from the last solution.
///
/// Its stored properties, like those of `Component`, `LocalNumbering`, `SolutionArchive`
/// and the layout's `LayoutBuilder`, `LayoutItem` and `FrameExtractor`, are
/// `@exclusivity(unchecked)` (SE-0176's per-variable opt-out): Swift otherwise checks every
/// access to a class's stored property at run time (`swift_beginAccess`, about 80
/// instructions), which was 7 % of `resolve` on the 1,000-view documents. A solver is used
/// from one thread and no method of it overlaps two accesses to one property; the checks
/// stay on everywhere else (`Documents/PERFORMANCE.md`, session 15, perf18).
public final class Solver {
    @exclusivity(unchecked) var names: [String] = []
    /// Every variable's value in the last solution, refreshed per component on solve.
    @exclusivity(unchecked) var values: [Double] = []
    @exclusivity(unchecked) var graph = ConstraintGraph()
    @exclusivity(unchecked) var constraints = ConstraintStore()
    @exclusivity(unchecked) var nextConstraint = 0
    /// Constraints with no variables (`0 == 5`): satisfied or not on their own.
    @exclusivity(unchecked) var constantConstraints: Set<ConstraintID> = []
    @exclusivity(unchecked) var edits: [Int: ConstraintID] = [:]
    /// The constraints behind `edits`: these keep a marker column for cheap constant changes.
    @exclusivity(unchecked) var editConstraints: Set<ConstraintID> = []
    /// Explains the conflicts met while one component is brought up to date (its shadow
    /// tableau serves them all); dropped when the update ends.
    @exclusivity(unchecked) private var conflictFinder: ConflictFinder?
    /// Scratch for the direct path's variable numbering, reused across components.
    private let numbering = LocalNumbering()
    /// Tests switch the direct path off to compare it with the simplex.
    @exclusivity(unchecked) var allowsDirectSolve = true
    /// Pivots one optimization may take, per symbol of its tableau (tests lower it).
    @exclusivity(unchecked) var pivotsPerSymbol = 100
    /// Seconds one `solve()` may spend optimizing and explaining conflicts, nil for no
    /// limit. Past it, optimizations stop where they are (their values still satisfy the
    /// required constraints) and further conflicts are reported without an explanation;
    /// `SolveReport` says so. A bound for unattended runs, far above any real layout.
    @exclusivity(unchecked) public var timeBudget: Double?
    /// When the current `solve()` must stop, from `timeBudget`.
    @exclusivity(unchecked) private var deadline: ContinuousClock.Instant?
    /// Conflicts one `solve()` explains; later ones are broken with `isExplained` false. A
    /// list of hundreds of explanations helps no one, and each costs a tableau search; the
    /// corpus's worst document has 15.
    @exclusivity(unchecked) public var explainedConflictLimit = 200
    @exclusivity(unchecked) private var explainedConflicts = 0
    /// How many component solves took the direct path (for tests).
    @exclusivity(unchecked) var directSolveCount = 0
    /// How many component rebuilds took an earlier solver's solution (for tests and
    /// benchmarks).
    @exclusivity(unchecked) public internal(set) var reusedSolutionCount = 0
    /// How many later builds replayed this solver's kept build (`Solver+Replay`; for tests).
    @exclusivity(unchecked) public internal(set) var replayedBuildCount = 0
    /// This solver's clean component solutions, kept when `keepsSolutionsForReuse`.
    @exclusivity(unchecked) var archive = SolutionArchive()
    /// Keep each clean component solution, for a later solver's `reuseSolutions(from:)`.
    @exclusivity(unchecked) public var keepsSolutionsForReuse = false
    /// An earlier solver's archive, consulted before each rebuild.
    @exclusivity(unchecked) var earlierSolutions: SolutionArchive?
    /// The constraints and components as the last build left them (`Solver+Replay`).
    @exclusivity(unchecked) var built: BuiltState?
    /// Set while a later pass's build replays the kept one (`Solver+Replay`).
    @exclusivity(unchecked) var replay: ReplayState?

    public init() {}

    /// In the next `solve()`, components whose constraints are exactly those of a
    /// component `previous` solved (same ids, order and equations: a solver built the same
    /// way over the same variables, as the next layout pass is) take its solution instead
    /// of being solved again. `previous` must have kept its solutions
    /// (`keepsSolutionsForReuse`).
    public func reuseSolutions(from previous: Solver) {
        guard previous.keepsSolutionsForReuse, previous.allowsDirectSolve == allowsDirectSolve,
              previous.pivotsPerSymbol == pivotsPerSymbol else { return }
        earlierSolutions = previous.archive
    }

    // MARK: Variables

    public func makeVariable(_ name: String = "") -> Variable {
        if replay != nil, let variable = replayedVariable(name) { return variable }
        names.append(name)
        values.append(0)
        graph.addVariable()
        return Variable(index: names.count - 1)
    }

    public func name(of variable: Variable) -> String { names[variable.index] }

    public var variableCount: Int { names.count }

    private func root(_ index: Int) -> Int {
        graph.root(index)
    }

    // MARK: Constraints

    /// Fixes a variable at a value for good, as a layout fixes its root's frame. Constraints
    /// added afterwards read the value in its place, so views that hang only from the root
    /// form separate components instead of one through the root. A variable that some
    /// constraint already names gets a required equality instead.
    public func pin(_ variable: Variable, to value: Double, label: String = "") {
        if replay != nil, replayPin(variable, to: value) { return }
        if graph.named[variable.index] || graph.pinned[variable.index] != nil {
            add(LinearExpression(variable) - value, .equal, label: label)
            return
        }
        graph.pin(variable.index, to: value)
        values[variable.index] = value
    }

    @discardableResult
    public func add(_ constraint: LinearConstraint) -> ConstraintID {
        let id = ConstraintID(index: nextConstraint)
        nextConstraint += 1
        var constraint = constraint
        constraint.expression = graph.substitutingPinned(constraint.expression)
        if replay != nil {
            replayAdd(constraint, id: id)
            return id
        }
        constraints[id] = constraint
        guard !constraint.expression.terms.isEmpty else {
            constantConstraints.insert(id)
            return id
        }
        graph.connect(id, constraint.expression.terms)
        return id
    }

    @discardableResult
    public func add(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required, label: String = "") -> ConstraintID {
        add(LinearConstraint(expression, relation, priority: priority, label: label))
    }

    public func remove(_ id: ConstraintID) {
        guard let constraint = constraints.removeValue(forKey: id) else { return }
        if constantConstraints.remove(id) != nil { return }
        guard let first = constraint.expression.terms.first, let component = graph.component(of: first.variable.index) else { return }
        component.directions = nil
        if let index = component.pendingAdditions.firstIndex(of: id) {
            component.pendingAdditions.remove(at: index)
        } else {
            component.pendingRemovals.append(id)
        }
        for (variable, edit) in edits where edit == id { edits[variable] = nil }
        editConstraints.remove(id)
    }

    public func constraint(_ id: ConstraintID) -> LinearConstraint? { constraints[id] }

    // MARK: Edit variables

    /// Declares `variable` as one whose value the caller will suggest, at `priority`
    /// (required by default, as a layout's root size is).
    public func addEditVariable(_ variable: Variable, priority: Priority = .required, initialValue: Double = 0) {
        if let existing = edits[variable.index] { remove(existing) }
        let id = add(LinearExpression(variable) - initialValue, .equal, priority: priority, label: "edit \(variable)")
        edits[variable.index] = id
        editConstraints.insert(id)
    }

    /// Moves an edit variable; the next `solve()` re-solves from the last solution.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard let id = edits[variable.index], var constraint = constraints[id] else {
            throw SolverError(description: "\(variable) is not an edit variable")
        }
        let delta = -value - constraint.expression.constant
        constraint.expression.constant = -value
        constraints[id] = constraint
        guard let first = constraint.expression.terms.first, let component = graph.component(of: first.variable.index) else { return }
        component.directions = nil
        if component.directlySolvedDownTo != nil {
            component.needsRebuild = true
        } else if component.tableau != nil, !component.needsRebuild, component.tableau?.tags[id] != nil {
            if let infeasible = component.tableau?.changeConstant(of: id, by: delta) {
                component.infeasibleRows.formUnion(infeasible)
                component.constantsChanged = true
            } else {
                component.needsRebuild = true
            }
        } else if component.tableau != nil, !component.needsRebuild, !component.pendingAdditions.contains(id) {
            // A constraint left out as broken: the change may resolve the conflict.
            component.needsRebuild = true
        }
    }

    // MARK: Solving

    /// Brings every changed component to its optimum and reports the conflicts that remain.
    @discardableResult
    public func solve() -> SolveReport {
        deadline = timeBudget.map { ContinuousClock.now.advanced(by: .milliseconds(Int64(($0 * 1000).rounded(.up)))) }
        explainedConflicts = 0
        defer { deadline = nil }
        for case let component? in graph.components where component.isDirty {
            update(component)
            conflictFinder = nil
        }
        // The earlier solver's solutions serve the first solve only (the rebuilds of the
        // same constraints); they are not held for the solver's lifetime.
        earlierSolutions = nil
        var report = SolveReport()
        for id in constantConstraints.sorted() {
            guard let constraint = constraints[id], constraint.priority.isRequired else { continue }
            if !ConstraintEvaluation.holds(constraint, value: { _ in 0 }) {
                report.conflicts.append(Conflict(members: [id], broken: id))
            }
        }
        for case let component? in graph.components {
            report.conflicts.append(contentsOf: component.conflicts)
            if !component.isOptimal { report.unfinishedComponents += 1 }
        }
        report.reachedTimeBudget = isPastDeadline && !report.isComplete
        report.conflicts.sort { $0.broken < $1.broken }
        return report
    }

    private func update(_ component: Component) {
        component.directions = nil
        component.tookEarlierSolution = false
        component.constantsChanged = false
        if component.needsRebuild || component.tableau == nil || (!component.pendingRemovals.isEmpty && !component.conflicts.isEmpty) {
            rebuild(component)
            return
        }
        // Work on a local copy with the component's reference dropped, so the arrays stay
        // uniquely owned and are mutated in place.
        guard var tableau = component.tableau else { return }
        component.tableau = nil
        tableau.deadline = deadline
        for id in component.pendingRemovals where !tableau.remove(id) {
            rebuild(component)
            return
        }
        component.pendingRemovals.removeAll()
        if !component.infeasibleRows.isEmpty {
            let repaired = tableau.dualOptimize(component.infeasibleRows)
            component.infeasibleRows.removeAll()
            if !repaired {
                rebuild(component)
                return
            }
        }
        let additions = ConstraintOrdering.sorted(component.pendingAdditions, constraints)
        component.pendingAdditions.removeAll()
        for id in additions { add(id, to: &tableau, in: component) }
        component.isOptimal = tableau.optimize()
        tableau.deadline = nil
        publish(tableau)
        component.tableau = tableau
    }

    private var isPastDeadline: Bool { deadline.map { ContinuousClock.now >= $0 } ?? false }

    /// Copies a component's solution into `values`.
    private func publish(_ tableau: Tableau) {
        for (variable, symbol) in tableau.externalSymbols {
            values[variable] = tableau.value(ofSymbol: symbol)
        }
    }

    /// Builds the component's tableau from scratch: all required constraints first, then
    /// optional ones from the highest priority down, then one optimization.
    /// `publishing` false: the values already read stay as they are (a query that needs the
    /// tableau of a directly solved component must not move what callers have seen).
    private func rebuild(_ component: Component, allowingDirectSolve: Bool = true, publishing: Bool = true) {
        conflictFinder = nil
        defer { conflictFinder = nil }
        var tableau = Tableau()
        tableau.pivotsPerSymbol = pivotsPerSymbol
        tableau.deadline = deadline
        component.tableau = nil
        component.directlySolvedDownTo = nil
        component.conflicts = []
        component.pendingAdditions = []
        component.pendingRemovals = []
        component.infeasibleRows = []
        component.constantsChanged = false
        component.needsRebuild = false
        component.isOptimal = true
        component.tookEarlierSolution = false
        let ordered = ConstraintOrdering.sorted(component.constraintIDs.filter { constraints[$0] != nil }, constraints)
        component.constraintIDs = ordered
        // Components with edit variables keep a tableau: their suggested values are
        // repaired by the dual simplex in a fraction of a rebuild.
        let hasEdits = !editConstraints.isEmpty && ordered.contains { editConstraints.contains($0) }
        // A rebuild that publishes is what `archive` records and `earlierSolutions` replaces.
        let isPlainRebuild = publishing && allowingDirectSolve && !hasEdits
        if isPlainRebuild, let outcome = earlierSolutions?.outcome(for: ordered, constraints) {
            reusedSolutionCount += 1
            component.tookEarlierSolution = true
            if keepsSolutionsForReuse { archive.record(ordered, constraints, outcome: outcome) }
            switch outcome {
            case .direct(let solution, let lowestPriority):
                directSolveCount += 1
                for (variable, value) in solution { values[variable] = value }
                component.directlySolvedDownTo = lowestPriority
            case .tableau(let solved):
                publish(solved)
                component.tableau = solved
            }
            return
        }
        if allowingDirectSolve, allowsDirectSolve, !hasEdits, let solution = DirectSolve.solve(ordered, constraints, numbering: numbering) {
            directSolveCount += 1
            for (variable, value) in solution.values { values[variable] = value }
            component.directlySolvedDownTo = solution.lowestPriority
            if isPlainRebuild && keepsSolutionsForReuse {
                archive.record(ordered, constraints, outcome: .direct(values: solution.values, lowestPriority: solution.lowestPriority))
            }
            return
        }
        for id in ordered where constraints[id]?.priority.isRequired == true {
            for term in constraints[id]?.expression.terms ?? [] { tableau.futureOccurrences[term.variable.index, default: 0] += 1 }
        }
        for id in ordered {
            add(id, to: &tableau, in: component)
        }
        component.isOptimal = tableau.optimize()
        tableau.deadline = nil
        if publishing { publish(tableau) }
        component.tableau = tableau
        if isPlainRebuild && keepsSolutionsForReuse && component.isOptimal && component.conflicts.isEmpty {
            archive.record(ordered, constraints, outcome: .tableau(tableau))
        }
    }

    private func add(_ id: ConstraintID, to tableau: inout Tableau, in component: Component) {
        guard let constraint = constraints[id] else { return }
        switch tableau.add(constraint, id: id, tracked: editConstraints.contains(id)) {
        case .added:
            if constraint.priority.isRequired { conflictFinder?.noteAccepted(id, constraints) }
        case .unsatisfiable:
            guard explainedConflicts < explainedConflictLimit, !isPastDeadline else {
                component.conflicts.append(Conflict(members: [id], broken: id, isExplained: false))
                return
            }
            explainedConflicts += 1
            if conflictFinder == nil {
                let accepted = tableau.tags.keys.filter { constraints[$0]?.priority.isRequired == true }.sorted()
                conflictFinder = ConflictFinder(accepted: accepted, constraints)
            }
            let members = conflictFinder?.minimalConflict(adding: id, constraints) ?? [id]
            component.conflicts.append(Conflict(members: members, broken: id))
        }
    }

    // MARK: Results

    /// The variable's value in the last solution (0 for a variable in no constraint).
    public func value(of variable: Variable) -> Double {
        values[variable.index]
    }

    /// True when the variable is pinned, or its component was solved directly (every
    /// constraint holds and equalities of `threshold` and above fix it): then
    /// `ambiguity(of:)` says `.determined` and `motions(of:)` does not move it, and this
    /// answers without their bookkeeping (most views of a well-made layout). False says
    /// nothing: ask `ambiguity(of:)`.
    public func isFixed(_ variable: Variable, ignoringPrioritiesBelow threshold: Double = 0) -> Bool {
        if graph.pinned[variable.index] != nil { return true }
        guard let lowest = graph.component(of: variable.index)?.directlySolvedDownTo else { return false }
        return threshold <= lowest
    }

    /// True when the variable is pinned, or its component's solution was taken from an
    /// earlier solver (`reuseSolutions(from:)`) in the last solve and has not changed
    /// since: every question about it gets the answer the earlier solver gave.
    public func tookEarlierSolution(_ variable: Variable) -> Bool {
        if graph.pinned[variable.index] != nil { return true }
        guard let component = graph.component(of: variable.index) else { return false }
        return component.tookEarlierSolution && !component.isDirty
    }

    /// Whether the last solution fixes this variable, with two optimal values as a witness
    /// when it does not.
    ///
    /// `ignoringPrioritiesBelow`: levels under this priority do not count, so a caller can
    /// keep weak "stay where you are" constraints and still learn what the others leave open.
    public func ambiguity(of variable: Variable, ignoringPrioritiesBelow threshold: Double = 0) -> Ambiguity {
        if graph.pinned[variable.index] != nil { return .determined }
        guard let component = graph.component(of: variable.index) else { return .ambiguous(0, 1) }
        if let lowest = component.directlySolvedDownTo {
            // Fixed by equalities of `lowest` and above; below that, ask the simplex.
            if threshold <= lowest { return .determined }
            rebuild(component, allowingDirectSolve: false, publishing: false)
        }
        guard let tableau = component.tableau else { return .ambiguous(0, 1) }
        if component.directionsThreshold != threshold { component.directions = nil }
        let directions = component.directions ?? tableau.freeDirections(ignoringPrioritiesBelow: threshold)
        component.directions = directions
        component.directionsThreshold = threshold
        return tableau.ambiguity(of: variable, directions: directions)
    }

    /// The ways the given expressions can change together while the solution stays
    /// optimal (at `threshold` and above): one entry per free direction that moves any of
    /// them by more than the tolerance, holding how far each expression moves along it. A
    /// witness: adding one entry's moves to the current values gives another optimal
    /// solution. Empty when the solution fixes them all. Directions are taken in a stable
    /// order (component, then symbol), so reports do not depend on hashing.
    /// `minimumRoom`: a direction along which a slack or error can move less than this far
    /// before an inequality or another priority stops it (a bounded room, in the
    /// constraints' own points) is left out; free variables and unbounded directions
    /// always count.
    public func motions(of expressions: [LinearExpression], ignoringPrioritiesBelow threshold: Double = 0,
                        minimumRoom: Double = 0) -> [[Double]] {
        // Variables by component root; unconstrained variables are free on their own. The
        // expressions name a handful of variables: arrays searched linearly, no hashing.
        var byRoot: [(root: Int, variables: [Variable])] = []
        var free: [Variable] = []
        for expression in expressions {
            for term in expression.terms where graph.pinned[term.variable.index] == nil {
                let r = root(term.variable.index)
                if graph.components[r] == nil {
                    if !free.contains(term.variable) { free.append(term.variable) }
                } else if let position = byRoot.firstIndex(where: { $0.root == r }) {
                    if !byRoot[position].variables.contains(term.variable) { byRoot[position].variables.append(term.variable) }
                } else {
                    byRoot.append((r, [term.variable]))
                }
            }
        }
        /// How far each expression moves when the variables move at the given rates.
        func moves(_ rates: [(variable: Variable, rate: Double)]) -> [Double]? {
            let moved = expressions.map { expression in
                expression.terms.reduce(0.0) { sum, term in
                    sum + term.coefficient * (rates.first { $0.variable == term.variable }?.rate ?? 0)
                }
            }
            return moved.contains { abs($0) > Tolerance.value } ? moved : nil
        }
        var result: [[Double]] = []
        for variable in free {
            if let moved = moves([(variable, 1)]) { result.append(moved) }
        }
        byRoot.sort { $0.root < $1.root }
        for (r, variables) in byRoot {
            guard let component = graph.components[r] else { continue }
            if let lowest = component.directlySolvedDownTo {
                if threshold <= lowest { continue }
                rebuild(component, allowingDirectSolve: false, publishing: false)
            }
            guard let tableau = component.tableau else {
                // Not solved yet: nothing is known to be fixed.
                for variable in variables { if let moved = moves([(variable, 1)]) { result.append(moved) } }
                continue
            }
            if component.directionsThreshold != threshold { component.directions = nil }
            let directions = component.directions ?? tableau.freeDirections(ignoringPrioritiesBelow: threshold)
            component.directions = directions
            component.directionsThreshold = threshold
            // Variables this tableau does not hold are free.
            for variable in variables where tableau.externalSymbols[variable.index] == nil {
                if let moved = moves([(variable, 1)]) { result.append(moved) }
            }
            let rates = tableau.rates(of: variables, directions: directions)
            for symbol in rates.keys.sorted() {
                guard let step = directions[symbol], let entries = rates[symbol] else { continue }
                if step < minimumRoom, tableau.isBoundedRoom(symbol) { continue }
                // Positions in `variables` are distinct, so each variable gets one rate.
                let perVariable = entries.map { (variable: variables[$0.0], rate: $0.1 * step) }
                if let moved = moves(perVariable) { result.append(moved) }
            }
        }
        return result
    }

    /// Number of independent components (for tests and benchmarks).
    public var componentCount: Int { graph.components.lazy.filter { $0 != nil }.count }

    /// Checks every tableau's invariants; nil when all hold.
    public func checkInvariants() -> String? {
        for case let component? in graph.components {
            if let problem = component.tableau?.checkInvariants() { return problem }
        }
        return nil
    }
}

