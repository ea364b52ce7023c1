import SceneXML

/// Reading and writing a view's stored frame, `<rect key="frame" …/>`, in its own element or
/// in one of its `<variation key="…">` elements (frames per size class, Xcode 6), with
/// numbers in Xcode's format. What Update Frames writes through.
public enum FrameElements {
    /// The frame rectangle of `view`'s element, or of its variation for `variationKey`.
    public static func rect(of view: SceneXMLElement, variationKey: String? = nil) -> SceneXMLElement? {
        container(of: view, variationKey: variationKey)?.child(named: .rect, key: "frame")
    }

    /// Writes `frame`, creating the rectangle (first among the element's children, as
    /// Xcode writes it) and the variation (after the other children) when missing. Attributes
    /// whose value is unchanged are not touched; an existing rectangle keeps its order.
    public static func write(_ frame: Rect, to view: SceneXMLElement, variationKey: String? = nil) {
        let holder: SceneXMLElement
        if let existing = container(of: view, variationKey: variationKey) {
            holder = existing
        } else {
            holder = view.appendChild(named: "variation", attributes: [("key", variationKey ?? "")])
        }
        let values: [(InterfaceBuilderName, Double)] = [(.x, frame.x), (.y, frame.y), (.width, frame.width), (.height, frame.height)]
        if let rect = holder.child(named: .rect, key: "frame") {
            for (name, value) in values {
                // Keep the written form when it already means this number ("0" stays "0").
                if let text = rect.attribute(name), let current = DocumentNumber.parse(text), current == value { continue }
                rect.setAttribute(name.rawValue, XcodeNumberFormat.string(value))
            }
        } else {
            holder.insertFirstChild(named: "rect", attributes: [("key", "frame")] + values.map { ($0.0.rawValue, XcodeNumberFormat.string($0.1)) })
        }
    }

    private static func container(of view: SceneXMLElement, variationKey: String?) -> SceneXMLElement? {
        guard let variationKey else { return view }
        return view.children(named: .variation).first { $0.attribute(.key) == variationKey }
    }
}
