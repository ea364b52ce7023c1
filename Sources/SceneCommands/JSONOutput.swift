import Foundation

/// The one JSON style of every command: pretty, keys sorted, slashes unescaped, numbers
/// as people write them.
enum JSONOutput {
    static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return JSONNumbers.normalize(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}

/// Rewrites the numbers of encoded JSON as people write them: rounded to a millionth
/// (frames are solved in doubles, so `128.00000000000003` means 128), in the shortest
/// form that reads back to that value, whole numbers without `.0`. Strings are left
/// alone. A millionth of a point is far below any pixel grid, so nothing a reader can
/// see changes.
enum JSONNumbers {
    static let precision = 1e6

    static func normalize(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        var number = ""
        var inString = false, escaped = false
        for character in json {
            if inString {
                result.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            let starts = character.isASCII && (character.isNumber || character == "-")
            let continues = character.isASCII && (character.isNumber || "-+.eE".contains(character))
            if number.isEmpty ? starts : continues {
                number.append(character)
                continue
            }
            if !number.isEmpty {
                result += format(number)
                number = ""
            }
            if character == "\"" { inString = true }
            result.append(character)
        }
        if !number.isEmpty { result += format(number) }
        return result
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
}
