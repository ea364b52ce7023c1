/// The edits made to a document read without libxml2's tree (`ElementStore`), written by
/// splicing the source bytes instead of serializing a tree: an edited element's start tag
/// is rewritten from its attributes (the ones not touched copied byte for byte), a removed
/// element is cut out with the whitespace before it, a new element is written after the
/// element it follows (`SplicedEdits+Inserting`), everything else is copied.
///
/// It gives what libxml2's serializer gives for the same edits on the tree (as
/// `SceneXMLElement+Editing` makes them) when the untouched parts of the document are as
/// libxml2 writes them, which every corpus document is (`RoundTripTests`); the edited start
/// tags are checked to be in that form. What splicing cannot do exactly (a new element where
/// the tree's text around it cannot be told, a tag spread over lines, an element left with no content, a value libxml2 would escape as a
/// character reference) is refused (`refusal`): the caller then edits the tree instead.
///
/// The element read API answers through the edits (`SceneXMLElement`): an edited element's
/// attributes are its list here, a removed element is no longer a child or descendant, a
/// new one is among them in document order.
final class SplicedEdits {
    /// One attribute of an edited element, in tag order.
    struct Attribute {
        /// As written in the tag (with its prefix, if any).
        let name: String
        /// Decoded, as the read API returns it.
        var value: String
        /// Its bytes in the source, from the space before it: copied when not edited.
        var source: Range<Int>?
        /// Namespace declarations and prefixed attributes are not returned by
        /// `attribute(_:)` (as `xmlGetNoNsProp` does not return them).
        let isPlain: Bool
        let isDeclaration: Bool

        init(name: String, value: String, source: Range<Int>?) {
            self.name = name
            self.value = value
            self.source = source
            isPlain = !name.contains(":") && name != "xmlns"
            isDeclaration = name == "xmlns" || name.hasPrefix("xmlns:")
        }

        var localName: String { name.split(separator: ":").last.map(String.init) ?? name }
    }

    /// Edited elements' attributes: `lists[slots[element]]` (slots made on the first edit;
    /// -1 for an element not edited). An array, not a dictionary: the model is read again
    /// through these after each pass of Update Frames, about 80 attribute reads per view.
    private var slots: [Int32] = []
    private var lists: [[Attribute]] = []

    /// The edited attributes of `element`; nil when it was not edited.
    func attributes(of element: Int32) -> [Attribute]? {
        if insertions.isNew(element) { return insertions[element].attributes }
        guard Int(element) < slots.count else { return nil }
        let slot = slots[Int(element)]
        return slot < 0 ? nil : lists[Int(slot)]
    }

    /// Every edited element with its attributes.
    var editedElements: [(element: Int32, attributes: [Attribute])] {
        slots.indices.compactMap { element in slots[element] < 0 ? nil : (Int32(element), lists[Int(slots[element])]) }
    }

    private func keep(_ list: [Attribute], of element: Int32, elementCount: Int) {
        if insertions.isNew(element) {
            insertions[element].attributes = list
            return
        }
        if slots.isEmpty { slots = Array(repeating: -1, count: elementCount) }
        if slots[Int(element)] < 0 {
            slots[Int(element)] = Int32(lists.count)
            lists.append(list)
        } else {
            lists[Int(slots[Int(element)])] = list
        }
    }
    /// Elements removed (with their descendants), parsed or new.
    private(set) var removed: Set<Int32> = []
    /// Elements added (`SplicedEdits+Inserting`). Unchecked: the read API asks it about
    /// every element it reads, and edits happen on one thread between reads.
    @exclusivity(unchecked) var insertions = SplicedInsertions()
    /// Whether the source holds a carriage return, once looked for (`insertable`).
    var sourceHasCarriageReturns: Bool?
    var hasInsertions: Bool { !insertions.isEmpty }
    /// Whether `element` is new or was given new children (its children are then listed
    /// through `children(of:store:)`).
    func hasNewChildren(_ element: Int32) -> Bool {
        !insertions.isEmpty && (insertions.isNew(element) || SplicedInsertions.contains(insertions.parents, element))
    }
    /// Why the edits cannot be written by splicing; nil while they can.
    private(set) var refusal: String?

    var hasRemovals: Bool { !removed.isEmpty }

    /// The parent of a parsed or new element; -1 for the root.
    func parent(of element: Int32, store: ElementStore) -> Int32 {
        insertions.isNew(element) ? insertions[element].parent : store.elements[Int(element)].parent
    }

    func refuse(_ reason: String) {
        if refusal == nil { refusal = reason }
    }

