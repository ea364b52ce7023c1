import CLibXML2
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A parsed XML document that can be changed in place and written back.
///
/// Owns the libxml2 tree; no libxml2 pointer leaves this module. The source bytes are
/// kept: a document that was never changed is written back exactly as read, and a changed
/// one goes through libxml2's serializer, which reproduces Xcode's files byte for byte.
public final class SceneXMLDocument {
    public let path: String
    public let originalBytes: [UInt8]
    /// The file as it was when read (nil for documents made from bytes): a write in place
    /// is refused when the file no longer matches it.
    public let sourceIdentity: FileIdentity?
    /// True once any edit was made through this document's elements.
    public private(set) var isModified = false

    /// libxml2's tree; nil once discarded for reading only (`discardTree`).
    private var tree: (document: xmlDocPtr, root: xmlNodePtr)?
    /// The read-only copy of the elements that replaces the tree when it is discarded.
    private(set) var store: ElementStore?
    /// The declared encoding, kept when there is no tree.
    private var encodingWithoutTree: String?
    /// The schema's errors found while parsing, until `load(contentsOf:validatingAgainst:)` takes them.
    private var streamedSchemaErrors: [XMLError]?
    /// Nodes removed from the tree: freed with the document, so element handles that
    /// still refer to them never dangle.
    private var detachedNodes: [xmlNodePtr] = []

    /// Reads and parses a file (a regular file only). Throws `XMLError` (`.unreadable` or `.malformed`).
    ///
    /// `readOnly`: the document will never be edited nor saved through libxml2, so its tree
    /// is replaced by a compact copy of its elements as soon as it is parsed (`discardTree`).
    public static func load(contentsOf path: String, limits: DocumentLimits = .standard, readOnly: Bool = false) throws -> SceneXMLDocument {
        let file = try FileReader.readFile(atPath: path, limit: limits.fileSize)
        return try SceneXMLDocument(bytes: file.bytes, path: path, limits: limits, identity: file.identity, readOnly: readOnly)
    }

    /// Reads a file for reading only and validates it against `schema` in the same parse
    /// (`check`): libxml2's tree is never built. The errors are `schema.validate`'s on the
    /// tree, message for message, in the same order and at the same positions
    /// (`SchemaStreamValidator`). Throws as `load` does when the file cannot be read or is
    /// not well-formed. A document too large for the element store keeps its tree, is
    /// validated on it, then drops it.
    public static func load(contentsOf path: String, limits: DocumentLimits = .standard,
                            validatingAgainst schema: XMLSchema) throws -> (document: SceneXMLDocument, schemaErrors: [XMLError]) {
        let file = try FileReader.readFile(atPath: path, limit: limits.fileSize)
        return try validated(bytes: file.bytes, path: path, limits: limits, identity: file.identity, against: schema)
    }

    /// Parses bytes for reading only, validating them against `schema` in the same parse
    /// (`load(contentsOf:validatingAgainst:)`); `path` is used only in messages.
    public static func validated(bytes: [UInt8], path: String, limits: DocumentLimits = .standard, identity: FileIdentity? = nil,
                                 against schema: XMLSchema) throws -> (document: SceneXMLDocument, schemaErrors: [XMLError]) {
        let document = try SceneXMLDocument(bytes: bytes, path: path, limits: limits, identity: identity, readOnly: true, schema: schema)
        guard let schemaErrors = document.streamedSchemaErrors else {
            let errors = schema.validate(document)
            document.discardTree()
            return (document, errors)
        }
        document.streamedSchemaErrors = nil
        return (document, schemaErrors)
    }

    /// Sets libxml2 up once per process (schemas use it too).
    static func initializeLibXML2() { _ = libxml2Initialized }

    /// libxml2 wants `xmlInitParser()` once before documents are parsed on several
    /// threads (a batch run); a static's initializer runs exactly once, thread-safely.
    private static let libxml2Initialized: Bool = {
        xmlInitParser()
        scenelayout_refuse_external_loads()
        return true
    }()

