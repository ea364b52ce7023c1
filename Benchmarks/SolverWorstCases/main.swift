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
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    while let argument = arguments.next() {
        switch argument {
        case "--count": if let n = arguments.next().flatMap(Int.init) { counts.append(n) }
        case "--repeat": repeats = arguments.next().flatMap(Int.init) ?? repeats
        default:
            FileHandle.standardError.write(Data("usage: SolverWorstCases [--count N]... [--repeat R]\n".utf8))
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
    ]
    print("case                      N   hard (ms)   reference (ms)   ratio")
    for item in cases {
        for n in counts.isEmpty ? [1_000] : counts {
            var hard: [Double] = [], reference: [Double] = []
            for _ in 0..<repeats {
                reference.append(seconds { item.reference(n) })
                hard.append(seconds { item.hard(n) })
            }
            let h = hard.sorted()[repeats / 2], r = reference.sorted()[repeats / 2]
            print(String(format: "%-22@ %6d %11.2f %16.2f %7.1f", item.name as NSString, n, h * 1000, r * 1000, h / max(r, 1e-9)))
        }
    }
    print(String(format: "peak resident memory: %.0f MB", peakResidentMegabytes()))
}

run()
