/// A fast path for the common case of a well-made layout: every constraint of a component,
/// whatever its priority, can hold at once, and the equalities alone fix every variable.
/// Then that one point is the optimum (every level's error is zero, which nothing beats)
/// and the only one (any other optimum would also satisfy all the equalities), so it can be
/// found by sparse elimination instead of the simplex.
///
/// Why it matters: in a long vertical chain each position depends on every intrinsic height
/// above it. The simplex keeps those heights' error variables as parameters, so its rows
/// grow with the chain (O(n²) terms); elimination substitutes numbers and stays O(n).
///
/// A pair of opposite inequalities on the same expression (hugging and compression
/// resistance towards one intrinsic size) counts as an equality. Anything else (a
/// conflict, an equality left open, an inequality the point violates) returns nil and
/// the caller uses the simplex, which handles every case.
enum DirectSolve {
    struct Solution {
        /// Values by variable index.
        var values: [(variable: Int, value: Double)]
        /// The lowest priority among the constraints that fixed the point: below it, the
        /// variables are fixed by nothing the caller counts.
        var lowestPriority: Double
    }

    static func solve(_ ids: [ConstraintID], _ constraints: ConstraintStore, numbering: LocalNumbering) -> Solution? {
        var system = EliminationSystem(numbering: numbering)
        defer { system.release() }
        var lowest = Double.infinity
        // Inequalities waiting for their opposite, by expression scaled to a leading +1.
        var halves: [ExpressionKey: Relation] = [:]
        // Those on `variable + constant` (most: hugging and compression resistance on one
        // size) kept apart, by the variable's local number, without hashing a key.
        var singleHalves = SingleHalves()
        for id in ids {
            guard let constraint = constraints[id] else { continue }
            switch constraint.relation {
            case .equal:
                system.addEquation(constraint.expression)
                lowest = min(lowest, constraint.priority.value)
            case .lessThanOrEqual, .greaterThanOrEqual:
                for term in constraint.expression.terms { system.declare(term.variable.index) }
                guard let (key, sign) = ExpressionKey.make(constraint.expression) else { continue }
                // `sign · key ≥ 0` in one direction; the opposite half closes an equality.
                let direction: Relation = (constraint.relation == .greaterThanOrEqual) == (sign > 0) ? .greaterThanOrEqual : .lessThanOrEqual
                if case .single(let variable, let constant) = key {
                    if singleHalves.closes(system.declare(variable), constant, direction) {
                        system.addEquation(constraint.expression)
                        lowest = min(lowest, constraint.priority.value)
                    }
                } else if let other = halves[key] {
                    if other != direction {
                        system.addEquation(constraint.expression)
                        lowest = min(lowest, constraint.priority.value)
                        halves[key] = nil
                    }
                } else {
                    halves[key] = direction
                }
            }
        }
        guard let values = system.solve() else { return nil }
        let value: (Variable) -> Double = { system.local($0.index).map { values[$0] } ?? 0 }
        for id in ids {
            guard let constraint = constraints[id] else { continue }
            if !ConstraintEvaluation.holds(constraint, tolerance: 1e-7, value: value) { return nil }
        }
        let solution = system.variables.enumerated().map { (variable: $0.element, value: values[$0.offset]) }
        return Solution(values: solution, lowestPriority: lowest)
    }
}

/// The waiting halves of `variable + constant` inequalities, as `halves` keeps the others
/// (at most one per variable and constant, in one direction), chained by variable in one
/// pool: a dictionary keyed by `ExpressionKey` hashed a variable and a `Double` per
/// inequality (3 M instructions on the solved-frames benchmark document).
private struct SingleHalves {
    private var head: [Int] = []
    private var constant: [Double] = []
    private var direction: [Relation] = []
    private var next: [Int] = []
    private var waiting: [Bool] = []

    /// Whether a waiting half on `local + constant` in the other direction closes an
    /// equality with this one (it stops waiting); otherwise this half waits, unless one in
    /// the same direction already does.
    mutating func closes(_ local: Int, _ value: Double, _ relation: Relation) -> Bool {
        if local >= head.count { head.append(contentsOf: repeatElement(-1, count: local + 1 - head.count)) }
        var entry = head[local]
        while entry >= 0 {
            // `==` as the dictionary's key compares: 0 and -0 match, NaN matches nothing.
            if waiting[entry] && constant[entry] == value {
                guard direction[entry] != relation else { return false }
                waiting[entry] = false
                return true
            }
            entry = next[entry]
        }
        constant.append(value)
        direction.append(relation)
        next.append(head[local])
        waiting.append(true)
        head[local] = constant.count - 1
        return false
    }
}

/// An expression scaled so its first term (by variable index) has coefficient 1, to find
/// two inequalities on the same expression.
private enum ExpressionKey: Hashable {
    /// `variable + constant`: most inequalities of a layout (hugging and compression
    /// resistance on one size), keyed without arrays, sorting or allocation.
    case single(variable: Int, constant: Double)
    case general(variables: [Int], coefficients: [Double], constant: Double)

    /// The key and the factor the expression was divided by (its sign matters).
    static func make(_ expression: LinearExpression) -> (ExpressionKey, Double)? {
        if expression.terms.count == 1, let term = expression.terms.first, term.coefficient.isFinite {
            guard term.coefficient != 0 else { return nil }
            return (.single(variable: term.variable.index, constant: expression.constant / term.coefficient), term.coefficient)
        }
        // Terms by variable, duplicates summed, zeros dropped (no dictionary: terms are few).
        var sorted: [(key: Int, value: Double)] = []
        sorted.reserveCapacity(expression.terms.count)
        for term in expression.terms.sorted(by: { $0.variable.index < $1.variable.index }) {
            if let last = sorted.last, last.key == term.variable.index {
                sorted[sorted.count - 1].value += term.coefficient
            } else {
                sorted.append((term.variable.index, term.coefficient))
            }
        }
        sorted.removeAll { $0.value == 0 }
        guard let lead = sorted.first?.value else { return nil }
        // One variable left (duplicates summed) is the same key as a single term: its
        // coefficient divides to exactly 1 when finite.
        if sorted.count == 1, lead.isFinite {
            return (.single(variable: sorted[0].key, constant: expression.constant / lead), lead)
        }
        return (.general(variables: sorted.map(\.key), coefficients: sorted.map { $0.value / lead },
                         constant: expression.constant / lead), lead)
    }
}
