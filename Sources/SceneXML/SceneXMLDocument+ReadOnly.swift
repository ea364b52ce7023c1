import CLibXML2

/// The read-only parse: libxml2 parses the bytes with the same options as the lossless path
/// and reports the same errors, but its SAX2 element and text events go into an
/// `ElementStoreBuilder` instead of building a tree. The rest of libxml2's SAX2 handlers
/// stay (the document node and the DOCTYPE's declarations are still built, so documents
/// declaring entities or attribute lists are refused as before); comments, processing
/// instructions and entity references, which the store does not hold, are skipped.
extension SceneXMLDocument {
    static func parseReadOnly(_ bytes: [UInt8], path: String, limits: DocumentLimits) throws -> (ElementStore, encoding: String?) {
        let collector = LibXMLErrorCollector()
        let builder = ElementStoreBuilder()
        var encoding: String?
        var doctypeProblem: (line: Int, message: String)?
        let wellFormed: Bool = collector.capturing {
            bytes.withUnsafeBufferPointer { buffer -> Bool in
                guard let base = buffer.baseAddress else { return false }
                return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base -> Bool in
                    guard let context = xmlCreateMemoryParserCtxt(base, Int32(buffer.count)) else { return false }
                    defer { xmlFreeParserCtxt(context) }
                    xmlCtxtUseOptions(context, parserOptions(limits))
                    installHandlers(context, builder: builder)
                    _ = xmlParseDocument(context)
                    let document = context.pointee.myDoc
                    context.pointee.myDoc = nil
                    defer { if let document { xmlFreeDoc(document) } }
                    guard let document, context.pointee.wellFormed != 0 else { return false }
                    encoding = document.pointee.encoding.map { String(cString: $0) }
                    doctypeProblem = rejectedDoctype(document, rootLine: builder.elements.first.map { Int($0.line) } ?? 1)
                    return true
                }
            }
        }
        let firstError = collector.errors.first
        guard wellFormed, firstError == nil else {
            throw XMLError(kind: .malformed, path: path, line: firstError?.line ?? 1, column: firstError?.column ?? 1,
                           message: firstError?.message ?? "not a well-formed XML document")
        }
        guard !builder.elements.isEmpty else {
            throw XMLError(kind: .malformed, path: path, line: 1, column: 1, message: "the document has no root element")
        }
        if let doctypeProblem {
            throw XMLError(kind: .malformed, path: path, line: doctypeProblem.line, column: 1, message: doctypeProblem.message)
        }
        return (ElementStore(builder), encoding)
    }

    private static func builder(_ context: UnsafeMutableRawPointer?) -> ElementStoreBuilder? {
        guard let context else { return nil }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let owner = parser.pointee._private else { return nil }
        return Unmanaged<ElementStoreBuilder>.fromOpaque(owner).takeUnretainedValue()
    }

    private static func installHandlers(_ context: xmlParserCtxtPtr, builder: ElementStoreBuilder) {
        // Unretained: `builder` outlives the parse, which runs inside `parseReadOnly`.
        context.pointee._private = Unmanaged.passUnretained(builder).toOpaque()
        guard let sax = context.pointee.sax else { return }
        sax.pointee.startElementNs = { context, name, prefix, uri, _, _, attributeCount, _, attributes in
            guard let builder = SceneXMLDocument.builder(context), let name else { return }
            builder.startElement(name: name, namespace: uri.map { (prefix, $0) }, line: Int(xmlSAX2GetLineNumber(context)))
            guard let attributes else { return }
            // Five pointers per attribute: name, prefix, namespace URI, value start and end.
            for index in 0..<Int(attributeCount) {
                guard let attributeName = attributes[5 * index], let start = attributes[5 * index + 3],
                      let end = attributes[5 * index + 4] else { continue }
                builder.startAttribute(name: attributeName, hasNamespace: attributes[5 * index + 1] != nil && attributes[5 * index + 2] != nil)
                SceneXMLDocument.appendDecodedValue(UnsafeBufferPointer(start: start, count: end - start), to: builder)
            }
        }
        sax.pointee.endElementNs = { context, _, _, _ in
            SceneXMLDocument.builder(context)?.endElement()
        }
        let characters: charactersSAXFunc = { context, text, count in
            guard let text, count > 0 else { return }
            SceneXMLDocument.builder(context)?.characters(UnsafeBufferPointer(start: text, count: Int(count)))
        }
        sax.pointee.characters = characters
        sax.pointee.ignorableWhitespace = characters
        sax.pointee.cdataBlock = characters
        sax.pointee.comment = nil
        sax.pointee.processingInstruction = nil
        sax.pointee.reference = nil
    }

    /// Without entity substitution libxml2 hands SAX2 an attribute value with each `&`
    /// written `&#38;` (its tree builder decodes that again); every other reference is
    /// already decoded. Scanned left to right, as libxml2 decodes it.
    private static func appendDecodedValue(_ value: UnsafeBufferPointer<UInt8>, to builder: ElementStoreBuilder) {
        let ampersand: [UInt8] = Array("&#38;".utf8)
        var runStart = 0, index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "&"), index + ampersand.count <= value.count,
               value[index..<(index + ampersand.count)].elementsEqual(ampersand) {
                builder.appendValue(UnsafeBufferPointer(rebasing: value[runStart..<index]))
                builder.appendValue(UnsafeBufferPointer(rebasing: value[index..<(index + 1)]))
                index += ampersand.count
                runStart = index
            } else {
                index += 1
            }
        }
        builder.appendValue(UnsafeBufferPointer(rebasing: value[runStart..<value.count]))
    }
}