    /// The attribute list of `element`, made from its start tag on its first edit; nil
    /// (and splicing refused) when the tag is not in the form libxml2 writes.
    func attributeList(of element: Int32, store: ElementStore, source: [UInt8]) -> [Attribute]? {
        if let list = attributes(of: element) { return list }
        guard let spans = store.sourceSpans,
              let tag = spans.startTag(of: element, name: Array(store.name(store.elements[Int(element)].name).utf8), in: source) else {
            refuse("the element's start tag was not found in the source")
            return nil
        }
        let nameLength = store.name(store.elements[Int(element)].name).utf8.count
        guard let written = Self.attributeSpans(in: source, from: tag.lowerBound + 1 + nameLength, close: tag.upperBound - 1) else {
            refuse("the element's start tag is not written as libxml2 writes it")
            return nil
        }
        let stored = Array(store.attributeRange(of: element))
        let plain = written.filter { !($0.name == "xmlns" || $0.name.hasPrefix("xmlns:")) }
        guard plain.count == stored.count else {
            refuse("the element's attributes in the source are not the parsed ones")
            return nil
        }
        var list: [Attribute] = []
        var storedIndex = 0
        for span in written {
            if span.name == "xmlns" || span.name.hasPrefix("xmlns:") {
                list.append(Attribute(name: span.name, value: "", source: span.range))
                continue
            }
            let index = stored[storedIndex]
            storedIndex += 1
            let attribute = Attribute(name: span.name, value: store.value(index), source: span.range)
            guard attribute.localName == store.name(store.attributes[index].name) else {
                refuse("the element's attributes in the source are not the parsed ones")
                return nil
            }
            list.append(attribute)
        }
        keep(list, of: element, elementCount: store.elements.count)
        return list
    }

    /// The attributes of a start tag written as libxml2 writes them (each ` name="value"`,
    /// the tag closed by `>` or `/>` right after the last); nil for any other form.
    static func attributeSpans(in source: [UInt8], from start: Int, close: Int) -> [(name: String, range: Range<Int>)]? {
        var result: [(String, Range<Int>)] = []
        var position = start
        let closeStart = source[close - 1] == UInt8(ascii: "/") ? close - 1 : close
        while position < closeStart {
            guard source[position] == 0x20 else { return nil }
            var nameEnd = position + 1
            while nameEnd < closeStart, source[nameEnd] != UInt8(ascii: "="), !Self.isSpace(source[nameEnd]) { nameEnd += 1 }
            guard nameEnd > position + 1, nameEnd + 1 < closeStart, source[nameEnd] == UInt8(ascii: "="),
                  source[nameEnd + 1] == UInt8(ascii: "\"") else { return nil }
            var quote = nameEnd + 2
            while quote < closeStart, source[quote] != UInt8(ascii: "\"") { quote += 1 }
            guard quote < closeStart else { return nil }
            result.append((String(decoding: source[(position + 1)..<nameEnd], as: UTF8.self), position..<(quote + 1)))
            position = quote + 1
        }
        return position == closeStart ? result : nil
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    // MARK: Edits, as `SceneXMLElement+Editing` makes them on the tree

    /// Sets an attribute: an existing one keeps its place; a new one goes before the first
    /// of `names` the element has (in `names`' order), else last. False when nothing changed.
    func setAttribute(_ name: String, _ value: String, before names: [String], of element: Int32,
                      store: ElementStore, source: [UInt8]) -> Bool {
        guard var list = attributeList(of: element, store: store, source: source) else { return false }
        if let existing = list.firstIndex(where: { $0.isPlain && $0.name == name }) {
            if list[existing].value == value { return false }
            list[existing].value = value
            list[existing].source = nil
        } else {
            let position = names.lazy.compactMap { wanted in list.firstIndex { $0.isPlain && $0.name == wanted } }.first
            // libxml2 reads `&` in a value placed before another attribute as the start of
            // an entity reference (`xmlNewDocProp`); not reproduced here.
            if position != nil && value.contains("&") { refuse("a new value with '&' placed before another attribute") }
            list.insert(Attribute(name: name, value: value, source: nil), at: position ?? list.count)
        }
        keep(list, of: element, elementCount: store.elements.count)
        return true
    }

    /// Removes an attribute; false when the element has none of that name.
    func removeAttribute(_ name: String, of element: Int32, store: ElementStore, source: [UInt8]) -> Bool {
        guard attributes(of: element) != nil || store.attribute(name, of: element) != nil,
              var list = attributeList(of: element, store: store, source: source),
              let index = list.firstIndex(where: { $0.isPlain && $0.name == name }) else { return false }
        list.remove(at: index)
        keep(list, of: element, elementCount: store.elements.count)
        return true
    }

    /// Removes an element (and what it holds). False when it was already gone.
    func remove(_ element: Int32, store: ElementStore, source: [UInt8]) -> Bool {
        if insertions.isNew(element) {
            // What precedes an element inserted first is the text its parent's first child
            // had: the tree removes that text with it, leaving the element's `trailing`
            // copy of it in its place, the same bytes when the copy is exact.
            let new = insertions[element]
            // Its followers would then follow that text's copy, not the source's text.
            if new.placement == .first, insertions.following[element] != nil
                || text(before: new.parent + 1, store: store, source: source).map(Array.init) != (new.trailing ?? []) {
                refuse("removing an element inserted first, with followers or whose text differs from the text it took")
            }
            return removed.insert(element).inserted
        }
        guard store.elements[Int(element)].parent >= 0 else {
            refuse("the root element cannot be removed")
            return false
        }
        return removed.insert(element).inserted
    }

    /// Whether `element` or one of its ancestors was removed.
    func isRemoved(_ element: Int32, store: ElementStore) -> Bool {
        guard !removed.isEmpty else { return false }
        var current = element
        while current >= 0 {
            if removed.contains(current) { return true }
            current = parent(of: current, store: store)
        }
        return false
    }
}
