import SceneXML

/// A problem found in a document's content (not its XML syntax): reported with the
/// line of the element, never a crash.
public struct ModelDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable { case error, warning, note }

    public enum Kind: String, Sendable, Codable {
        case duplicateID = "duplicate-id"
        case missingReference = "missing-reference"
        case unknownAttribute = "unknown-attribute"
        case invalidNumber = "invalid-number"
        case invalidValue = "invalid-value"
        case unexpectedStructure = "unexpected-structure"
        case unsupportedPlatform = "unsupported-platform"
    }

    public var severity: Severity
    public var kind: Kind
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(severity: Severity, kind: Kind, path: String, line: Int, column: Int = 1, message: String) {
        self.severity = severity
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: error: message [kind]`.
    public var description: String {
        Self.line(path: path, line: line, column: column, severity: severity.rawValue, message: message, kind: kind.rawValue)
    }

    /// The one-line form every diagnostic of the tool takes (`DiagnosticLine`: control
    /// characters escaped), for layers above the model.
    public static func line(path: String, line: Int, column: Int, severity: String, message: String, kind: String) -> String {
        DiagnosticLine.format(path: path, line: line, column: column, severity: severity, message: message, kind: kind)
    }
}

/// The limits the layout layer needs from the document limits (`DocumentLimits`).
public enum LayoutLimits {
    /// The solver's time per root view unless told otherwise (`--max-solve-seconds`).
    public static var solveSeconds: Double { DocumentLimits.standard.solveSeconds }
}
