@testable import LayoutSolver
import Testing

/// Edits (`suggestValue`) on variables that other required constraints already fix.
@Suite struct EditTests {
    /// The edit's row is redundant (x is fixed at 10 elsewhere), so its marker is a basic
    /// dummy with constant 0. Moving the edit either way must not be silently dropped: the
    /// two required constraints now contradict each other.
    @Test(arguments: [20.0, 0.0])
    func aRequiredEditAgainstAFixedVariableIsAConflict(suggested: Double) throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(x - 10, .equal)
        solver.addEditVariable(x, initialValue: 10)
        #expect(solver.solve().conflicts.isEmpty)
        try solver.suggestValue(x, suggested)
        let report = solver.solve()
        #expect(!report.conflicts.isEmpty, "suggesting \(suggested) for a variable fixed at 10")
        #expect(solver.checkInvariants() == nil)
    }

    /// Back to the value the other constraint gives: satisfiable again.
    @Test func returningToTheFixedValueIsSatisfiedAgain() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(x - 10, .equal)
        solver.addEditVariable(x, initialValue: 10)
        solver.solve()
        try solver.suggestValue(x, 20)
        solver.solve()
        try solver.suggestValue(x, 10)
        #expect(solver.solve().conflicts.isEmpty)
        #expect(solver.value(of: x) == 10)
    }
}

/// An optimization that runs out of its pivot budget says so instead of passing for optimal.
@Suite struct PivotBudgetTests {
    @Test func anUnfinishedOptimizationIsReported() {
        let solver = Solver()
        solver.allowsDirectSolve = false
        solver.pivotsPerSymbol = 0
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        solver.add(x + y - 100, .equal)
        solver.add(x - 30, .greaterThanOrEqual)
        solver.add(x - 60, .equal, priority: .defaultLow)
        solver.add(y - 60, .equal, priority: Priority(100))
        #expect(!solver.solve().isComplete)
    }

    @Test func anOrdinarySolveIsComplete() {
        let solver = Solver()
        solver.allowsDirectSolve = false
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        solver.add(x + y - 100, .equal)
        solver.add(x - 60, .equal, priority: .defaultLow)
        solver.add(y - 60, .equal, priority: Priority(100))
        let report = solver.solve()
        #expect(report.isComplete)
        #expect(solver.value(of: x) == 60)
    }
}
