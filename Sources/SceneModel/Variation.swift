import SceneXML

/// A `<variation>`: what changes under one trait condition. On a view it can hold
/// installation masks for subviews and constraints, a frame (Xcode 6) and attribute
/// overrides (a stack view's `axis`, `hidden`, …); on a constraint, overrides such as
/// `constant`.
public struct Variation {
    public var key: String
    /// Nil when the key could not be parsed (a diagnostic is reported).
    public var condition: TraitCondition?
    public var includedSubviews: [String] = []
    public var excludedSubviews: [String] = []
    public var includedConstraints: [String] = []
    public var excludedConstraints: [String] = []
    public var frame: Rect?
    /// Every attribute of the element except `key`, as written.
    public var overrides: [String: String] = [:]
    public var element: SceneXMLElement
    public var line: Int { element.line }

    public init(key: String, condition: TraitCondition?, element: SceneXMLElement) {
        self.key = key
        self.condition = condition
        self.element = element
    }
}
