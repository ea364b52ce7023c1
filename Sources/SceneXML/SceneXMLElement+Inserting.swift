import CLibXML2

/// Edits that put new things where Xcode writes them: an element after a given sibling
/// (attributes before given ones: `setAttribute(_:_:before:)` in `SceneXMLElement+Editing`).
extension SceneXMLElement {
    /// Inserts a new child element right after `sibling` (a child of this element), on its
    /// own line with `sibling`'s indentation. Returns the new element.
    @discardableResult
    public func insertChild(named name: String, attributes: [(String, String)] = [], after sibling: SceneXMLElement) -> SceneXMLElement {
        if case .stored(let after) = sibling.reference,
           let new = splicedInsertion({ $0.insertChild(named: name, attributes: attributes, after: after, in: $1, store: $2, source: $3) }) {
            return new
        }
        precondition(sibling.node.pointee.parent == node, "insertChild(after:) needs a child of this element")
        guard let newNode = xmlNewDocNode(node.pointee.doc, nil, name, nil) else {
            preconditionFailure("libxml2 could not allocate an element")
        }
        for (key, value) in attributes { xmlNewProp(newNode, key, value) }
        if let indent = indentation(of: sibling.node), let whitespace = xmlNewDocText(node.pointee.doc, "\n" + indent) {
            xmlAddNextSibling(sibling.node, whitespace)
            xmlAddNextSibling(whitespace, newNode)
        } else {
            xmlAddNextSibling(sibling.node, newNode)
        }
        document.markModified()
        return SceneXMLElement(document: document, node: newNode)
    }
}
