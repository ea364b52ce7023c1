import CLibXML2

extension SceneXMLElement {
    /// The namespace the element's name is in (`http://www.w3.org/2000/svg` for an SVG
    /// root written `<svg xmlns="…">`); nil when none is declared. Scene documents use
    /// none; tests read the pictures the tool writes through it.
    public var namespaceURI: String? {
        if case .stored = reference { return namespace?.uri }
        guard let namespace = node.pointee.ns, let href = namespace.pointee.href else { return nil }
        return String(cString: href)
    }
}
