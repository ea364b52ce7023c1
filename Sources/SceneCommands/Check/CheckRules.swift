/// The rules `check` applies, with the ids its output names. Descriptions appear in the
/// SARIF output's rule table and in README.
public enum CheckRules {
    public struct Rule: Sendable {
        public var id: String
        public var severity: CheckProblem.Severity
        public var summary: String
    }

    public static let all: [Rule] = [
        Rule(id: "unreadable", severity: .error, summary: "The file cannot be read (missing, a folder, no permission, too large)."),
        Rule(id: "malformed-xml", severity: .error, summary: "The file is not well-formed XML."),
        Rule(id: "schema", severity: .error, summary: "The document does not match the scene schema (Schemas/scene.xsd)."),
        Rule(id: "duplicate-id", severity: .error, summary: "Two objects share an id."),
        Rule(id: "missing-reference", severity: .error, summary: "A constraint or connection names an object the document does not have."),
        Rule(id: "unknown-attribute", severity: .error, summary: "A constraint names a layout attribute that does not exist."),
        Rule(id: "invalid-number", severity: .error, summary: "A number (constant, multiplier, priority, frame) cannot be read or is out of range."),
        Rule(id: "invalid-value", severity: .error, summary: "An attribute has a value Interface Builder never writes."),
        Rule(id: "unexpected-structure", severity: .error, summary: "Elements are nested in a way Interface Builder never writes."),
        Rule(id: "unsupported-platform", severity: .warning, summary: "A watchOS document: WatchKit interfaces are not laid out with Auto Layout."),
        Rule(id: "invalid-constraint", severity: .error, summary: "A constraint relates attributes that cannot be related (a size to a position, horizontal to vertical, leading to left, a constant position)."),
        Rule(id: "missing-item", severity: .error, summary: "A constraint's item is not laid out in this configuration."),
        Rule(id: "unsatisfiable", severity: .error, summary: "Required constraints cannot all hold: the conflicting set, and the one the runtime breaks."),
        Rule(id: "ambiguous", severity: .warning, summary: "The constraints leave part of a view's frame open (\"Need constraints for: Y position, height\"), with two frames that both satisfy them."),
        Rule(id: "misplaced", severity: .warning, summary: "In the document's own configuration the stored frame differs from the one the constraints give by more than half a point."),
        Rule(id: "placeholder-constraint", severity: .warning, summary: "A design-time placeholder constraint is left in; a build removes it."),
        Rule(id: "out-of-range", severity: .error, summary: "The document's numbers overflow: a view has no finite frame."),
        Rule(id: "solver-budget", severity: .warning, summary: "The solver stopped at a budget (its pivots, its time per root view: --max-solve-seconds, or the number of conflicts it explains): frames hold the required constraints but may not be optimal."),
    ]

    public static func rule(_ id: String) -> Rule? { all.first { $0.id == id } }
}
