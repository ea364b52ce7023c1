/// A sparse linear expression `constant + Σ coefficients[i] × symbols[i]`.
/// Rows in layouts are short (a handful of terms), so parallel arrays with a linear search
/// beat hashing.
struct Row {
    var constant: Double
    var symbols: [Int]
    var coefficients: [Double]

    init(constant: Double = 0) {
        self.constant = constant
        symbols = []
        coefficients = []
    }

    var isEmpty: Bool { symbols.isEmpty }

    func index(of symbol: Int) -> Int? {
        for i in symbols.indices where symbols[i] == symbol { return i }
        return nil
    }

    func coefficient(of symbol: Int) -> Double {
        for i in symbols.indices where symbols[i] == symbol { return coefficients[i] }
        return 0
    }

    mutating func remove(at index: Int) {
        let last = symbols.count - 1
        if index != last {
            symbols[index] = symbols[last]
            coefficients[index] = coefficients[last]
        }
        symbols.removeLast()
        coefficients.removeLast()
    }

    mutating func append(_ symbol: Int, _ coefficient: Double) {
        symbols.append(symbol)
        coefficients.append(coefficient)
    }

    /// Adds `coefficient × symbol`, dropping the term when it cancels. Returns +1 when the
    /// symbol was added, −1 when it was removed, 0 otherwise (for the column index).
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Int {
        if let i = index(of: symbol) {
            let value = coefficients[i] + coefficient
            if abs(value) < Tolerance.coefficient {
                remove(at: i)
                return -1
            }
            coefficients[i] = value
            return 0
        }
        guard abs(coefficient) >= Tolerance.coefficient else { return 0 }
        append(symbol, coefficient)
        return 1
    }

    mutating func multiply(by factor: Double) {
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }
}

enum Tolerance {
    /// Coefficients smaller than this are zero.
    static let coefficient = 1e-9
    /// Reduced costs and constants within this of zero count as zero.
    static let value = 1e-8
    /// Relative to the magnitude of the numbers a constant was computed from: a constant
    /// built from terms of 1e7 × 1e4 carries rounding errors far above `value`, and a
    /// redundant constraint must not be taken for a contradiction because of them.
    static let relative = 1e-12

    /// The tolerance for a constant computed from terms of up to `magnitude`.
    static func value(forMagnitude magnitude: Double) -> Double {
        max(value, relative * magnitude)
    }
}
