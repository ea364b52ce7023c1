import LayoutSolver
import Testing

/// `Solver.motions(of:minimumRoom:)`: a direction whose room is bounded below the minimum
/// (two equal priorities sharing a sliver of slack) is left out; free variables and
/// unbounded directions are not rooms and always count.
@Suite struct MotionRoomTests {
    /// Two lengths at equal priority that a required sum gives `excess` more than they ask
    /// together: the excess can go to either, a tie whose room is the excess.
    func tie(excess: Double) -> (Solver, Variable) {
        let solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        solver.add(LinearExpression(a), .greaterThanOrEqual)
        solver.add(LinearExpression(b), .greaterThanOrEqual)
        solver.add(a + b - (10 + excess), .equal)
        solver.add(a - 5, .equal, priority: Priority(750))
        solver.add(b - 5, .equal, priority: Priority(750))
        solver.solve()
        return (solver, a)
    }

    @Test func aRoomBelowTheMinimumIsLeftOut() {
        let (solver, a) = tie(excess: 0.5)
        let all = solver.motions(of: [LinearExpression(a)])
        #expect(all.count == 1)
        #expect(abs(abs(all.first?.first ?? 0) - 0.5) < 1e-9)
        #expect(solver.motions(of: [LinearExpression(a)], minimumRoom: 1).isEmpty)
    }

    @Test func aRoomAtOrAboveTheMinimumCounts() {
        let (solver, a) = tie(excess: 5)
        let moves = solver.motions(of: [LinearExpression(a)], minimumRoom: 1)
        #expect(moves.count == 1)
        #expect(abs(abs(moves.first?.first ?? 0) - 5) < 1e-9)
    }

    /// A variable no constraint holds moves a unit step: not a room, never left out.
    @Test func freeVariablesAlwaysCount() {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        solver.add(x - y, .equal)
        solver.solve()
        #expect(solver.motions(of: [LinearExpression(x)], minimumRoom: 1).count == 1)
        #expect(solver.motions(of: [0.5 * x], minimumRoom: 1).count == 1)
    }
}
