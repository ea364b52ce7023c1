import CLibXML2

/// libxml2's XSD validator fed from the read-only parse's SAX2 events (`check` without
/// libxml2's tree), reporting exactly what `XMLSchema.validate` reports on the tree: the
/// same messages in the same order, each at the line of the element it concerns and
/// column 1.
///
/// libxml2's validator is the same code either way (its tree mode walks the tree and
/// pushes the same start, text and end events); three things differ and are made equal
/// here:
/// - Positions. On a tree, an error carries its element's node, and libxml2 reports that
///   node's line (the line where its start tag ends) and column 0; streamed, there is no
///   node, and libxml2 reports nothing useful. Each error is taken here while one event
///   is validated, so it is given the line of that event's element from the store (the
///   line libxml2's tree would hold: `ReadOnlyDocumentTests`).
/// - Text. The tree joins adjacent text (and adjacent CDATA) into one node, pushed as one
///   value; SAX2 hands it over in chunks (300 bytes, and around references), and an
///   element-only or empty element would be faulted once per chunk. Text is gathered
///   here and pushed as the tree's node would be, ended by any other event (an element,
///   a comment, a processing instruction, text of the other kind).
/// - Lines past 65,535. libxml2's tree keeps an element's line in 16 bits and its
///   validator reports 65,535 for every element below that line; the same is reported
///   here (the element store knows the real line, but `check`'s output must not change).
///
/// Attribute values go to the validator as SAX2 gives them: libxml2 2.9's streaming
/// validator reads a `&` written `&#38;` as the tree holds it (tested on such values).
///
/// Driven through `xmlSchemaSAXPlug` with no handler of ours behind it, which gives the
/// validator's own SAX2 handlers; the parse calls them itself after building the store.
final class SchemaStreamValidator {
    private let context: xmlSchemaValidCtxtPtr
    /// The largest line libxml2's tree validator reports (its nodes' 16-bit line field).
    static let treeLineLimit = 65_535
    private var plug: xmlSchemaSAXPlugPtr?
    /// Where `xmlSchemaSAXPlug` writes the validator's handlers and its user data; it
    /// writes them back on unplugging, so they live as long as the plug.
    private let handlers = UnsafeMutablePointer<xmlSAXHandlerPtr?>.allocate(capacity: 1)
    private let userData = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 1)

    private let collector = LibXMLErrorCollector()
    // The state below is touched once or more for every SAX event (text pushed 23,573
    // times on the 1,000-view benchmark document), only from the parse's own callbacks,
    // one at a time, and no method overlaps two accesses to one property (`record`, which
    // the validator calls back inside `pushText`, touches `current` and `errorElements`
    // only): no runtime exclusivity check (about 80 instructions an access; 3.8 M of
    // `check` on that document, `Documents/PERFORMANCE.md`, session 16, perf19).
    /// For each message collected, the element (store number) being validated, or -1.
    @exclusivity(unchecked) private var errorElements: [Int32] = []
    /// The elements started and not ended, innermost last.
    @exclusivity(unchecked) private var open: [Int32] = []
    /// Text not yet pushed, and whether it is CDATA.
    @exclusivity(unchecked) private var pendingText: [UInt8] = []
    @exclusivity(unchecked) private var pendingIsCDATA = false
    /// The element the event being validated concerns.
    @exclusivity(unchecked) private var current: Int32 = -1
    private let undeclaredElements: UndeclaredElementNames
    /// By the store's name number: 0 not asked yet, 1 declared (attributes go to the
    /// validator), 2 undeclared (left out, `UndeclaredElementNames`). Touched only from
    /// the parse's own callbacks, one at a time: no exclusivity check (half of this test's
    /// cost with it).
    @exclusivity(unchecked) private var nameIsDeclared: [UInt8] = []

    init?(schema: XMLSchema) {
        guard let context = xmlSchemaNewValidCtxt(schema.pointer) else { return nil }
        self.context = context
        undeclaredElements = schema.undeclaredElements
        handlers.initialize(to: nil)
        userData.initialize(to: nil)
        xmlSchemaSetValidStructuredErrors(context, { owner, error in
            guard let owner, let error else { return }
            Unmanaged<SchemaStreamValidator>.fromOpaque(owner).takeUnretainedValue().record(error)
        }, Unmanaged.passUnretained(self).toOpaque())
        plug = xmlSchemaSAXPlug(context, handlers, userData)
        if plug == nil || handlers.pointee == nil {
            xmlSchemaFreeValidCtxt(context)
            handlers.deallocate()
            userData.deallocate()
            return nil
        }
    }

    deinit {
        if let plug { xmlSchemaSAXUnplug(plug) }
        xmlSchemaFreeValidCtxt(context)
        handlers.deallocate()
        userData.deallocate()
    }

    private func record(_ error: UnsafePointer<xmlError>) {
        let before = collector.entries.count
        collector.record(error)
        if collector.entries.count > before { errorElements.append(current) }
    }

    private var validator: xmlSAXHandler { handlers.pointee!.pointee }
    private var validatorContext: UnsafeMutableRawPointer? { userData.pointee }

    /// An element's start, as SAX2's `startElementNs` reports it; `element` is its number
    /// in the store, `nameNumber` its name's.
    func startElement(_ element: Int32, nameNumber: Int32, name: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
                      namespaceCount: Int32, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
                      attributeCount: Int32, defaultedCount: Int32, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        pushText()
        open.append(element)
        current = element
        var count = attributeCount, defaulted = defaultedCount
        if count > 0, let name, isUndeclared(nameNumber, name), let attributes,
           !(0..<Int(count)).contains(where: { attributes[5 * $0 + 2] != nil }) {
            count = 0
            defaulted = 0
        }
        validator.startElementNs?(validatorContext, name, prefix, uri, namespaceCount, namespaces, count, defaulted, attributes)
    }

    private func isUndeclared(_ nameNumber: Int32, _ name: UnsafePointer<xmlChar>) -> Bool {
        guard undeclaredElements.canLeaveOutAttributes, nameNumber >= 0 else { return false }
        let index = Int(nameNumber)
        if index >= nameIsDeclared.count { nameIsDeclared += repeatElement(0, count: index + 1 - nameIsDeclared.count) }
        if nameIsDeclared[index] == 0 { nameIsDeclared[index] = undeclaredElements.isDeclared(name) ? 1 : 2 }
        return nameIsDeclared[index] == 2
    }

    func endElement(name: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?) {
        pushText()
        current = open.popLast() ?? -1
        validator.endElementNs?(validatorContext, name, prefix, uri)
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>, isCDATA: Bool) {
        if isCDATA != pendingIsCDATA { pushText() }
        pendingIsCDATA = isCDATA
        pendingText.append(contentsOf: bytes)
    }

    /// Pushes the text gathered as one node: before any other event.
    func pushText() {
        guard !pendingText.isEmpty else { return }
        current = open.last ?? -1
        let handler = pendingIsCDATA ? validator.cdataBlock : validator.characters
        pendingText.withUnsafeBufferPointer { buffer in
            handler?(validatorContext, buffer.baseAddress, Int32(buffer.count))
        }
        pendingText.removeAll(keepingCapacity: true)
    }

    /// Ends validation (libxml2's end-of-document checks) and returns what it found, as
    /// `XMLSchema.validate` would on the tree; `lines` gives each element's line.
    func finish(path: String, line: (Int32) -> Int) -> [XMLError] {
        pushText()
        if let plug { xmlSchemaSAXUnplug(plug) }
        plug = nil
        var errors: [XMLError] = []
        for (entry, element) in zip(collector.entries, errorElements) where !entry.isWarning {
            // An error outside every element (none is known) keeps libxml2's own position.
            let position = element >= 0 ? (min(line(element), Self.treeLineLimit), 1) : (entry.line, max(entry.column, 1))
            errors.append(XMLError(kind: .schema, path: path, line: position.0, column: position.1, message: entry.message))
        }
        if xmlSchemaIsValid(context) != 1 && errors.isEmpty {
            errors.append(XMLError(kind: .schema, path: path, line: 1, column: 1, message: "the document does not match the schema"))
        }
        return errors
    }
}
