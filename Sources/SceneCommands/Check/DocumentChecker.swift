import SceneLayout
import SceneModel
import SceneXML

/// Everything `check` finds in one document: whether it reads, the schema, the model's
/// checks, placeholder constraints, and the layout in each configuration. One mistake is
/// one problem: a problem found in several configurations is reported once, naming them,
/// and an element the model or the layout already faults gets no schema error besides.
///
/// Shared by the threads of one run: the compiled schema is only read (each validation
/// makes its own libxml2 context, and libxml2 keeps error handlers per thread), and each
/// document is loaded and laid out on the thread that checks it.
struct DocumentChecker: @unchecked Sendable {
    var schema: XMLSchema
    var configurations: [CheckConfiguration]

    struct Result: Sendable {
        var path: String
        var problems: [CheckProblem]
        /// The file could not be read at all (exit 2).
        var unreadable = false
        /// Labels of the configurations the document was laid out in.
        var configurations: [String] = []
    }

    /// A checker with the built-in schema, or nil with the error printed (status 2).
    static func withBuiltInSchema(configurations: [CheckConfiguration], output: inout CommandOutput) -> DocumentChecker? {
        do {
            return DocumentChecker(schema: try SceneSchema.load(), configurations: configurations)
        } catch {
            output.err("error: \(error)")
            output.exitCode = ExitStatus.unreadable
            return nil
        }
    }

    /// `keepsUntilExit`: the run's last document, whose objects the process leaves to its
    /// exit (`KeptUntilExit`) instead of freeing them.
    func check(_ path: String, keepsUntilExit: Bool = false) -> Result {
        // Validated while parsed, without libxml2's tree (`SchemaStreamValidator`).
        check(path: path, keepsUntilExit: keepsUntilExit) { try SceneXMLDocument.load(contentsOf: path, validatingAgainst: schema) }
    }

    /// The checks on a document's bytes, validated while parsed (the ibtool front end's
    /// document after updates spliced into its source).
    func check(bytes: [UInt8], path: String) -> Result {
        check(path: path) { try SceneXMLDocument.validated(bytes: bytes, path: path, against: schema) }
    }

    private func check(path: String, keepsUntilExit: Bool = false,
                       _ load: () throws -> (document: SceneXMLDocument, schemaErrors: [XMLError])) -> Result {
        var result = Result(path: path, problems: [])
        let xml: SceneXMLDocument
        let schemaErrors: [XMLError]
        do {
            (xml, schemaErrors) = try load()
        } catch let error as XMLError {
            result.unreadable = error.kind == .unreadable
            result.problems.append(CheckProblem(rule: error.rule, severity: .error,
                                                path: path, line: error.line, column: error.column, message: error.message))
            return result
        } catch {
            result.problems.append(CheckProblem(rule: "unreadable", severity: .error, path: path, line: 1, column: 1, message: "\(error)"))
            result.unreadable = true
            return result
        }
        return check(xml, path: path, schemaErrors: schemaErrors, keepsUntilExit: keepsUntilExit)
    }

    /// The checks on a document already read, with its tree (the ibtool front end checks
    /// the document its updates produced, before or without writing it).
    func check(_ xml: SceneXMLDocument, path: String) -> Result {
        check(xml, path: path, schemaErrors: schema.validate(xml))
    }

