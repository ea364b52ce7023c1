@testable import LayoutSolver
import Testing

/// The subtracting operators build their terms directly (one array) instead of through
/// `lhs + (-1.0 * rhs)`; the sums with a variable likewise. They must give exactly what
/// the composition of the unchanged `+` and scalar `*` gives: the same terms in the same
/// order, bit for bit, and the same constant, a negative zero included.
@Suite struct ExpressionArithmeticTests {
    static func randomExpression(_ variables: [Variable], using random: inout SeededGenerator) -> LinearExpression {
        let values: [Double] = [0, -0.0, 1, -1, 0.5, -2.25, 1e-12, 3e8, 17]
        let terms = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            Term(variables.randomElement(using: &random)!, values.randomElement(using: &random)!)
        }
        return LinearExpression(terms, constant: values.randomElement(using: &random)!)
    }

    static func bits(_ expression: LinearExpression) -> [UInt64] {
        expression.terms.flatMap { [UInt64($0.variable.index), $0.coefficient.bitPattern] } + [expression.constant.bitPattern]
    }

    @Test(arguments: 0..<200)
    func directOperatorsMatchTheirComposition(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed + 11))
        let solver = Solver()
        let variables = (0..<3).map { _ in solver.makeVariable() }
        let a = Self.randomExpression(variables, using: &random), b = Self.randomExpression(variables, using: &random)
        let x = variables.randomElement(using: &random)!, y = variables.randomElement(using: &random)!
        let single = LinearExpression(x), other = LinearExpression(y)
        #expect(Self.bits(a - b) == Self.bits(a + (-1.0 * b)))
        #expect(Self.bits(a + x) == Self.bits(a + single))
        #expect(Self.bits(a - x) == Self.bits(a + (-1.0 * single)))
        #expect(Self.bits(x + y) == Self.bits(single + other))
        #expect(Self.bits(x - y) == Self.bits(single + (-1.0 * other)))
    }

    /// A negative-zero constant plus a variable: the sum with an empty expression made it
    /// +0, and so does the direct operator.
    @Test func negativeZeroConstantBecomesZeroWhenAVariableIsAdded() {
        let solver = Solver()
        let x = solver.makeVariable()
        let sum = LinearExpression([], constant: -0.0) + x
        #expect(sum.constant.bitPattern == (0.0 as Double).bitPattern)
    }
}

/// One-variable inequalities pair into an equality on the direct path however the
/// variable is written (one term, or duplicates that sum to one), and only with the same
/// constant after scaling.
@Suite struct InequalityPairingTests {
    @Test func pairsWrittenDifferentlyCloseAnEquality() {
        let solver = Solver()
        let x = solver.makeVariable()
        solver.add(LinearExpression([Term(x, 0.5), Term(x, 0.5)], constant: -10), .greaterThanOrEqual, priority: Priority(750))
        solver.add(LinearExpression([Term(x, -2)], constant: 20), .greaterThanOrEqual, priority: Priority(250))
        solver.solve()
        #expect(solver.directSolveCount == 1)
        #expect(solver.isFixed(x))
        #expect(solver.value(of: x) == 10)
    }

    @Test func differentConstantsDoNotPair() {
        let solver = Solver()
        let x = solver.makeVariable()
        solver.add(LinearExpression([Term(x, 1)], constant: -10), .greaterThanOrEqual, priority: Priority(750))
        solver.add(LinearExpression([Term(x, 1)], constant: -12), .lessThanOrEqual, priority: Priority(250))
        solver.solve()
        #expect(solver.directSolveCount == 0)
        #expect(!solver.isFixed(x))
    }

    /// Two variables keep the general key: `x − y ≥ 4` and `2y − 2x ≥ −8` pair (same
    /// expression scaled), `x − y ≤ 5` does not.
    @Test func twoVariableExpressionsPairOnlyWhenScaledTheSame() {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        solver.add(LinearExpression(y) - 3, .equal)
        solver.add(x - y - 4, .greaterThanOrEqual, priority: Priority(750))
        solver.add(LinearExpression([Term(y, 2), Term(x, -2)], constant: 8), .greaterThanOrEqual, priority: Priority(250))
        solver.solve()
        #expect(solver.directSolveCount == 1)
        #expect(solver.value(of: x) == 7)
    }
}
