import LayoutSolver
import Testing

/// The solver against an oracle that shares none of its code (`PriorityLevelOracle`, an
/// exact rational simplex solved level by level): on random small systems, every level's
/// error sum at the solver's values is the least the oracle finds, and the solver reports
/// a conflict exactly when the required constraints cannot all hold.
@Suite struct PriorityOracleTests {
    static let priorities: [Double] = [1000, 1000, 1000, 750, 500, 251, 250, 249, 100]

    /// A random system of `count` constraints over a few variables, as `RandomizedTests`
    /// draws them: small integer coefficients and constants, mixed relations and levels.
    static func randomSystem(seed: Int, solver: Solver) -> [LinearConstraint] {
        var random = SeededGenerator(seed: UInt64(seed) &+ 7_000)
        let variables = (0..<Int.random(in: 2...5, using: &random)).map { solver.makeVariable("x\($0)") }
        return (0..<Int.random(in: 2...9, using: &random)).map { _ in
            let count = Int.random(in: 1...min(3, variables.count), using: &random)
            let chosen = variables.shuffled(using: &random).prefix(count)
            let terms = chosen.map { Term($0, Double(Int.random(in: -3...3, using: &random) | 1)) }
            let expression = LinearExpression(terms, constant: Double(Int.random(in: -50...50, using: &random)))
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random) ?? .equal
            return LinearConstraint(expression, relation, priority: Priority(priorities.randomElement(using: &random) ?? 1000))
        }
    }

    @Test func solverMeetsTheOraclesLeastErrorsAtEveryLevel() throws {
        var compared = 0, conflicting = 0, skipped = 0
        for seed in 0..<400 {
            let solver = Solver()
            let constraints = Self.randomSystem(seed: seed, solver: solver)
            let ids = constraints.map { solver.add($0) }
            let report = solver.solve()
            let broken = Set(report.conflicts.map(\.broken))
            // The oracle decides feasibility of the required constraints on its own.
            let required = constraints.filter(\.priority.isRequired)
            do {
                let requiredFeasible = try PriorityLevelOracle.leastErrors(required) != nil
                #expect(requiredFeasible == report.isSatisfied, "seed \(seed): oracle feasible \(requiredFeasible), solver conflicts \(report.conflicts.count)")
                // With the broken constraints set aside, the rest must be solved optimally.
                let kept = zip(ids, constraints).filter { !broken.contains($0.0) }.map(\.1)
                guard let least = try PriorityLevelOracle.leastErrors(kept) else {
                    Issue.record("seed \(seed): the constraints the solver kept cannot all hold")
                    continue
                }
                if !report.isSatisfied { conflicting += 1 }
                let reached = PriorityLevelOracle.errors(of: kept, levels: least.map(\.level)) { solver.value(of: $0) }
                for (expected, actual) in zip(least, reached) {
                    let exact = expected.error.doubleValue
                    #expect(abs(actual - exact) <= 1e-6 * max(1, abs(exact)),
                            "seed \(seed): level \(expected.level) error \(actual), least \(expected.error)")
                    // Once a level is off, lower levels are measured against a different
                    // optimum; report the first difference only.
                    if abs(actual - exact) > 1e-6 * max(1, abs(exact)) { break }
                }
                compared += 1
            } catch is ExactFraction.Overflow {
                skipped += 1
            }
        }
        // The oracle must actually have judged nearly every system, conflicts included.
        #expect(skipped <= 8, "\(skipped) systems overflowed the exact arithmetic")
        #expect(compared >= 390)
        #expect(conflicting >= 20, "too few systems with conflicting required constraints: \(conflicting)")
    }

    /// The oracle itself, on systems whose answer is known by hand.
    @Test func oracleOnKnownSystems() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        // x = 10 required; x + y = 30 at 750; y = 5 at 250: y = 20, level 250 error 15.
        let system = [
            LinearConstraint(LinearExpression(x) - 10, .equal),
            LinearConstraint(LinearExpression([Term(x, 1), Term(y, 1)], constant: -30), .equal, priority: Priority(750)),
            LinearConstraint(LinearExpression(y) - 5, .equal, priority: Priority(250)),
        ]
        let least = try #require(try PriorityLevelOracle.leastErrors(system))
        #expect(least.map(\.level) == [750, 250])
        #expect(least.map(\.error) == [ExactFraction.zero, ExactFraction(15)])
        // x ≥ 10 and x ≤ 4 required cannot both hold.
        let contradiction = [
            LinearConstraint(LinearExpression(x) - 10, .greaterThanOrEqual),
            LinearConstraint(LinearExpression(x) - 4, .lessThanOrEqual),
        ]
        #expect(try PriorityLevelOracle.leastErrors(contradiction) == nil)
        // Two optional equalities at one level pulling 2x apart: 2x = 7 and x = 1 at 500
        // give errors |2x − 7| + |x − 1|, least at x = 3.5: 2.5.
        let halves = [
            LinearConstraint(LinearExpression([Term(x, 2)], constant: -7), .equal, priority: Priority(500)),
            LinearConstraint(LinearExpression(x) - 1, .equal, priority: Priority(500)),
        ]
        #expect(try PriorityLevelOracle.leastErrors(halves)?.first?.error == (try ExactFraction(5, 2)))
    }
}
