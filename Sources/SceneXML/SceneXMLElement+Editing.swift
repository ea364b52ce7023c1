import CLibXML2

/// Edits that keep the rest of the document as it was: attribute changes keep the
/// attribute's position, and new elements are indented like their siblings.
extension SceneXMLElement {
    /// Sets or adds an attribute. An existing attribute keeps its place in the tag.
    public func setAttribute(_ name: String, _ value: String) {
        if spliced({ $0.setAttribute(name, value, before: [], of: $1, store: $2, source: $3) }) { return }
        if attribute(name) == value { return }
        xmlSetProp(node, name, value)
        document.markModified()
    }

    /// Sets an attribute; a new one goes before the first of `names` the element has (at
    /// the end when it has none), so it lands where Xcode writes it. An existing attribute
    /// keeps its place.
    public func setAttribute(_ name: String, _ value: String, before names: [String]) {
        if spliced({ $0.setAttribute(name, value, before: names, of: $1, store: $2, source: $3) }) { return }
        guard xmlHasProp(node, name) == nil,
              let next = names.lazy.compactMap({ xmlHasProp(self.node, $0) }).first,
              let attribute = xmlNewDocProp(node.pointee.doc, name, value) else {
            setAttribute(name, value)
            return
        }
        xmlAddPrevSibling(UnsafeMutableRawPointer(next).assumingMemoryBound(to: xmlNode.self),
                          UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: xmlNode.self))
        document.markModified()
    }

    /// Removes an attribute if present.
    public func removeAttribute(_ name: String) {
        if spliced({ $0.removeAttribute(name, of: $1, store: $2, source: $3) }) { return }
        guard let attr = xmlHasProp(node, name) else { return }
        xmlRemoveProp(attr)
        document.markModified()
    }

    /// Appends a new child element after the last element child, on its own line with the
    /// same indentation as its siblings (or one level deeper than this element when it had
    /// none). Returns the new element.
    @discardableResult
    public func appendChild(named name: String, attributes: [(String, String)] = []) -> SceneXMLElement {
        if let new = splicedInsertion({ $0.appendChild(named: name, attributes: attributes, to: $1, store: $2, source: $3) }) { return new }
        // libxml2 returns nil only when out of memory, which Swift treats as fatal anyway.
        guard let newNode = xmlNewDocNode(node.pointee.doc, nil, name, nil) else {
            preconditionFailure("libxml2 could not allocate an element")
        }
        for (key, value) in attributes { xmlNewProp(newNode, key, value) }
        let ownIndent = indentation(of: node)
        if let lastElement = children.last {
            let siblingIndent = indentation(of: lastElement.node) ?? ((ownIndent ?? "") + "    ")
            if let whitespace = xmlNewDocText(node.pointee.doc, "\n" + siblingIndent) {
                xmlAddNextSibling(lastElement.node, whitespace)
                xmlAddNextSibling(whitespace, newNode)
            } else {
                xmlAddNextSibling(lastElement.node, newNode)
            }
        } else {
            let outer = ownIndent ?? ""
            // Drop whitespace-only content so the result reads as an ordinary block.
            var child = node.pointee.children
            while let current = child {
                child = current.pointee.next
                if current.pointee.type == XML_TEXT_NODE, isWhitespace(current) {
                    xmlUnlinkNode(current)
                    document.retainDetached(current)
                }
            }
            xmlAddChild(node, xmlNewDocText(node.pointee.doc, "\n" + outer + "    "))
            xmlAddChild(node, newNode)
            xmlAddChild(node, xmlNewDocText(node.pointee.doc, "\n" + outer))
        }
        document.markModified()
        return SceneXMLElement(document: document, node: newNode)
    }

    /// Inserts a new child element before the first element child, on its own line with
    /// the same indentation (Xcode writes a view's `<rect key="frame">` first); with no
    /// element children, the same as `appendChild`. Returns the new element.
    @discardableResult
    public func insertFirstChild(named name: String, attributes: [(String, String)] = []) -> SceneXMLElement {
        if let new = splicedInsertion({ $0.insertFirstChild(named: name, attributes: attributes, in: $1, store: $2, source: $3) }) { return new }
        guard let first = children.first else { return appendChild(named: name, attributes: attributes) }
        guard let newNode = xmlNewDocNode(node.pointee.doc, nil, name, nil) else {
            preconditionFailure("libxml2 could not allocate an element")
        }
        for (key, value) in attributes { xmlNewProp(newNode, key, value) }
        xmlAddPrevSibling(first.node, newNode)
        if let indent = indentation(of: newNode), let whitespace = xmlNewDocText(node.pointee.doc, "\n" + indent) {
            // The text before `first` now precedes the new element; give `first` its own.
            xmlAddPrevSibling(first.node, whitespace)
        }
        document.markModified()
        return SceneXMLElement(document: document, node: newNode)
    }

    /// Removes this element together with the indentation before it, so no blank line stays.
    public func remove() {
        if spliced({ edits, index, store, source in edits.remove(index, store: store, source: source) }) { return }
        guard node.pointee.parent != nil else { return }
        if let previous = node.pointee.prev, previous.pointee.type == XML_TEXT_NODE, isWhitespace(previous) {
            xmlUnlinkNode(previous)
            document.retainDetached(previous)
        }
        xmlUnlinkNode(node)
        document.retainDetached(node)
        document.markModified()
    }
}

extension SceneXMLElement {
    /// For an element of a document edited by splicing: makes the edit in its
    /// `SplicedEdits` (`edit` says whether anything changed) and returns true; false for an
    /// element of libxml2's tree, which the caller edits.
    func spliced(_ edit: (SplicedEdits, Int32, ElementStore, [UInt8]) -> Bool) -> Bool {
        guard case .stored(let index) = reference, let store = document.store else { return false }
        guard let edits = store.edits else {
            preconditionFailure("an element of a read-only document cannot be edited")
        }
        if edit(edits, index, store, document.originalBytes) { document.markModified() }
        return true
    }

    /// For an element of a document edited by splicing: makes a new element through
    /// `insert` (`SplicedEdits+Inserting`) and returns it; when splicing refuses it (the
    /// caller edits the tree instead, `SceneXMLDocument.splicingRefusal`), this element in
    /// place of the new one, so the caller's work goes on harmlessly until it is thrown
    /// away. Nil for an element of libxml2's tree.
    func splicedInsertion(_ insert: (SplicedEdits, Int32, ElementStore, [UInt8]) -> Int32?) -> SceneXMLElement? {
        var inserted: Int32?
        guard spliced({ edits, index, store, source in
            inserted = insert(edits, index, store, source)
            return inserted != nil
        }) else { return nil }
        return inserted.map { SceneXMLElement(document: document, stored: $0) } ?? self
    }
}

/// The spaces and tabs after the last newline of the text node before `node` (its
/// indentation as written); nil when none. Shared with `SceneXMLElement+Inserting`.
func indentation(of node: xmlNodePtr) -> String? {
    guard let previous = node.pointee.prev, previous.pointee.type == XML_TEXT_NODE,
          let content = previous.pointee.content else { return nil }
    let text = String(cString: content)
    guard let newline = text.lastIndex(of: "\n") else { return nil }
    let tail = text[text.index(after: newline)...]
    return tail.allSatisfy { $0 == " " || $0 == "\t" } ? String(tail) : nil
}

private func isWhitespace(_ node: xmlNodePtr) -> Bool {
    guard let content = node.pointee.content else { return true }
    return String(cString: content).allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
}
