import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The read-only parse: libxml2 parses the bytes with the same options as the lossless path
/// and reports the same errors, but its SAX2 element and text events go into an
/// `ElementStoreBuilder` instead of building a tree. The rest of libxml2's SAX2 handlers
/// stay (the document node and the DOCTYPE's declarations are still built, so documents
/// declaring entities or attribute lists are refused as before); comments, processing
/// instructions and entity references, which the store does not hold, are skipped.
///
/// With a schema, libxml2's validator sees the same events (`SchemaStreamValidator`) and
/// its errors come back as `XMLSchema.validate` gives them on the tree; they are
/// returned only when the document is well-formed (a malformed one throws, as before).
extension SceneXMLDocument {
    static func parseReadOnly(_ bytes: [UInt8], path: String, limits: DocumentLimits,
                              schema: XMLSchema? = nil, recordingSpans: Bool = false) throws -> (ElementStore, encoding: String?, schemaErrors: [XMLError]) {
        let collector = LibXMLErrorCollector()
        let box = BuilderBox()
        if recordingSpans { box.spans = ElementSourceSpans() }
        if let schema {
            guard let validator = SchemaStreamValidator(schema: schema) else {
                throw XMLError(kind: .schema, path: path, message: "out of memory while validating")
            }
            box.validator = validator
        }
        var encoding: String?
        var doctypeProblem: (line: Int, message: String)?
        let wellFormed: Bool = collector.capturing {
            bytes.withUnsafeBufferPointer { buffer -> Bool in
                guard let base = buffer.baseAddress else { return false }
                return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base -> Bool in
                    guard let context = xmlCreateMemoryParserCtxt(base, Int32(buffer.count)) else { return false }
                    defer { xmlFreeParserCtxt(context) }
                    xmlCtxtUseOptions(context, parserOptions(limits))
                    installHandlers(context, box: box)
                    _ = xmlParseDocument(context)
                    let document = context.pointee.myDoc
                    context.pointee.myDoc = nil
                    defer { if let document { xmlFreeDoc(document) } }
                    guard let document, context.pointee.wellFormed != 0 else { return false }
                    encoding = document.pointee.encoding.map { String(cString: $0) }
                    doctypeProblem = rejectedDoctype(document, rootLine: box.builder.elements.first.map { Int($0.line) } ?? 1)
                    return true
                }
            }
        }
        let firstError = collector.errors.first
        guard wellFormed, firstError == nil else {
            throw XMLError(kind: .malformed, path: path, line: firstError?.line ?? 1, column: firstError?.column ?? 1,
                           message: firstError?.message ?? "not a well-formed XML document")
        }
        guard !box.builder.elements.isEmpty else {
            throw XMLError(kind: .malformed, path: path, line: 1, column: 1, message: "the document has no root element")
        }
        if let doctypeProblem {
            throw XMLError(kind: .malformed, path: path, line: doctypeProblem.line, column: 1, message: doctypeProblem.message)
        }
        let elements = box.builder.elements
        let schemaErrors = box.validator?.finish(path: path) { Int(elements[Int($0)].line) } ?? []
        let store = ElementStore(box.builder)
        store.sourceSpans = box.spans
        return (store, encoding, schemaErrors)
    }

    /// The builder, in a class that libxml2's callbacks reach through the parser context;
    /// each callback changes it through one access (`ElementStoreBuilder`). Its properties
    /// are touched only from the parse's callbacks, one at a time, each through accesses
    /// that do not overlap: no runtime exclusivity check (about 80 instructions a callback's
    /// access: 3.2 M of every read-only load of the 1,000-view benchmark document,
    /// `Documents/PERFORMANCE.md`, session 16, perf19).
    private final class BuilderBox {
        @exclusivity(unchecked) var builder = ElementStoreBuilder()
        @exclusivity(unchecked) var validator: SchemaStreamValidator?
        /// Where each element's tags lie in the source, for documents edited by splicing.
        @exclusivity(unchecked) var spans: ElementSourceSpans?
    }

    private static func box(_ context: UnsafeMutableRawPointer?) -> BuilderBox? {
        guard let context else { return nil }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let owner = parser.pointee._private else { return nil }
        return Unmanaged<BuilderBox>.fromOpaque(owner).takeUnretainedValue()
    }

    /// Where libxml2's parser stands in the source: in `startElementNs`, at the `>` or
    /// `/>` that closes the start tag; in `endElementNs`, just past the element. Only
    /// meaningful for UTF-8 input, which libxml2 parses without transcoding
    /// (`ElementSourceSpans` checks the bytes before trusting it).
    private static func sourceOffset(_ context: UnsafeMutableRawPointer?) -> Int {
        guard let context else { return -1 }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let input = parser.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else { return -1 }
        return Int(input.pointee.consumed) + (cur - base)
    }

    private static func installHandlers(_ context: xmlParserCtxtPtr, box: BuilderBox) {
        // Unretained: `box` outlives the parse, which runs inside `parseReadOnly`.
        context.pointee._private = Unmanaged.passUnretained(box).toOpaque()
        guard let sax = context.pointee.sax else { return }
        sax.pointee.startElementNs = { context, name, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes in
            guard let box = SceneXMLDocument.box(context), let name else { return }
            box.builder.startElement(name: name, namespace: uri.map { (prefix, $0) }, line: Int(xmlSAX2GetLineNumber(context)),
                                     attributes: attributes, count: Int(attributeCount))
            let element = box.builder.elements.count - 1
            box.validator?.startElement(Int32(element), nameNumber: box.builder.elements[element].name, name: name, prefix: prefix, uri: uri,
                                        namespaceCount: namespaceCount, namespaces: namespaces, attributeCount: attributeCount,
                                        defaultedCount: defaultedCount, attributes: attributes)
            if box.spans != nil { box.spans?.elementStarted(at: SceneXMLDocument.sourceOffset(context)) }
        }
        sax.pointee.endElementNs = { context, name, prefix, uri in
            guard let box = SceneXMLDocument.box(context) else { return }
            box.builder.endElement()
            box.validator?.endElement(name: name, prefix: prefix, uri: uri)
            if box.spans != nil { box.spans?.elementEnded(at: SceneXMLDocument.sourceOffset(context)) }
        }
        let characters: charactersSAXFunc = { context, text, count in
            guard let text, count > 0, let box = SceneXMLDocument.box(context) else { return }
            let bytes = UnsafeBufferPointer(start: text, count: Int(count))
            box.builder.characters(bytes)
            box.validator?.text(bytes, isCDATA: false)
        }
        sax.pointee.characters = characters
        sax.pointee.ignorableWhitespace = characters
        sax.pointee.cdataBlock = { context, text, count in
            guard let text, count > 0, let box = SceneXMLDocument.box(context) else { return }
            let bytes = UnsafeBufferPointer(start: text, count: Int(count))
            box.builder.characters(bytes)
            box.validator?.text(bytes, isCDATA: true)
        }
        // A comment or processing instruction ends a text node in the tree; the validator
        // is told so (the store skips both).
        if box.validator != nil {
            sax.pointee.comment = { context, _ in SceneXMLDocument.box(context)?.validator?.pushText() }
            sax.pointee.processingInstruction = { context, _, _ in SceneXMLDocument.box(context)?.validator?.pushText() }
        } else {
            sax.pointee.comment = nil
            sax.pointee.processingInstruction = nil
        }
        sax.pointee.reference = nil
    }
}

