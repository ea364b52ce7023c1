import Foundation

/// A validator for the part of JSON Schema (draft 7) that the SARIF 2.1.0 schema uses for
/// the objects `check` writes: `type`, `properties`, `required`, `additionalProperties`
/// (false or a schema), `enum`, `items`, `minItems`, `minimum`, `$ref` to
/// `#/definitions/…`; and for the project's own schemas (`Schemas/*.schema.json`) `oneOf`,
/// `type` as a list, and `$ref` to another schema file beside this one
/// (`resolve.schema.json#/definitions/layout`). Anything else in a schema is refused, so a
/// test cannot pass because a keyword was silently ignored.
struct JSONSchemaSubset {
    let root: [String: Any]
    /// The folder of the schema file, for `$ref`s to other files (nil: none allowed).
    let folder: URL?

    init(json: String, folder: URL? = nil) throws {
        guard let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        self.root = root
        self.folder = folder
    }

    init(contentsOf file: URL) throws {
        try self.init(json: String(decoding: try Data(contentsOf: file), as: UTF8.self), folder: file.deletingLastPathComponent())
    }

    static let keywords: Set<String> = ["type", "properties", "required", "additionalProperties", "enum", "items",
                                        "minItems", "minimum", "$ref", "description", "definitions", "$schema", "title",
                                        "oneOf"]

    /// Problems found, as JSON-pointer-like paths with a reason; empty when valid.
    func validate(_ instance: Any) -> [String] {
        var problems: [String] = []
        check(instance, against: root, at: "$", into: &problems)
        return problems
    }

    private func check(_ value: Any, against schema: [String: Any], at path: String, into problems: inout [String]) {
        for key in schema.keys where !Self.keywords.contains(key) { problems.append("\(path): unsupported schema keyword \(key)") }
        if let reference = schema["$ref"] as? String {
            let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts.count == 2 ? parts[1].replacingOccurrences(of: "/definitions/", with: "") : ""
            var document: JSONSchemaSubset? = self
            if !parts[0].isEmpty {
                document = folder.flatMap { try? JSONSchemaSubset(contentsOf: $0.appendingPathComponent(String(parts[0]))) }
            }
            guard let document, let definitions = document.root["definitions"] as? [String: Any],
                  let target = definitions[name] as? [String: Any] else {
                problems.append("\(path): unresolved \(reference)")
                return
            }
            // A definition in another file resolves its own `$ref`s there.
            document.check(value, against: target, at: path, into: &problems)
        }
        if let choices = schema["oneOf"] as? [[String: Any]] {
            let found = choices.map { choice -> [String] in
                var found: [String] = []
                check(value, against: choice, at: path, into: &found)
                return found
            }
            let matching = found.filter(\.isEmpty).count
            if matching != 1 { problems.append("\(path): matches \(matching) of the oneOf schemas, not exactly one") }
            // Nothing matched: the nearest choice's problems say what is wrong.
            if matching == 0, let nearest = found.min(by: { $0.count < $1.count }) { problems += nearest }
        }
        let types = (schema["type"] as? String).map { [$0] } ?? schema["type"] as? [String]
        if let types, !types.contains(where: { Self.matches(value, type: $0) }) {
            problems.append("\(path): expected \(types.joined(separator: " or ")), found \(Swift.type(of: value))")
            return
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal($0, value) }) {
            problems.append("\(path): \(value) is not one of \(options)")
        }
        if let minimum = schema["minimum"] as? Double, let number = value as? NSNumber, number.doubleValue < minimum {
            problems.append("\(path): \(number) is below \(minimum)")
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for name in schema["required"] as? [String] ?? [] where object[name] == nil {
                problems.append("\(path): missing required \(name)")
            }
            for (name, member) in object {
                if let propertySchema = properties[name] as? [String: Any] {
                    check(member, against: propertySchema, at: "\(path).\(name)", into: &problems)
                } else if let additional = schema["additionalProperties"] {
                    if let allowed = additional as? Bool, !allowed {
                        problems.append("\(path): property \(name) is not allowed")
                    } else if let additionalSchema = additional as? [String: Any] {
                        check(member, against: additionalSchema, at: "\(path).\(name)", into: &problems)
                    }
                }
            }
        }
        if let array = value as? [Any] {
            if let minItems = schema["minItems"] as? Int, array.count < minItems { problems.append("\(path): fewer than \(minItems) items") }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() { check(item, against: items, at: "\(path)[\(index)]", into: &problems) }
            }
        }
    }

    static func matches(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "boolean": return (value as? NSNumber).map(isBoolean) ?? false
        case "integer":
            guard let number = value as? NSNumber, !isBoolean(number) else { return false }
            return number.doubleValue == number.doubleValue.rounded()
        case "number": return (value as? NSNumber).map { !isBoolean($0) } ?? false
        default: return false
        }
    }

    /// JSON's true and false come back as NSNumbers of a char (or C bool) type.
    static func isBoolean(_ number: NSNumber) -> Bool {
        ["c", "B"].contains(String(cString: number.objCType))
    }

    static func equal(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? String, let b = b as? String { return a == b }
        if let a = a as? NSNumber, let b = b as? NSNumber { return a == b }
        return false
    }
}
