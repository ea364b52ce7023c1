@testable import LayoutSolver
import Testing

/// A solver that takes an earlier solver's component solutions (`reuseSolutions(from:)`,
/// the layout engine's later passes) must end exactly where a fresh solver ends: same
/// values to the bit, same ambiguities, witnesses and conflicts. The oracle is the same
/// system solved by a solver that reuses nothing.
@Suite struct SolutionReuseTests {
    /// Independent parts, each of one kind the layout engine makes: a chain the direct path
    /// solves, a row with competing hugging (simplex, open variables), optional equalities
    /// that cannot all hold, and a required conflict. `shift[part]` moves that part's
    /// constants, so a later system differs from an earlier one in those parts only.
    static func system(_ solver: Solver, seed: Int, shift: [Double]) -> [Variable] {
        var random = SeededGenerator(seed: UInt64(seed * 31 + 5))
        var all: [Variable] = []
        for part in 0..<shift.count {
            let offset = shift[part]
            switch (part + seed) % 4 {
            case 0:  // a chain, fixed by equalities and hugging pairs
                var previous: LinearExpression?
                for _ in 0..<Int.random(in: 2...12, using: &random) {
                    let y = solver.makeVariable(), h = solver.makeVariable()
                    all += [y, h]
                    let size = Double(Int.random(in: 10...60, using: &random)) + offset
                    solver.add(h - size, .greaterThanOrEqual, priority: .defaultHigh)
                    solver.add(h - size, .lessThanOrEqual, priority: .defaultLow)
                    solver.add(LinearExpression(y) - (previous ?? LinearExpression(constant: offset)) - 8, .equal)
                    previous = y + h
                }
            case 1:  // a row whose widths the hugging priorities leave open
                let left = solver.makeVariable(), width = solver.makeVariable()
                let right = solver.makeVariable(), other = solver.makeVariable()
                all += [left, width, right, other]
                solver.add(LinearExpression(left) - 8 - offset, .equal)
                solver.add(right - left - width - 8, .equal)
                solver.add(right + other - 367, .equal)
                for variable in [width, other] {
                    let size = Double(Int.random(in: 20...120, using: &random))
                    solver.add(variable - size, .greaterThanOrEqual, priority: .defaultHigh)
                    solver.add(variable - size, .lessThanOrEqual, priority: .defaultLow)
                }
            case 2:  // optional equalities pulling one variable apart
                let x = solver.makeVariable()
                all.append(x)
                for k in 0..<Int.random(in: 2...9, using: &random) {
                    solver.add(x - Double(k * 10) - offset, .equal, priority: Priority(Double([250, 500, 750].randomElement(using: &random) ?? 250)))
                }
            default:  // a required conflict
                let x = solver.makeVariable(), y = solver.makeVariable()
                all += [x, y]
                solver.add(x - y - 10 - offset, .equal)
                solver.add(LinearExpression(y) - 5, .equal)
                solver.add(x - 40, .equal)
            }
        }
        return all
    }

    /// Everything a caller can read: values (to the bit), ambiguities, motions, conflicts.
    static func readings(_ solver: Solver, _ variables: [Variable], _ report: SolveReport) -> [String] {
        var lines = variables.map { "\($0) \(solver.value(of: $0).bitPattern) \(solver.ambiguity(of: $0))" }
        lines += solver.motions(of: variables.map { LinearExpression($0) }).map { "motion \($0)" }
        lines += report.conflicts.map { "conflict \($0.members) \($0.broken)" }
        return lines
    }

    @Test(arguments: 0..<60)
    func reusingGivesWhatAFreshSolveGives(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let parts = 6
        let earlier = Solver()
        earlier.keepsSolutionsForReuse = true
        _ = Self.system(earlier, seed: seed, shift: Array(repeating: 0, count: parts))
        earlier.solve()
        // Some parts move (as where a pass's insets change), the others stay.
        let shift = (0..<parts).map { _ in Bool.random(using: &random) ? Double(Int.random(in: 1...30, using: &random)) : 0 }
        let reusing = Solver(), fresh = Solver()
        reusing.reuseSolutions(from: earlier)
        let a = Self.system(reusing, seed: seed, shift: shift)
        let b = Self.system(fresh, seed: seed, shift: shift)
        #expect(Self.readings(reusing, a, reusing.solve()) == Self.readings(fresh, b, fresh.solve()))
        #expect(fresh.reusedSolutionCount == 0)
        // Parts with a conflict are never kept; every other unshifted part is reused: a
        // chain is two components (its last height stands apart), the others one.
        let reusable = (0..<parts).filter { shift[$0] == 0 }.map { [2, 1, 1, 0][($0 + seed) % 4] }.reduce(0, +)
        #expect(reusing.reusedSolutionCount == reusable)

        // Later changes (a layout pass adds stays) work on the reused tableaux as on fresh ones.
        for (x, y) in zip(a, b) {
            reusing.add(LinearExpression(x) - 3, .equal, priority: Priority(1))
            fresh.add(LinearExpression(y) - 3, .equal, priority: Priority(1))
        }
        #expect(Self.readings(reusing, a, reusing.solve()) == Self.readings(fresh, b, fresh.solve()))
        #expect(reusing.checkInvariants() == nil)
    }

