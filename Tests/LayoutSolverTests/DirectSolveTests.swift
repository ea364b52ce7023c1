@testable import LayoutSolver
import Testing

/// The direct path (sparse elimination) must give exactly what the simplex gives, take
/// over only when it may, and leave everything else to the simplex.
@Suite struct DirectSolveTests {
    /// A random layout-like column: views chained top to bottom with gaps, each height held
    /// by a hugging/compression pair or a required or optional equality, some centred on
    /// a neighbour, the first pinned to the top. Everything holds at once and is fixed.
    static func column(_ solver: Solver, seed: Int) -> [Variable] {
        var random = SeededGenerator(seed: UInt64(seed + 7))
        let count = Int.random(in: 2...40, using: &random)
        var all: [Variable] = []
        var previousBottom: LinearExpression?
        let top = solver.makeVariable("top")
        solver.add(LinearExpression(top) - Double(Int.random(in: 0...50, using: &random)), .equal)
        all.append(top)
        for index in 0..<count {
            let y = solver.makeVariable("y\(index)"), h = solver.makeVariable("h\(index)")
            all += [y, h]
            let size = Double(Int.random(in: 1...80, using: &random)) / 2
            switch Int.random(in: 0...2, using: &random) {
            case 0:
                solver.add(h - size, .greaterThanOrEqual, priority: Priority([750, 1000].randomElement(using: &random) ?? 750))
                solver.add(h - size, .lessThanOrEqual, priority: Priority([250, 251, 500].randomElement(using: &random) ?? 250))
            case 1: solver.add(h - size, .equal)
            default: solver.add(2 * h - 2 * size, .equal, priority: .defaultHigh)
            }
            let gap = Double(Int.random(in: 0...16, using: &random))
            if let previousBottom {
                solver.add(LinearExpression(y) - previousBottom - gap, .equal)
            } else {
                solver.add(LinearExpression(y) - top - gap, .equal)
            }
            // An inequality that holds at the optimum: the view stays below the top.
            solver.add(LinearExpression(y) - top, .greaterThanOrEqual, priority: .defaultHigh)
            previousBottom = y + h
        }
        return all
    }

    @Test(arguments: 0..<100)
    func directPathMatchesTheSimplex(seed: Int) {
        let direct = Solver(), simplex = Solver()
        simplex.allowsDirectSolve = false
        let a = Self.column(direct, seed: seed), b = Self.column(simplex, seed: seed)
        #expect(direct.solve().conflicts.isEmpty)
        #expect(simplex.solve().conflicts.isEmpty)
        // Every component (the chain, and the last height on its own) took the direct path.
        #expect(direct.directSolveCount == direct.componentCount)
        #expect(simplex.directSolveCount == 0)
        for (x, y) in zip(a, b) {
            #expect(abs(direct.value(of: x) - simplex.value(of: y)) < 1e-9, "seed \(seed): \(direct.name(of: x))")
            #expect(direct.ambiguity(of: x) == .determined)
        }
    }

    @Test func anOpenVariableGoesToTheSimplex() {
        let solver = Solver()
        let x = solver.makeVariable("x"), width = solver.makeVariable("width")
        solver.add(width - 100, .equal)
        solver.add(LinearExpression(x), .greaterThanOrEqual)
        solver.solve()
        #expect(solver.directSolveCount == 1)  // width's component only
        #expect(solver.ambiguity(of: x).isAmbiguous)
        #expect(solver.ambiguity(of: width) == .determined)
    }

