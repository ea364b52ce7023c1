import SceneModel
import SceneXML

/// `scenelayout validate FILE...`: XML well-formedness, the schema and the model checks,
/// reported as `path:line:col: error: message`. Exit 0 when every file is valid, 1 when
/// one is invalid, 2 when one cannot be read (the highest status wins).
public enum ValidateCommand {
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
        var worst = ExitStatus.success
        for path in paths {
            let status = validate(path: path, schema: schema, output: &output)
            if status == ExitStatus.success && !quiet { output.out("\(path): valid") }
            worst = max(worst, status)
        }
        output.exitCode = worst
        return output
    }

    private static func validate(path: String, schema: XMLSchema, output: inout CommandOutput) -> Int32 {
        let document: SceneDocument
        do {
            let xml = try XMLDocument.load(contentsOf: path)
            let schemaErrors = schema.validate(xml)
            for error in schemaErrors { output.out(error.description + " [schema]") }
            document = try SceneDocument(xml: xml)
            var invalid = !schemaErrors.isEmpty
            for diagnostic in document.diagnostics {
                output.out(diagnostic.description)
                if diagnostic.severity == .error { invalid = true }
            }
            return invalid ? ExitStatus.invalid : ExitStatus.success
        } catch let error as XMLError {
            output.out(error.description)
            return error.kind == .unreadable ? ExitStatus.unreadable : ExitStatus.invalid
        } catch {
            output.out(DiagnosticLine.format(path: path, line: 1, column: 1, severity: "error", message: "\(error)"))
            return ExitStatus.invalid
        }
    }
}
