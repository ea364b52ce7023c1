import CLibXML2

/// Which elements libxml2's validator can only ever treat as `xs:anyType` without reading
/// their attributes, so that `SchemaStreamValidator` need not hand it their attributes
/// (each one costs libxml2 a copy, a look-up and a free: about 2.4 M instructions on the
/// solved-frames benchmark document, whose labels, buttons and fonts are all undeclared).
///
/// An element whose local name no `xs:element` of the schema declares (global or local,
/// in any namespace) is, in libxml2 2.9's validator, either refused by its parent's
/// content model, matched by a `skip` wildcard, refused by a `strict` one (all three stop
/// before attributes are looked at), or assessed laxly as `xs:anyType`, whose attribute
/// wildcard is lax: each attribute is checked only against a global attribute
/// declaration or by an identity constraint's field. So the attributes can be left out
/// when the schema has neither (`xs:attribute` at the top, `xs:key`/`xs:unique`/
/// `xs:keyref`; libxml2 2.9 was not seen to report on such attributes through one, kept
/// to be safe) and none of the element's attributes has a namespace (`xsi:type` would
/// give the element a type; `xml:lang` has a built-in declaration).
struct UndeclaredElementNames {
    /// The local names of the schema's element declarations, as UTF-8.
    private var declared: Set<[UInt8]> = []
    /// False when the schema declares a global attribute or an identity constraint: then
    /// every element's attributes go to the validator.
    private(set) var canLeaveOutAttributes = true

    init(schema: xmlDocPtr) {
        guard let root = xmlDocGetRootElement(schema) else {
            canLeaveOutAttributes = false
            return
        }
        visit(root, isTopLevel: false)
    }

    private mutating func visit(_ node: xmlNodePtr, isTopLevel: Bool) {
        if Self.isSchemaElement(node), let name = node.pointee.name {
            if xmlStrEqual(name, Self.element) == 1 {
                if let declaredName = xmlGetProp(node, Self.nameAttribute) {
                    declared.insert(Self.bytes(declaredName))
                    scenelayout_xml_free(declaredName)
                }
            } else if (isTopLevel && xmlStrEqual(name, Self.attribute) == 1)
                        || Self.identityConstraints.contains(where: { xmlStrEqual(name, $0) == 1 }) {
                canLeaveOutAttributes = false
            }
        }
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { visit(current, isTopLevel: node.pointee.parent?.pointee.type == XML_DOCUMENT_NODE) }
            child = current.pointee.next
        }
    }

    private static let nameAttribute: [xmlChar] = Array("name".utf8) + [0]
    private static let schemaNamespace: [xmlChar] = Array("http://www.w3.org/2001/XMLSchema".utf8) + [0]
    private static let element: [xmlChar] = Array("element".utf8) + [0]
    private static let attribute: [xmlChar] = Array("attribute".utf8) + [0]
    private static let identityConstraints: [[xmlChar]] = ["key", "unique", "keyref"].map { Array($0.utf8) + [0] }
    private static func isSchemaElement(_ node: xmlNodePtr) -> Bool {
        guard let href = node.pointee.ns?.pointee.href else { return false }
        return xmlStrEqual(href, Self.schemaNamespace) == 1
    }

    private static func bytes(_ text: UnsafePointer<xmlChar>?) -> [UInt8] {
        guard let text else { return [] }
        return Array(UnsafeBufferPointer(start: text, count: Int(xmlStrlen(text))))
    }

    /// Whether an element of this local name is declared anywhere in the schema.
    func isDeclared(_ name: UnsafePointer<xmlChar>) -> Bool {
        declared.contains(Self.bytes(name))
    }
}
