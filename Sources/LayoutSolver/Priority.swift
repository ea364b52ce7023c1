/// A constraint's priority, 1…1000. 1000 is required. Priorities are strict levels: every
/// constraint of a higher priority is satisfied as far as it can be before any lower one
/// is considered, so no number of lower-priority errors outweighs a higher-priority one.
/// Constraints of equal priority share one level and their errors add.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    /// Clamps into 1…1000.
    public init(_ value: Double) { self.value = min(max(value, 1), 1000) }

    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let defaultLow = Priority(250)

    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String { isRequired ? "required" : "\(value)" }
}
