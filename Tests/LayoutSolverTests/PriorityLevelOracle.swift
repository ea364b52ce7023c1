import LayoutSolver

/// What Auto Layout's priorities mean, computed exactly and independently of `Solver`:
/// the required constraints must hold; then, level by level from the highest priority
/// down, the sum of the errors of that level's constraints is made as small as it can be
/// while every higher level keeps its least sum. An optional equality's error is
/// `|expression|`, an optional inequality's the amount by which it is violated.
enum PriorityLevelOracle {
    /// The least error sum of each optional level, highest first; nil when the required
    /// constraints cannot all hold.
    static func leastErrors(_ constraints: [LinearConstraint]) throws -> [(level: Double, error: ExactFraction)]? {
        let model = try Model(constraints)
        var fixed: [(columns: [Int], value: ExactFraction)] = []
        guard try model.program(fixing: fixed).minimize(model.zeroCost) != .infeasible else { return nil }
        var result: [(level: Double, error: ExactFraction)] = []
        for level in model.levels {
            let columns = model.errorColumns[level] ?? []
            var cost = model.zeroCost
            for column in columns { cost[column] = .one }
            guard case .optimal(let least) = try model.program(fixing: fixed).minimize(cost) else { return nil }
            result.append((level, least))
            fixed.append((columns, least))
        }
        return result
    }

    /// The error sum of each level at the solver's values, in the oracle's order.
    static func errors(of constraints: [LinearConstraint], levels: [Double], value: (Variable) -> Double) -> [Double] {
        levels.map { level in
            constraints.filter { $0.priority.value == level }.reduce(0) { total, constraint in
                let v = ConstraintEvaluation.value(of: constraint.expression, value)
                switch constraint.relation {
                case .equal: return total + abs(v)
                case .lessThanOrEqual: return total + max(0, v)
                case .greaterThanOrEqual: return total + max(0, -v)
                }
            }
        }
    }

    /// The constraints in standard form: each free variable as the difference of two
    /// non-negative columns, a slack per inequality, one error column per optional
    /// inequality and two per optional equality.
    private struct Model {
        var columnCount = 0
        var rows: [(coefficients: [Int: ExactFraction], value: ExactFraction)] = []
        var errorColumns: [Double: [Int]] = [:]
        var levels: [Double] = []

        init(_ constraints: [LinearConstraint]) throws {
            var variableColumns: [Int: (plus: Int, minus: Int)] = [:]
            for constraint in constraints {
                var coefficients: [Int: ExactFraction] = [:]
                for term in constraint.expression.terms {
                    let columns = variableColumns[term.variable.index] ?? (newColumn(), newColumn())
                    variableColumns[term.variable.index] = columns
                    let coefficient = try ExactFraction(exactly: term.coefficient)
                    coefficients[columns.plus] = try (coefficients[columns.plus] ?? .zero).adding(coefficient)
                    coefficients[columns.minus] = try (coefficients[columns.minus] ?? .zero).subtracting(coefficient)
                }
                let value = try ExactFraction.zero.subtracting(try ExactFraction(exactly: constraint.expression.constant))
                switch constraint.relation {
                case .equal: break
                case .lessThanOrEqual: coefficients[newColumn()] = .one
                case .greaterThanOrEqual: coefficients[newColumn()] = ExactFraction(-1)
                }
                if !constraint.priority.isRequired {
                    let level = constraint.priority.value
                    // expression = plus − minus error (equality), or the violation's error.
                    var errors: [Int] = []
                    switch constraint.relation {
                    case .equal:
                        let plus = newColumn(), minus = newColumn()
                        coefficients[plus] = ExactFraction(-1)
                        coefficients[minus] = .one
                        errors = [plus, minus]
                    case .lessThanOrEqual:
                        let error = newColumn()
                        coefficients[error] = ExactFraction(-1)
                        errors = [error]
                    case .greaterThanOrEqual:
                        let error = newColumn()
                        coefficients[error] = .one
                        errors = [error]
                    }
                    errorColumns[level, default: []] += errors
                }
                rows.append((coefficients, value))
            }
            levels = errorColumns.keys.sorted(by: >)
        }

        private mutating func newColumn() -> Int {
            columnCount += 1
            return columnCount - 1
        }

        var zeroCost: [ExactFraction] { Array(repeating: .zero, count: columnCount) }

        /// The program with each earlier level's error sum held at its least value.
        func program(fixing levels: [(columns: [Int], value: ExactFraction)]) -> ExactLinearProgram {
            var program = ExactLinearProgram(columnCount: columnCount)
            for row in rows { program.addRow(row.coefficients, equals: row.value) }
            for level in levels {
                program.addRow(Dictionary(uniqueKeysWithValues: level.columns.map { ($0, ExactFraction.one) }), equals: level.value)
            }
            return program
        }
    }
}
