/// A sparse system of linear equations solved by Gaussian elimination in Markowitz order:
/// the shortest remaining equation goes first, pivoting on its variable that occurs in the
/// fewest other equations (among coefficients not much smaller than the largest), so
/// layout systems (chains, trees) eliminate with little or no fill.
///
/// `solve()` answers only a system with exactly one solution: nil when an equation
/// contradicts the others or a variable is left free.
struct EliminationSystem {
    /// Variable indices in order of first appearance.
    private(set) var variables: [Int] = []
    /// Local numbers by variable index, shared between systems (a dictionary here cost a
    /// fifth of the direct path); `release()` clears the entries this system set.
    private let numbering: LocalNumbering
    private var rows: [Row] = []

    init(numbering: LocalNumbering) {
        self.numbering = numbering
    }

    /// The local number of a declared variable.
    func local(_ variable: Int) -> Int? {
        guard variable < numbering.slots.count else { return nil }
        let slot = numbering.slots[variable]
        return slot >= 0 ? Int(slot) : nil
    }

    /// Returns the shared numbering to its cleared state.
    func release() {
        for variable in variables { numbering.slots[variable] = -1 }
    }

    private struct Row {
        var columns: [Int]
        var coefficients: [Double]
        var constant: Double
        var isEliminated = false

        mutating func dropZeros() {
            var kept = 0
            for i in columns.indices where abs(coefficients[i]) > EliminationSystem.zero {
                columns[kept] = columns[i]
                coefficients[kept] = coefficients[i]
                kept += 1
            }
            columns.removeLast(columns.count - kept)
            coefficients.removeLast(coefficients.count - kept)
        }
    }

    /// Makes the variable part of the system even if no equation names it.
    @discardableResult
    mutating func declare(_ variable: Int) -> Int {
        if variable >= numbering.slots.count {
            numbering.slots.append(contentsOf: repeatElement(-1, count: variable + 1 - numbering.slots.count))
        }
        let slot = numbering.slots[variable]
        if slot >= 0 { return Int(slot) }
        numbering.slots[variable] = Int32(variables.count)
        variables.append(variable)
        return variables.count - 1
    }

