/// New elements in a document edited by splicing, made as `SceneXMLElement+Editing` and
/// `+Inserting` make them in libxml2's tree (the same whitespace text nodes around them),
/// answered by the read API in document order among the parsed ones, and written into the
/// source where the tree's serializer would put them.
///
/// Refused (the caller edits the tree instead) where splicing cannot tell what the tree
/// would hold: a source with carriage returns (libxml2 reads CRLF as LF), markup or an
/// entity in the text before the element an insertion is placed by, a new element in a
/// parsed element with no element children, an element inserted before a new one or
/// before a parent's first child twice, and the removal of an element inserted first.
extension SplicedEdits {
    /// The element children of `element` (parsed or new) that were not removed, in
    /// document order.
    func children(of element: Int32, store: ElementStore) -> [Int32] {
        var result: [Int32] = []
        func add(_ child: Int32) { if !hasRemovals || !removed.contains(child) { result.append(child) } }
        insertions.forEachFollowing(SplicedInsertions.firstKey(element), add)
        guard !insertions.isNew(element) else { return result }
        let end = store.elements[Int(element)].end
        var child = element + 1
        while child < end {
            add(child)
            insertions.forEachFollowing(child, add)
            child = store.elements[Int(child)].end
        }
        return result
    }

    /// Every element below `element` that was not removed, depth first, in document order:
    /// the parsed ones in their order, each new element (with what it holds) after the
    /// element it follows. One pass over the parsed elements (the model reads every
    /// element through this once per read, and Add Missing Constraints reads the model
    /// again after every round).
    func descendants(of element: Int32, store: ElementStore) -> [Int32] {
        var result: [Int32] = []
        // Looked up in a sorted array first: two per parsed element, hashing cost more.
        let anchors = insertions.following.keys.sorted()
        // New elements after `anchor` with their subtrees, then their followers.
        func addFollowing(_ anchor: Int32) {
            guard SplicedInsertions.contains(anchors, anchor), let first = insertions.following[anchor] else { return }
            var stack = Array(first.reversed())
            while let next = stack.popLast() {
                if let followers = insertions.following[next] { stack += followers.reversed() }
                guard !removed.contains(next) else { continue }
                result.append(next)
                if let children = insertions.following[SplicedInsertions.firstKey(next)] { stack += children.reversed() }
            }
        }
        addFollowing(SplicedInsertions.firstKey(element))
        guard !insertions.isNew(element) else { return result }
        var open: [Int32] = []
        var current = element + 1
        let end = store.elements[Int(element)].end
        while current < end {
            while let last = open.last, store.elements[Int(last)].end <= current {
                open.removeLast()
                addFollowing(last)
            }
            if hasRemovals && removed.contains(current) {
                let skipped = current
                current = store.elements[Int(current)].end
                addFollowing(skipped)
                continue
            }
            result.append(current)
            addFollowing(SplicedInsertions.firstKey(current))
            open.append(current)
            current += 1
        }
        while let last = open.popLast() { addFollowing(last) }
        return result
    }

    func name(of element: Int32, store: ElementStore) -> String {
        insertions.isNew(element) ? insertions[element].name : store.name(store.elements[Int(element)].name)
    }

    // MARK: Inserting, as the tree's editing methods do

    /// `SceneXMLElement.appendChild`: after the last element child, with its indentation
    /// (one level deeper than the parent's when it has none); in an element without element
    /// children, between new lines indented one level deeper and at the parent's level.
    func appendChild(named name: String, attributes: [(String, String)], to parent: Int32,
                     store: ElementStore, source: [UInt8]) -> Int32? {
        guard insertable(source) else { return nil }
        guard let last = children(of: parent, store: store).last else {
            guard insertions.isNew(parent), let outer = indentation(before: parent, store: store, source: source) else {
                refuse("a new element in a parsed element with no element children")
                return nil
            }
            let indent = outer ?? []
            insertions[parent].closing = [0x0A] + indent
            return add(name, attributes, parent: parent, after: SplicedInsertions.firstKey(parent), placement: .after,
                       leading: [0x0A] + indent + Array("    ".utf8), trailing: nil, store: store)
        }
        guard let own = indentation(before: parent, store: store, source: source),
              let sibling = indentation(before: last, store: store, source: source) else { return nil }
        let indent = sibling ?? ((own ?? []) + Array("    ".utf8))
        return add(name, attributes, parent: parent, after: last, placement: .after, leading: [0x0A] + indent, trailing: nil, store: store)
    }

