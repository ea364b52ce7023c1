/// Questions about an element's children answered without making the `children` array (a
/// handle per child, about 440 instructions for a view's few children; the model asked
/// for it five times per view). In a store without edits the children are walked in
/// place; elsewhere (libxml2's tree, spliced edits) each is `children` and the same
/// question, so the answers are the same.
extension SceneXMLElement {
    /// Calls `body` with each element child, in document order.
    public func forEachChild(_ body: (SceneXMLElement) -> Void) {
        guard let (store, index) = unedited else {
            for child in children { body(child) }
            return
        }
        let end = store.elements[Int(index)].end
        var child = index + 1
        while child < end {
            body(SceneXMLElement(document: document, stored: child))
            child = store.elements[Int(child)].end
        }
    }

    /// The first element child for which `predicate` holds (`children.first(where:)`).
    public func firstChild(where predicate: (SceneXMLElement) -> Bool) -> SceneXMLElement? {
        guard let (store, index) = unedited else { return children.first(where: predicate) }
        let end = store.elements[Int(index)].end
        var child = index + 1
        while child < end {
            let element = SceneXMLElement(document: document, stored: child)
            if predicate(element) { return element }
            child = store.elements[Int(child)].end
        }
        return nil
    }

    /// Whether some element child, whatever its tag, has `key="key"`.
    public func hasChild(withKey key: StaticString) -> Bool {
        firstChild { $0.attribute(.key, is: key) } != nil
    }

    /// Whether the tag name ends with `suffix` (`name.hasSuffix`). An ASCII name is
    /// compared by its bytes; a name with other characters as `String`s, which compare
    /// grapheme clusters (a prepended mark can join the suffix's first letter).
    public func hasName(endingWith suffix: StaticString) -> Bool {
        var name = self.name
        let wanted = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        let answer: Bool? = name.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return bytes.count >= wanted.count && bytes[(bytes.count - wanted.count)...].elementsEqual(wanted)
        }
        return answer ?? name.hasSuffix(suffix.description)
    }
}