    /// `expression == 0`.
    mutating func addEquation(_ expression: LinearExpression) {
        var row = Row(columns: [], coefficients: [], constant: expression.constant)
        row.columns.reserveCapacity(expression.terms.count)
        row.coefficients.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            let column = declare(term.variable.index)
            if let at = row.columns.firstIndex(of: column) {
                row.coefficients[at] += term.coefficient
            } else {
                row.columns.append(column)
                row.coefficients.append(term.coefficient)
            }
        }
        rows.append(row)
    }

    private static let zero = 1e-11

    /// The unique solution by local variable number, or nil.
    mutating func solve() -> [Double]? {
        let count = variables.count
        // Rows by column, each column's a list in the order its rows were added (entries may
        // be stale: a row that no longer holds the column). One pool of entries, chained by
        // `entryNext`, instead of an array per column, which cost an allocation per variable.
        var occurrences = ColumnLists(columns: count)
        var liveCount = [Int](repeating: 0, count: count)
        var buckets: [[Int]] = [[]]
        for r in rows.indices {
            rows[r].dropZeros()
            for column in rows[r].columns {
                occurrences.append(r, to: column)
                liveCount[column] += 1
            }
            Self.push(r, length: rows[r].columns.count, into: &buckets)
        }
        var pivots: [(row: Int, column: Int)] = []
        pivots.reserveCapacity(count)
        var scratch = [Double](repeating: 0, count: count)
        var present = [Bool](repeating: false, count: count)
        // Columns a substitution brings into a row (kept apart from the row's own array,
        // which the row still shares until it is replaced: no copy of it).
        var added: [Int] = []
        var smallest = 0
        while true {
            // The shortest live row (bucket entries may be stale).
            var found: Int?
            while smallest < buckets.count, found == nil {
                if let r = buckets[smallest].popLast() {
                    if !rows[r].isEliminated && rows[r].columns.count == smallest { found = r }
                } else {
                    smallest += 1
                }
            }
            guard let r = found else { break }
            rows[r].isEliminated = true
            let row = rows[r]
            guard !row.columns.isEmpty else {
                if abs(row.constant) > 1e-7 { return nil }  // contradicts the others
                continue  // redundant
            }
            let largest = row.coefficients.reduce(0) { max($0, abs($1)) }
            var pick = 0
            for i in row.columns.indices where abs(row.coefficients[i]) >= 0.1 * largest {
                if abs(row.coefficients[pick]) < 0.1 * largest || liveCount[row.columns[i]] < liveCount[row.columns[pick]] { pick = i }
            }
            let pivot = row.columns[pick], pivotCoefficient = row.coefficients[pick]
            pivots.append((r, pivot))
            for column in row.columns { liveCount[column] -= 1 }
            // Substitute the pivot out of every other live row that holds it.
            var entry = occurrences.takeList(of: pivot)
            while entry >= 0 {
                let other = occurrences.entryRow[entry]
                entry = occurrences.entryNext[entry]
                guard other != r && !rows[other].isEliminated else { continue }
                guard let at = rows[other].columns.firstIndex(of: pivot) else { continue }
                let factor = -rows[other].coefficients[at] / pivotCoefficient
                // The row taken out of `rows` so its arrays are uniquely held and rewritten
                // in place (no new arrays per substitution).
                var target = rows[other]
                rows[other] = Row(columns: [], coefficients: [], constant: 0)
                for (i, column) in target.columns.enumerated() {
                    scratch[column] = target.coefficients[i]
                    present[column] = true
                }
                added.removeAll(keepingCapacity: true)
                for (i, column) in row.columns.enumerated() {
                    if !present[column] {
                        present[column] = true
                        added.append(column)
                        occurrences.append(other, to: column)
                        liveCount[column] += 1
                    }
                    scratch[column] += factor * row.coefficients[i]
                }
                // The row's own columns (compacted in place), then those the substitution
                // brought in, each kept where its coefficient is not zero.
                var kept = 0
                for i in target.columns.indices {
                    let column = target.columns[i]
                    present[column] = false
                    let value = scratch[column]
                    scratch[column] = 0
                    if abs(value) > Self.zero && column != pivot {
                        target.columns[kept] = column
                        target.coefficients[kept] = value
                        kept += 1
                    } else {
                        liveCount[column] -= 1
                    }
                }
                target.columns.removeLast(target.columns.count - kept)
                target.coefficients.removeLast(target.coefficients.count - kept)
                for column in added {
                    present[column] = false
                    let value = scratch[column]
                    scratch[column] = 0
                    if abs(value) > Self.zero && column != pivot {
                        target.columns.append(column)
                        target.coefficients.append(value)
                    } else {
                        liveCount[column] -= 1
                    }
                }
                kept = target.columns.count
                target.constant = target.constant + factor * row.constant
                rows[other] = target
                Self.push(other, length: kept, into: &buckets)
                smallest = min(smallest, kept)
            }
        }
        guard pivots.count == count else { return nil }  // a variable is left free
        // Back substitution: a pivot row holds only variables pivoted after it.
        var values = [Double](repeating: 0, count: count)
        for (r, column) in pivots.reversed() {
            let row = rows[r]
            var sum = row.constant, coefficient = 1.0
            for (i, other) in row.columns.enumerated() {
                if other == column { coefficient = row.coefficients[i] } else { sum += row.coefficients[i] * values[other] }
            }
            values[column] = -sum / coefficient
        }
        return values
    }

    private static func push(_ row: Int, length: Int, into buckets: inout [[Int]]) {
        while buckets.count <= length { buckets.append([]) }
        buckets[length].append(row)
    }
}

/// Lists of row numbers by column in one pool: `first`/`last` entry of each column's list
/// (-1 when empty), each entry's row and the entry after it in its list.
private struct ColumnLists {
    var first: [Int]
    var last: [Int]
    var entryRow: [Int] = []
    var entryNext: [Int] = []

    init(columns: Int) {
        first = [Int](repeating: -1, count: columns)
        last = first
    }

    /// Adds `row` at the end of `column`'s list.
    mutating func append(_ row: Int, to column: Int) {
        let entry = entryRow.count
        entryRow.append(row)
        entryNext.append(-1)
        if last[column] < 0 { first[column] = entry } else { entryNext[last[column]] = entry }
        last[column] = entry
    }

    /// The first entry of `column`'s list (-1 when empty), which is emptied; its entries
    /// stay chained in the pool for the caller to walk.
    mutating func takeList(of column: Int) -> Int {
        let head = first[column]
        first[column] = -1
        last[column] = -1
        return head
    }
}

/// Scratch numbering of solver variables for `EliminationSystem`: -1 where unused.
/// Stored properties without runtime exclusivity checks: see `Solver`.
final class LocalNumbering {
    @exclusivity(unchecked) var slots: [Int32] = []
}
