@testable import LayoutSolver
import Testing

/// Tolerances follow the size of the numbers: layouts reach constants of 1e7 and
/// multipliers of 1e4, where rounding leaves errors far above an absolute 1e-8.
@Suite struct ToleranceTests {
    /// `z = y + (1e4 − a)·x` and `y = a·x` make `z = 1e4·x` redundant in exact arithmetic
    /// (the oracle); in floating point its residue is a rounding error of about 1e-6,
    /// which an absolute tolerance took for a contradiction in a quarter of these systems.
    @Test(arguments: [false, true]) func aRedundantConstraintAtLargeMagnitudesIsNoConflict(direct: Bool) {
        for i in 1...100 {
            let solver = Solver()
            solver.allowsDirectSolve = direct
            let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
            let big = 1e7 + Double(i) * 1234.567, a = 9999.7 - Double(i) * 0.013
            solver.add(3 * LinearExpression(x) - big, .equal)
            solver.add(LinearExpression(y) - a * LinearExpression(x), .equal)
            solver.add(LinearExpression(z) - LinearExpression(y) - (1e4 - a) * LinearExpression(x), .equal)
            solver.add(LinearExpression(z) - 1e4 * LinearExpression(x), .equal)
            #expect(solver.solve().conflicts.isEmpty, "system \(i)")
            #expect(abs(solver.value(of: x) - big / 3) <= 1e-9 * big)
        }
    }

    /// The relative tolerance does not hide real contradictions at the same magnitudes.
    @Test func aContradictionAtLargeMagnitudesIsStillFound() {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        solver.add(3 * LinearExpression(x) - 1e7, .equal)
        solver.add(LinearExpression(y) - 1e4 * LinearExpression(x), .equal)
        solver.add(LinearExpression(y) - 1e4 * LinearExpression(x) - 1, .equal)
        #expect(solver.solve().conflicts.count == 1)
    }
}
