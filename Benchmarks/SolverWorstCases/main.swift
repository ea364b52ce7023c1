import Foundation
import LayoutSolver

// Usage: SolverWorstCases [--count N] [--repeat R]
// The solver's worst cases found in review, each timed against a reference solved in the
// same run (the same system without what makes it hard), so the ratio survives a noisy
// machine:
//   contradicted chain: N links and one constraint contradicting them (explaining the
//     conflict) vs the chain alone;
//   competing optionals: N optional constraints at one priority pulling one variable
//     different ways vs N that agree;
//   distinct priorities: N optional constraints each at its own priority vs one priority.
//   random on chain: N random constraints (random views, attributes, relations,
//     priorities, seeded) on an 800-view chain vs N that agree with the chain's solution;
//   optionals on one attribute: N optional equalities on one variable (targets spread
//     out) vs the same N on N separate variables.
// `--case NAME` (repeatable) runs only the named cases, so peak memory can be read per case.
// Also prints the peak resident memory of the whole run.

struct Case {
    var name: String
    var hard: (Int) -> Void
    var reference: (Int) -> Void
}

func contradictedChain(_ n: Int, contradicted: Bool) {
    let solver = Solver()
    let x = (0...n).map { solver.makeVariable("x\($0)") }
    solver.add(LinearExpression(x[0]), .equal)
    for i in 1...n { solver.add(x[i] - x[i - 1] - 10, .equal) }
    if contradicted { solver.add(x[n] - x[0] - Double(10 * n + 5), .equal) }
    let report = solver.solve()
    precondition(report.conflicts.count == (contradicted ? 1 : 0))
}

func optionals(_ n: Int, competing: Bool, distinctPriorities: Bool) {
    let solver = Solver()
    let v = solver.makeVariable("v")
    solver.add(LinearExpression(v), .greaterThanOrEqual)
    for i in 0..<n {
        let target = competing ? Double(i % 97) : 50
        let priority = distinctPriorities ? Priority(1 + 998 * Double(i) / Double(max(n, 1))) : Priority(500)
        solver.add(v - target, .equal, priority: priority)
    }
    solver.solve()
}

/// SplitMix64: a seeded generator, so every run builds the same random system.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// An 800-view row (x, width per view; spacing 8, preferred width 40 at 750) and `k`
/// random constraints between random attributes (left, right, centre, width) of random
/// views: half required, the rest at random priorities. `agreeing`: each constant is
/// chosen so the constraint holds at the row's own solution (the same system, no conflict).
func randomOnChain(_ k: Int, agreeing: Bool, views: Int = 800, seed: UInt64 = 13) {
    let solver = Solver()
    var random = SeededGenerator(state: seed)
    let x = (0..<views).map { solver.makeVariable("x\($0)") }
    let w = (0..<views).map { solver.makeVariable("w\($0)") }
    solver.add(LinearExpression(x[0]), .equal)
    for i in 0..<views {
        solver.add(LinearExpression(w[i]), .greaterThanOrEqual)
        solver.add(w[i] - 40, .equal, priority: .defaultHigh)
        if i > 0 { solver.add(x[i] - x[i - 1] - w[i - 1] - 8, .equal) }
    }
    func attribute(_ view: Int, _ kind: Int) -> (LinearExpression, Double) {
        let left = 48.0 * Double(view)
        switch kind {
        case 0: return (LinearExpression(x[view]), left)
        case 1: return (x[view] + w[view], left + 40)
        case 2: return (LinearExpression(x[view]) + 0.5 * w[view], left + 20)
        default: return (LinearExpression(w[view]), 40)
        }
    }
    let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    for _ in 0..<k {
        let (a, aValue) = attribute(Int.random(in: 0..<views, using: &random), Int.random(in: 0..<4, using: &random))
        let (b, bValue) = attribute(Int.random(in: 0..<views, using: &random), Int.random(in: 0..<4, using: &random))
        let relation = relations[Int.random(in: 0..<3, using: &random)]
        let priority = Bool.random(using: &random) ? Priority.required : Priority(Double(Int.random(in: 1...999, using: &random)))
        let constant = agreeing ? aValue - bValue : Double(Int.random(in: -100...100, using: &random))
        solver.add(a - b - constant, relation, priority: priority)
    }
    solver.solve()
}

func optionalsOnOneAttribute(_ n: Int, shared: Bool) {
    let solver = Solver()
    let v = shared ? [solver.makeVariable("v")] : (0..<n).map { solver.makeVariable("v\($0)") }
    for i in 0..<n {
        solver.add(LinearExpression(v[shared ? 0 : i]) - Double(i), .equal, priority: .defaultLow)
    }
    solver.solve()
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func peakResidentMegabytes() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    // Kilobytes on Linux, bytes on macOS.
    #if os(Linux)
    return Double(usage.ru_maxrss) / 1024
    #else
    return Double(usage.ru_maxrss) / 1_048_576
    #endif
}

func run() {
    var counts: [Int] = []
    var repeats = 3
    var only: [String] = []
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    while let argument = arguments.next() {
        switch argument {
        case "--count": if let n = arguments.next().flatMap(Int.init) { counts.append(n) }
        case "--repeat": repeats = arguments.next().flatMap(Int.init) ?? repeats
        case "--case": if let name = arguments.next() { only.append(name) }
        default:
            FileHandle.standardError.write(Data("usage: SolverWorstCases [--count N]... [--repeat R] [--case NAME]...\n".utf8))
            exit(2)
        }
    }
    let cases = [
        Case(name: "contradicted chain", hard: { contradictedChain($0, contradicted: true) },
             reference: { contradictedChain($0, contradicted: false) }),
        Case(name: "competing optionals", hard: { optionals($0, competing: true, distinctPriorities: false) },
             reference: { optionals($0, competing: false, distinctPriorities: false) }),
        Case(name: "distinct priorities", hard: { optionals($0, competing: true, distinctPriorities: true) },
             reference: { optionals($0, competing: true, distinctPriorities: false) }),
        Case(name: "random on chain", hard: { randomOnChain($0, agreeing: false) },
             reference: { randomOnChain($0, agreeing: true) }),
        Case(name: "optionals on one attribute", hard: { optionalsOnOneAttribute($0, shared: true) },
             reference: { optionalsOnOneAttribute($0, shared: false) }),
    ].filter { only.isEmpty || only.contains($0.name) }
    print("case                          N   hard (ms)   reference (ms)   ratio")
    for item in cases {
        for n in counts.isEmpty ? [1_000] : counts {
            var hard: [Double] = [], reference: [Double] = []
            for _ in 0..<repeats {
                reference.append(seconds { item.reference(n) })
                hard.append(seconds { item.hard(n) })
            }
            let h = hard.sorted()[repeats / 2], r = reference.sorted()[repeats / 2]
            print(String(format: "%-26@ %6d %11.2f %16.2f %7.1f", item.name as NSString, n, h * 1000, r * 1000, h / max(r, 1e-9)))
        }
    }
    print(String(format: "peak resident memory: %.0f MB", peakResidentMegabytes()))
}

run()
