import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A compact, read-only copy of a parsed document's elements: what `SceneXMLElement`'s
/// read API returns (names, namespaces, lines, attributes, children, parents, text), without
/// libxml2's tree. Commands that never write (`resolve`, `dump`, `diff`, `render`; `check`
/// after the schema) read the model from it, so libxml2's tree (about 9 × the document's
/// size: a node, an attribute node and a text node per attribute, each a separate
/// allocation) is never built or is freed before the layout, about an eighth of that
/// instead (`Documents/PERFORMANCE.md`, session 10).
///
/// Elements are numbered in document order (depth first), so an element's descendants are
/// the numbers after it up to its `end`, its first child is the next number, and the next
/// sibling of a child is that child's `end`. Names are interned; attribute values are UTF-8
/// in one byte buffer, and the document's text in another, in document order, so an
/// element's text is one range of it. Built by `ElementStoreBuilder`, from libxml2's SAX2
/// events while parsing (`SceneXMLDocument+ReadOnly`: the tree is never built) or from a tree
/// already parsed (`discardTree`); either way libxml2 parses with the same options, limits
/// and diagnostics as on the lossless path.
final class ElementStore {
    struct Element {
        var name: Int32
        var line: Int32
        var parent: Int32
        /// One past the last descendant.
        var end: Int32
        /// Where the element's attributes start in `attributes`; they end where the next
        /// element's start.
        var firstAttribute: Int32
        /// The element's text (its descendants' in document order) in `text`.
        var text: Range<Int32>
    }

    struct Attribute {
        var name: Int32
        /// Attributes in a namespace are listed but never returned by `attribute(_:)`, as
        /// `xmlGetNoNsProp` does not return them.
        var hasNamespace: Bool
        var value: Range<Int32>
    }

    let elements: [Element]
    let attributes: [Attribute]
    let values: [UInt8]
    let text: [UInt8]
    let names: NameTable
    let namespaces: [Int32: (prefix: String?, uri: String)]
    /// Where each element's tags lie in the source: recorded only for documents edited by
    /// splicing (`SceneXMLDocument.load(contentsOf:editing: .splicing)`).
    var sourceSpans: ElementSourceSpans?
    /// Edits of a document edited by splicing; nil when there are none (every read API
    /// then answers from the store alone).
    var edits: SplicedEdits?

    /// The largest source the store's 32-bit offsets take; larger documents keep the tree.
    static let maximumSourceSize = 1 << 30

    init(_ builder: ElementStoreBuilder) {
        elements = builder.elements
        attributes = builder.attributes
        values = builder.values
        text = builder.text
        names = builder.names
        namespaces = builder.namespaces
    }

    func attributeRange(of element: Int32) -> Range<Int> {
        let start = Int(elements[Int(element)].firstAttribute)
        let next = Int(element) + 1
        return start..<(next < elements.count ? Int(elements[next].firstAttribute) : attributes.count)
    }

    static func string(_ bytes: [UInt8], _ range: Range<Int32>) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(range.lowerBound)..<Int(range.upperBound)]), as: UTF8.self)
        }
    }

    func value(_ attribute: Int) -> String { Self.string(values, attributes[attribute].value) }

    /// The value of the attribute named `name` (not in a namespace), if present.
    func attribute(_ name: String, of element: Int32) -> String? {
        guard let id = names.id(of: name) else { return nil }
        for index in attributeRange(of: element) where attributes[index].name == id && !attributes[index].hasNamespace {
            return value(index)
        }
        return nil
    }

    /// The index in `attributes` of the attribute with name number `id` (not in a
    /// namespace), if the element has it.
    func attributeIndex(named id: Int32, of element: Int32) -> Int? {
        attributes.withUnsafeBufferPointer { attributes in
            let start = Int(elements[Int(element)].firstAttribute)
            let next = Int(element) + 1
            let end = next < elements.count ? Int(elements[next].firstAttribute) : attributes.count
            for index in start..<end where attributes[index].name == id && !attributes[index].hasNamespace { return index }
            return nil
        }
    }

    /// Whether attribute `index`'s value is exactly `bytes`.
    func value(_ index: Int, is bytes: UnsafeRawBufferPointer) -> Bool {
        let range = attributes[index].value
        guard Int(range.upperBound - range.lowerBound) == bytes.count else { return false }
        return values.withUnsafeBytes { values in
            bytes.isEmpty || memcmp(values.baseAddress! + Int(range.lowerBound), bytes.baseAddress!, bytes.count) == 0
        }
    }

    /// Whether attribute `index`'s value is all ASCII (then comparing its bytes is
    /// comparing it as a `String`, which takes canonically equivalent texts as equal).
    func valueIsASCII(_ index: Int) -> Bool {
        let range = attributes[index].value
        return values.withUnsafeBufferPointer { values in
            values[Int(range.lowerBound)..<Int(range.upperBound)].allSatisfy { $0 < 0x80 }
        }
    }

    /// The name of element or attribute name number `id`.
    func name(_ id: Int32) -> String { names.names[Int(id)] }

    func textContent(of element: Int32) -> String { Self.string(text, elements[Int(element)].text) }
}

