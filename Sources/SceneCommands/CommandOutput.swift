import SceneXML

/// What a command produced: text for stdout and stderr, and the exit status.
/// Commands return this instead of printing, so tests and other tools can call them.
public struct CommandOutput: Sendable {
    public var standardOutput: String = ""
    public var standardError: String = ""
    public var exitCode: Int32 = 0
    /// Bytes written to stdout as they are, after `standardOutput` (a document converted
    /// from standard input: its encoding need not be UTF-8, and it must come back byte for byte).
    public var standardOutputBytes: [UInt8] = []

    public init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }

    /// One line of output. Control characters in it (a line break in a user label or a
    /// file name) are escaped, so nothing a document says can start a line of its own.
    mutating func out(_ line: String) { standardOutput += DiagnosticLine.escaped(line) + "\n" }
    /// A block for stdout as it is, ending in a line break: JSON, whose encoder already
    /// escapes what its strings hold (escaping it again would break it).
    mutating func outBlock(_ text: String) { standardOutput += text.hasSuffix("\n") ? text : text + "\n" }
    /// One line on stderr, escaped as `out` escapes.
    mutating func err(_ line: String) { standardError += DiagnosticLine.escaped(line) + "\n" }

    /// Another output after this one: its text and bytes appended, the worse exit status kept.
    mutating func append(_ other: CommandOutput) {
        standardOutput += other.standardOutput
        standardError += other.standardError
        standardOutputBytes += other.standardOutputBytes
        exitCode = max(exitCode, other.exitCode)
    }

    /// An error about a file as a whole (no better position known), on stderr.
    mutating func error(at path: String, _ message: String) {
        err(DiagnosticLine.format(path: path, line: 1, column: 1, severity: "error", message: message))
    }
}

/// Exit statuses shared by the commands.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// The input was read but is invalid (malformed XML, schema or model errors).
    public static let invalid: Int32 = 1
    /// The input could not be read (missing, a directory, no permission), or a write failed.
    public static let unreadable: Int32 = 2
}
