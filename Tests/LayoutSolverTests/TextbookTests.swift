import LayoutSolver
import Testing

@Suite struct TextbookTests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func equalities() {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        solver.add(x - 10, .equal)
        solver.add(y - x - 5, .equal)
        #expect(solver.solve().isSatisfied)
        #expect(close(solver.value(of: x), 10))
        #expect(close(solver.value(of: y), 15))
        #expect(solver.ambiguity(of: y) == .determined)
        #expect(solver.checkInvariants() == nil)
    }

    @Test func inequalitiesBoundAWeakPreference() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(x - 10, .greaterThanOrEqual)
        solver.add(x - 20, .lessThanOrEqual)
        solver.add(LinearExpression(x), .equal, priority: Priority(1))
        solver.solve()
        #expect(close(solver.value(of: x), 10))
        solver.add(x - 100, .equal, priority: Priority(2))
        solver.solve()
        #expect(close(solver.value(of: x), 20))
        #expect(solver.checkInvariants() == nil)
    }

    @Test func strongerPriorityWins() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(x - 10, .equal, priority: .defaultLow)
        solver.add(x - 20, .equal, priority: .defaultHigh)
        solver.solve()
        #expect(close(solver.value(of: x), 20))
    }

    /// A weighted sum (classic Cassowary strengths) would let a hundred 250s outweigh one
    /// 251; strict levels never do.
    @Test func prioritiesAreStrictLevels() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(LinearExpression(x), .equal, priority: Priority(251))
        for _ in 0..<100 { solver.add(x - 10, .equal, priority: Priority(250)) }
        solver.solve()
        #expect(close(solver.value(of: x), 0))
    }

    /// Equal priorities share a level and their errors add: two pulls up beat one pull down.
    @Test func equalPrioritiesAddTheirErrors() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(LinearExpression(x), .equal, priority: Priority(250))
        solver.add(x - 10, .equal, priority: Priority(250))
        solver.add(x - 10, .equal, priority: Priority(250))
        solver.solve()
        #expect(close(solver.value(of: x), 10))
        #expect(solver.ambiguity(of: x) == .determined)
    }

    @Test func editVariablesResolveFromTheLastSolution() throws {
        let solver = Solver()
        let width = solver.makeVariable("width"), half = solver.makeVariable("half")
        solver.add(2 * half - width, .equal)
        solver.addEditVariable(width, initialValue: 100)
        solver.solve()
        #expect(close(solver.value(of: half), 50))
        for value in [320.0, 375, 10, 1024] {
            try solver.suggestValue(width, value)
            solver.solve()
            #expect(close(solver.value(of: half), value / 2))
        }
        #expect(throws: SolverError.self) { try solver.suggestValue(half, 3) }
    }

    @Test func removingAConstraintRestoresTheWeakerOne() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(x - 10, .equal, priority: .defaultLow)
        let strong = solver.add(x - 20, .equal, priority: .defaultHigh)
        solver.solve()
        #expect(close(solver.value(of: x), 20))
        solver.remove(strong)
        solver.solve()
        #expect(close(solver.value(of: x), 10))
        let required = solver.add(x - 30, .equal)
        solver.solve()
        #expect(close(solver.value(of: x), 30))
        solver.remove(required)
        solver.solve()
        #expect(close(solver.value(of: x), 10))
        #expect(solver.checkInvariants() == nil)
    }

    @Test func conflictsAreFoundNearTheBrokenConstraint() {
        // 300 views chained by required equalities, each width tied to the one before, and
        // two contradicting widths on every view: each conflict is the pair on one view
        // (found in its neighbourhood), and the conflicts far from it never join in.
        let solver = Solver()
        // All 300 explained (the default explains the first 200 of a solve).
        solver.explainedConflictLimit = .max
        var widths: [Variable] = []
        var pairs: [(ConstraintID, ConstraintID)] = []
        for index in 0..<300 {
            let width = solver.makeVariable("w\(index)")
            if let previous = widths.last { solver.add(width - previous, .equal) }
            widths.append(width)
            pairs.append((solver.add(width - 10, .equal), solver.add(width - 20, .equal)))
        }
        let report = solver.solve()
        #expect(report.conflicts.count == 300)
        let first = report.conflicts.first { $0.broken == pairs[0].1 }
        #expect(first?.members == [pairs[0].0, pairs[0].1])
        #expect(report.conflicts.allSatisfy { $0.members.count == 2 })
        #expect(close(solver.value(of: widths[299]), 10))
    }

    @Test func unsatisfiableRequiredConstraintsAreReportedAndOneIsBroken() {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let a = solver.add(x - 10, .equal)
        let unrelated = solver.add(y - 3, .equal)
        let b = solver.add(x - 20, .equal)
        let report = solver.solve()
        #expect(report.conflicts == [Conflict(members: [a, b], broken: b)])
        #expect(!report.conflicts[0].members.contains(unrelated))
        #expect(close(solver.value(of: x), 10))
        #expect(close(solver.value(of: y), 3))
        // Removing one member resolves it.
        solver.remove(a)
        #expect(solver.solve().isSatisfied)
        #expect(close(solver.value(of: x), 20))
    }

    @Test func conflictingInequalities() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let low = solver.add(x - 10, .greaterThanOrEqual)
        solver.add(x - 100, .lessThanOrEqual)
        let high = solver.add(x - 5, .lessThanOrEqual)
        let report = solver.solve()
        #expect(report.conflicts.count == 1)
        #expect(report.conflicts.first?.members == [low, high])
        #expect(report.conflicts.first?.broken == high)
        #expect(close(solver.value(of: x), 10))
    }

    @Test func redundantRequiredConstraintsAreNotConflicts() {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        solver.add(x - 10, .equal)
        solver.add(y - 10, .equal)
        let redundant = solver.add(x - y, .equal)
        solver.add(x - 10, .equal)
        #expect(solver.solve().isSatisfied)
        #expect(close(solver.value(of: x), 10) && close(solver.value(of: y), 10))
        solver.remove(redundant)
        #expect(solver.solve().isSatisfied)
        #expect(close(solver.value(of: y), 10))
    }

    @Test func constantOnlyConstraints() {
        let solver = Solver()
        let bad = solver.add(LinearExpression(constant: 5), .equal)
        solver.add(LinearExpression(constant: 0), .equal)
        #expect(solver.solve().conflicts == [Conflict(members: [bad], broken: bad)])
    }

    @Test func ambiguityWitnessesAreBothOptimal() {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        solver.add(x + y - 10, .equal)
        solver.add(z - 4, .equal)
        solver.solve()
        guard case .ambiguous(let first, let second) = solver.ambiguity(of: x) else {
            Issue.record("x + y = 10 leaves x free")
            return
        }
        #expect(first != second)
        #expect(solver.ambiguity(of: z) == .determined)
        #expect(solver.ambiguity(of: solver.makeVariable("unused")).isAmbiguous)
    }

    @Test func competingEqualPrioritiesAreAmbiguous() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(x - 10, .equal, priority: Priority(250))
        solver.add(x - 20, .equal, priority: Priority(250))
        solver.solve()
        guard case .ambiguous(let first, let second) = solver.ambiguity(of: x) else {
            Issue.record("|x-10| + |x-20| has a flat optimum")
            return
        }
        for value in [first, second] { #expect(value >= 10 - 1e-9 && value <= 20 + 1e-9) }
    }

    @Test func independentPartsAreSeparateComponents() {
        let solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable(), d = solver.makeVariable()
        solver.add(a - b, .equal)
        solver.add(c - d - 1, .equal)
        solver.add(a - 5, .equal)
        solver.add(d - 7, .equal)
        solver.solve()
        #expect(solver.componentCount == 2)
        solver.add(b - c + 2, .equal, priority: Priority(10))
        solver.solve()
        #expect(solver.componentCount == 1)
        #expect(abs(solver.value(of: c) - 8) < 1e-9)
    }
}