    @Test func aConflictGoesToTheSimplex() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(x - 10, .equal)
        let broken = solver.add(x - 20, .equal)
        let report = solver.solve()
        #expect(solver.directSolveCount == 0)
        #expect(report.conflicts.map(\.broken) == [broken])
        #expect(solver.value(of: x) == 10)
    }

    @Test func aBrokenOptionalEqualityGoesToTheSimplex() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(x - 10, .equal, priority: .defaultHigh)
        solver.add(x - 20, .equal, priority: .defaultLow)
        solver.solve()
        #expect(solver.directSolveCount == 0)
        #expect(solver.value(of: x) == 10)
    }

    @Test func aViolatedInequalityGoesToTheSimplex() {
        // The equalities fix x at 5, but x ≥ 8 is required: the simplex must decide.
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(x - 5, .equal, priority: .defaultLow)
        solver.add(x - 8, .greaterThanOrEqual)
        solver.solve()
        #expect(solver.directSolveCount == 0)
        #expect(solver.value(of: x) == 8)
    }

    @Test func oppositeHalvesOnOneConstantMakeAnEquality() {
        // x ≥ 10 and x ≤ 10 fix x (a third half on 10 waits alone); two halves in one
        // direction, or on different constants, fix nothing and go to the simplex.
        let paired = Solver()
        let x = paired.makeVariable("x")
        paired.add(x - 10, .greaterThanOrEqual, priority: Priority(750))
        paired.add(x - 10, .lessThanOrEqual, priority: Priority(250))
        paired.add(x - 10, .greaterThanOrEqual)
        paired.solve()
        #expect(paired.directSolveCount == 1)
        #expect(paired.value(of: x) == 10)
        for (constant, relation) in [(10.0, Relation.greaterThanOrEqual), (12.0, .lessThanOrEqual)] {
            let solver = Solver()
            let y = solver.makeVariable("y")
            solver.add(y - 10, .greaterThanOrEqual, priority: Priority(750))
            solver.add(y - constant, relation, priority: Priority(250))
            solver.solve()
            #expect(solver.directSolveCount == 0, "\(constant) \(relation)")
            #expect(solver.ambiguity(of: y).isAmbiguous, "\(constant) \(relation)")
        }
    }

    @Test func aRedundantEqualityIsNoConflict() {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        solver.add(x - 10, .equal)
        solver.add(y - x - 5, .equal)
        solver.add(y - 15, .equal, priority: .defaultLow)
        #expect(solver.solve().conflicts.isEmpty)
        #expect(solver.directSolveCount == 1)
        #expect(solver.value(of: y) == 15)
    }

    @Test func componentsWithEditVariablesKeepTheirTableau() throws {
        let solver = Solver()
        let width = solver.makeVariable("width"), half = solver.makeVariable("half")
        solver.addEditVariable(width, initialValue: 100)
        solver.add(2 * half - width, .equal)
        solver.solve()
        #expect(solver.directSolveCount == 0)
        #expect(solver.value(of: half) == 50)
        try solver.suggestValue(width, 300)
        solver.solve()
        #expect(solver.value(of: half) == 150)
    }

    @Test func changesAfterADirectSolveReSolve() {
        let solver = Solver()
        let width = solver.makeVariable("width"), half = solver.makeVariable("half")
        solver.add(width - 300, .equal)
        solver.add(2 * half - width, .equal)
        solver.solve()
        #expect(solver.directSolveCount == 1)
        #expect(solver.value(of: half) == 150)
        let extra = solver.add(half - 10, .lessThanOrEqual, priority: .defaultLow)
        solver.solve()
        #expect(solver.value(of: half) == 150)
        solver.remove(extra)
        solver.add(half - 10, .equal, priority: .required)
        let report = solver.solve()
        #expect(report.conflicts.count == 1)
    }

    @Test func ambiguityBelowTheLowestEqualityAsksTheSimplex() {
        // x is fixed only by a priority-250 equality: ignoring levels below 500, it is open.
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.add(x - 10, .equal, priority: .defaultLow)
        solver.solve()
        #expect(solver.directSolveCount == 1)
        #expect(solver.ambiguity(of: x) == .determined)
        #expect(solver.ambiguity(of: x, ignoringPrioritiesBelow: 500).isAmbiguous)
        #expect(solver.value(of: x) == 10)
    }

    @Test func pinnedVariablesSplitComponents() {
        let solver = Solver()
        let root = solver.makeVariable("root"), a = solver.makeVariable("a"), b = solver.makeVariable("b")
        solver.pin(root, to: 20)
        solver.add(a - root - 5, .equal)
        solver.add(b - root - 7, .equal)
        solver.solve()
        #expect(solver.componentCount == 2)
        #expect(solver.value(of: a) == 25 && solver.value(of: b) == 27 && solver.value(of: root) == 20)
        #expect(solver.ambiguity(of: root) == .determined)
        // Pinning a variable already in use adds a required equality instead.
        let c = solver.makeVariable("c")
        solver.add(c - 3, .greaterThanOrEqual)
        solver.pin(c, to: 4)
        solver.solve()
        #expect(solver.value(of: c) == 4)
    }
}
