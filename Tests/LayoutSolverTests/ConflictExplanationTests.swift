import LayoutSolver
import Testing

/// Minimal conflicting sets: every member needed, found fast on long chains.
@Suite struct ConflictExplanationTests {
    /// A chain of `count` views, each 10 points after the previous, and a last constraint
    /// that puts the end somewhere else: the whole chain is the minimal conflict.
    static func contradictedChain(_ count: Int) -> (Solver, [ConstraintID], ConstraintID) {
        let solver = Solver()
        let x = (0...count).map { solver.makeVariable("x\($0)") }
        var links = [solver.add(x[0] - 0, .equal)]
        for i in 1...count { links.append(solver.add(x[i] - x[i - 1] - 10, .equal)) }
        let contradiction = solver.add(x[count] - x[0] - Double(10 * count + 5), .equal)
        return (solver, links, contradiction)
    }

    @Test func aContradictedChainNamesEveryLink() {
        let (solver, links, contradiction) = Self.contradictedChain(200)
        let report = solver.solve()
        #expect(report.conflicts.count == 1)
        let members = Set(report.conflicts.first?.members ?? [])
        // x0 = 0 is not needed: the contradiction is between the links and the last one.
        #expect(members == Set(links.dropFirst()).union([contradiction]))
    }

    @Test func aConflictWithInequalitiesIsMinimal() {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        let a = solver.add(x - 10, .greaterThanOrEqual)
        let b = solver.add(y - x, .equal)
        _ = solver.add(z - 3, .equal)
        let c = solver.add(y - 5, .lessThanOrEqual)
        let report = solver.solve()
        #expect(report.conflicts.count == 1)
        #expect(Set(report.conflicts.first?.members ?? []) == [a, b, c])
    }

    /// Random small systems: whatever the explanation, removing any one member must make
    /// the rest satisfiable, and the whole set must not be (checked with fresh solvers).
    @Test func randomConflictsAreMinimalAndInfeasible() {
        var generator = SplitMix(seed: 7)
        var checked = 0
        for _ in 0..<300 {
            let solver = Solver()
            let variables = (0..<4).map { solver.makeVariable("v\($0)") }
            var added: [(ConstraintID, LinearExpression, Relation)] = []
            for _ in 0..<6 {
                var expression = LinearExpression(constant: Double(Int(generator.next() % 21) - 10))
                for variable in variables where generator.next() % 2 == 0 {
                    expression = expression + Double(Int(generator.next() % 5) - 2) * LinearExpression(variable)
                }
                let relation: Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual][Int(generator.next() % 3)]
                added.append((solver.add(expression, relation), expression, relation))
            }
            for conflict in solver.solve().conflicts where conflict.members.count > 1 {
                checked += 1
                let members = added.filter { conflict.members.contains($0.0) }
                #expect(!Self.isSatisfiable(members.map { ($0.1, $0.2) }))
                for left in members.indices {
                    var rest = members
                    rest.remove(at: left)
                    #expect(Self.isSatisfiable(rest.map { ($0.1, $0.2) }))
                }
            }
        }
        #expect(checked > 20)
    }

    static func isSatisfiable(_ constraints: [(LinearExpression, Relation)]) -> Bool {
        let solver = Solver()
        // Variables belong to their solver: make the same four, in the same order.
        for index in 0..<4 { _ = solver.makeVariable("v\(index)") }
        for (expression, relation) in constraints { solver.add(expression, relation) }
        return solver.solve().conflicts.isEmpty
    }
}

struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
