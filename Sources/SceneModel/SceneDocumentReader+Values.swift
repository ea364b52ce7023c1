import SceneXML

/// Numbers, rectangles and insets, with a diagnostic for anything unparsable.
extension SceneDocumentReader {
    // MARK: Values

    mutating func number(_ element: SceneXMLElement, _ name: InterfaceBuilderName) -> Double? {
        // Absent: nil; a plain decimal: read from the value's bytes; else read as text.
        guard let plain = element.withAttributeBytes(name, DocumentNumber.plainDecimal) else { return nil }
        if let plain { return plain }
        return number(element, name.rawValue, text: element.attribute(name))
    }

    /// The number in `text`, the value of `element`'s attribute `name`.
    private mutating func number(_ element: SceneXMLElement, _ name: String, text: String?) -> Double? {
        guard let text else { return nil }
        guard let value = DocumentNumber.parse(text) else {
            report(.error, .invalidNumber, element, "<\(element.name)> attribute \(name)=\"\(text)\" is not a number")
            return nil
        }
        return value
    }

    mutating func readRect(_ rect: SceneXMLElement) -> Rect? {
        var values: [Double] = []
        for name in [InterfaceBuilderName.x, .y, .width, .height] {
            // Plain decimals straight from the value's bytes; the rest as text.
            if let value = rect.withAttributeBytes(name, DocumentNumber.plainDecimal) ?? nil, value >= 0 || name == .x || name == .y {
                values.append(value)
                continue
            }
            guard let text = rect.attribute(name) else {
                report(.error, .unexpectedStructure, rect, "frame has no \(name)")
                return nil
            }
            guard let value = DocumentNumber.parse(text) else {
                report(.error, .invalidNumber, rect, "frame \(name)=\"\(text)\" is not a number")
                return nil
            }
            // Enormous values are the layout's to report (`out-of-range`) when they overflow.
            if value < 0 && (name == .width || name == .height) {
                report(.error, .invalidValue, rect, "frame \(name)=\"\(text)\" is negative")
                return nil
            }
            values.append(value)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    mutating func readInsets(_ element: SceneXMLElement, leading: InterfaceBuilderName, trailing: InterfaceBuilderName, directional: Bool) -> EdgeInsets {
        EdgeInsets(top: number(element, .top) ?? 0, left: number(element, leading) ?? 0,
                   bottom: number(element, .bottom) ?? 0, right: number(element, trailing) ?? 0,
                   isDirectional: directional)
    }

    mutating func placeholderSize(_ element: SceneXMLElement, _ name: InterfaceBuilderName) -> PlaceholderIntrinsicSize? {
        guard let text = element.attribute(name) else { return nil }
        if text == "infinite" || text == "none" { return PlaceholderIntrinsicSize.none }
        return number(element, name).map { .value($0) }
    }

    mutating func report(_ severity: ModelDiagnostic.Severity, _ kind: ModelDiagnostic.Kind, _ element: SceneXMLElement, _ message: String) {
        diagnostics.append(ModelDiagnostic(severity: severity, kind: kind, path: path, line: element.line, column: element.column, message: message))
    }
}
