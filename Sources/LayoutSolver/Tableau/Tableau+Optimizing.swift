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
            guard var leaving = leavingRow(for: entering) else {
                // Unbounded in this direction cannot lower a sum of non-negative errors;
                // treat it as optimal for this symbol.
                objectives[which].candidates.remove(entering)
                continue
            }
            if which == 0 { leaving = passingBreakpoints(entering, from: leaving) }
            pivot(leaving: leaving, entering: entering)
            if pivotCount > pivotBudget { return false }
            if which == 0, pivotCount & 63 == 0, let deadline, ContinuousClock.now >= deadline { return false }
        }
    }

    /// The long step: where the leaving row is one error of an optional constraint whose
    /// partner (its other error, or its slack) sits in that row alone, the entering symbol
    /// can go on past the breakpoint by exchanging the two (a "flip", which rewrites that
    /// row only), as long as its reduced cost stays negative; the row where it stops is the
    /// one to pivot on. N optional constraints pulling one variable (a median) take one
    /// pivot and N/2 flips instead of N/2 pivots that each rewrite all N rows. A flip that
    /// would leave the reduced cost non-negative is undone, so the optimum is the one the
    /// step-by-step simplex reaches.
    ///
    /// Only for columns of `longStepColumn` rows or more: where the optimum is not unique
    /// (an ambiguous layout) the two paths can end at different optimal vertices, and real
    /// documents, whose columns are short, keep the vertex the step-by-step path gives.
    private mutating func passingBreakpoints(_ entering: Int, from first: Int) -> Int {
        guard columns[entering].count >= Self.longStepColumn, flipPartner(of: first) != nil else { return first }
        var breakpoints: [(ratio: Double, basic: Int)] = []
        for basic in columns[entering] where basic != first && kinds[basic].isRestricted {
            let coefficient = rows[basic].coefficient(of: entering)
            guard coefficient < -Tolerance.coefficient else { continue }
            breakpoints.append((-rows[basic].constant / coefficient, basic))
        }
        breakpoints.sort { $0.ratio != $1.ratio ? $0.ratio < $1.ratio : $0.basic < $1.basic }
        var leaving = first
        for next in breakpoints {
            guard let partner = flipPartner(of: leaving) else { break }
            pivot(leaving: leaving, entering: partner)
            if objectives[0].sign(of: entering) >= 0 {
                pivot(leaving: partner, entering: leaving)
                break
            }
            leaving = next.basic
        }
        return leaving
    }

    static let longStepColumn = 64

    /// The symbol `basic` can be exchanged with in a flip: its partner, non-basic, in
    /// `basic`'s row alone and growing with it.
    private func flipPartner(of basic: Int) -> Int? {
        let partner = partners[basic]
        guard partner >= 0, !isBasic[partner], columns[partner].count == 1,
              rows[basic].coefficient(of: partner) > Tolerance.coefficient else { return nil }
        return partner
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
