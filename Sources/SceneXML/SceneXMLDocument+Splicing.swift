/// Documents edited without libxml2's tree: read into an `ElementStore` with each element's
/// place in the source (`ElementSourceSpans`), edited through `SplicedEdits`, written by
/// splicing the source bytes. `convert`, the writing commands and ibtool's updates use
/// them, so their peak memory is the read-only path's, not the tree's
/// (`Documents/PERFORMANCE.md`, session 12 conv15, session 13 conv17).
extension SceneXMLDocument {
    /// Reads a file for editing by splicing. A document too large for the element store
    /// keeps its tree (and is edited on it).
    public static func loadForSplicing(contentsOf path: String, limits: DocumentLimits = .standard) throws -> SceneXMLDocument {
        let file = try FileReader.readFile(atPath: path, limit: limits.fileSize)
        return try SceneXMLDocument(splicing: file.bytes, path: path, limits: limits, identity: file.identity)
    }

    /// Parses bytes for editing by splicing; `path` is used only in messages.
    public static func forSplicing(bytes: [UInt8], path: String, limits: DocumentLimits = .standard) throws -> SceneXMLDocument {
        try SceneXMLDocument(splicing: bytes, path: path, limits: limits, identity: nil)
    }

    /// Why this document's edits cannot be written by splicing (an edit splicing cannot
    /// reproduce exactly: a new element where the tree's text around it is unknown, a tag not in libxml2's form, …); nil when they can,
    /// or when the document is edited on libxml2's tree. A caller that gets one loads the
    /// document with its tree and makes its edits again there.
    public var splicingRefusal: String? {
        guard !hasTree, let edits = store?.edits else { return nil }
        return edits.refusal
    }

    /// Whether edits to this document are spliced into its source bytes.
    public var isEditedBySplicing: Bool { !hasTree && store?.edits != nil }

    /// Only UTF-8 sources are spliced: libxml2 parses other encodings after transcoding
    /// them, so its positions are not offsets into the source.
    static func splicedEdits(encoding: String?, source: [UInt8]) -> SplicedEdits {
        let edits = SplicedEdits()
        let utf8 = encoding.map { $0.uppercased() == "UTF-8" || $0.uppercased() == "UTF8" } ?? true
        let wideStart = source.count >= 2 && (source[0] == 0 || source[1] == 0 || source[0] == 0xFE || source[0] == 0xFF)
        if !utf8 || wideStart { edits.refuse("the document is not UTF-8") }
        return edits
    }

    func splicedBytes(_ edits: SplicedEdits) throws -> [UInt8] {
        guard let store, let bytes = edits.splice(originalBytes, store: store) else {
            throw XMLError(kind: .write, path: path, message: "the edits cannot be spliced: \(edits.refusal ?? "unknown reason")")
        }
        return bytes
    }
}
