/// The report of `scenelayout ibtool`, in Apple's ibtool structure:
///
/// - `com.apple.ibtool.document.errors`, `.warnings`, `.notices` (each present only when
///   its flag is given): a dictionary from the id of the object concerned to an array of
///   dictionaries with `type` (the kind of issue) and `message`. This is the structure
///   ibtool's consumers read, e.g. Monobjc's `XibCompiler` (Monobjc.Tools/Generators/
///   XibCompiler.cs: document issues as dict → array → dict with `type` and `message`).
///   Problems about the document as a whole go under `global`, as ibtool's text names
///   them (`Foo.xib:global: warning: …`).
/// - `com.apple.ibtool.errors`: the tool's own failures (the file cannot be read or
///   written), an array of dictionaries with `description`.
///
/// `xml1` is an XML property list (Apple's DTD, tab indented, keys sorted, as
/// CFPropertyList writes it); `human-readable-text` is ibtool's text form: a
/// `/* com.apple.ibtool.document.warnings */` line, then one
/// `path:objectID: warning: message` line per issue; sections with nothing are left out.
struct IBToolReport {
    var errors: Bool
    var warnings: Bool
    var notices: Bool
    /// Severity section → object id → issues.
    private var issues: [CheckProblem.Severity: [String: [(type: String, message: String)]]] = [:]
    var toolErrors: [String] = []

    init(errors: Bool, warnings: Bool, notices: Bool) {
        self.errors = errors
        self.warnings = warnings
        self.notices = notices
    }

    static let key: [CheckProblem.Severity: String] = [
        .error: "com.apple.ibtool.document.errors",
        .warning: "com.apple.ibtool.document.warnings",
        .note: "com.apple.ibtool.document.notices",
    ]

    /// Files `problem` under `object`, or under `global` when it concerns no one object.
    mutating func add(_ problem: CheckProblem, object: String?) {
        issues[problem.severity, default: [:]][object ?? "global", default: []].append((Self.type(of: problem.rule), problem.messageWithConfigurations))
    }

    /// The sections asked for, in the order ibtool prints them.
    private var sections: [CheckProblem.Severity] {
        [(errors, CheckProblem.Severity.error), (notices, .note), (warnings, .warning)].filter { $0.0 }.map { $0.1 }
    }

    /// The kind of issue in Interface Builder's words (its issue navigator's groups).
    static func type(of rule: String) -> String {
        switch rule {
        case "ambiguous": return "Ambiguous Layout"
        case "misplaced": return "Misplaced View"
        case "unsatisfiable": return "Conflicting Constraints"
        case "invalid-constraint": return "Invalid Constraint"
        case "placeholder-constraint": return "Placeholder Constraint"
        case "missing-reference": return "Missing Reference"
        case "duplicate-id": return "Duplicate Object ID"
        case "malformed-xml", "schema", "unexpected-structure", "unknown-attribute", "invalid-number", "invalid-value":
            return "Document Format"
        default:
            return rule.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        }
    }

    func render(_ format: IBToolCommand.OutputFormat, path: String) -> String {
        switch format {
        case .xml1: return xml()
        case .humanReadableText: return text(path: path)
        }
    }

    private func xml() -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
            "<dict>",
        ]
        var entries: [(key: String, lines: [String])] = []
        for severity in sections {
            let objects = issues[severity] ?? [:]
            var body: [String] = []
            if objects.isEmpty {
                body = ["\t<dict/>"]
            } else {
                body.append("\t<dict>")
                for object in objects.keys.sorted() {
                    body.append("\t\t<key>\(Self.escape(object))</key>")
                    body.append("\t\t<array>")
                    for issue in objects[object]! {
                        body += ["\t\t\t<dict>",
                                 "\t\t\t\t<key>message</key>", "\t\t\t\t<string>\(Self.escape(issue.message))</string>",
                                 "\t\t\t\t<key>type</key>", "\t\t\t\t<string>\(Self.escape(issue.type))</string>",
                                 "\t\t\t</dict>"]
                    }
                    body.append("\t\t</array>")
                }
                body.append("\t</dict>")
            }
            entries.append((Self.key[severity]!, body))
        }
        if !toolErrors.isEmpty {
            var body = ["\t<array>"]
            for error in toolErrors {
                body += ["\t\t<dict>", "\t\t\t<key>description</key>", "\t\t\t<string>\(Self.escape(error))</string>", "\t\t</dict>"]
            }
            body.append("\t</array>")
            entries.append(("com.apple.ibtool.errors", body))
        }
        for entry in entries.sorted(by: { $0.key < $1.key }) {
            lines.append("\t<key>\(entry.key)</key>")
            lines += entry.lines
        }
        lines += ["</dict>", "</plist>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private func text(path: String) -> String {
        var lines: [String] = []
        if !toolErrors.isEmpty {
            lines.append("/* com.apple.ibtool.errors */")
            lines += toolErrors.map { "\(path): error: \($0)" }
        }
        let words: [CheckProblem.Severity: String] = [.error: "error", .warning: "warning", .note: "notice"]
        for severity in sections {
            guard let objects = issues[severity], !objects.isEmpty else { continue }
            lines.append("/* \(Self.key[severity]!) */")
            for object in objects.keys.sorted() {
                for issue in objects[object]! {
                    lines.append("\(path):\(object): \(words[severity]!): \(issue.message)")
                }
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// XML character escapes for a plist `<string>` or `<key>`.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
