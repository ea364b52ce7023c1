/// A lexicographic objective: one level per priority, compared from the highest level
/// down. Stored sparsely, by symbol: each symbol keeps the few levels where its coefficient
/// is not zero (a layout's symbols sit in one or two levels), so 4,000 distinct priorities
/// over 8,000 symbols cost their terms, not levels × symbols. A symbol whose first non-zero
/// level coefficient is negative improves the objective when it enters the basis; those
/// symbols are kept in `candidates`.
struct Objective {
    /// Priority of each level (storage index).
    private(set) var priorities: [Double] = []
    /// The level of each priority.
    private var levelByPriority: [Double: Int] = [:]
    /// The objective's constant at each level.
    var constants: [Double] = []
    /// `levels[symbol]` and `values[symbol]`: the symbol's non-zero coefficients by level.
    private var levels: [[Int]] = []
    private var values: [[Double]] = []
    /// Non-basic pivotable symbols with a lexicographically negative reduced cost.
    var candidates: Set<Int> = []
    /// Scratch for `add(_:times:to:)`: each level's position in the symbol's terms, or -1.
    private var levelPositions: [Int] = []

    init(symbolCount: Int) { growSymbols(to: symbolCount) }

    /// The level for `priority`, created when new.
    mutating func level(for priority: Double) -> Int {
        if let existing = levelByPriority[priority] { return existing }
        priorities.append(priority)
        constants.append(0)
        levelByPriority[priority] = priorities.count - 1
        return priorities.count - 1
    }

    mutating func growSymbols(to count: Int) {
        guard count > levels.count else { return }
        levels.append(contentsOf: repeatElement([], count: count - levels.count))
        values.append(contentsOf: repeatElement([], count: count - values.count))
    }

    func coefficient(of symbol: Int, level: Int) -> Double {
        for i in levels[symbol].indices where levels[symbol][i] == level { return values[symbol][i] }
        return 0
    }

    /// Adds `value` to the symbol's coefficient at `level`; a term that cancels is dropped.
    mutating func add(_ value: Double, to symbol: Int, level: Int) {
        guard value != 0 else { return }
        for i in levels[symbol].indices where levels[symbol][i] == level {
            let sum = values[symbol][i] + value
            if abs(sum) < Tolerance.coefficient * 1e-3 {
                levels[symbol].remove(at: i)
                values[symbol].remove(at: i)
            } else {
                values[symbol][i] = sum
            }
            return
        }
        levels[symbol].append(level)
        values[symbol].append(value)
    }

    /// Adds `factor × terms` (levels and coefficients, as `takeTerms` gives them) to the
    /// symbol's coefficients, in time linear in both: a symbol in thousands of levels
    /// (one variable under thousands of priorities) must not be searched per level.
    mutating func add(_ terms: (levels: [Int], values: [Double]), times factor: Double, to symbol: Int) {
        guard factor != 0 else { return }
        if terms.levels.count == 1 {
            add(factor * terms.values[0], to: symbol, level: terms.levels[0])
            return
        }
        if levelPositions.count < priorities.count {
            levelPositions.append(contentsOf: repeatElement(-1, count: priorities.count - levelPositions.count))
        }
        var symbolLevels = levels[symbol], symbolValues = values[symbol]
        levels[symbol] = []
        values[symbol] = []
        for i in symbolLevels.indices { levelPositions[symbolLevels[i]] = i }
        for k in terms.levels.indices {
            let level = terms.levels[k], value = factor * terms.values[k]
            let position = levelPositions[level]
            if position >= 0 {
                symbolValues[position] += value
            } else {
                levelPositions[level] = symbolLevels.count
                symbolLevels.append(level)
                symbolValues.append(value)
            }
        }
        var keptLevels: [Int] = [], keptValues: [Double] = []
        keptLevels.reserveCapacity(symbolLevels.count)
        keptValues.reserveCapacity(symbolLevels.count)
        for i in symbolLevels.indices {
            levelPositions[symbolLevels[i]] = -1
            if abs(symbolValues[i]) >= Tolerance.coefficient * 1e-3 {
                keptLevels.append(symbolLevels[i])
                keptValues.append(symbolValues[i])
            }
        }
        levels[symbol] = keptLevels
        values[symbol] = keptValues
    }

    /// The symbol's terms, (level, coefficient).
    func terms(of symbol: Int) -> Zip2Sequence<[Int], [Double]> { zip(levels[symbol], values[symbol]) }

    func hasTerms(_ symbol: Int) -> Bool { !levels[symbol].isEmpty }

    /// Removes every term of the symbol and returns them.
    mutating func takeTerms(of symbol: Int) -> (levels: [Int], values: [Double]) {
        let taken = (levels[symbol], values[symbol])
        levels[symbol] = []
        values[symbol] = []
        return taken
    }

    mutating func removeTerm(of symbol: Int, level: Int) {
        guard let i = levels[symbol].firstIndex(of: level) else { return }
        levels[symbol].remove(at: i)
        values[symbol].remove(at: i)
    }

    /// −1, 0 or +1: the sign of the coefficient at the highest level where it is not zero.
    @inline(__always)
    func sign(of symbol: Int) -> Int {
        sign(of: symbol, minimumPriority: -Double.infinity)
    }

    /// `sign(of:)` counting only levels at or above `minimumPriority`.
    func sign(of symbol: Int, minimumPriority: Double) -> Int {
        var highest = -Double.infinity
        var result = 0
        for i in levels[symbol].indices {
            let value = values[symbol][i], priority = priorities[levels[symbol][i]]
            guard abs(value) > Tolerance.value, priority >= minimumPriority, priority > highest else { continue }
            highest = priority
            result = value < 0 ? -1 : 1
        }
        return result
    }

    /// Lexicographic comparison of `coefficients[·][a] / da` and `coefficients[·][b] / db`.
    func ratioIsLess(_ a: Int, _ da: Double, than b: Int, _ db: Double) -> Bool {
        let involved = Set(levels[a] + levels[b]).sorted { priorities[$0] > priorities[$1] }
        for level in involved {
            let left = coefficient(of: a, level: level) / da, right = coefficient(of: b, level: level) / db
            if left < right - Tolerance.value { return true }
            if left > right + Tolerance.value { return false }
        }
        return a < b
    }
}
