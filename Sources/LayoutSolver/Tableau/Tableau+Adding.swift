extension Tableau {
    enum AddResult {
        case added
        /// A required constraint that contradicts those already in the tableau; not added.
        case unsatisfiable
    }

    /// Adds one constraint, keeping the tableau primal feasible. Does not optimize: callers
    /// add a batch, then call `optimize()` once.
    ///
    /// A required equality gets a dummy marker column only when `tracked` (edit
    /// constraints, whose constant changes). Untracked ones have none: a dummy would appear
    /// in every row derived from the constraint, and a determined chain of N views would
    /// carry N² dummy terms. Removing an untracked equality rebuilds the component instead.
    mutating func add(_ constraint: LinearConstraint, id: ConstraintID, tracked: Bool = false) -> AddResult {
        lastContradiction = nil
        if constraint.priority.isRequired {
            for term in constraint.expression.terms {
                if let count = futureOccurrences[term.variable.index] { futureOccurrences[term.variable.index] = count - 1 }
            }
        }
        var magnitude = 0.0
        var row = residue(of: constraint, magnitude: &magnitude)
        let tolerance = Tolerance.value(forMagnitude: magnitude)
        let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1

        let required = constraint.priority.isRequired
        let level = required ? nil : objectives[0].level(for: constraint.priority.value)
        var tag: ConstraintTag
        switch constraint.relation {
        case .equal:
            if required && tracked {
                let dummy = newSymbol(.dummy)
                row.add(dummy, 1)
                tag = ConstraintTag(marker: dummy, other: -1, markerCoefficient: 1, sign: 1, priority: nil)
            } else if required {
                tag = ConstraintTag(marker: -1, other: -1, markerCoefficient: 1, sign: 1, priority: nil)
            } else {
                // expression = plus − minus, both ≥ 0, both in the objective.
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                tag = ConstraintTag(marker: plus, other: minus, markerCoefficient: -1, sign: 1, priority: constraint.priority.value)
            }
        case .greaterThanOrEqual, .lessThanOrEqual:
            // sign × expression − slack (+ error) = 0
            let slack = newSymbol(.slack)
            row.add(slack, -1)
            tag = ConstraintTag(marker: slack, other: -1, markerCoefficient: -1, sign: sign, priority: nil)
            if !required {
                let error = newSymbol(.error)
                row.add(error, 1)
                tag.other = error
                tag.priority = constraint.priority.value
            }
        }
        if tag.other >= 0 {
            partners[tag.marker] = tag.other
            partners[tag.other] = tag.marker
        }
        if let level {
            // Optional equality: both errors cost; optional inequality: its error costs.
            if constraint.relation == .equal { addToObjective(0, level: level, tag.marker, 1) }
            addToObjective(0, level: level, tag.other, 1)
        }

        // Keep the constant non-negative, so solving for a symbol with a negative
        // coefficient gives a non-negative value.
        if row.constant < 0 { row.multiply(by: -1) }

        if let subject = chooseSubject(row, tag: tag) {
            install(row, subject: subject)
            tags[id] = tag
            return .added
        }
        if row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            guard abs(row.constant) < tolerance else {
                lastContradiction = row
                discard(tag)
                return .unsatisfiable
            }
            if tag.marker < 0 && !row.isEmpty {
                // Redundant only while the edits it depends on keep their values: keep it
                // visible as a dummy row, which `changeConstant` watches.
                let dummy = newSymbol(.dummy)
                row.add(dummy, 1)
                tag.marker = dummy
            }
            if tag.marker >= 0 {
                // Redundant: keep it as the definition of its marker, so it can be removed later.
                install(row, subject: tag.marker)
            }
            tags[id] = tag
            return .added
        }
        guard addWithArtificialVariable(row, tolerance: tolerance) else {
            discard(tag)
            return .unsatisfiable
        }
        tags[id] = tag
        return .added
    }

    /// The constraint's expression (negated for ≤, so that the row must be ≥ 0 or = 0) with
    /// every basic symbol replaced by its definition: what is left of it given the rows
    /// already in the tableau. Adds nothing but the columns of variables seen for the first time.
    /// `magnitude`: the largest term that went into the residue's constant, for the
    /// tolerance its rounding calls for.
    mutating func residue(of constraint: LinearConstraint, magnitude: inout Double) -> Row {
        var row = Row(constant: 0)
        let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
        row.constant = sign * constraint.expression.constant
        magnitude = abs(row.constant)
        for term in constraint.expression.terms {
            let symbol = externalSymbol(for: term.variable)
            accumulate(&row, symbol, sign * term.coefficient, magnitude: &magnitude)
        }
        return row
    }

    /// Adds `coefficient × symbol` to a row under construction, substituting the symbol's
    /// definition when it is basic.
    private mutating func accumulate(_ row: inout Row, _ symbol: Int, _ coefficient: Double, magnitude: inout Double) {
        if isBasic[symbol] {
            let definition = rows[symbol]
            row.constant += coefficient * definition.constant
            magnitude = max(magnitude, abs(coefficient * definition.constant))
            if definition.symbols.count <= 4 {
                for k in definition.symbols.indices {
                    row.add(definition.symbols[k], coefficient * definition.coefficients[k])
                }
            } else {
                row = merged(row, definition, times: coefficient)
            }
        } else {
            row.add(symbol, coefficient)
        }
    }

    /// An external symbol if the row has one, else the constraint's own slack or error when
    /// solving for it keeps it ≥ 0.
    ///
    /// Among externals, the one whose definition will be substituted least: Markowitz's
    /// cost, (terms of the definition) × (rows holding the symbol now + required rows still
    /// to come that name it). Ties go to the newest symbol, which is the least tied into
    /// what is already there. This keeps rows short: solving a chain `x[i+1] = x[i] + w[i] + 8`
    /// for the widths leaves every row three terms long, where solving for the positions
    /// would make row i i terms long.
    private func chooseSubject(_ row: Row, tag: ConstraintTag) -> Int? {
        var best: Int?
        var bestCost = Int.max
        let length = row.symbols.count - 1
        for symbol in row.symbols where kinds[symbol] == .external {
            let future = futureOccurrences[symbolVariables[symbol] ?? -1] ?? 0
            let cost = length * (columns[symbol].count + future)
            if cost < bestCost || (cost == bestCost && symbol > (best ?? Int.min)) {
                best = symbol
                bestCost = cost
            }
        }
        if let best { return best }
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[symbol].isPivotable {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Solves `row = 0` for `subject` and makes it that symbol's definition.
    private mutating func install(_ row: Row, subject: Int) {
        var row = row
        let coefficient = row.coefficient(of: subject)
        if let i = row.index(of: subject) { row.remove(at: i) }
        row.multiply(by: -1 / coefficient)
        substitute(subject, with: row)
        setRow(subject, row)
    }

    /// Phase one for a row with no obvious subject: an artificial symbol equal to the row is
    /// minimized; the row is satisfiable when it reaches zero.
    private mutating func addWithArtificialVariable(_ row: Row, tolerance: Double) -> Bool {
        let artificial = newSymbol(.artificial)
        var phaseOne = Objective(symbolCount: kinds.count)
        let level = phaseOne.level(for: 1)
        objectives.append(phaseOne)
        setRow(artificial, row)
        addToObjective(1, level: level, artificial, 1)
        let completed = optimize(objective: 1)
        let success = abs(objectives[1].constants[level]) < tolerance
        objectives.removeLast()

        if !success && completed && isBasic[artificial] {
            // At the phase-one optimum the artificial's row is a combination of the
            // constraints' rows: its markers name a Farkas certificate (see `lastContradiction`).
            lastContradiction = rows[artificial]
        }
        if isBasic[artificial] {
            // A zero-valued artificial still in the basis is exchanged for a real symbol of
            // its row. On failure its row is the new constraint's residue: dropping it leaves
            // the tableau equivalent to the one before the attempt.
            if success, let entering = rows[artificial].symbols.first(where: { kinds[$0].isPivotable }) {
                pivot(leaving: artificial, entering: entering)
            } else {
                let remaining = takeRow(artificial)
                if success && !remaining.isEmpty {
                    removeColumn(artificial)
                    return false
                }
            }
        }
        removeColumn(artificial)
        return success
    }

    /// Deletes every occurrence of a non-basic symbol (it is then fixed at zero).
    mutating func removeColumn(_ symbol: Int) {
        for basic in columns[symbol] {
            if let i = rows[basic].index(of: symbol) { rows[basic].remove(at: i) }
        }
        columns[symbol].removeAll()
        _ = objectives[0].takeTerms(of: symbol)
        objectives[0].candidates.remove(symbol)
    }

    /// Undoes the objective terms of a constraint that was not added.
    private mutating func discard(_ tag: ConstraintTag) {
        guard let priority = tag.priority else { return }
        let level = objectives[0].level(for: priority)
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[symbol] == .error {
            objectives[0].removeTerm(of: symbol, level: level)
            objectives[0].candidates.remove(symbol)
        }
    }
}
