/// Finds a minimal set of required constraints that cannot hold together.
enum ConflictFinder {
    /// `accepted` are satisfiable together and `failing` contradicts them. Returns a subset
    /// of `accepted` plus `failing` that is infeasible and becomes feasible when any one
    /// member is removed. Grows the set one member at a time, each found by binary search
    /// for the shortest infeasible prefix, so the cost is O(size × log n) feasibility checks.
    static func minimalConflict(adding failing: ConstraintID, to accepted: [ConstraintID],
                                _ constraints: ConstraintStore) -> [ConstraintID] {
        var core: [ConstraintID] = [failing]
        var remaining = accepted
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

    static func isFeasible<C: Collection>(_ ids: C, _ constraints: ConstraintStore) -> Bool where C.Element == ConstraintID {
        var tableau = Tableau()
        for id in ids {
            guard let constraint = constraints[id] else { continue }
            if case .unsatisfiable = tableau.add(constraint, id: id) { return false }
        }
        return true
    }
}
