#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneXML

/// The one JSON style of every command: pretty, keys sorted, slashes unescaped, numbers
/// as people write them.
public enum JSONOutput {
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        try PrettyJSONEncoder.encode(value)
    }

    /// The same text through Foundation's `JSONEncoder` and `JSONNumbers.normalize`: the
    /// reference `PrettyJSONEncoder` is tested against (five times slower).
    static func encodeWithFoundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return JSONNumbers.normalize(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    static func encodeWithFoundation<T: Encodable>(_ value: T, schemaVersion: Int) throws -> String {
        try encodeWithFoundation(Versioned(value: value, schemaVersion: schemaVersion))
    }

    /// `value`'s JSON object with a `schemaVersion` member added: the version of the
    /// command's schema in `Schemas/` (`Documents/JSON.md`), raised when a field is renamed
    /// or removed, so a script can refuse output it does not understand.
    static func encode<T: Encodable>(_ value: T, schemaVersion: Int) throws -> String {
        try encode(Versioned(value: value, schemaVersion: schemaVersion))
    }

    /// The schema versions of the JSON each command writes.
    enum SchemaVersion {
        static let resolve = 1
        static let check = 1
        static let convert = 1
        static let dump = 1
        static let diff = 1
    }

    private struct Versioned<Value: Encodable>: Encodable {
        var value: Value
        var schemaVersion: Int
        enum Key: String, CodingKey { case schemaVersion }

        func encode(to encoder: Encoder) throws {
            try value.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(schemaVersion, forKey: .schemaVersion)
        }
    }
}

/// Rewrites the numbers of encoded JSON as people write them: rounded to a millionth
/// (frames are solved in doubles, so `128.00000000000003` means 128), in the shortest
/// form that reads back to that value, whole numbers without `.0`. Strings are left
/// alone. A millionth of a point is far below any pixel grid, so nothing a reader can
/// see changes.
enum JSONNumbers {
    static let precision = 1e6

    /// Works on UTF-8 bytes: every byte that matters (quotes, backslashes, digits, signs,
    /// points, exponents) is ASCII, and a multi-byte character never contains one. Walking
    /// `Character`s instead (grapheme breaking) cost three quarters of `resolve` on a
    /// 1,000-view document.
    static func normalize(_ json: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(json.utf8.count)
        var number: [UInt8] = []
        var inString = false, escaped = false
        for byte in json.utf8 {
            if inString {
                result.append(byte)
                if escaped { escaped = false } else if byte == ASCII.backslash { escaped = true } else if byte == ASCII.quote { inString = false }
                continue
            }
            let isDigit = byte >= ASCII.zero && byte <= ASCII.nine
            let starts = isDigit || byte == ASCII.minus
            let continues = starts || byte == ASCII.plus || byte == ASCII.point || byte == ASCII.lowerE || byte == ASCII.upperE
            if number.isEmpty ? starts : continues {
                number.append(byte)
                continue
            }
            if !number.isEmpty {
                result += format(String(decoding: number, as: UTF8.self)).utf8
                number.removeAll(keepingCapacity: true)
            }
            if byte == ASCII.quote { inString = true }
            result.append(byte)
        }
        if !number.isEmpty { result += format(String(decoding: number, as: UTF8.self)).utf8 }
        return String(decoding: result, as: UTF8.self)
    }

    private enum ASCII {
        static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), minus = UInt8(ascii: "-"), plus = UInt8(ascii: "+")
        static let point = UInt8(ascii: "."), lowerE = UInt8(ascii: "e"), upperE = UInt8(ascii: "E")
        static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
    }

    /// One number token: integers as written, others rounded.
    static func format(_ token: String) -> String {
        guard token.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let value = Double(token), value.isFinite else {
            return token
        }
        let scaled = value * precision
        guard scaled.isFinite, abs(value) < 1e15 else { return token }
        let rounded = scaled.rounded() / precision
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return "\(rounded)"
    }

    /// A double as `format` prints the token Foundation writes for it (`description`
    /// without a trailing `.0`), without printing and reading it back; nil for one JSON
    /// cannot hold (infinite or NaN).
    static func token(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if abs(value) < 1e15 {
            if value == value.rounded() {
                return value == 0 && value.sign == .minus ? "-0" : String(Int64(value))
            }
            let rounded = (value * precision).rounded() / precision
            return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
        }
        return foundationToken(value.description)
    }

    static func foundationToken(_ description: String) -> String {
        description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }
}

/// Several documents' results in one JSON document (`resolve`, `dump` given several
/// files or a folder): `{ "schemaVersion": 1, "files": [ … ] }`, in the order the files
/// were named (a folder's sorted by path).
struct MultiFileJSON<Entry: Encodable>: Encodable {
    var files: [Entry]
}

/// A document a command could not process (unreadable, malformed, refused), as it
/// appears among the per-file objects of a multi-file JSON document: its path and the
/// errors, in the shape of the other diagnostics.
struct FileFailure: Encodable, Sendable {
    struct Diagnostic: Encodable, Sendable {
        var severity = "error"
        /// The rule, as `check` names it: `unreadable`, `malformed-xml`,
        /// `unexpected-structure`, `unsupported-platform`, `traits`, `no-such-scene`, `encoding`.
        var kind: String
        var path: String
        var line: Int
        var column: Int
        var message: String
    }

    var path: String
    var diagnostics: [Diagnostic]

    init(path: String, kind: String, line: Int = 1, column: Int = 1, message: String) {
        self.path = path
        diagnostics = [Diagnostic(kind: kind, path: path, line: max(line, 1), column: max(column, 1), message: message)]
    }

    /// The loader's error, with its kind named as `check` names the rule.
    init(_ error: XMLError) {
        self.init(path: error.path, kind: error.rule, line: error.line, column: error.column, message: error.message)
    }

    /// The line printed on stderr for it.
    var line: String {
        diagnostics.map { DiagnosticLine.format(path: $0.path, line: $0.line, column: $0.column, severity: $0.severity, message: $0.message, kind: $0.kind) }
            .joined(separator: "\n")
    }
}