/// Collects an `ElementStore` from parse events: an element starts (with its attributes,
/// values already decoded), text, an element ends.
///
/// Text: a run of text that is only whitespace is kept inside an element without element
/// children (a `<string>`'s value) and dropped between elements (indentation), so an
/// element's text is what libxml2's `xmlNodeGetContent` gives except for whitespace-only
/// runs between its child elements; the model reads the text of leaves only.
///
/// A struct, changed through one `inout` access per parse event: as a class, each of its
/// stored arrays touched in an event was a dynamic exclusivity check (about 18 million
/// instructions on the 1,000-view document).
struct ElementStoreBuilder {
    var elements: [ElementStore.Element] = []
    var attributes: [ElementStore.Attribute] = []
    var values: [UInt8] = []
    var text: [UInt8] = []
    var names = NameTable.startingWithInterfaceBuilderNames
    var namespaces: [Int32: (prefix: String?, uri: String)] = [:]
    /// The elements started and not yet ended, innermost last.
    private var open: [Int32] = []
    /// Whether each open element has an element child yet.
    private var hasChildElement: [Bool] = []
    /// Where the current run of text started in `text`, and whether it is all whitespace.
    private var runStart = 0
    private var runIsWhitespace = true

    mutating func intern(_ name: UnsafePointer<xmlChar>) -> Int32 { names.intern(name) }

    mutating func startElement(name: UnsafePointer<xmlChar>, namespace: (prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>)?, line: Int) {
        endRun(dropWhitespace: true)
        let index = Int32(elements.count)
        if !hasChildElement.isEmpty { hasChildElement[hasChildElement.count - 1] = true }
        elements.append(ElementStore.Element(name: intern(name), line: Int32(truncatingIfNeeded: line), parent: open.last ?? -1,
                                             end: index + 1, firstAttribute: Int32(attributes.count),
                                             text: Int32(text.count)..<Int32(text.count)))
        if let namespace {
            namespaces[index] = (namespace.prefix.map { String(cString: $0) }, String(cString: namespace.uri))
        }
        open.append(index)
        hasChildElement.append(false)
    }

    /// Starts an attribute of the element last started; its value follows through `appendValue`.
    mutating func startAttribute(name: UnsafePointer<xmlChar>, hasNamespace: Bool) {
        let start = Int32(values.count)
        attributes.append(ElementStore.Attribute(name: intern(name), hasNamespace: hasNamespace, value: start..<start))
    }

    mutating func appendValue(_ bytes: UnsafeBufferPointer<UInt8>) {
        values.append(contentsOf: bytes)
        let start = attributes[attributes.count - 1].value.lowerBound
        attributes[attributes.count - 1].value = start..<Int32(values.count)
    }

    mutating func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        if runIsWhitespace { runIsWhitespace = bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }
        text.append(contentsOf: bytes)
    }

    mutating func endElement() {
        guard let index = open.popLast(), let hadChildElement = hasChildElement.popLast() else { return }
        endRun(dropWhitespace: hadChildElement)
        elements[Int(index)].end = Int32(elements.count)
        elements[Int(index)].text = elements[Int(index)].text.lowerBound..<Int32(text.count)
    }

    /// Ends the current run of text, dropping it when it is whitespace between elements.
    private mutating func endRun(dropWhitespace: Bool) {
        if dropWhitespace, runIsWhitespace, text.count > runStart { text.removeLast(text.count - runStart) }
        runStart = text.count
        runIsWhitespace = true
    }

    /// Feeds a parsed tree's elements, iteratively (deep documents cannot overflow the
    /// stack). Values as `SceneXMLElement.attribute` reads them from the tree: a lone text
    /// node's content, else libxml2's joining of the value's nodes, else empty.
    mutating func add(tree root: xmlNodePtr) {
        // Each entry: a node to feed, or an element to end.
        var stack: [(node: xmlNodePtr, isEnd: Bool)] = [(root, false)]
        var pending: [xmlNodePtr] = []
        while let (node, isEnd) = stack.popLast() {
            if isEnd { endElement(); continue }
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                let namespace = node.pointee.ns.flatMap { ns in ns.pointee.href.map { (UnsafePointer(ns.pointee.prefix), UnsafePointer($0)) } }
                startElement(name: node.pointee.name, namespace: namespace, line: Int(xmlGetLineNo(node)))
                var attr = node.pointee.properties
                while let current = attr {
                    startAttribute(name: current.pointee.name, hasNamespace: current.pointee.ns != nil)
                    if let text = current.pointee.children, text.pointee.next == nil, text.pointee.type == XML_TEXT_NODE, let content = text.pointee.content {
                        appendValue(UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content))))
                    } else if let joined = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1) {
                        appendValue(UnsafeBufferPointer(start: joined, count: Int(xmlStrlen(joined))))
                        scenelayout_xml_free(joined)
                    }
                    attr = current.pointee.next
                }
                stack.append((node, true))
                pending.removeAll(keepingCapacity: true)
                var child = node.pointee.children
                while let current = child {
                    pending.append(current)
                    child = current.pointee.next
                }
                for child in pending.reversed() { stack.append((child, false)) }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content { characters(UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content)))) }
            case XML_ENTITY_REF_NODE:
                // Documents declaring entities are refused; an undeclared one is an error.
                if let content = xmlNodeGetContent(node) {
                    characters(UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content))))
                    scenelayout_xml_free(content)
                }
            default:
                break
            }
        }
    }
}
