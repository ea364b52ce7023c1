/// The one format every diagnostic prints in, the one editors and CI annotate:
/// `path:line:column: severity: message [kind]`. Unknown positions print as 1.
///
/// Paths and messages carry text from documents and file names (user labels, ids,
/// attribute values); every control character in them is escaped here, so no document
/// can start what a CI annotator would read as a diagnostic line of its own.
public enum DiagnosticLine {
    public static func format(path: String, line: Int, column: Int, severity: String, message: String, kind: String? = nil) -> String {
        let suffix = kind.map { " [\(escaped($0))]" } ?? ""
        return "\(escaped(path)):\(max(line, 1)):\(max(column, 1)): \(severity): \(escaped(message))\(suffix)"
    }

    /// Text on one line with nothing hidden: line breaks as `\n`/`\r`, other control
    /// characters and Unicode's line and paragraph separators as `\u{…}`, a tab as a
    /// space, and the bytes of a file name that are not UTF-8 (`FilePath`) as `\xNN`.
    public static func escaped(_ text: String) -> String {
        // Printable ASCII (nearly every message) needs nothing: one pass over the bytes
        // instead of every scalar through `needsEscape`.
        isPrintableASCII(text) ? text : escapedScalarByScalar(text)
    }

    /// `escaped` for any text, each scalar looked at (the tests' oracle for the fast path).
    static func escapedScalarByScalar(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += " "
            default:
                if let byte = FilePath.carriedByte(scalar) {
                    result += "\\x" + String(byte, radix: 16, uppercase: true)
                } else if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
            || scalar == "\u{85}" || FilePath.carriedByte(scalar) != nil
    }
}
