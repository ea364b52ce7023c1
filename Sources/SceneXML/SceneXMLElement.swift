import CLibXML2

/// A handle to one element of an `SceneXMLDocument`. Keeps its document alive.
///
/// The element is a node of libxml2's tree, or, in a document whose tree was discarded
/// for reading only (`SceneXMLDocument.discardTree`), a number in its `ElementStore`.
public struct SceneXMLElement {
    public let document: SceneXMLDocument
    let reference: Reference

    enum Reference: Hashable {
        case node(xmlNodePtr)
        case stored(Int32)
    }

    init(document: SceneXMLDocument, node: xmlNodePtr) {
        self.document = document
        self.reference = .node(node)
    }

    init(document: SceneXMLDocument, stored index: Int32) {
        self.document = document
        self.reference = .stored(index)
    }

    /// The libxml2 node; only elements of a document that keeps its tree have one (every
    /// editing operation needs it).
    var node: xmlNodePtr {
        guard case .node(let node) = reference, document.hasTree else {
            preconditionFailure("an element of a read-only document (its tree was discarded) has no libxml2 node")
        }
        return node
    }

    /// The store and this element's number in it, for a read-only document.
    var stored: (store: ElementStore, index: Int32)? {
        guard case .stored(let index) = reference, let store = document.store else { return nil }
        return (store, index)
    }

    /// The element's tag name, such as `constraint`.
    public var name: String {
        if let (store, index) = stored {
            if let edits = store.edits, edits.insertions.isNew(index) { return edits.insertions[index].name }
            return store.name(store.elements[Int(index)].name)
        }
        return String(cString: node.pointee.name)
    }

    /// The element's namespace prefix and URI (`ib` and its URI for `<ib:document xmlns:ib=…>`); nil when it has none.
    public var namespace: (prefix: String?, uri: String)? {
        if let (store, index) = stored { return store.namespaces[index] }  // none for a new element
        guard let ns = node.pointee.ns, let href = ns.pointee.href else { return nil }
        return (ns.pointee.prefix.map { String(cString: $0) }, String(cString: href))
    }

    /// The 1-based line where the element starts in the source.
    public var line: Int {
        if let (store, index) = stored {
            // A new element has no line, as libxml2 gives 0 for a node it did not parse.
            if let edits = store.edits, edits.insertions.isNew(index) { return 0 }
            return Int(store.elements[Int(index)].line)
        }
        return Int(xmlGetLineNo(node))
    }

    /// The 1-based column (in bytes) where the element's start tag begins in the source.
    public var column: Int { document.column(ofElementNamed: name, line: line) }

    /// The value of an attribute, with character references decoded; nil when absent.
    ///
    /// Walks the element's attributes itself and reads a plain value straight from its text
    /// node: `xmlGetNoNsProp` took the name as a freshly allocated C string and returned a
    /// copy to free, and the model asks for about 80 attributes per view, most of them
    /// absent. Values made of several nodes (entity references) still go through libxml2,
    /// which joins them; DTD default attributes, which `xmlGetNoNsProp` would also look up,
    /// cannot occur: documents declaring attributes are refused when loaded.
    public func attribute(_ name: String) -> String? {
        if let (store, index) = stored {
            if let list = store.edits?.attributes(of: index) { return list.first { $0.isPlain && $0.name == name }?.value }
            return store.attribute(name, of: index)
        }
        let node = node
        var name = name
        let found: xmlAttrPtr? = name.withUTF8 { wanted in
            var attr = node.pointee.properties
            while let current = attr {
                if current.pointee.ns == nil, Self.equal(current.pointee.name, wanted) { return current }
                attr = current.pointee.next
            }
            return nil
        }
        guard let found else { return nil }
        if let text = found.pointee.children, text.pointee.next == nil, text.pointee.type == XML_TEXT_NODE, let content = text.pointee.content {
            return String(cString: content)
        }
        guard let value = xmlGetNoNsProp(node, found.pointee.name) else { return nil }
        defer { scenelayout_xml_free(value) }
        return String(cString: value)
    }

