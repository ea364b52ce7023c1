extension Tableau {
    /// Parameters along which the solution can move without changing the objective:
    /// free external parameters, and slack or error parameters with a zero reduced cost
    /// that can grow before some restricted row reaches zero. Each comes with the largest
    /// step it can take, capped at `maximumStep` (so a witness shows how far a bounded
    /// direction reaches: a caller can tell a sliver of freedom from a free variable).
    static let maximumStep = 1000.0

    func freeDirections(ignoringPrioritiesBelow threshold: Double = 0) -> [Int: Double] {
        var result: [Int: Double] = [:]
        for symbol in kinds.indices where !isBasic[symbol] {
            switch kinds[symbol] {
            case .external:
                result[symbol] = 1
            case .slack, .error:
                guard objective.sign(of: symbol, minimumPriority: threshold) == 0 else { continue }
                var step = Self.maximumStep
                for basic in columns[symbol] where kinds[basic].isRestricted {
                    let coefficient = rows[basic].coefficient(of: symbol)
                    if coefficient < 0 { step = min(step, -rows[basic].constant / coefficient) }
                }
                if step > Tolerance.value { result[symbol] = step }
            case .dummy, .artificial:
                continue
            }
        }
        return result
    }

    /// Whether a free direction's step is a room (a slack's or an error's, stopped by the
    /// restricted rows it meets) rather than the unit step of a free external variable.
    func isBoundedRoom(_ symbol: Int) -> Bool {
        switch kinds[symbol] {
        case .slack, .error: return true
        case .external, .dummy, .artificial: return false
        }
    }

    /// `.ambiguous(value, other)` when the variable moves along some free direction.
    func ambiguity(of variable: Variable, directions: [Int: Double]) -> Ambiguity {
        guard let symbol = externalSymbols[variable.index] else { return .ambiguous(0, 1) }
        if !isBasic[symbol] {
            return directions[symbol] != nil ? .ambiguous(0, 1) : .determined
        }
        let row = rows[symbol]
        for k in row.symbols.indices {
            guard let step = directions[row.symbols[k]] else { continue }
            let moved = row.constant + row.coefficients[k] * step
            if abs(moved - row.constant) > Tolerance.value { return .ambiguous(row.constant, moved) }
        }
        return .determined
    }
}

extension Tableau {
    /// How each external variable of `variables` changes per unit step along each free
    /// direction that moves it: `[direction symbol: [(position in variables, rate)]]`.
    /// Variables with no symbol in this tableau are skipped (the caller treats them as free).
    func rates(of variables: [Variable], directions: [Int: Double]) -> [Int: [(Int, Double)]] {
        var result: [Int: [(Int, Double)]] = [:]
        for (position, variable) in variables.enumerated() {
            guard let symbol = externalSymbols[variable.index] else { continue }
            if !isBasic[symbol] {
                if directions[symbol] != nil { result[symbol, default: []].append((position, 1)) }
                continue
            }
            let row = rows[symbol]
            for k in row.symbols.indices where directions[row.symbols[k]] != nil {
                result[row.symbols[k], default: []].append((position, row.coefficients[k]))
            }
        }
        return result
    }
}
