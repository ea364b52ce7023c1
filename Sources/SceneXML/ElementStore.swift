import CLibXML2

/// A compact, read-only copy of a parsed document's elements: what `SceneXMLElement`'s
/// read API returns (names, namespaces, lines, attributes, children, parents, text), without
/// libxml2's tree. Commands that never write (`resolve`, `check`, `dump`, `diff`, `render`)
/// read the model from it, so libxml2's tree (15 × the document's size: a node, an
/// attribute node and a text node per attribute, each a separate allocation) is freed as
/// soon as the document is parsed instead of living through the layout
/// (`SceneXMLDocument.discardTree`, `Documents/PERFORMANCE.md`, session 10).
///
/// Elements are numbered in document order (depth first), so an element's descendants are
/// the numbers after it up to its `end`, its first child is the next number, and the next
/// sibling of a child is that child's `end`. Names are interned; attribute values and texts
/// are UTF-8 in one byte buffer. Built from libxml2's tree after parsing, so parsing, its
/// options, limits and diagnostics are exactly those of the lossless path.
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
        /// Index in `texts`, or -1: the element's text is its children's texts joined.
        var text: Int32
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
    let texts: [Range<Int32>]
    let bytes: [UInt8]
    let names: [String]
    let nameBytes: [[UInt8]]
    let nameIDs: [String: Int32]
    let namespaces: [Int32: (prefix: String?, uri: String)]
    let encoding: String?

    /// The largest source the store's 32-bit offsets take; larger documents keep the tree.
    static let maximumSourceSize = 1 << 30

    init(document: xmlDocPtr, root: xmlNodePtr) {
        var builder = Builder()
        builder.add(root)
        elements = builder.elements
        attributes = builder.attributes
        texts = builder.texts
        bytes = builder.bytes
        names = builder.names
        nameBytes = builder.names.map { Array($0.utf8) }
        nameIDs = builder.nameIDs
        namespaces = builder.namespaces
        encoding = document.pointee.encoding.map { String(cString: $0) }
    }

    func attributeRange(of element: Int32) -> Range<Int> {
        let start = Int(elements[Int(element)].firstAttribute)
        let next = Int(element) + 1
        return start..<(next < elements.count ? Int(elements[next].firstAttribute) : attributes.count)
    }

    func string(_ range: Range<Int32>) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(range.lowerBound)..<Int(range.upperBound)]), as: UTF8.self)
        }
    }

    /// The value of the attribute named `name` (not in a namespace), if present.
    func attribute(_ name: String, of element: Int32) -> String? {
        var name = name
        let range = attributeRange(of: element)
        let found: Int? = name.withUTF8 { wanted in
            for index in range {
                let attribute = attributes[index]
                guard !attribute.hasNamespace else { continue }
                if nameBytes[Int(attribute.name)].withUnsafeBufferPointer({ $0.elementsEqual(wanted) }) { return index }
            }
            return nil
        }
        return found.map { string(attributes[$0].value) }
    }

    func textContent(of element: Int32) -> String {
        let stored = elements[Int(element)].text
        if stored >= 0 { return string(texts[Int(stored)]) }
        var result = ""
        var child = element + 1
        while child < elements[Int(element)].end {
            result += textContent(of: child)
            child = elements[Int(child)].end
        }
        return result
    }

    /// Copies libxml2's tree, iteratively (deep documents cannot overflow the stack).
    private struct Builder {
        var elements: [Element] = []
        var attributes: [Attribute] = []
        var texts: [Range<Int32>] = []
        var bytes: [UInt8] = []
        var names: [String] = []
        var nameIDs: [String: Int32] = [:]
        var namespaces: [Int32: (prefix: String?, uri: String)] = [:]

        mutating func intern(_ name: UnsafePointer<xmlChar>) -> Int32 {
            let string = String(cString: name)
            if let id = nameIDs[string] { return id }
            let id = Int32(names.count)
            names.append(string)
            nameIDs[string] = id
            return id
        }

        mutating func append(_ text: UnsafePointer<xmlChar>) -> Range<Int32> {
            let start = Int32(bytes.count)
            bytes.append(contentsOf: UnsafeBufferPointer(start: text, count: Int(xmlStrlen(text))))
            return start..<Int32(bytes.count)
        }

        mutating func add(_ root: xmlNodePtr) {
            // Each entry: a node to copy, or (when `close` is set) the element whose end to record.
            var stack: [(node: xmlNodePtr, parent: Int32, close: Int32?)] = [(root, -1, nil)]
            var pending: [xmlNodePtr] = []
            while let (node, parent, close) = stack.popLast() {
                if let close {
                    elements[Int(close)].end = Int32(elements.count)
                    continue
                }
                let index = Int32(elements.count)
                elements.append(Element(name: intern(node.pointee.name), line: Int32(truncatingIfNeeded: xmlGetLineNo(node)),
                                        parent: parent, end: index + 1, firstAttribute: Int32(attributes.count),
                                        text: -1))
                if let ns = node.pointee.ns, let href = ns.pointee.href {
                    namespaces[index] = (ns.pointee.prefix.map { String(cString: $0) }, String(cString: href))
                }
                addAttributes(of: node)
                addText(of: node, index: index)
                stack.append((node, parent, index))
                pending.removeAll(keepingCapacity: true)
                var child = node.pointee.children
                while let current = child {
                    if current.pointee.type == XML_ELEMENT_NODE { pending.append(current) }
                    child = current.pointee.next
                }
                for child in pending.reversed() { stack.append((child, index, nil)) }
            }
        }

        /// Values as `SceneXMLElement.attribute` reads them from the tree: a lone text
        /// node's content, else libxml2's joining of the value's nodes, else empty.
        mutating func addAttributes(of node: xmlNodePtr) {
            var attr = node.pointee.properties
            while let current = attr {
                let name = intern(current.pointee.name)
                var value: Range<Int32>
                if let text = current.pointee.children, text.pointee.next == nil, text.pointee.type == XML_TEXT_NODE, let content = text.pointee.content {
                    value = append(content)
                } else if let joined = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1) {
                    value = append(joined)
                    scenelayout_xml_free(joined)
                } else {
                    value = Int32(bytes.count)..<Int32(bytes.count)
                }
                attributes.append(Attribute(name: name, hasNamespace: current.pointee.ns != nil, value: value))
                attr = current.pointee.next
            }
        }

        /// An element without element children keeps its text (libxml2's content); one with
        /// element children keeps it only when its own text is more than whitespace between
        /// them, and otherwise its text is its children's texts joined (what libxml2 gives
        /// but for that whitespace; the model reads the text of leaves only).
        mutating func addText(of node: xmlNodePtr, index: Int32) {
            var hasElementChild = false, hasText = false, hasNonWhitespaceText = false
            var child = node.pointee.children
            while let current = child {
                switch current.pointee.type {
                case XML_ELEMENT_NODE: hasElementChild = true
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE, XML_ENTITY_REF_NODE:
                    hasText = true
                    if current.pointee.type != XML_TEXT_NODE || !Self.isWhitespace(current.pointee.content) { hasNonWhitespaceText = true }
                default: break
                }
                child = current.pointee.next
            }
            guard hasText, !hasElementChild || hasNonWhitespaceText, let content = xmlNodeGetContent(node) else { return }
            defer { scenelayout_xml_free(content) }
            elements[Int(index)].text = Int32(texts.count)
            texts.append(append(content))
        }

        static func isWhitespace(_ content: UnsafeMutablePointer<xmlChar>?) -> Bool {
            guard var byte = content else { return true }
            while byte.pointee != 0 {
                guard [0x20, 0x09, 0x0A, 0x0D].contains(byte.pointee) else { return false }
                byte += 1
            }
            return true
        }
    }
}
