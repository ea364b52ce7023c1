import Foundation
import LayoutSolver

// Usage: SolverBenchmarks [--scenario chain|tree] [--count N]... [--repeat R] [--json]
// Prints, per scenario and N, the time to build and solve once, and to re-solve after 100
// root-width changes (reading every value each time). Times are the median of R runs.

/// Everything runs inside a function: top-level variables in main.swift are main-actor
/// globals, and their isolation checks would be measured too.
func runBenchmarks() throws {
    var scenarios = Scenario.allCases
    var counts = [100, 1_000, 10_000]
    var repeats = 5
    var json = false
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    var explicitCounts: [Int] = []
    while let argument = arguments.next() {
        switch argument {
        case "--scenario": scenarios = [arguments.next().flatMap(Scenario.init(rawValue:))].compactMap { $0 }
        case "--count": if let n = arguments.next().flatMap(Int.init) { explicitCounts.append(n) }
        case "--repeat": repeats = arguments.next().flatMap(Int.init) ?? repeats
        case "--json": json = true
        default:
            FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
            exit(2)
        }
    }
    if !explicitCounts.isEmpty { counts = explicitCounts }

    var results: [Measurement] = []
    for scenario in scenarios {
        for count in counts {
            var builds: [Double] = [], resizes: [Double] = []
            var checksum = 0.0
            for _ in 0..<repeats {
                var layout: BuiltLayout?
                builds.append(seconds {
                    let built = ScenarioBuilder.build(scenario, count: count)
                    built.solver.solve()
                    checksum = built.variables.reduce(0) { $0 + built.solver.value(of: $1) }
                    layout = built
                })
                guard let layout else { continue }
                let base = layout.solver.value(of: layout.width)
                resizes.append(try seconds {
                    for step in 0..<100 {
                        try layout.solver.suggestValue(layout.width, base + Double(step % 10) * 10)
                        layout.solver.solve()
                        checksum = layout.variables.reduce(0) { $0 + layout.solver.value(of: $1) }
                    }
                })
            }
            results.append(Measurement(scenario: scenario.rawValue, count: count, buildSeconds: median(builds),
                                       resizeSeconds: median(resizes), checksum: checksum))
        }
    }

    if json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let data = try? encoder.encode(results) { print(String(decoding: data, as: UTF8.self)) }
    } else {
        print("scenario      N   build+solve (ms)   100 resizes (ms)   per item build (µs)")
        for r in results {
            let perItem = r.buildSeconds / Double(r.count) * 1e6
            print(String(format: "%-8@ %6d %18.3f %18.3f %21.3f", r.scenario as NSString, r.count, r.buildSeconds * 1000, r.resizeSeconds * 1000, perItem))
        }
    }

}

struct Measurement: Codable {
    var scenario: String
    var count: Int
    var buildSeconds: Double
    var resizeSeconds: Double
    var checksum: Double
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

try runBenchmarks()