    /// The earlier solver's own state is not touched by a later solver changing a tableau
    /// it took over (tableaux are values).
    @Test func theEarlierSolverKeepsItsSolution() {
        let earlier = Solver()
        earlier.keepsSolutionsForReuse = true
        let a = Self.system(earlier, seed: 1, shift: [0, 0, 0])
        let before = Self.readings(earlier, a, earlier.solve())
        let later = Solver()
        later.reuseSolutions(from: earlier)
        let b = Self.system(later, seed: 1, shift: [0, 0, 0])
        later.solve()
        for variable in b { later.add(LinearExpression(variable) + 1000, .equal) }
        later.solve()
        #expect(Self.readings(earlier, a, earlier.solve()) == before)
    }

    /// Anything that differs (a constant, a priority, a relation, the order) is solved anew.
    @Test func onlyExactlyTheSameConstraintsAreReused() {
        func build(_ solver: Solver, constant: Double = 10, priority: Double = 500, relation: Relation = .equal, swapped: Bool = false) {
            let x = solver.makeVariable(), y = solver.makeVariable()
            let first = (x - y - constant, Relation.equal, Priority.required)
            let second = (LinearExpression(y) - 4, relation, Priority(priority))
            if swapped {
                solver.add(second.0, second.1, priority: second.2)
                solver.add(first.0, first.1, priority: first.2)
            } else {
                solver.add(first.0, first.1, priority: first.2)
                solver.add(second.0, second.1, priority: second.2)
            }
        }
        let earlier = Solver()
        earlier.keepsSolutionsForReuse = true
        build(earlier)
        earlier.solve()
        func reuses(_ configure: (Solver) -> Void) -> Bool {
            let later = Solver()
            later.reuseSolutions(from: earlier)
            configure(later)
            later.solve()
            return later.reusedSolutionCount == 1
        }
        #expect(reuses { build($0) })
        #expect(!reuses { build($0, constant: 11) })
        #expect(!reuses { build($0, priority: 501) })
        #expect(!reuses { build($0, relation: .greaterThanOrEqual) })
        #expect(!reuses { build($0, swapped: true) })
        // A solver that did not keep its solutions offers none.
        let plain = Solver()
        build(plain)
        plain.solve()
        let later = Solver()
        later.reuseSolutions(from: plain)
        build(later)
        later.solve()
        #expect(later.reusedSolutionCount == 0)
    }

    /// Only the next solve consults the earlier solutions.
    @Test func reuseServesOneSolve() {
        let earlier = Solver()
        earlier.keepsSolutionsForReuse = true
        let x = earlier.makeVariable()
        earlier.add(LinearExpression(x) - 5, .equal)
        earlier.solve()
        let later = Solver()
        later.reuseSolutions(from: earlier)
        later.solve()  // nothing to solve yet
        let y = later.makeVariable()
        later.add(LinearExpression(y) - 5, .equal)
        later.solve()
        #expect(later.reusedSolutionCount == 0)
        #expect(later.value(of: y) == 5)
    }

    /// `isFixed` is a shortcut for `ambiguity(of:) == .determined`, never a different answer.
    @Test(arguments: 0..<40)
    func aFixedVariableIsDetermined(seed: Int) {
        let solver = Solver()
        let variables = Self.system(solver, seed: seed, shift: [0, 0, 0, 0])
        let pinned = solver.makeVariable()
        solver.pin(pinned, to: 3)
        solver.solve()
        #expect(solver.isFixed(pinned))
        for variable in variables where solver.isFixed(variable) {
            #expect(solver.ambiguity(of: variable) == .determined)
            #expect(solver.motions(of: [LinearExpression(variable)]).isEmpty)
        }
        // The chain parts take the direct path, so some variables are fixed.
        #expect(variables.contains { solver.isFixed($0) })
    }
}
