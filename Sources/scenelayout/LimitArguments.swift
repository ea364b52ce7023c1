import ArgumentParser
import SceneCommands

/// The budgets per document (`DocumentLimits`) that every command reading documents takes.
/// Defaults are far above any real document; a document over one is refused (exit 2) with
/// a message naming the option that raises it.
struct LimitArguments: ParsableArguments {
    @Option(name: .customLong("max-file-size"), help: ArgumentHelp("Largest file read, in bytes.", valueName: "bytes"))
    var fileSize: Int?

    @Option(name: .customLong("max-elements"), help: ArgumentHelp("Most XML elements in a document.", valueName: "n"))
    var elements: Int?

    @Option(name: .customLong("max-attributes"), help: ArgumentHelp("Most attributes on one element.", valueName: "n"))
    var attributes: Int?

    @Option(name: .customLong("max-depth"), help: ArgumentHelp("Deepest element nesting.", valueName: "n"))
    var depth: Int?

    @Option(name: .customLong("max-views"), help: ArgumentHelp("Most views in a document.", valueName: "n"))
    var views: Int?

    @Option(name: .customLong("max-constraints"), help: ArgumentHelp("Most constraints in a document.", valueName: "n"))
    var constraints: Int?

    @Option(name: .customLong("max-solve-seconds"), help: ArgumentHelp("Most seconds the solver spends on one root view's layout.", valueName: "seconds"))
    var solveSeconds: Double?

    func validate() throws {
        if let solveSeconds, !(solveSeconds > 0 && solveSeconds.isFinite) {
            throw ValidationError("--max-solve-seconds must be a positive number of seconds, not \(solveSeconds).")
        }
        for (name, value) in [("--max-file-size", fileSize), ("--max-elements", elements), ("--max-attributes", attributes),
                              ("--max-depth", depth), ("--max-views", views), ("--max-constraints", constraints)] {
            if let value, value < 1 { throw ValidationError("\(name) must be a positive number, not \(value).") }
        }
    }

    var limits: DocumentLimits {
        var limits = DocumentLimits()
        if let fileSize { limits.fileSize = fileSize }
        if let elements { limits.elements = elements }
        if let attributes { limits.attributesPerElement = attributes }
        if let depth { limits.depth = depth }
        if let views { limits.views = views }
        if let constraints { limits.constraints = constraints }
        if let solveSeconds { limits.solveSeconds = solveSeconds }
        return limits
    }
}

/// A command that reads documents: its `LimitArguments` apply before it runs.
protocol ReadsDocuments {
    var limitArguments: LimitArguments { get }
}
