/// An exact rational number for the test oracle (`ExactLinearProgram`), kept in lowest
/// terms with a positive denominator. Arithmetic that would overflow `Int` throws
/// `ExactFraction.Overflow` instead of trapping, so a test can skip a system whose exact
/// numbers grow too large rather than crash.
struct ExactFraction: Comparable, CustomStringConvertible {
    struct Overflow: Error {}

    let numerator: Int
    let denominator: Int

    static let zero = ExactFraction(0)
    static let one = ExactFraction(1)

    init(_ integer: Int) {
        numerator = integer
        denominator = 1
    }

    init(_ numerator: Int, _ denominator: Int) throws {
        precondition(denominator != 0, "zero denominator")
        let divisor = Self.gcd(abs(numerator), abs(denominator))
        var top = numerator / divisor, bottom = denominator / divisor
        if bottom < 0 {
            guard top != Int.min, bottom != Int.min else { throw Overflow() }
            top = -top
            bottom = -bottom
        }
        self.numerator = top
        self.denominator = bottom
    }

    /// An integral `Double` (the solver's constraints have integer coefficients here).
    init(exactly value: Double) throws {
        guard let integer = Int(exactly: value) else { throw Overflow() }
        self.init(integer)
    }

    var isZero: Bool { numerator == 0 }
    var isNegative: Bool { numerator < 0 }
    var doubleValue: Double { Double(numerator) / Double(denominator) }
    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }

    static func product(_ a: Int, _ b: Int) throws -> Int {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        guard !overflow else { throw Overflow() }
        return value
    }

    static func sum(_ a: Int, _ b: Int) throws -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        guard !overflow else { throw Overflow() }
        return value
    }

    func adding(_ other: ExactFraction) throws -> ExactFraction {
        let divisor = Self.gcd(denominator, other.denominator)
        let left = try Self.product(numerator, other.denominator / divisor)
        let right = try Self.product(other.numerator, denominator / divisor)
        return try ExactFraction(try Self.sum(left, right), try Self.product(denominator, other.denominator / divisor))
    }

    func subtracting(_ other: ExactFraction) throws -> ExactFraction {
        guard other.numerator != Int.min else { throw Overflow() }
        return try adding(ExactFraction(-other.numerator, other.denominator))
    }

    func multiplied(by other: ExactFraction) throws -> ExactFraction {
        // Cross-reduce first so the products stay small.
        let a = Self.gcd(abs(numerator), other.denominator), b = Self.gcd(abs(other.numerator), denominator)
        return try ExactFraction(try Self.product(numerator / a, other.numerator / b),
                                 try Self.product(denominator / b, other.denominator / a))
    }

    func divided(by other: ExactFraction) throws -> ExactFraction {
        precondition(!other.isZero, "division by zero")
        return try multiplied(by: ExactFraction(other.denominator, other.numerator))
    }

    static func < (lhs: ExactFraction, rhs: ExactFraction) -> Bool {
        // Both denominators are positive; compare the cross products in 128 bits.
        let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
        let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
        return (left.high, left.low) < (right.high, right.low)
    }
}