    /// Parses bytes; `path` is used only in error messages. `readOnly`: libxml2's tree is
    /// never built; the elements go straight into an `ElementStore` as libxml2 parses them
    /// (`SceneXMLDocument+ReadOnly`), and the document can be read but not edited, saved
    /// or validated.
    public convenience init(bytes: [UInt8], path: String, limits: DocumentLimits = .standard, identity: FileIdentity? = nil,
                            readOnly: Bool = false) throws {
        try self.init(bytes: bytes, path: path, limits: limits, identity: identity, readOnly: readOnly, schema: nil)
    }

    /// Parses bytes without libxml2's tree, for edits written by splicing the source
    /// (`SceneXMLDocument+Splicing`).
    convenience init(splicing bytes: [UInt8], path: String, limits: DocumentLimits, identity: FileIdentity?) throws {
        try self.init(bytes: bytes, path: path, limits: limits, identity: identity, readOnly: true, schema: nil, splicing: true)
    }

    /// `schema`, read-only documents only: validated while parsed, the errors kept in
    /// `streamedSchemaErrors` (`load(contentsOf:validatingAgainst:)`).
    private init(bytes: [UInt8], path: String, limits: DocumentLimits, identity: FileIdentity?, readOnly: Bool,
                 schema: XMLSchema?, splicing: Bool = false) throws {
        Self.initializeLibXML2()
        self.path = path
        self.originalBytes = bytes
        self.sourceIdentity = identity
        guard !bytes.isEmpty else {
            throw XMLError(kind: .malformed, path: path, line: 1, column: 1, message: "the file is empty")
        }
        guard bytes.count <= limits.fileSize else {
            throw XMLError(kind: .unreadable, path: path,
                           message: "the file has \(bytes.count) bytes, more than the limit of \(limits.fileSize) (raise it with --max-file-size)")
        }
        if let problem = InputPreScan.error(in: bytes, path: path, limits: limits) { throw problem }
        if readOnly && bytes.count <= ElementStore.maximumSourceSize {
            let (store, encoding, schemaErrors) = try Self.parseReadOnly(bytes, path: path, limits: limits, schema: schema,
                                                                         recordingSpans: splicing)
            if splicing { store.edits = Self.splicedEdits(encoding: encoding, source: bytes) }
            self.store = store
            self.encodingWithoutTree = encoding
            if schema != nil { streamedSchemaErrors = schemaErrors }
            return
        }
        let collector = LibXMLErrorCollector()
        let options = Self.parserOptions(limits)
        let parsed: xmlDocPtr? = collector.capturing {
            bytes.withUnsafeBufferPointer { buffer -> xmlDocPtr? in
                guard let base = buffer.baseAddress else { return nil }
                return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    Self.parse($0, count: Int32(buffer.count), options: options, bytes: bytes)
                }
            }
        }
        let firstError = collector.errors.first
        guard let parsed, firstError == nil else {
            if let parsed { xmlFreeDoc(parsed) }
            let entry = firstError
            throw XMLError(kind: .malformed, path: path, line: entry?.line ?? 1, column: entry?.column ?? 1,
                           message: entry?.message ?? "not a well-formed XML document")
        }
        guard let rootNode = xmlDocGetRootElement(parsed) else {
            xmlFreeDoc(parsed)
            throw XMLError(kind: .malformed, path: path, line: 1, column: 1, message: "the document has no root element")
        }
        self.tree = (parsed, rootNode)
        if let problem = Self.rejectedDoctype(parsed, rootLine: Int(xmlGetLineNo(rootNode))) {
            throw XMLError(kind: .malformed, path: path, line: problem.line, column: 1, message: problem.message)
        }
    }

    /// NONET: never fetch anything. No NOENT (entities are not expanded), no DTDLOAD,
    /// no DTDATTR, no NOBLANKS (whitespace text is kept, which is what makes saving
    /// lossless). HUGE only when the depth limit was raised past libxml2's own 256.
    static func parserOptions(_ limits: DocumentLimits) -> Int32 {
        var options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)
        if limits.depth > 256 { options |= Int32(XML_PARSE_HUGE.rawValue) }
        return options
    }

    /// Parses with a context that records where each element starts and ends in the
    /// source, so that empty elements written as `<a></a>` keep that form when saved.
    private static func parse(_ base: UnsafePointer<CChar>, count: Int32, options: Int32, bytes: [UInt8]) -> xmlDocPtr? {
        guard let context = xmlCreateMemoryParserCtxt(base, count) else { return nil }
        defer {
            // The element positions `record_info` collects are not freed with the context
            // by libxml2 2.9 (found by fuzzing: a leak per document read).
            xmlClearNodeInfoSeq(&context.pointee.node_seq)
            xmlFreeParserCtxt(context)
        }
        xmlCtxtUseOptions(context, options)
        context.pointee.record_info = 1
        _ = xmlParseDocument(context)
        guard let document = context.pointee.myDoc else { return nil }
        context.pointee.myDoc = nil
        guard context.pointee.wellFormed != 0 else {
            xmlFreeDoc(document)
            return nil
        }
        EmptyElementForms.keepExplicitEndTags(in: document, context: context, source: bytes)
        return document
    }

    deinit {
        for node in detachedNodes { xmlFreeNode(node) }
        if let tree { xmlFreeDoc(tree.document) }
    }

    /// libxml2's document; only a document that keeps its tree has one (saving,
    /// validating and editing need it).
    var pointer: xmlDocPtr {
        guard let tree else { preconditionFailure("the document's tree was discarded for reading only") }
        return tree.document
    }

    /// Whether libxml2's tree is still held (false after `discardTree`).
    public var hasTree: Bool { tree != nil }

    /// Replaces libxml2's tree by a compact read-only copy of its elements (`ElementStore`),
    /// for commands that only read: every element read API answers as before, from the
    /// copy, and the tree's memory is freed. Call it before taking any element handle
    /// (handles into the tree stop working) and only on an unedited document; editing,
    /// validating or serializing it afterwards is a programming error. Documents too large
    /// for the copy's 32-bit offsets keep their tree.
    public func discardTree() {
        guard let tree, originalBytes.count <= ElementStore.maximumSourceSize else { return }
        precondition(!isModified && detachedNodes.isEmpty, "an edited document keeps its tree")
        var builder = ElementStoreBuilder()
        builder.add(tree: tree.root)
        store = ElementStore(builder)
        encodingWithoutTree = doc_encoding(tree.document)
        xmlFreeDoc(tree.document)
        self.tree = nil
    }

    /// Scene documents never carry a DTD. Entity declarations are refused outright: they
    /// are the vehicle of entity-expansion bombs and of external entities that read files.
    /// Attribute-list declarations are refused too: libxml2 adds their default values to
    /// elements as if they were written, so a document would not be read as written.
    static func rejectedDoctype(_ doc: xmlDocPtr, rootLine: Int) -> (line: Int, message: String)? {
        for subset in [doc.pointee.intSubset, doc.pointee.extSubset] {
            guard let subset else { continue }
            var child = subset.pointee.children
            let line = max(1, rootLine - 1)
            while let node = child {
                if node.pointee.type == XML_ENTITY_DECL {
                    return (line, "the document declares entities; scene documents never do, and they are refused for safety")
                }
                if node.pointee.type == XML_ATTRIBUTE_DECL {
                    return (line, "the document's DOCTYPE declares attributes (<!ATTLIST>), whose defaults would change what the document says; scene documents never do, and they are refused")
                }
                child = node.pointee.next
            }
        }
        return nil
    }

    /// The document element.
    public var root: SceneXMLElement {
        guard let tree else { return SceneXMLElement(document: self, stored: 0) }
        return SceneXMLElement(document: self, node: tree.root)
    }

    /// The encoding named in the XML declaration, if any.
    public var declaredEncoding: String? {
        guard let tree else { return encodingWithoutTree }
        return doc_encoding(tree.document)
    }

    func markModified() { isModified = true }

    /// Columns are looked up in the source, indexed on first use.
    private lazy var columns = ElementColumns(source: originalBytes)

    /// The 1-based column where an element starts in the source (1 when unknown).
    func column(ofElementNamed name: String, line: Int) -> Int {
        columns.column(ofElementNamed: name, line: line)
    }

    func retainDetached(_ node: xmlNodePtr) { detachedNodes.append(node) }
}

private func doc_encoding(_ doc: xmlDocPtr) -> String? {
    guard let encoding = doc.pointee.encoding else { return nil }
    return String(cString: encoding)
}