    /// The checks after the schema's: `schemaErrors` are `schema.validate`'s on `xml`.
    private func check(_ xml: SceneXMLDocument, path: String, schemaErrors: [XMLError], keepsUntilExit: Bool = false) -> Result {
        var result = Result(path: path, problems: [])
        let schemaProblems = schemaErrors.map {
            CheckProblem(rule: "schema", severity: .error, path: path, line: $0.line, column: $0.column, message: $0.message)
        }
        let document: SceneDocument
        do {
            document = try SceneDocument(xml: xml)
        } catch let error as XMLError {
            // Not a scene document at all (wrong or namespaced root), or over a limit: the
            // schema's complaints about it would say the same thing again.
            result.unreadable = error.kind == .unreadable
            result.problems = [CheckProblem(rule: error.rule, severity: .error,
                                            path: path, line: error.line, column: error.column, message: error.message)]
            return result
        } catch {
            result.problems = schemaProblems + [CheckProblem(rule: "unexpected-structure", severity: .error, path: path, line: 1,
                                                             column: 1, message: "\(error)")]
            return result
        }
        var problems = document.diagnostics.map {
            CheckProblem(rule: $0.kind.rawValue, severity: CheckProblem.Severity(rawValue: $0.severity.rawValue) ?? .error,
                         path: path, line: $0.line, column: $0.column, message: $0.message)
        }
        // The model holds the parsed document (its store or tree).
        if keepsUntilExit { KeptUntilExit.keep(document) }
        problems += placeholderProblems(document)
        if document.header.platform != .watchOS {
            problems += layoutProblems(document, result: &result, keepsUntilExit: keepsUntilExit)
        }
        // The schema's complaint about an element the model or the layout already faults
        // is the same mistake said twice (a bad attribute name is both).
        let faultedLines = Set(problems.filter { $0.severity == .error }.map(\.line))
        problems = schemaProblems.filter { !faultedLines.contains($0.line) } + problems
        result.problems = problems.sorted { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
        return result
    }

    /// In `allConstraints`' order; each constraint's flag is read in place, without copying
    /// every constraint into a new array first (2 M instructions on the 1,000-view benchmark
    /// document's 5,000 constraints, none of them placeholders).
    private func placeholderProblems(_ document: SceneDocument) -> [CheckProblem] {
        var problems: [CheckProblem] = []
        for view in document.allViews {
            let constraints = view.constraints
            for index in constraints.indices where constraints[index].isPlaceholder {
                let constraint = constraints[index]
                problems.append(CheckProblem(rule: "placeholder-constraint", severity: .warning, path: document.path,
                                             line: constraint.line, column: constraint.column,
                                             message: "placeholder constraint left in: \(document.describe(constraint)) [\(constraint.id)]; a build removes it",
                                             items: [constraint.id]))
            }
        }
        return problems
    }

    /// The layout's diagnostics in every configuration that applies, merged: one problem
    /// per rule and element, naming the configurations it appears in.
    private func layoutProblems(_ document: SceneDocument, result: inout Result, keepsUntilExit: Bool) -> [CheckProblem] {
        var merged: [CheckProblem] = []
        var index: [String: Int] = [:]
        var applicable = configurations.filter { $0.applies(to: document) }
        // A macOS document asked for devices or size classes is checked as it is.
        if applicable.isEmpty { applicable = [.own] }
        for (number, configuration) in applicable.enumerated() {
            let traits: TraitCollection?
            do {
                traits = try configuration.options?.resolve(for: document)
            } catch {
                merged.append(CheckProblem(rule: "invalid-value", severity: .error, path: document.path, line: 1, column: 1,
                                           message: "configuration \(configuration.label): \(error)", configurations: [configuration.label]))
                continue
            }
            result.configurations.append(configuration.label)
            var engine = SceneLayoutEngine()
            let isLast = keepsUntilExit && number == applicable.count - 1
            engine.keepsLastBuilderUntilExit = isLast
            let layout = engine.layout(document, traits: traits, presentation: .solved)
            if isLast { KeptUntilExit.keep(layout) }
            for diagnostic in layout.diagnostics {
                let problem = CheckProblem(rule: diagnostic.kind.rawValue,
                                           severity: CheckProblem.Severity(rawValue: diagnostic.severity.rawValue) ?? .error,
                                           path: document.path, line: diagnostic.line, column: diagnostic.column,
                                           message: diagnostic.message, items: diagnostic.items, configurations: [configuration.label])
                let key = "\(problem.rule)|\(problem.line)|\(problem.column)|\(problem.items.joined(separator: ","))"
                if let existing = index[key] {
                    merged[existing].configurations.append(configuration.label)
                } else {
                    index[key] = merged.count
                    merged.append(problem)
                }
            }
        }
        return merged
    }
}