extension ElementStoreBuilder {
    /// An element's start as libxml2's SAX2 `startElementNs` reports it: its attributes are
    /// five pointers each (name, prefix, namespace URI, value start and end).
    mutating func startElement(name: UnsafePointer<xmlChar>, namespace: (prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>)?, line: Int,
                               attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int) {
        startElement(name: name, namespace: namespace, line: line)
        guard let attributes else { return }
        for index in 0..<count {
            guard let attributeName = attributes[5 * index], let start = attributes[5 * index + 3],
                  let end = attributes[5 * index + 4] else { continue }
            startAttribute(name: attributeName, hasNamespace: attributes[5 * index + 1] != nil && attributes[5 * index + 2] != nil)
            appendDecodedValue(UnsafeBufferPointer(start: start, count: end - start))
        }
    }

    /// Without entity substitution libxml2 hands SAX2 an attribute value with each `&`
    /// written `&#38;` (its tree builder decodes that again); every other reference is
    /// already decoded. Scanned left to right, as libxml2 decodes it; a value without `&`
    /// (nearly all) is appended at once.
    private mutating func appendDecodedValue(_ value: UnsafeBufferPointer<UInt8>) {
        guard let base = value.baseAddress, memchr(base, Int32(UInt8(ascii: "&")), value.count) != nil else {
            appendValue(value)
            return
        }
        let ampersand: [UInt8] = Array("&#38;".utf8)
        var runStart = 0, index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "&"), index + ampersand.count <= value.count,
               value[index..<(index + ampersand.count)].elementsEqual(ampersand) {
                appendValue(UnsafeBufferPointer(rebasing: value[runStart..<index]))
                appendValue(UnsafeBufferPointer(rebasing: value[index..<(index + 1)]))
                index += ampersand.count
                runStart = index
            } else {
                index += 1
            }
        }
        appendValue(UnsafeBufferPointer(rebasing: value[runStart..<value.count]))
    }
}