    /// Whether a NUL-terminated libxml2 name is exactly these bytes.
    private static func equal(_ name: UnsafePointer<xmlChar>?, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let name else { return false }
        for index in 0..<wanted.count where name[index] != wanted[index] { return false }
        return name[wanted.count] == 0
    }

    /// Every attribute in document order.
    public var attributes: [(name: String, value: String)] {
        if let (store, index) = stored {
            if let list = store.edits?.attributes(of: index) { return list.filter { !$0.isDeclaration }.map { ($0.localName, $0.value) } }
            return store.attributeRange(of: index).map {
                (store.name(store.attributes[$0].name), store.value($0))
            }
        }
        let node = node
        var result: [(String, String)] = []
        var attr = node.pointee.properties
        while let current = attr {
            let name = String(cString: current.pointee.name)
            if let value = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1) {
                result.append((name, String(cString: value)))
                scenelayout_xml_free(value)
            } else {
                result.append((name, ""))
            }
            attr = current.pointee.next
        }
        return result
    }

    /// Every attribute's name in document order, without reading the values (the model
    /// checks each constraint's names against the ones it knows).
    public var attributeNames: [String] {
        if let (store, index) = stored {
            if let list = store.edits?.attributes(of: index) { return list.filter { !$0.isDeclaration }.map(\.localName) }
            return store.attributeRange(of: index).map { store.name(store.attributes[$0].name) }
        }
        var result: [String] = []
        var attr = node.pointee.properties
        while let current = attr {
            result.append(String(cString: current.pointee.name))
            attr = current.pointee.next
        }
        return result
    }

    /// The element children, in order.
    public var children: [SceneXMLElement] {
        var result: [SceneXMLElement] = []
        if let (store, index) = stored {
            if let edits = store.edits, edits.hasNewChildren(index) {
                return edits.children(of: index, store: store).map { SceneXMLElement(document: document, stored: $0) }
            }
            if let edits = store.edits, edits.hasRemovals {
                return Self.liveChildren(of: index, store: store, edits: edits).map { SceneXMLElement(document: document, stored: $0) }
            }
            // Counted first, so the array is allocated once (growing it by doubling cost
            // about 300 instructions per call; the model asks for children 18 times per view).
            let end = store.elements[Int(index)].end
            var count = 0
            var child = index + 1
            while child < end { count += 1; child = store.elements[Int(child)].end }
            result.reserveCapacity(count)
            child = index + 1
            while child < end {
                result.append(SceneXMLElement(document: document, stored: child))
                child = store.elements[Int(child)].end
            }
            return result
        }
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE {
                result.append(SceneXMLElement(document: document, node: current))
            }
            child = current.pointee.next
        }
        return result
    }

    /// The element children with the given tag name.
    public func children(named name: String) -> [SceneXMLElement] {
        var result: [SceneXMLElement] = []
        forEachChild(named: name) { result.append($0); return true }
        return result
    }

    /// The first element child with the given tag and, if given, `key` attribute.
    public func child(named name: String, key: String? = nil) -> SceneXMLElement? {
        var found: SceneXMLElement?
        forEachChild(named: name) { child in
            guard key == nil || child.attribute("key") == key else { return true }
            found = child
            return false
        }
        return found
    }

    /// Calls `body` with each element child whose tag name is exactly `name`'s bytes (as
    /// libxml2 compares names), until it returns false. Names are compared in place: making
    /// a handle and a `String` of every child's name cost the model about 1,800 instructions
    /// per lookup, and it looks up a dozen per view.
    private func forEachChild(named name: String, _ body: (SceneXMLElement) -> Bool) {
        if let (store, index) = stored {
            let wanted = store.names.id(of: name)
            if let edits = store.edits, edits.hasNewChildren(index) {
                for child in edits.children(of: index, store: store) {
                    let matches = edits.insertions.isNew(child) ? edits.insertions[child].name == name : store.elements[Int(child)].name == wanted
                    if matches, !body(SceneXMLElement(document: document, stored: child)) { return }
                }
                return
            }
            guard let wanted else { return }
            let removed = store.edits.flatMap { $0.hasRemovals ? $0.removed : nil }
            var child = index + 1
            while child < store.elements[Int(index)].end {
                if store.elements[Int(child)].name == wanted, removed?.contains(child) != true, !body(SceneXMLElement(document: document, stored: child)) { return }
                child = store.elements[Int(child)].end
            }
            return
        }
        let node = node
        var name = name
        name.withUTF8 { wanted in
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE, Self.equal(current.pointee.name, wanted),
                   !body(SceneXMLElement(document: document, node: current)) { return }
                child = current.pointee.next
            }
        }
    }

    /// The parent element; nil for the root.
    public var parent: SceneXMLElement? {
        if let (store, index) = stored {
            let parent = store.edits?.parent(of: index, store: store) ?? store.elements[Int(index)].parent
            return parent < 0 ? nil : SceneXMLElement(document: document, stored: parent)
        }
        guard let parent = node.pointee.parent, parent.pointee.type == XML_ELEMENT_NODE else { return nil }
        return SceneXMLElement(document: document, node: parent)
    }

    /// The concatenated text of the element and its descendants.
    public var textContent: String {
        if let (store, index) = stored {
            // New elements hold no text (the whitespace around them is left out, as between
            // parsed elements).
            if let edits = store.edits, edits.insertions.isNew(index) { return "" }
            return store.textContent(of: index)
        }
        guard let content = xmlNodeGetContent(node) else { return "" }
        defer { scenelayout_xml_free(content) }
        return String(cString: content)
    }

    /// Every element below this one, depth first, in document order (this one excluded).
    /// Iterative, so deep documents cannot overflow the stack.
    public var descendants: [SceneXMLElement] {
        if let (store, index) = stored {
            if let edits = store.edits, edits.hasInsertions {
                return edits.descendants(of: index, store: store).map { SceneXMLElement(document: document, stored: $0) }
            }
            guard let edits = store.edits, edits.hasRemovals else {
                return (index + 1..<store.elements[Int(index)].end).map { SceneXMLElement(document: document, stored: $0) }
            }
            var result: [SceneXMLElement] = []
            var element = index + 1
            while element < store.elements[Int(index)].end {
                // A removed element takes its descendants with it.
                if edits.removed.contains(element) { element = store.elements[Int(element)].end; continue }
                result.append(SceneXMLElement(document: document, stored: element))
                element += 1
            }
            return result
        }
        var result: [SceneXMLElement] = []
        var stack: [xmlNodePtr] = []
        var child = node.pointee.children
        var pending: [xmlNodePtr] = []
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { pending.append(current) }
            child = current.pointee.next
        }
        stack.append(contentsOf: pending.reversed())
        while let current = stack.popLast() {
            result.append(SceneXMLElement(document: document, node: current))
            pending.removeAll(keepingCapacity: true)
            var grandchild = current.pointee.children
            while let next = grandchild {
                if next.pointee.type == XML_ELEMENT_NODE { pending.append(next) }
                grandchild = next.pointee.next
            }
            stack.append(contentsOf: pending.reversed())
        }
        return result
    }

    /// The element children of a stored element that were not removed (`SplicedEdits`).
    private static func liveChildren(of index: Int32, store: ElementStore, edits: SplicedEdits) -> [Int32] {
        var result: [Int32] = []
        var child = index + 1
        while child < store.elements[Int(index)].end {
            if !edits.removed.contains(child) { result.append(child) }
            child = store.elements[Int(child)].end
        }
        return result
    }

    /// Identity: two handles to the same node are equal.
    public func isSameElement(as other: SceneXMLElement) -> Bool { reference == other.reference }
}

extension SceneXMLElement: Hashable {
    public static func == (lhs: SceneXMLElement, rhs: SceneXMLElement) -> Bool { lhs.reference == rhs.reference }
    public func hash(into hasher: inout Hasher) { hasher.combine(reference) }
}
