extension Tableau {
    /// Shifts a constraint's constant by `delta` (in the caller's expression), updating the
    /// rows through its marker column. Returns the restricted rows that became negative,
    /// which `dualOptimize` repairs; nil when only a rebuild can apply the change (the
    /// constraint has no marker, or a redundant equality stopped being redundant).
    mutating func changeConstant(of id: ConstraintID, by delta: Double) -> Set<Int>? {
        guard let tag = tags[id] else { return nil }
        guard delta != 0 else { return [] }
        guard tag.marker >= 0 else { return nil }
        // The original row gained Δ = sign·delta; that is the marker replaced by
        // marker + Δ/a (a = its coefficient there).
        let shift = tag.sign * delta / tag.markerCoefficient
        var infeasible: Set<Int> = []
        let marker = tag.marker
        if isBasic[marker] {
            rows[marker].constant -= shift
            // A basic dummy is a redundant equality: its constant must stay zero, not merely
            // non-negative, or the constraint no longer holds. Only a rebuild can say which
            // constraint then breaks.
            if kinds[marker] == .dummy && abs(rows[marker].constant) > Tolerance.value { return nil }
            if kinds[marker].isRestricted && rows[marker].constant < 0 { infeasible.insert(marker) }
        }
        var dummyMoved = false
        // In row order: the rows are visited in memory order, which matters at 10,000 rows.
        for basic in columns[marker].sorted {
            let coefficient = rows[basic].coefficient(of: marker)
            rows[basic].constant += coefficient * shift
            if kinds[basic] == .dummy {
                dummyMoved = dummyMoved || abs(rows[basic].constant) > Tolerance.value
            } else if kinds[basic].isRestricted && rows[basic].constant < 0 {
                infeasible.insert(basic)
            }
        }
        if dummyMoved { return nil }
        // The objective's constant moves too; it does not affect which basis is optimal.
        for (level, coefficient) in objectives[0].terms(of: marker) {
            objectives[0].constants[level] += coefficient * shift
        }
        return infeasible
    }

    /// Removes a constraint: its marker is brought into the basis and its row dropped, its
    /// errors leave the objective. Call `optimize()` afterwards. Returns false when the
    /// constraint has no marker (an untracked required equality): rebuild instead.
    mutating func remove(_ id: ConstraintID) -> Bool {
        guard let tag = tags[id] else { return true }
        guard tag.marker >= 0 else { return false }
        tags[id] = nil
        if let priority = tag.priority {
            let level = objectives[0].level(for: priority)
            let errors = tag.other >= 0 && kinds[tag.marker] == .error ? [tag.marker, tag.other] : [tag.other]
            for error in errors where error >= 0 {
                addToObjective(0, level: level, error, -1)
            }
        }
        let marker = tag.marker
        if !isBasic[marker], let leaving = markerLeavingRow(marker) {
            pivot(leaving: leaving, entering: marker)
        }
        if isBasic[marker] {
            _ = takeRow(marker)
        }
        removeColumn(marker)
        if tag.other >= 0 {
            if isBasic[tag.other] { _ = takeRow(tag.other) }
            removeColumn(tag.other)
        }
        return true
    }

    /// The row to exchange for a constraint's marker so the tableau stays feasible:
    /// a restricted row by ratio test if possible, else any row containing it.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: Int?, firstRatio = Double.infinity
        var second: Int?, secondRatio = Double.infinity
        var any: Int?
        for basic in columns[marker] {
            let coefficient = rows[basic].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if kinds[basic] == .external {
                any = any ?? basic
            } else if coefficient < 0 {
                let ratio = -rows[basic].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = basic }
            } else {
                let ratio = rows[basic].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = basic }
            }
        }
        return first ?? second ?? any
    }
}
