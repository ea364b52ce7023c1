import SceneModel
import SceneXML

/// `scenelayout validate FILE...`: whether documents are valid: well-formed XML, the
/// schema, the model checks, and constraints that can hold (no invalid constraint, none
/// that cannot be satisfied together in the document's own configuration), reported as
/// `path:line:col: error: message [rule]`. Layout quality (ambiguous or misplaced views,
/// placeholder constraints) is `check`'s. Exit 0 when every file is valid, 1 when one is
/// invalid, 2 when one cannot be read (the highest status wins).
public enum ValidateCommand {
    /// `check`'s rules that are about the layout's quality, not the document's validity.
    static let qualityRules: Set<String> = ["ambiguous", "misplaced", "placeholder-constraint", "solver-budget"]

    public static func run(paths: [String], schemaPath: String? = nil, quiet: Bool = false) -> CommandOutput {
        var output = CommandOutput()
        let schema: XMLSchema
        do {
            schema = try SceneSchema.load(path: schemaPath)
        } catch {
            output.err("\(error)")
            output.exitCode = ExitStatus.unreadable
            return output
        }
        let checker = DocumentChecker(schema: schema, configurations: [.own])
        var worst = ExitStatus.success
        for path in paths {
            let result = checker.check(path)
            let problems = result.problems.filter { !qualityRules.contains($0.rule) }
            for problem in problems {
                output.out(DiagnosticLine.format(path: problem.path, line: problem.line, column: problem.column,
                                                 severity: problem.severity.rawValue, message: problem.message,
                                                 kind: problem.rule))
            }
            let status = result.unreadable ? ExitStatus.unreadable
                : problems.contains { $0.severity == .error } ? ExitStatus.invalid : ExitStatus.success
            if status == ExitStatus.success && !quiet { output.out("\(path): valid") }
            worst = max(worst, status)
        }
        output.exitCode = worst
        return output
    }
}
