/// `SceneXMLElement`'s read API by `InterfaceBuilderName`: in a store without edits, a name
/// is found by its fixed number and a value compared in place (no `String` made for a value
/// only compared). Each answers exactly what the `String` API answers for the name's text
/// (elsewhere it is that API: libxml2's tree, spliced edits); `InterfaceBuilderNameTests`
/// compares the two on corpus documents.
extension SceneXMLElement {
    /// The store and this element's number in it, when the store has no edits.
    var unedited: (store: ElementStore, index: Int32)? {
        guard let stored, stored.store.edits == nil else { return nil }
        return stored
    }

    /// The value of an attribute, with character references decoded; nil when absent.
    public func attribute(_ name: InterfaceBuilderName) -> String? {
        guard let (store, index) = unedited else { return attribute(name.rawValue) }
        return store.attributeIndex(named: name.number, of: index).map { store.value($0) }
    }

    /// Whether the element has the attribute.
    public func hasAttribute(_ name: InterfaceBuilderName) -> Bool {
        guard let (store, index) = unedited else { return attribute(name.rawValue) != nil }
        return store.attributeIndex(named: name.number, of: index) != nil
    }

    /// Whether the attribute is present and equal to `value` (as `attribute(name) == value`
    /// compares: canonically equivalent texts are equal).
    public func attribute(_ name: InterfaceBuilderName, is value: StaticString) -> Bool {
        guard let (store, index) = unedited else { return attribute(name.rawValue) == value.description }
        guard let found = store.attributeIndex(named: name.number, of: index) else { return false }
        return Self.value(found, in: store, is: value)
    }

    /// Whether a stored value is `value`: equal bytes, or, when either is not ASCII,
    /// canonically equivalent texts (U+212A KELVIN SIGN is `K` to `String`'s `==`).
    private static func value(_ attribute: Int, in store: ElementStore, is value: StaticString) -> Bool {
        let bytes = UnsafeRawBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount)
        if store.value(attribute, is: bytes) { return true }
        if value.isASCII, store.valueIsASCII(attribute) { return false }
        return store.value(attribute) == value.description
    }

    /// Whether the element's tag is `name`. (The names are ASCII without `K`, `;` or
    /// `` ` ``, the only ASCII a non-ASCII text is canonically equivalent to; so equal
    /// numbers, that is equal bytes, are exactly equal `String`s.)
    /// An element a spliced edit inserted has no entry in the store's elements: its name is
    /// the `String` one.
    public func hasName(_ name: InterfaceBuilderName) -> Bool {
        guard let (store, index) = stored, store.edits?.insertions.isNew(index) != true else { return self.name == name.rawValue }
        return store.elements[Int(index)].name == name.number
    }

    /// The first element child with the given tag and, if given, `key` attribute.
    public func child(named name: InterfaceBuilderName, key: StaticString? = nil) -> SceneXMLElement? {
        guard let (store, index) = unedited else { return child(named: name.rawValue, key: key?.description) }
        let keyNumber = InterfaceBuilderName.key.number
        var found: Int32?
        Self.forEachChild(numbered: name.number, of: index, in: store) { child in
            if let key {
                guard let attribute = store.attributeIndex(named: keyNumber, of: child), Self.value(attribute, in: store, is: key) else { return true }
            }
            found = child
            return false
        }
        return found.map { SceneXMLElement(document: document, stored: $0) }
    }

    /// The element children with the given tag.
    public func children(named name: InterfaceBuilderName) -> [SceneXMLElement] {
        guard let (store, index) = unedited else { return children(named: name.rawValue) }
        var result: [SceneXMLElement] = []
        Self.forEachChild(numbered: name.number, of: index, in: store) { child in
            result.append(SceneXMLElement(document: document, stored: child))
            return true
        }
        return result
    }

    /// Calls `body` with each element child of `index` (in a store without edits) whose tag
    /// is numbered `wanted`, until it returns false.
    private static func forEachChild(numbered wanted: Int32, of index: Int32, in store: ElementStore, _ body: (Int32) -> Bool) {
        let end = store.elements[Int(index)].end
        var child = index + 1
        while child < end {
            if store.elements[Int(child)].name == wanted, !body(child) { return }
            child = store.elements[Int(child)].end
        }
    }
}

extension SceneXMLElement {
    /// Each element below this one, in document order, whose attribute `name` repeats the
    /// value of an earlier one's, with that value and the first such element's line: what
    /// a `[String: Int]` of values seen gives, without making and hashing a `String` per
    /// value (the model checks every element's `id`). Nil where bytes cannot stand for
    /// `String` equality: a non-ASCII value (canonically equivalent texts are equal
    /// `String`s), a tree or a store with edits; the caller then compares `String`s.
    public func repeatedValues(of name: InterfaceBuilderName) -> [(element: SceneXMLElement, value: String, firstLine: Int)]? {
        guard let (store, index) = unedited else { return nil }
        var seen = NameTable()
        var firstLines: [Int32] = []
        var repeated: [(element: SceneXMLElement, value: String, firstLine: Int)] = []
        let number = name.number
        for element in index + 1..<store.elements[Int(index)].end {
            guard let attribute = store.attributeIndex(named: number, of: element) else { continue }
            guard store.valueIsASCII(attribute) else { return nil }
            let range = store.attributes[attribute].value
            let id = store.values.withUnsafeBufferPointer { seen.intern(UnsafeBufferPointer(rebasing: $0[Int(range.lowerBound)..<Int(range.upperBound)])) }
            if Int(id) < firstLines.count {
                repeated.append((SceneXMLElement(document: document, stored: element), store.value(attribute), Int(firstLines[Int(id)])))
            } else {
                firstLines.append(store.elements[Int(element)].line)
            }
        }
        return repeated
    }
}

extension SceneXMLElement {
    /// The names of the element's attributes, in document order, that are none of `known`
    /// (as `attributeNames` filtered by name; in a store without edits, by number, with no
    /// `String` made for a known name).
    public func attributeNames(notIn known: [InterfaceBuilderName]) -> [String] {
        guard let (store, index) = unedited else {
            return attributeNames.filter { name in !known.contains { $0.rawValue == name } }
        }
        var result: [String] = []
        for attribute in store.attributeRange(of: index) {
            let number = store.attributes[attribute].name
            if !known.contains(where: { $0.number == number }) { result.append(store.name(number)) }
        }
        return result
    }
}

extension SceneXMLElement {
    /// Calls `body` with the attribute's value as UTF-8 bytes, read in place from the store
    /// (no `String` made); nil when the attribute is absent.
    public func withAttributeBytes<Result>(_ name: InterfaceBuilderName, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard let (store, index) = unedited else {
            guard var text = attribute(name.rawValue) else { return nil }
            return text.withUTF8(body)
        }
        guard let found = store.attributeIndex(named: name.number, of: index) else { return nil }
        let range = store.attributes[found].value
        return store.values.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[Int(range.lowerBound)..<Int(range.upperBound)])) }
    }
}
