/// An unknown of the layout, created by a `Solver`.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// Index in the solver that made it.
    public let index: Int

    init(index: Int) { self.index = index }

    public var description: String { "v\(index)" }
}

/// `coefficient × variable`.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`.
public struct LinearExpression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }

    public init(constant: Double) { self.init([], constant: constant) }

    public var description: String {
        var parts = terms.map { "\($0.coefficient)·\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

// Arithmetic for building expressions the way they are written: `x + w - 8`, `2 * y`.
extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    /// Written out rather than as `lhs + (-1.0 * rhs)`: one array instead of two (a layout
    /// builds tens of thousands of expressions a pass); the same terms, order and constant.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var terms = lhs.terms
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { terms.append(Term(term.variable, -1.0 * term.coefficient)) }
        return LinearExpression(terms, constant: lhs.constant + -1.0 * rhs.constant)
    }
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
    }
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + (-rhs) }
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        var terms = lhs.terms
        terms.append(Term(rhs))
        // `+ 0` as the sum with an empty expression gave (-0 becomes 0).
        return LinearExpression(terms, constant: lhs.constant + 0)
    }
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        var terms = lhs.terms
        terms.append(Term(rhs, -1))
        return LinearExpression(terms, constant: lhs.constant)
    }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([Term(lhs), Term(rhs)]) }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([Term(lhs), Term(rhs, -1)]) }
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }
}
