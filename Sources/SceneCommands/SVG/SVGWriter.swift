import SceneModel

/// Builds an SVG document as text: elements with escaped attributes and text, numbers as
/// people write them (`128`, `167.5`). Text stays text (`<text>`), so a picture is
/// readable and searchable.
struct SVGWriter {
    private(set) var body: [String] = []
    private var depth = 1

    /// An element with no children.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        body.append(indent + "<\(name)\(Self.attributes(attributes))/>")
    }

    /// An element holding only text.
    mutating func text(_ content: String, _ attributes: KeyValuePairs<String, String>) {
        body.append(indent + "<text\(Self.attributes(attributes))>\(Self.escapeText(content))</text>")
    }

    /// A group whose children `content` writes.
    mutating func group(_ attributes: KeyValuePairs<String, String>, _ content: (inout SVGWriter) -> Void) {
        body.append(indent + "<g\(Self.attributes(attributes))>")
        depth += 1
        content(&self)
        depth -= 1
        body.append(indent + "</g>")
    }

    /// The whole document: the `svg` root (in the SVG namespace), a style sheet, the body.
    func document(width: Double, height: Double, style: String) -> String {
        let w = Self.number(width), h = Self.number(height)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\#(w)" height="\#(h)" viewBox="0 0 \#(w) \#(h)">"#,
            "  <style>",
        ]
        lines += style.split(separator: "\n").map { "    " + $0 }
        lines.append("  </style>")
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private var indent: String { String(repeating: "  ", count: depth) }

    static func number(_ value: Double) -> String { SceneDocument.format(value.isFinite ? value : 0) }

    private static func attributes(_ pairs: KeyValuePairs<String, String>) -> String {
        pairs.map { " \($0.key)=\"\(escapeAttribute($0.value))\"" }.joined()
    }

    /// Character data: `&` and `<` escaped (`>` too, for `]]>`), and characters XML 1.0
    /// cannot hold at all shown as their Control Pictures (U+2400…), so a name with a
    /// control character still reads and the file still parses.
    static func escapeText(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\t", "\n", "\r": result += " "   // names are drawn on one line
            case "\u{7F}": result.unicodeScalars.append("\u{2421}")
            default:
                if scalar.value < 0x20 {
                    result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
                } else if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result.unicodeScalars.append("\u{FFFD}")   // not XML characters either
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// An attribute value in double quotes: as text, with `"` escaped too.
    static func escapeAttribute(_ text: String) -> String {
        escapeText(text).replacingScalars(of: "\"", with: "&quot;")
    }
}
