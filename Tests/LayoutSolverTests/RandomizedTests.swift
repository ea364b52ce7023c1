import LayoutSolver
import Testing

/// A small deterministic generator, so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E3779B97F4A7C15 | 1 }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

@Suite struct RandomizedTests {
    static let priorities: [Double] = [1000, 1000, 1000, 750, 500, 251, 250, 249, 100]

    /// Random small systems. Every required constraint that could be kept holds; and for
    /// every level p, when the required constraints and all optional ones at p or above are
    /// satisfiable together, the solution satisfies all of them.
    @Test(arguments: 0..<300)
    func solutionsRespectTheirConstraints(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed + 1))
        let solver = Solver()
        let variables = (0..<Int.random(in: 2...6, using: &random)).map { solver.makeVariable("x\($0)") }
        var added: [(ConstraintID, LinearConstraint)] = []
        for _ in 0..<Int.random(in: 1...10, using: &random) {
            let count = Int.random(in: 1...min(3, variables.count), using: &random)
            let chosen = variables.shuffled(using: &random).prefix(count)
            let terms = chosen.map { Term($0, Double(Int.random(in: -3...3, using: &random) | 1)) }
            let expression = LinearExpression(terms, constant: Double(Int.random(in: -50...50, using: &random)))
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random) ?? .equal
            let priority = Priority(Self.priorities.randomElement(using: &random) ?? 1000)
            let constraint = LinearConstraint(expression, relation, priority: priority)
            added.append((solver.add(constraint), constraint))
        }
        let report = solver.solve()
        #expect(solver.checkInvariants() == nil, "seed \(seed)")
        let broken = Set(report.conflicts.map(\.broken))
        let value = { (v: Variable) in solver.value(of: v) }
        for (id, constraint) in added where constraint.priority.isRequired && !broken.contains(id) {
            #expect(ConstraintEvaluation.holds(constraint, value: value), "seed \(seed): required \(constraint) fails")
        }
        // Conflict sets are minimal: dropping any member makes the rest feasible.
        for conflict in report.conflicts {
            let members = added.filter { conflict.members.contains($0.0) }.map(\.1)
            #expect(try !Self.feasible(members), "seed \(seed): conflict is not a conflict")
            for skip in members.indices {
                var rest = members
                rest.remove(at: skip)
                #expect(try Self.feasible(rest), "seed \(seed): conflict is not minimal")
            }
        }
        guard report.conflicts.isEmpty else { return }
        for level in Set(added.map(\.1.priority.value)).sorted(by: >) where level < 1000 {
            let upTo = added.map(\.1).filter { $0.priority.value >= level }
            guard try Self.feasible(upTo) else { break }
            for constraint in upTo {
                #expect(ConstraintEvaluation.holds(constraint, value: value), "seed \(seed): \(constraint) could hold")
            }
        }
    }

    /// Whether the constraints can all hold, all made required: decided by the exact
    /// oracle, which shares no code with the solver.
    static func feasible(_ constraints: [LinearConstraint]) throws -> Bool {
        let required = constraints.map { LinearConstraint($0.expression, $0.relation) }
        return try PriorityLevelOracle.leastErrors(required) != nil
    }

    /// A determined layout-like system reaches the same values whatever the order of
    /// additions, and after extra constraints were added and removed again.
    @Test(arguments: 0..<60)
    func resultsDoNotDependOnOrder(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed + 1000))
        let count = Int.random(in: 2...12, using: &random)
        func build(_ order: [Int], detour: Bool) throws -> [Double] {
            let solver = Solver()
            let width = solver.makeVariable("width")
            let x = (0..<count).map { solver.makeVariable("x\($0)") }
            let w = (0..<count).map { solver.makeVariable("w\($0)") }
            var constraints: [LinearConstraint] = [LinearConstraint(LinearExpression(x[0]) - 10, .equal)]
            for i in 1..<count { constraints.append(LinearConstraint(x[i] - x[i - 1] - w[i - 1] - 8, .equal)) }
            constraints.append(LinearConstraint(width - x[count - 1] - w[count - 1] - 10, .equal))
            for i in 1..<count { constraints.append(LinearConstraint(w[i] - w[0], .equal)) }
            for i in 0..<count { constraints.append(LinearConstraint(w[i] - 40, .equal, priority: Priority(250))) }
            for index in order { solver.add(constraints[index % constraints.count]) }
            solver.addEditVariable(width, initialValue: 375)
            solver.solve()
            if detour {
                let extra = solver.add(w[0] - 5, .equal, priority: Priority(900))
                let other = solver.add(x[count - 1] - 200, .lessThanOrEqual)
                solver.solve()
                try solver.suggestValue(width, 1000)
                solver.solve()
                solver.remove(extra)
                solver.remove(other)
                try solver.suggestValue(width, 375)
                solver.solve()
            }
            #expect(solver.checkInvariants() == nil)
            return (x + w).map { solver.value(of: $0) }
        }
        let total = 1 + (count - 1) + 1 + (count - 1) + count
        let reference = try build(Array(0..<total), detour: false)
        let shuffled = try build(Array(0..<total).shuffled(using: &random), detour: true)
        for (a, b) in zip(reference, shuffled) { #expect(abs(a - b) < 1e-9, "seed \(seed)") }
    }
}