    /// `SceneXMLElement.insertChild(named:after:)`: right after `sibling`, with its
    /// indentation (no new line when it has none).
    func insertChild(named name: String, attributes: [(String, String)], after sibling: Int32, in parent: Int32,
                     store: ElementStore, source: [UInt8]) -> Int32? {
        guard insertable(source), let indent = indentation(before: sibling, store: store, source: source) else { return nil }
        return add(name, attributes, parent: parent, after: sibling, placement: .after, leading: indent.map { [0x0A] + $0 },
                   trailing: nil, store: store)
    }

    /// `SceneXMLElement.insertFirstChild`: before the first element child, which keeps a
    /// new line with the indentation that preceded it; `appendChild` when there is none.
    func insertFirstChild(named name: String, attributes: [(String, String)], in parent: Int32,
                          store: ElementStore, source: [UInt8]) -> Int32? {
        guard insertable(source) else { return nil }
        guard let first = children(of: parent, store: store).first else {
            return appendChild(named: name, attributes: attributes, to: parent, store: store, source: source)
        }
        // Before the parent's first parsed child or an element inserted there: the text
        // before it is the source's, which each such element's `trailing` repeats.
        let firstIsNew = insertions.isNew(first)
        guard !insertions.isNew(parent), firstIsNew ? insertions[first].placement == .first : first == parent + 1 else {
            refuse("an element inserted before an element appended to a new one, or before a removed first child")
            return nil
        }
        guard let indent = indentation(before: parent + 1, store: store, source: source) else { return nil }
        return add(name, attributes, parent: parent, after: SplicedInsertions.firstKey(parent), placement: .first,
                   leading: nil, trailing: indent.map { [0x0A] + $0 }, store: store)
    }

    private func add(_ name: String, _ attributes: [(String, String)], parent: Int32, after anchor: Int32,
                     placement: SplicedInsertions.Placement, leading: [UInt8]?, trailing: [UInt8]?, store: ElementStore) -> Int32 {
        let element = SplicedInsertions.NewElement(
            name: name, attributes: attributes.map { Attribute(name: $0.0, value: $0.1, source: nil) }, parent: parent,
            placement: placement, leading: leading, trailing: trailing, closing: nil)
        return insertions.add(element, after: anchor, parsedCount: store.elements.count)
    }

    /// Whether new elements can be spliced into `source` at all: libxml2 reads a carriage
    /// return before a line feed as nothing, so the tree's new lines would not match.
    private func insertable(_ source: [UInt8]) -> Bool {
        if sourceHasCarriageReturns == nil { sourceHasCarriageReturns = source.contains(0x0D) }
        if sourceHasCarriageReturns == true {
            refuse("new elements in a source with carriage returns")
            return false
        }
        return refusal == nil
    }

    /// The indentation of the text node before `element` in the tree, as the tree's editing
    /// methods read it (the spaces and tabs after its last new line; `.some(nil)` when it
    /// has no new line or is no text); nil, with splicing refused, when it cannot be told.
    func indentation(before element: Int32, store: ElementStore, source: [UInt8]) -> [UInt8]?? {
        if insertions.isNew(element) {
            let new = insertions[element]
            // What precedes the first of the elements inserted first is the text that
            // preceded the first child; the others' are copies of it (their `trailing`).
            if new.placement == .first { return indentation(before: new.parent + 1, store: store, source: source) }
            return .some(new.leading.flatMap(Self.indentation))
        }
        guard let gap = text(before: element, store: store, source: source) else { return nil }
        return .some(gap.isEmpty ? nil : Self.indentation(Array(gap)))
    }

