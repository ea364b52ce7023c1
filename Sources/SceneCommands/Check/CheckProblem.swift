/// One problem `check` reports: what Interface Builder's issue navigator would show for
/// an element, with the rule that found it.
public struct CheckProblem: Sendable, Codable, Equatable {
    public enum Severity: String, Sendable, Codable, Comparable {
        case note, warning, error

        public static func < (a: Severity, b: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: a)! < order.firstIndex(of: b)!
        }
    }

    /// A rule id from `CheckRules` (`ambiguous`, `missing-reference`, …).
    public var rule: String
    public var severity: Severity
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
    /// Ids of the views or constraints concerned; the element at `line` comes first.
    public var items: [String]
    /// The configurations it was found in, by label ("own", "retina4_7 portrait", "wC hR").
    public var configurations: [String]
    /// Recorded in the baseline: reported, but it does not fail the check.
    public var baselined: Bool = false

    public init(rule: String, severity: Severity, path: String, line: Int, column: Int, message: String,
                items: [String] = [], configurations: [String] = []) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.line = max(line, 1)
        self.column = max(column, 1)
        self.message = message
        self.items = items
        self.configurations = configurations
    }

    /// What identifies the problem across edits of the file: the rule, the file and the
    /// ids of the elements concerned (Interface Builder's ids do not change when lines
    /// move); the message only where no element is named.
    public var fingerprint: String {
        let subject = items.isEmpty ? message : items.joined(separator: ",")
        return "\(rule)|\(Self.normalized(path))|\(subject)"
    }

    /// `./a/b.xib` and `a/b.xib` are one file.
    static func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }

    /// The message, naming the configurations it was found in unless that is only the
    /// document's own: what every report form prints.
    var messageWithConfigurations: String {
        guard !configurations.isEmpty, configurations != ["own"] else { return message }
        return message + " (in \(configurations.joined(separator: "; ")))"
    }

    /// Whether the problem fails the check: errors, and warnings when `strict`.
    func fails(strict: Bool) -> Bool {
        !baselined && (severity == .error || (strict && severity == .warning))
    }
}
