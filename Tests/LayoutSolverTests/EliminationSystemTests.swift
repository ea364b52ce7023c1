@testable import LayoutSolver
import Testing

/// `EliminationSystem` (the direct path's sparse elimination) rewrites each row it
/// substitutes into in place. Random sparse systems with fill-in and cancellation, built
/// around a known point with small integer coefficients (the oracle: that point), must give
/// the point back; without one of their equations (a variable left free) or with one
/// repeated under another constant (a contradiction) they have no unique solution.
@Suite struct EliminationSystemTests {
    /// `count` variables, one equation each: the variable, up to three others anywhere in
    /// the system (so eliminating one row fills others) with integer coefficients, and the
    /// constant that makes `point` solve it. A dominant own coefficient keeps it regular.
    static func system(seed: Int) -> (equations: [LinearExpression], point: [Double]) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 1013)
        let count = Int.random(in: 1...60, using: &random)
        let point = (0..<count).map { _ in Double(Int.random(in: -500...500, using: &random)) / 4 }
        var equations: [LinearExpression] = []
        for row in 0..<count {
            var terms = [Term(Variable(index: row), Double(Int.random(in: 8...12, using: &random)))]
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let other = Int.random(in: 0..<count, using: &random)
                terms.append(Term(Variable(index: other), Double(Int.random(in: -2...2, using: &random))))
            }
            let value = terms.reduce(0.0) { $0 + $1.coefficient * point[$1.variable.index] }
            equations.append(LinearExpression(terms, constant: -value))
        }
        return (equations, point)
    }

    static func solve(_ equations: [LinearExpression], declaring count: Int) -> [Double]? {
        var system = EliminationSystem(numbering: LocalNumbering())
        defer { system.release() }
        for index in 0..<count { system.declare(index) }
        for equation in equations { system.addEquation(equation) }
        guard let values = system.solve() else { return nil }
        return (0..<count).map { values[system.local($0)!] }
    }

    @Test(arguments: 0..<300)
    func givesThePointBack(seed: Int) throws {
        let (equations, point) = Self.system(seed: seed)
        let values = try #require(Self.solve(equations, declaring: point.count))
        let worst = zip(values, point).map { abs($0 - $1) }.max() ?? 0
        #expect(worst < 1e-6, "seed \(seed)")
    }

    @Test(arguments: 0..<100)
    func aMissingEquationLeavesAVariableFree(seed: Int) {
        var (equations, point) = Self.system(seed: seed)
        equations.remove(at: seed % equations.count)
        #expect(Self.solve(equations, declaring: point.count) == nil)
    }

    @Test(arguments: 0..<100)
    func aContradictionHasNoSolution(seed: Int) {
        var (equations, point) = Self.system(seed: seed)
        var repeated = equations[seed % equations.count]
        repeated.constant += 3
        equations.append(repeated)
        #expect(Self.solve(equations, declaring: point.count) == nil)
    }
}