    /// The source's text between a parsed element and its previous parsed sibling (or its
    /// parent's start tag); nil, with splicing refused, when it holds markup or an entity,
    /// which the tree holds as other nodes.
    func text(before element: Int32, store: ElementStore, source: [UInt8]) -> ArraySlice<UInt8>? {
        let parent = store.elements[Int(element)].parent
        guard parent >= 0, let spans = store.sourceSpans,
              let tag = spans.startTag(of: element, name: Array(name(of: element, store: store).utf8), in: source) else {
            refuse("the text before an element was not found in the source")
            return nil
        }
        // The text before it starts after its previous parsed sibling (removed or not: a
        // removal takes the text before the removed element) or its parent's start tag.
        var previous: Int32?
        var sibling = parent + 1
        while sibling < element {
            previous = sibling
            sibling = store.elements[Int(sibling)].end
        }
        let boundary = previous.map { spans.element($0, name: Array(name(of: $0, store: store).utf8), in: source)?.upperBound }
            ?? spans.startTag(of: parent, name: Array(name(of: parent, store: store).utf8), in: source)?.upperBound
        guard let boundary, boundary <= tag.lowerBound else {
            refuse("the text before an element was not found in the source")
            return nil
        }
        let gap = source[boundary..<tag.lowerBound]
        guard !gap.contains(UInt8(ascii: "<")), !gap.contains(UInt8(ascii: "&")) else {
            refuse("markup or an entity before an element a new one is placed by")
            return nil
        }
        return gap
    }

    /// The spaces and tabs after the last new line of a text node; nil without a new line
    /// or with anything else after it.
    static func indentation(_ text: [UInt8]) -> [UInt8]? {
        guard let newline = text.lastIndex(of: 0x0A) else { return nil }
        let tail = text[(newline + 1)...]
        return tail.allSatisfy { $0 == 0x20 || $0 == 0x09 } ? Array(tail) : nil
    }

    // MARK: Writing

    /// Where the new elements go in the source, with their bytes as libxml2's serializer
    /// writes them; nil (splicing refused) when an anchor is not found.
    func insertionReplacements(_ source: [UInt8], store: ElementStore, spans: ElementSourceSpans) -> [(range: Range<Int>, bytes: [UInt8])]? {
        var result: [(range: Range<Int>, bytes: [UInt8])] = []
        for anchor in insertions.following.keys.sorted() {
            let offset: Int?
            if anchor >= 0 {
                // A new element's followers are written with it.
                if insertions.isNew(anchor) { continue }
                offset = spans.element(anchor, name: Array(name(of: anchor, store: store).utf8), in: source)?.upperBound
            } else {
                let parent = -anchor - 2
                if insertions.isNew(parent) { continue }
                offset = spans.startTag(of: parent + 1, name: Array(name(of: parent + 1, store: store).utf8), in: source)?.lowerBound
            }
            guard let offset else {
                refuse("the place of a new element was not found in the source")
                return nil
            }
            guard let bytes = content(after: anchor, store: store) else { return nil }
            if !bytes.isEmpty { result.append((offset..<offset, bytes)) }
        }
        return result
    }

    /// The new elements after `anchor` with the text around them. An element's followers
    /// (inserted after it) come before its `trailing` text, which was put right after it
    /// first. Iterative: a chain of appended elements is as deep as it is long.
    private func content(after anchor: Int32, store: ElementStore) -> [UInt8]? {
        enum Item { case element(Int32), trailing(Int32) }
        var bytes: [UInt8] = []
        var stack: [Item] = (insertions.following[anchor] ?? []).reversed().map(Item.element)
        while let item = stack.popLast() {
            switch item {
            case .element(let element):
                if !isRemoved(element, store: store) {
                    guard let written = serialized(element, store: store) else { return nil }
                    bytes += (insertions[element].leading ?? []) + written
                }
                stack.append(.trailing(element))
                stack += (insertions.following[element] ?? []).reversed().map(Item.element)
            case .trailing(let element):
                if !isRemoved(element, store: store) { bytes += insertions[element].trailing ?? [] }
            }
        }
        return bytes
    }

    /// A new element as libxml2 writes it: `<name a="v"/>`, or with its content.
    private func serialized(_ element: Int32, store: ElementStore) -> [UInt8]? {
        let new = insertions[element]
        var bytes: [UInt8] = [UInt8(ascii: "<")] + Array(new.name.utf8)
        for attribute in new.attributes {
            guard let written = written(attribute) else { return nil }
            bytes += written
        }
        guard let inner = content(after: SplicedInsertions.firstKey(element), store: store) else { return nil }
        let content = inner + (new.closing ?? [])
        if content.isEmpty { return bytes + Array("/>".utf8) }
        return bytes + [UInt8(ascii: ">")] + content + Array("</".utf8) + Array(new.name.utf8) + [UInt8(ascii: ">")]
    }
}
