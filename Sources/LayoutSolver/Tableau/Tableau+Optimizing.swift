extension Tableau {
    /// The most pivots one optimization may take before it stops and says so: Bland's rule
    /// cannot cycle, so this is a budget against pathological sizes, not a correctness net.
    var pivotBudget: Int { pivotsPerSymbol * (kinds.count + 10) }

    /// Primal simplex on a lexicographic objective: while some parameter would lower the
    /// objective, bring it into the basis, choosing the leaving row by the ratio test.
    /// Returns false when the pivot budget ran out before the optimum (the values are then
    /// feasible but perhaps not optimal).
    @discardableResult
    mutating func optimize(objective which: Int = 0) -> Bool {
        pivotCount = 0
        while true {
            // The smallest candidate (Bland's rule): deterministic, whatever the hashing
            // order of the set, and free of cycling.
            let entering = objectives[which].candidates.min()
            guard let entering else { return true }
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded in this direction cannot lower a sum of non-negative errors;
                // treat it as optimal for this symbol.
                objectives[which].candidates.remove(entering)
                continue
            }
            pivot(leaving: leaving, entering: entering)
            if pivotCount > pivotBudget { return false }
        }
    }

    /// The restricted row that first reaches zero as `entering` grows.
    private func leavingRow(for entering: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for basic in columns[entering] where kinds[basic].isRestricted {
            let coefficient = rows[basic].coefficient(of: entering)
            guard coefficient < -Tolerance.coefficient else { continue }
            let ratio = -rows[basic].constant / coefficient
            if ratio < bestRatio - Tolerance.value || (abs(ratio - bestRatio) <= Tolerance.value && basic < (best ?? Int.max)) {
                best = basic
                bestRatio = min(ratio, bestRatio)
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility after constants changed (the objective stays
    /// optimal throughout). Returns false when a required constraint cannot hold.
    mutating func dualOptimize(_ infeasible: Set<Int>) -> Bool {
        var pending = infeasible
        pivotCount = 0
        while let leaving = pending.min() {
            pending.remove(leaving)
            guard isBasic[leaving], kinds[leaving].isRestricted, rows[leaving].constant < -Tolerance.value else { continue }
            var entering: Int?
            var enteringCoefficient = 0.0
            let row = rows[leaving]
            for k in row.symbols.indices {
                let symbol = row.symbols[k], coefficient = row.coefficients[k]
                guard coefficient > Tolerance.coefficient, kinds[symbol] != .dummy, kinds[symbol] != .external else { continue }
                if let current = entering {
                    if objective.ratioIsLess(symbol, coefficient, than: current, enteringCoefficient) {
                        entering = symbol
                        enteringCoefficient = coefficient
                    }
                } else {
                    entering = symbol
                    enteringCoefficient = coefficient
                }
            }
            guard let entering else { return false }
            pivot(leaving: leaving, entering: entering)
            // The rows the pivot rewrote now contain `leaving`; any of them may have gone negative.
            for basic in columns[leaving] where kinds[basic].isRestricted && rows[basic].constant < -Tolerance.value {
                pending.insert(basic)
            }
            if pivotCount > pivotBudget { return false }
        }
        return true
    }
}
