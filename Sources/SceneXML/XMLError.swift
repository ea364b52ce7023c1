/// A problem found while reading, validating or writing an XML document,
/// with the place it was found so it can be printed like a compiler diagnostic.
public struct XMLError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The file could not be read at all (missing, a directory, no permission, too large).
        case unreadable
        /// The bytes are not a well-formed, acceptable XML document.
        case malformed
        /// Well-formed XML, but not an Interface Builder document (another root, a namespace).
        case structure
        /// The document does not match the schema.
        case schema
        /// The output could not be written.
        case write
    }

    public var kind: Kind
    public var path: String
    /// 1-based; 0 when the problem has no position (for example a missing file).
    public var line: Int
    /// 1-based; 0 when unknown.
    public var column: Int
    public var message: String

    public init(kind: Kind, path: String, line: Int = 0, column: Int = 0, message: String) {
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The rule id it is reported under, the same in every command.
    public var rule: String {
        switch kind {
        case .unreadable: return "unreadable"
        case .malformed: return "malformed-xml"
        case .structure: return "unexpected-structure"
        case .schema: return "schema"
        case .write: return "unwritable"
        }
    }

    /// `path:line:column: error: message [rule]`, the form editors and CI annotate.
    public var description: String {
        DiagnosticLine.format(path: path, line: line, column: column, severity: "error", message: message, kind: rule)
    }
}

/// Several errors at once (a schema validation reports every problem it finds).
public struct XMLErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [XMLError]
    public init(_ errors: [XMLError]) { self.errors = errors }
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
