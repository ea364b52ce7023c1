/// Finds a minimal set of required constraints that cannot hold together.
enum ConflictFinder {
    /// `accepted` are satisfiable together and `failing` contradicts them. Returns a subset
    /// of `accepted` plus `failing` that is infeasible and becomes feasible when any one
    /// member is removed. Grows the set one member at a time, each found by binary search
    /// for the shortest infeasible prefix, so the cost is O(size × log n) feasibility checks.
    static func minimalConflict(adding failing: ConstraintID, to accepted: [ConstraintID],
                                _ constraints: ConstraintStore) -> [ConstraintID] {
        var core: [ConstraintID] = [failing]
        var remaining = neighbourhood(of: failing, in: accepted, constraints)
        while isFeasible(core, constraints) {
            // Smallest k with core + remaining[0..<k] infeasible.
            var low = 1, high = remaining.count
            guard high >= 1, !isFeasible(core + remaining, constraints) else { break }
            while low < high {
                let middle = (low + high) / 2
                if isFeasible(core + remaining[0..<middle], constraints) { low = middle + 1 } else { high = middle }
            }
            core.append(remaining[low - 1])
            remaining = Array(remaining[0..<(low - 1)])
        }
        return core.sorted()
    }

    /// The accepted constraints within reach of the failing one through shared variables,
    /// widened breadth first (checked each time the set has doubled) until they contradict
    /// it, in their accepted order. Conflicts are usually local: two widths on one view
    /// should not cost a search through every constraint of a long chain.
    static func neighbourhood(of failing: ConstraintID, in accepted: [ConstraintID],
                              _ constraints: ConstraintStore) -> [ConstraintID] {
        var positionsByVariable: [Int: [Int]] = [:]
        for (position, id) in accepted.enumerated() {
            for term in constraints[id]?.expression.terms ?? [] { positionsByVariable[term.variable.index, default: []].append(position) }
        }
        var included: Set<Int> = []
        var seen: Set<Int> = []
        var frontier = (constraints[failing]?.expression.terms ?? []).map(\.variable.index)
        var checkedSize = 0
        while !frontier.isEmpty {
            var next: [Int] = []
            for variable in frontier where seen.insert(variable).inserted {
                for position in positionsByVariable[variable] ?? [] where included.insert(position).inserted {
                    next.append(contentsOf: (constraints[accepted[position]]?.expression.terms ?? []).map(\.variable.index))
                }
            }
            frontier = next
            guard included.count >= 2 * max(checkedSize, 1) || frontier.isEmpty else { continue }
            checkedSize = included.count
            let candidate = included.sorted().map { accepted[$0] }
            if !isFeasible([failing] + candidate, constraints) { return candidate }
        }
        return accepted
    }

    static func isFeasible<C: Collection>(_ ids: C, _ constraints: ConstraintStore) -> Bool where C.Element == ConstraintID {
        var tableau = Tableau()
        for id in ids {
            guard let constraint = constraints[id] else { continue }
            if case .unsatisfiable = tableau.add(constraint, id: id) { return false }
        }
        return true
    }
}
