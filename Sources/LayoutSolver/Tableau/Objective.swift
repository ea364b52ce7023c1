/// A lexicographic objective: one dense row per priority level, compared from the highest
/// level down. A symbol whose first non-zero level coefficient is negative improves the
/// objective when it enters the basis; those symbols are kept in `candidates`.
struct Objective {
    /// Storage index of each level, from the highest priority to the lowest.
    private(set) var order: [Int] = []
    /// Priority of each storage index.
    private(set) var priorities: [Double] = []
    /// `coefficients[level][symbol]`.
    var coefficients: [[Double]] = []
    var constants: [Double] = []
    /// Non-basic pivotable symbols with a lexicographically negative reduced cost.
    var candidates: Set<Int> = []
    private var symbolCount = 0

    init(symbolCount: Int) { self.symbolCount = symbolCount }

    /// The storage index of the level for `priority`, created when new.
    mutating func level(for priority: Double) -> Int {
        if let existing = priorities.firstIndex(of: priority) { return existing }
        priorities.append(priority)
        coefficients.append([Double](repeating: 0, count: symbolCount))
        constants.append(0)
        let index = priorities.count - 1
        order = priorities.indices.sorted { priorities[$0] > priorities[$1] }
        return index
    }

    mutating func growSymbols(to count: Int) {
        guard count > symbolCount else { return }
        for level in coefficients.indices {
            coefficients[level].append(contentsOf: repeatElement(0, count: count - symbolCount))
        }
        symbolCount = count
    }

    /// −1, 0 or +1: the sign of the first level coefficient that is not zero.
    @inline(__always)
    func sign(of symbol: Int) -> Int {
        for level in order {
            let value = coefficients[level][symbol]
            if value < -Tolerance.value { return -1 }
            if value > Tolerance.value { return 1 }
        }
        return 0
    }

    /// `sign(of:)` counting only levels at or above `minimumPriority`.
    func sign(of symbol: Int, minimumPriority: Double) -> Int {
        for level in order where priorities[level] >= minimumPriority {
            let value = coefficients[level][symbol]
            if value < -Tolerance.value { return -1 }
            if value > Tolerance.value { return 1 }
        }
        return 0
    }

    /// Lexicographic comparison of `coefficients[·][a] / da` and `coefficients[·][b] / db`.
    func ratioIsLess(_ a: Int, _ da: Double, than b: Int, _ db: Double) -> Bool {
        for level in order {
            let left = coefficients[level][a] / da, right = coefficients[level][b] / db
            if left < right - Tolerance.value { return true }
            if left > right + Tolerance.value { return false }
        }
        return a < b
    }

}
