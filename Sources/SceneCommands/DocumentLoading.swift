import SceneModel
import SceneXML

/// Loads a scene document, turning failures into a printed error and an exit status.
/// `readOnly` for commands that never write the document (`resolve`, `dump`, `diff`,
/// `render`): libxml2's tree is then not kept through the layout (`SceneXMLDocument.discardTree`).
enum DocumentLoading {
    static func load(_ path: String, readOnly: Bool = false, output: inout CommandOutput) -> SceneDocument? {
        load(path, reading: readOnly ? .readOnly : .tree, output: &output)
    }

    /// Loads a document read as `reading` says (`update-frames` and `update-constraints`
    /// read for splicing, `DocumentRewriting`).
    static func load(_ path: String, reading: Reading, output: inout CommandOutput) -> SceneDocument? {
        do {
            return try read(path, reading: reading)
        } catch let error as XMLError {
            output.err(error.description)
            output.exitCode = max(output.exitCode, error.kind == .unreadable ? ExitStatus.unreadable : ExitStatus.invalid)
        } catch {
            output.error(at: path, "\(error)")
            output.exitCode = max(output.exitCode, ExitStatus.invalid)
        }
        return nil
    }
}

extension DocumentLoading {
    /// A document that could not be loaded: what to report and the exit status it asks for.
    struct Failure: Error {
        var failure: FileFailure
        var status: Int32
    }

    /// How a document is read: for reading only (no libxml2 tree), for edits spliced into
    /// its source (`SceneXMLDocument.loadForSplicing`), or with libxml2's tree.
    enum Reading {
        case readOnly, splicing, tree
    }

    /// Loads a document for a batch, where each file's problem is kept with that file
    /// (printed and, in JSON, among the per-file objects) instead of printed at once.
    static func loadForBatch(_ path: String, readOnly: Bool = false) -> Result<SceneDocument, Failure> {
        loadForBatch(path, reading: readOnly ? .readOnly : .tree)
    }

    static func loadForBatch(_ path: String, reading: Reading) -> Result<SceneDocument, Failure> {
        batchResult(path: path) { try read(path, reading: reading) }
    }

    /// The document at `path`, read as `reading` says.
    static func read(_ path: String, reading: Reading) throws -> SceneDocument {
        switch reading {
        case .readOnly: try SceneDocument.load(contentsOf: path, readOnly: true)
        case .splicing: try SceneDocument(xml: SceneXMLDocument.loadForSplicing(contentsOf: path))
        case .tree: try SceneDocument.load(contentsOf: path)
        }
    }

    /// A document's bytes (standard input's), read as `reading` says.
    static func read(_ bytes: [UInt8], path: String, reading: Reading) throws -> SceneDocument {
        switch reading {
        case .readOnly: try SceneDocument(xml: SceneXMLDocument(bytes: bytes, path: path, readOnly: true))
        case .splicing: try SceneDocument(xml: SceneXMLDocument.forSplicing(bytes: bytes, path: path))
        case .tree: try SceneDocument(xml: SceneXMLDocument(bytes: bytes, path: path))
        }
    }

    /// A loaded document, or its failure as a batch reports it.
    static func batchResult(path: String, _ load: () throws -> SceneDocument) -> Result<SceneDocument, Failure> {
        do {
            return .success(try load())
        } catch let error as XMLError {
            return .failure(Failure(failure: FileFailure(error),
                                    status: error.kind == .unreadable ? ExitStatus.unreadable : ExitStatus.invalid))
        } catch {
            return .failure(Failure(failure: FileFailure(path: path, kind: "malformed-xml", message: "\(error)"), status: ExitStatus.invalid))
        }
    }
}
