/// A textbook two-phase simplex in exact rational arithmetic: minimize `cost · x` subject
/// to `rows · x = rightHandSides`, `x ≥ 0`. Dense, Bland's rule throughout (it never
/// cycles), no tolerances. It shares nothing with `LayoutSolver` and is slow on purpose:
/// it is the oracle the randomized tests compare the solver with, on systems of a few
/// variables.
struct ExactLinearProgram {
    enum Outcome: Equatable {
        case infeasible
        case unbounded
        case optimal(ExactFraction)
    }

    var rows: [[ExactFraction]] = []
    var rightHandSides: [ExactFraction] = []
    let columnCount: Int

    init(columnCount: Int) { self.columnCount = columnCount }

    mutating func addRow(_ coefficients: [Int: ExactFraction], equals value: ExactFraction) {
        var row = Array(repeating: ExactFraction.zero, count: columnCount)
        for (column, coefficient) in coefficients { row[column] = coefficient }
        rows.append(row)
        rightHandSides.append(value)
    }

    /// The least value of `cost · x` (one entry per column).
    func minimize(_ cost: [ExactFraction]) throws -> Outcome {
        var tableau = try Tableau(program: self)
        guard try tableau.findFeasibleBasis() else { return .infeasible }
        return try tableau.minimize(cost)
    }

    /// The working tableau: each row expresses one basic column through the others.
    private struct Tableau {
        var rows: [[ExactFraction]]
        var values: [ExactFraction]
        var basis: [Int]
        let realColumns: Int

        /// Phase one's start: one artificial column per row, right-hand sides made non-negative.
        init(program: ExactLinearProgram) throws {
            realColumns = program.columnCount
            let count = program.rows.count
            rows = []
            values = []
            basis = []
            for (index, row) in program.rows.enumerated() {
                var value = program.rightHandSides[index]
                var coefficients = row
                if value.isNegative {
                    value = try ExactFraction.zero.subtracting(value)
                    coefficients = try coefficients.map { try ExactFraction.zero.subtracting($0) }
                }
                var artificial = Array(repeating: ExactFraction.zero, count: count)
                artificial[index] = .one
                rows.append(coefficients + artificial)
                values.append(value)
                basis.append(realColumns + index)
            }
        }

        var columnCount: Int { rows.first?.count ?? realColumns }

        /// Phase one: minimize the artificial columns' sum; feasible when it reaches zero.
        /// Artificial columns then leave the basis (or their redundant rows are dropped).
        mutating func findFeasibleBasis() throws -> Bool {
            let phaseOneCost = (0..<columnCount).map { $0 >= realColumns ? ExactFraction.one : .zero }
            guard case .optimal(let infeasibility) = try optimize(phaseOneCost, allowed: columnCount) else { return false }
            guard infeasibility.isZero else { return false }
            var row = 0
            while row < rows.count {
                if basis[row] >= realColumns {
                    if let column = (0..<realColumns).first(where: { !rows[row][$0].isZero }) {
                        try pivot(row: row, column: column)
                    } else {
                        rows.remove(at: row)
                        values.remove(at: row)
                        basis.remove(at: row)
                        continue
                    }
                }
                row += 1
            }
            return true
        }

        mutating func minimize(_ cost: [ExactFraction]) throws -> Outcome {
            let extended = cost + Array(repeating: ExactFraction.zero, count: columnCount - realColumns)
            return try optimize(extended, allowed: realColumns)
        }

        /// Bland's rule: the lowest-indexed improving column enters; among the rows that
        /// bound it, the one whose basic column has the lowest index leaves.
        private mutating func optimize(_ cost: [ExactFraction], allowed: Int) throws -> Outcome {
            while true {
                var entering: Int?
                for column in 0..<allowed where !basis.contains(column) {
                    if try reducedCost(cost, column).isNegative { entering = column; break }
                }
                guard let column = entering else {
                    var total = ExactFraction.zero
                    for (row, basic) in basis.enumerated() { total = try total.adding(try cost[basic].multiplied(by: values[row])) }
                    return .optimal(total)
                }
                var leaving: (row: Int, ratio: ExactFraction)?
                for row in rows.indices where rows[row][column] > .zero {
                    let ratio = try values[row].divided(by: rows[row][column])
                    if let best = leaving, ratio > best.ratio || (ratio == best.ratio && basis[row] > basis[best.row]) { continue }
                    leaving = (row, ratio)
                }
                guard let pivotRow = leaving?.row else { return .unbounded }
                try pivot(row: pivotRow, column: column)
            }
        }

        private func reducedCost(_ cost: [ExactFraction], _ column: Int) throws -> ExactFraction {
            var value = cost[column]
            for (row, basic) in basis.enumerated() where !rows[row][column].isZero {
                value = try value.subtracting(try cost[basic].multiplied(by: rows[row][column]))
            }
            return value
        }

        private mutating func pivot(row pivotRow: Int, column: Int) throws {
            let pivot = rows[pivotRow][column]
            rows[pivotRow] = try rows[pivotRow].map { try $0.divided(by: pivot) }
            values[pivotRow] = try values[pivotRow].divided(by: pivot)
            for row in rows.indices where row != pivotRow && !rows[row][column].isZero {
                let factor = rows[row][column]
                for index in rows[row].indices where !rows[pivotRow][index].isZero {
                    rows[row][index] = try rows[row][index].subtracting(try factor.multiplied(by: rows[pivotRow][index]))
                }
                values[row] = try values[row].subtracting(try factor.multiplied(by: values[pivotRow]))
            }
            basis[pivotRow] = column
        }
    }
}
