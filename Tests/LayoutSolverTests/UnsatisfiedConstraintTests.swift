import LayoutSolver
import Testing

/// `Solver.leavesUnsatisfied(above:reaching:)`: which optional constraints a solution breaks.
@Suite struct UnsatisfiedConstraintTests {
    /// A width held at 200 at `holding`, asked 150 at 750 and at least 100 at 250.
    static func heldWidth(holding: Double) -> (Solver, Variable, Variable) {
        let solver = Solver()
        let width = solver.makeVariable("width"), other = solver.makeVariable("other")
        _ = solver.add(width - 200, .equal, priority: Priority(holding))
        _ = solver.add(width - 150, .equal, priority: .defaultHigh)
        _ = solver.add(width - 100, .greaterThanOrEqual, priority: .defaultLow)
        _ = solver.add(other - 5, .equal)
        solver.solve()
        return (solver, width, other)
    }

    @Test func aConstraintTheHoldWinsOverIsUnsatisfiedAboveLowerPriorities() {
        let (solver, width, _) = Self.heldWidth(holding: 999)
        #expect(solver.value(of: width) == 200)
        #expect(solver.leavesUnsatisfied(above: Priority(500), reaching: width))
        #expect(!solver.leavesUnsatisfied(above: Priority(750), reaching: width))
    }

    @Test func aHoldBelowTheContentLeavesNothingAboveItUnsatisfied() {
        let (solver, width, _) = Self.heldWidth(holding: 500)
        #expect(solver.value(of: width) == 150)
        #expect(!solver.leavesUnsatisfied(above: Priority(500), reaching: width))
        // The hold itself (500) is broken, and is above 250.
        #expect(solver.leavesUnsatisfied(above: Priority(250), reaching: width))
    }

    @Test func anotherComponentsConstraintsDoNotCount() {
        let (solver, _, other) = Self.heldWidth(holding: 999)
        #expect(!solver.leavesUnsatisfied(above: Priority(1), reaching: other))
    }
}
