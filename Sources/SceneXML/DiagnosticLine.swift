/// The one format every diagnostic prints in, the one editors and CI annotate:
/// `path:line:column: severity: message [kind]`. Unknown positions print as 1.
public enum DiagnosticLine {
    public static func format(path: String, line: Int, column: Int, severity: String, message: String, kind: String? = nil) -> String {
        let suffix = kind.map { " [\($0)]" } ?? ""
        return "\(path):\(max(line, 1)):\(max(column, 1)): \(severity): \(message)\(suffix)"
    }
}
