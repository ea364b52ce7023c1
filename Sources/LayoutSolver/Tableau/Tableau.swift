/// The kinds of symbol in the tableau.
enum SymbolKind: UInt8 {
    /// A caller's variable: unrestricted in sign.
    case external
    /// ≥ 0; the marker of an inequality.
    case slack
    /// ≥ 0; measures how far an optional constraint is from holding; in the objective.
    case error
    /// Fixed at 0; the marker of a required equality. Never enters the basis.
    case dummy
    /// ≥ 0; used only while finding a first feasible basis for one row.
    case artificial

    var isRestricted: Bool { self != .external }
    var isPivotable: Bool { self == .slack || self == .error || self == .artificial }
}

/// How a constraint sits in the tableau, for removing it or changing its constant.
struct ConstraintTag {
    /// The symbol whose column tracks the constraint (dummy, slack or the first error).
    var marker: Int
    /// The second error of an optional equality, or -1.
    var other: Int
    /// The marker's coefficient in the constraint's original row.
    var markerCoefficient: Double
    /// +1, or −1 for `<=` (stored as `−expression >= 0`).
    var sign: Double
    /// Nil for required constraints.
    var priority: Double?
}

/// One simplex tableau in basic form: each basic symbol `b` has a row
/// `b = constant + Σ coefficient × parameter` over non-basic symbols. A column index lists,
/// for every symbol, the basic rows that contain it, so substitutions touch only those.
/// One tableau per independent component of the constraint graph.
///
/// Invariants (checked by `checkInvariants()` in tests): restricted basic symbols have
/// constants ≥ 0 (primal feasibility); rows of restricted symbols contain no external
/// symbols; the objective is expressed in non-basic symbols only; `columns` matches the rows.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    private(set) var isBasic: [Bool] = []
    /// `rows[b]` is meaningful when `isBasic[b]`.
    var rows: [Row] = []
    /// `columns[s]`: the basic symbols whose rows contain `s`.
    var columns: [IntSet] = []
    /// `objectives[0]` is the layout's objective; `objectives[1]`, when present, the
    /// phase-one objective while a row is being added with an artificial variable.
    var objectives: [Objective] = [Objective(symbolCount: 0)]
    var objective: Objective { objectives[0] }
    /// The external symbol of each caller variable in this component.
    var externalSymbols: [Int: Int] = [:]
    /// The caller variable of each external symbol.
    var symbolVariables: [Int: Int] = [:]
    /// For a batch: how many required constraints not yet added name each variable.
    var futureOccurrences: [Int: Int] = [:]
    var tags: [ConstraintID: ConstraintTag] = [:]
    /// Set when `add` finds a required constraint unsatisfiable: what is left of it over
    /// non-basic symbols, a positive constant no choice of them can cancel (only dummies,
    /// or, after phase one, dummies and slacks whose coefficients all push the same way).
    /// It is a combination of the constraints' rows in which each marker appears only
    /// through its own constraint, so the constraints whose markers it holds, with the
    /// failing one, contradict each other: a Farkas certificate, read off the tableau.
    var lastContradiction: Row?
    /// The other symbol of an optional constraint's pair (its two errors, or its slack
    /// and error), or -1: what the long step may exchange (`passingBreakpoints`).
    var partners: [Int] = []
    /// When the main objective's optimization must stop (the solver's time budget), or nil.
    /// Phase one (adding a row) ignores it: stopping there would break a constraint that
    /// holds.
    var deadline: ContinuousClock.Instant?
    /// Pivots since the last `optimize` began.
    var pivotCount = 0
    /// See `pivotBudget`.
    var pivotsPerSymbol = 100
    /// Scratch for `merge`: the position of each symbol in the row being merged into, or -1.
    var scratchPositions: [Int] = []

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        isBasic.append(false)
        rows.append(Row())
        columns.append(IntSet())
        partners.append(-1)
        for index in objectives.indices { objectives[index].growSymbols(to: kinds.count) }
        return kinds.count - 1
    }

    mutating func externalSymbol(for variable: Variable) -> Int {
        if let symbol = externalSymbols[variable.index] { return symbol }
        let symbol = newSymbol(.external)
        externalSymbols[variable.index] = symbol
        symbolVariables[symbol] = variable.index
        return symbol
    }

    /// A symbol's current value: its row's constant when basic, 0 as a parameter.
    func value(ofSymbol symbol: Int) -> Double {
        isBasic[symbol] ? rows[symbol].constant : 0
    }

    // MARK: Row editing with the column index kept in step

    @inline(__always)
    mutating func addTerm(toRow basic: Int, _ symbol: Int, _ coefficient: Double) {
        switch rows[basic].add(symbol, coefficient) {
        case 1: columns[symbol].insert(basic)
        case -1: columns[symbol].remove(basic)
        default: break
        }
    }

    /// Installs `row` as the definition of `basic`.
    mutating func setRow(_ basic: Int, _ row: Row) {
        rows[basic] = row
        isBasic[basic] = true
        for symbol in row.symbols { columns[symbol].insert(basic) }
        updateCandidate(basic)
    }

    /// Removes and returns the definition of `basic`, which becomes non-basic.
    mutating func takeRow(_ basic: Int) -> Row {
        let row = rows[basic]
        for symbol in row.symbols { columns[symbol].remove(basic) }
        rows[basic] = Row()
        isBasic[basic] = false
        return row
    }

    /// Replaces `symbol` everywhere by its definition `row` (`symbol = row`).
    mutating func substitute(_ symbol: Int, with row: Row) {
        for basic in columns[symbol] {
            let coefficient = rows[basic].coefficient(of: symbol)
            if let i = rows[basic].index(of: symbol) { rows[basic].remove(at: i) }
            rows[basic].constant += coefficient * row.constant
            if row.symbols.count <= 4 {
                for k in row.symbols.indices {
                    addTerm(toRow: basic, row.symbols[k], coefficient * row.coefficients[k])
                }
            } else {
                merge(row, times: coefficient, intoRow: basic)
            }
        }
        columns[symbol].removeAll()
        for which in objectives.indices { substitute(symbol, with: row, inObjective: which) }
    }

    /// `rows[basic] += factor × other` in time linear in both rows, with the column index
    /// updated for the symbols that appear and disappear.
    mutating func merge(_ other: Row, times factor: Double, intoRow basic: Int) {
        let old = rows[basic]
        let new = merged(old, other, times: factor)
        // Mark the old symbols 0, then the new ones: unmarked ones are additions, old
        // ones left at 0 were removed.
        for symbol in old.symbols { scratchPositions[symbol] = 0 }
        for symbol in new.symbols {
            if scratchPositions[symbol] < 0 { columns[symbol].insert(basic) }
            scratchPositions[symbol] = 1
        }
        for symbol in old.symbols where scratchPositions[symbol] == 0 { columns[symbol].remove(basic) }
        for symbol in old.symbols { scratchPositions[symbol] = -1 }
        for symbol in new.symbols { scratchPositions[symbol] = -1 }
        rows[basic] = new
    }

    /// `row + factor × other`, linear in both rows: a per-symbol position table replaces
    /// the linear searches that make long rows quadratic.
    mutating func merged(_ row: Row, _ other: Row, times factor: Double) -> Row {
        if scratchPositions.count < kinds.count {
            scratchPositions.append(contentsOf: repeatElement(-1, count: kinds.count - scratchPositions.count))
        }
        var target = row
        for i in target.symbols.indices { scratchPositions[target.symbols[i]] = i }
        for k in other.symbols.indices {
            let symbol = other.symbols[k], value = factor * other.coefficients[k]
            let position = scratchPositions[symbol]
            if position >= 0 {
                target.coefficients[position] += value
            } else {
                scratchPositions[symbol] = target.symbols.count
                target.append(symbol, value)
            }
        }
        var result = Row(constant: target.constant)
        result.symbols.reserveCapacity(target.symbols.count)
        result.coefficients.reserveCapacity(target.symbols.count)
        for i in target.symbols.indices {
            scratchPositions[target.symbols[i]] = -1
            if abs(target.coefficients[i]) >= Tolerance.coefficient { result.append(target.symbols[i], target.coefficients[i]) }
        }
        return result
    }

    private mutating func substitute(_ symbol: Int, with row: Row, inObjective which: Int) {
        let taken = objectives[which].takeTerms(of: symbol)
        for (level, coefficient) in zip(taken.levels, taken.values) {
            objectives[which].constants[level] += coefficient * row.constant
        }
        if !taken.levels.isEmpty {
            for k in row.symbols.indices {
                objectives[which].add(taken, times: row.coefficients[k], to: row.symbols[k])
            }
        }
        objectives[which].candidates.remove(symbol)
        for s in row.symbols { updateCandidate(s, inObjective: which) }
    }

    /// Adds `coefficient × symbol` to an objective level, with the symbol's basic definition
    /// substituted when it is basic.
    mutating func addToObjective(_ which: Int, level: Int, _ symbol: Int, _ coefficient: Double) {
        if isBasic[symbol] {
            let row = rows[symbol]
            objectives[which].constants[level] += coefficient * row.constant
            for k in row.symbols.indices {
                objectives[which].add(coefficient * row.coefficients[k], to: row.symbols[k], level: level)
                updateCandidate(row.symbols[k], inObjective: which)
            }
        } else {
            objectives[which].add(coefficient, to: symbol, level: level)
            updateCandidate(symbol, inObjective: which)
        }
    }

    mutating func updateCandidate(_ symbol: Int) {
        for which in objectives.indices { updateCandidate(symbol, inObjective: which) }
    }

    @inline(__always)
    mutating func updateCandidate(_ symbol: Int, inObjective which: Int) {
        if !isBasic[symbol] && kinds[symbol].isPivotable && objectives[which].sign(of: symbol) < 0 {
            objectives[which].candidates.insert(symbol)
        } else {
            objectives[which].candidates.remove(symbol)
        }
    }

    /// Exchanges a basic symbol for a parameter that appears in its row.
    mutating func pivot(leaving: Int, entering: Int) {
        var row = takeRow(leaving)
        updateCandidate(leaving)
        // leaving = c + a·entering + … ⇒ entering = (leaving − c − …) / a
        let coefficient = row.coefficient(of: entering)
        if let i = row.index(of: entering) { row.remove(at: i) }
        row.append(leaving, -1)
        row.multiply(by: -1 / coefficient)
        substitute(entering, with: row)
        setRow(entering, row)
        pivotCount += 1
    }

    /// Checks the invariants; returns a description of the first violation.
    func checkInvariants() -> String? {
        for basic in rows.indices where isBasic[basic] {
            let row = rows[basic]
            if kinds[basic].isRestricted && kinds[basic] != .dummy && row.constant < -Tolerance.value {
                return "restricted row \(basic) has constant \(row.constant)"
            }
            for symbol in row.symbols {
                if isBasic[symbol] { return "row \(basic) contains basic symbol \(symbol)" }
                if !columns[symbol].contains(basic) { return "column \(symbol) misses row \(basic)" }
                if kinds[basic] != .external && kinds[symbol] == .external { return "restricted row \(basic) contains external \(symbol)" }
            }
        }
        for symbol in columns.indices {
            for basic in columns[symbol] where !isBasic[basic] || rows[basic].index(of: symbol) == nil {
                return "column \(symbol) lists row \(basic) wrongly"
            }
        }
        for symbol in kinds.indices where isBasic[symbol] && objective.hasTerms(symbol) {
            return "objective contains basic symbol \(symbol)"
        }
        return nil
    }
}
