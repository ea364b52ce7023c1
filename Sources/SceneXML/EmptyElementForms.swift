import CLibXML2

/// An element without content can be written `<a/>` or `<a></a>`; both parse to the same
/// childless node, and libxml2 writes every childless element as `<a/>`. Xcode writes
/// `<string></string>` in some AppKit documents (Sequel-Ace's ImportAccessory.xib, Cog's
/// MainMenu.xib), so a document saved after an edit would change those lines too.
///
/// After parsing, each childless element whose source ends with an end tag gets an empty
/// text child: libxml2 then writes a start and an end tag around nothing, which is the
/// source's form, and the node still has no content and no element children.
enum EmptyElementForms {
    static func keepExplicitEndTags(in document: xmlDocPtr, context: xmlParserCtxtPtr, source: [UInt8]) {
        guard let root = xmlDocGetRootElement(document) else { return }
        var stack: [xmlNodePtr] = [root]
        while let node = stack.popLast() {
            var child = node.pointee.children
            if child == nil {
                if endsWithEndTag(node, context: context, source: source), let empty = xmlNewDocText(document, "") {
                    xmlAddChild(node, empty)
                }
                continue
            }
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { stack.append(current) }
                child = current.pointee.next
            }
        }
    }

    /// Whether the recorded source span of `node` ends with `</name>` (after optional
    /// whitespace inside the end tag). Positions are offsets into the parsed input; when
    /// they do not point at this element's end (a transcoded document), nothing is assumed.
    private static func endsWithEndTag(_ node: xmlNodePtr, context: xmlParserCtxtPtr, source: [UInt8]) -> Bool {
        guard let info = xmlParserFindNodeInfo(context, node) else { return false }
        var end = Int(info.pointee.end_pos)
        guard end > 0, end <= source.count, source[end - 1] == UInt8(ascii: ">") else { return false }
        end -= 1
        if end > 0, source[end - 1] == UInt8(ascii: "/") { return false }
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(source[end - 1]) { end -= 1 }
        let name = Array(String(cString: node.pointee.name).utf8)
        let endTag = Array("</".utf8) + name
        guard end >= endTag.count else { return false }
        return Array(source[(end - endTag.count)..<end]) == endTag
    }
}
