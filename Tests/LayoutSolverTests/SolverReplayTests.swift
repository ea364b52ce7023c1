@testable import LayoutSolver
import Testing

/// A later pass replays its build against the previous pass's solver (`Solver+Replay`):
/// it must end exactly where a fresh solver given the same build ends (values to the bit,
/// ambiguities, witnesses, conflicts), and refuse any build that differs from the kept one
/// in more than constants. The oracle is a fresh solver that reuses nothing.
@Suite struct SolverReplayTests {
    /// The earlier pass as the layout engine runs it: build, keep, solve, ask questions,
    /// add stays (which can join components), solve again.
    static func earlierPass(seed: Int, parts: Int) -> Solver {
        let earlier = Solver()
        earlier.keepsSolutionsForReuse = true
        let variables = SolutionReuseTests.system(earlier, seed: seed, shift: Array(repeating: 0, count: parts))
        earlier.keepBuiltState()
        earlier.solve()
        for variable in variables { _ = earlier.ambiguity(of: variable) }
        // Stays over two variables join components the replay must part again.
        for (a, b) in zip(variables, variables.dropFirst()) { earlier.add(a - b, .equal, priority: Priority(1)) }
        earlier.solve()
        return earlier
    }

    @Test(arguments: 0..<60)
    func replayingGivesWhatAFreshSolveGives(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 977)
        let parts = 6
        let replayed = Self.earlierPass(seed: seed, parts: parts)
        let shift = (0..<parts).map { _ in Bool.random(using: &random) ? Double(Int.random(in: 1...30, using: &random)) : 0 }
        #expect(replayed.beginReplay())
        let a = SolutionReuseTests.system(replayed, seed: seed, shift: shift)
        #expect(replayed.finishReplay())
        let fresh = Solver()
        let b = SolutionReuseTests.system(fresh, seed: seed, shift: shift)
        #expect(a == b)
        #expect(SolutionReuseTests.readings(replayed, a, replayed.solve()) == SolutionReuseTests.readings(fresh, b, fresh.solve()))
        #expect(replayed.replayedBuildCount == 1)
        // Unshifted parts took the earlier pass's solutions, as a reusing fresh solver would.
        let reusable = (0..<parts).filter { shift[$0] == 0 }.map { [2, 1, 1, 0][($0 + seed) % 4] }.reduce(0, +)
        #expect(replayed.reusedSolutionCount == reusable)
        // Later additions (this pass's stays) work as on a fresh solver.
        for (x, y) in zip(a, b) {
            replayed.add(LinearExpression(x) - 3, .equal, priority: Priority(1))
            fresh.add(LinearExpression(y) - 3, .equal, priority: Priority(1))
        }
        #expect(SolutionReuseTests.readings(replayed, a, replayed.solve()) == SolutionReuseTests.readings(fresh, b, fresh.solve()))
        #expect(replayed.checkInvariants() == nil)
    }

    /// A replayed solver can itself be kept and replayed again (the third pass).
    @Test func aReplayedBuildCanBeReplayedAgain() {
        let solver = Self.earlierPass(seed: 3, parts: 4)
        for round in 1...2 {
            #expect(solver.beginReplay())
            let a = SolutionReuseTests.system(solver, seed: 3, shift: [Double(round), 0, 0, Double(round)])
            #expect(solver.finishReplay())
            solver.keepBuiltState()
            let fresh = Solver()
            let b = SolutionReuseTests.system(fresh, seed: 3, shift: [Double(round), 0, 0, Double(round)])
            #expect(SolutionReuseTests.readings(solver, a, solver.solve()) == SolutionReuseTests.readings(fresh, b, fresh.solve()))
        }
        #expect(solver.replayedBuildCount == 2)
    }

    /// Anything but a constant or a label that differs fails the replay: a coefficient,
    /// a priority, a relation, another variable, one constraint more or less, another pin.
    @Test func aBuildThatDiffersInShapeIsRefused() {
        func build(_ solver: Solver, coefficient: Double = 1, priority: Double = 500, relation: Relation = .equal,
                   extraConstraint: Bool = false, skipLast: Bool = false, extraVariable: Bool = false, pin: Double = 0,
                   constant: Double = 10, label: String = "a") {
            let x = solver.makeVariable(), y = solver.makeVariable(), root = solver.makeVariable()
            if extraVariable { _ = solver.makeVariable() }
            solver.pin(root, to: pin)
            solver.add(coefficient * x - y - constant, .equal, label: label)
            if extraConstraint { solver.add(x - root, .greaterThanOrEqual) }
            if !skipLast { solver.add(LinearExpression(y) - root - 4, relation, priority: Priority(priority)) }
        }
        func replays(_ configure: (Solver) -> Void) -> Bool {
            let solver = Solver()
            build(solver)
            solver.keepBuiltState()
            solver.solve()
            guard solver.beginReplay() else { return false }
            configure(solver)
            return solver.finishReplay()
        }
        #expect(replays { build($0) })
        #expect(replays { build($0, constant: 11, label: "b") })
        #expect(!replays { build($0, coefficient: 2) })
        #expect(!replays { build($0, priority: 501) })
        #expect(!replays { build($0, relation: .greaterThanOrEqual) })
        #expect(!replays { build($0, extraConstraint: true) })
        #expect(!replays { build($0, skipLast: true) })
        #expect(!replays { build($0, extraVariable: true) })
        #expect(!replays { build($0, pin: 1) })
        // Nothing kept, nothing to replay.
        let plain = Solver()
        build(plain)
        plain.solve()
        #expect(!plain.beginReplay())
    }

    /// The replay takes the new constants and labels.
    @Test func constantsAndLabelsAreTheNewBuilds() {
        let solver = Solver()
        let x = solver.makeVariable()
        let id = solver.add(LinearExpression(x) - 5, .equal, label: "old")
        solver.keepBuiltState()
        solver.solve()
        #expect(solver.value(of: x) == 5)
        #expect(solver.beginReplay())
        _ = solver.makeVariable()
        #expect(solver.add(LinearExpression(x) - 9, .equal, label: "new") == id)
        #expect(solver.finishReplay())
        solver.solve()
        #expect(solver.value(of: x) == 9)
        #expect(solver.constraint(id)?.label == "new")
    }
}
