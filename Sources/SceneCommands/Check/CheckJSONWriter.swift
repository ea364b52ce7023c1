/// `check --format json`'s bytes written straight from the report, as `ResolveJSONWriter`
/// writes `resolve`'s: the same text as `JSONOutput.encode(report, schemaVersion:)`
/// (`PrettyJSONEncoder`), which cost 30 M instructions of `check`'s 711 M on the 1,000-view
/// document (session 12, perf15). Members in the order of their keys' UTF-8 bytes, known
/// here; the summary's rules (a dictionary) sorted by their UTF-8 bytes as the encoder
/// sorts keys. `CheckJSONWriterTests` compares the two on random and corpus reports and
/// checks that every stored property is written.
enum CheckJSONWriter {
    static func encode(_ report: CheckReport, schemaVersion: Int) -> String {
        var out = JSONByteWriter()
        out.openObject()
        out.key("files")
        out.array(report.files) { out, file in write(file, into: &out) }
        out.key("schemaVersion")
        out.int(schemaVersion)
        out.key("summary")
        write(report.summary, into: &out)
        out.closeObject()
        return String(decoding: out.bytes, as: UTF8.self)
    }

    private static func write(_ file: CheckReport.FileResult, into out: inout JSONByteWriter) {
        out.openObject()
        out.key("configurations")
        out.array(file.configurations) { out, label in out.string(label) }
        out.key("path")
        out.string(file.path)
        out.key("problems")
        out.array(file.problems) { out, problem in write(problem, into: &out) }
        out.closeObject()
    }

    private static func write(_ problem: CheckProblem, into out: inout JSONByteWriter) {
        out.openObject()
        out.key("baselined")
        out.bool(problem.baselined)
        out.key("column")
        out.int(problem.column)
        out.key("configurations")
        out.array(problem.configurations) { out, label in out.string(label) }
        out.key("items")
        out.array(problem.items) { out, item in out.string(item) }
        out.key("line")
        out.int(problem.line)
        out.key("message")
        out.string(problem.message)
        out.key("path")
        out.string(problem.path)
        out.key("rule")
        out.string(problem.rule)
        out.key("severity")
        out.string(problem.severity.rawValue)
        out.closeObject()
    }

    private static func write(_ summary: CheckReport.Summary, into out: inout JSONByteWriter) {
        out.openObject()
        out.key("baselined")
        out.int(summary.baselined)
        out.key("errors")
        out.int(summary.errors)
        out.key("files")
        out.int(summary.files)
        out.key("filesWithProblems")
        out.int(summary.filesWithProblems)
        out.key("notes")
        out.int(summary.notes)
        out.key("rules")
        out.openObject()
        for rule in summary.rules.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            out.key(rule)
            out.int(summary.rules[rule] ?? 0)
        }
        out.closeObject()
        out.key("warnings")
        out.int(summary.warnings)
        out.closeObject()
    }
}
