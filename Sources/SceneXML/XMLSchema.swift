import CLibXML2
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A compiled W3C XML Schema that validates `SceneXMLDocument`s, reporting every problem
/// with its line.
public final class XMLSchema {
    private let schema: xmlSchemaPtr
    /// The schema's own document, parsed as scene documents are (no DTD defaults, no
    /// entities); libxml2's compiled schema refers into it, so it lives as long.
    private let source: SceneXMLDocument
    public let path: String
    /// The element names the schema does not declare, whose attributes the streaming
    /// validator can leave out.
    let undeclaredElements: UndeclaredElementNames

    public static func load(contentsOf path: String) throws -> XMLSchema {
        try XMLSchema(bytes: FileReader.readBytes(atPath: path, limit: 16 << 20), path: path)
    }

    /// The schema is parsed like a scene document (no network, no entities, no DTD) and
    /// must be self-contained: `xs:include` and `xs:import` are refused, as libxml2 would
    /// otherwise fetch them, from the network too, and expand their entities.
    public init(bytes: [UInt8], path: String) throws {
        self.path = path
        do {
            source = try SceneXMLDocument(bytes: bytes, path: path)
        } catch let error as XMLError {
            throw XMLError(kind: .schema, path: path, line: error.line, column: error.column, message: "invalid schema: \(error.message)")
        }
        let collector = LibXMLErrorCollector()
        let document = source
        let compiled: xmlSchemaPtr? = collector.capturing {
            guard let parser = xmlSchemaNewDocParserCtxt(document.pointer) else { return nil }
            defer { xmlSchemaFreeParserCtxt(parser) }
            return xmlSchemaParse(parser)
        }
        guard let compiled else {
            let first = collector.errors.first
            throw XMLError(kind: .schema, path: path, line: first?.line ?? 0, column: first?.column ?? 0,
                           message: "invalid schema: \(first?.message ?? "cannot be compiled")")
        }
        schema = compiled
        undeclaredElements = UndeclaredElementNames(schema: document.pointer)
    }

    deinit { xmlSchemaFree(schema) }

    /// The compiled schema, for the streaming validator (`SchemaStreamValidator`).
    var pointer: xmlSchemaPtr { schema }

    /// Every schema violation in the document; empty when it is valid. A document read
    /// with `SceneXMLDocument.load(contentsOf:validatingAgainst:)` was validated while it
    /// was parsed, with the same result, and has no tree to validate here.
    public func validate(_ document: SceneXMLDocument) -> [XMLError] {
        let collector = LibXMLErrorCollector()
        guard let context = xmlSchemaNewValidCtxt(schema) else {
            return [XMLError(kind: .schema, path: document.path, message: "out of memory while validating")]
        }
        defer { xmlSchemaFreeValidCtxt(context) }
        let result: Int32 = collector.capturing {
            let opaque = Unmanaged.passUnretained(collector).toOpaque()
            xmlSchemaSetValidStructuredErrors(context, { context, error in
                guard let context, let error else { return }
                Unmanaged<LibXMLErrorCollector>.fromOpaque(context).takeUnretainedValue().record(error)
            }, opaque)
            return xmlSchemaValidateDoc(context, document.pointer)
        }
        var errors = collector.errors.map {
            XMLError(kind: .schema, path: document.path, line: $0.line, column: max($0.column, 1), message: $0.message)
        }
        if result != 0 && errors.isEmpty {
            errors.append(XMLError(kind: .schema, path: document.path, line: 1, column: 1, message: "the document does not match the schema"))
        }
        return errors
    }
}
