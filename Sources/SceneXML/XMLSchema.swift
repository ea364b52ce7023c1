import CLibXML2
import Foundation

/// A compiled W3C XML Schema that validates `XMLDocument`s, reporting every problem
/// with its line.
public final class XMLSchema {
    private let schema: xmlSchemaPtr
    public let path: String

    public static func load(contentsOf path: String) throws -> XMLSchema {
        try XMLSchema(bytes: FileReader.readBytes(atPath: path, limit: 16 << 20), path: path)
    }

    public init(bytes: [UInt8], path: String) throws {
        self.path = path
        let collector = LibXMLErrorCollector()
        let compiled: xmlSchemaPtr? = collector.capturing {
            bytes.withUnsafeBufferPointer { buffer -> xmlSchemaPtr? in
                guard let base = buffer.baseAddress else { return nil }
                return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars -> xmlSchemaPtr? in
                    guard let parser = xmlSchemaNewMemParserCtxt(chars, Int32(buffer.count)) else { return nil }
                    defer { xmlSchemaFreeParserCtxt(parser) }
                    return xmlSchemaParse(parser)
                }
            }
        }
        guard let compiled else {
            let first = collector.errors.first
            throw XMLError(kind: .schema, path: path, line: first?.line ?? 0, column: first?.column ?? 0,
                           message: "invalid schema: \(first?.message ?? "cannot be compiled")")
        }
        schema = compiled
    }

    deinit { xmlSchemaFree(schema) }

    /// Every schema violation in the document; empty when it is valid.
    public func validate(_ document: XMLDocument) -> [XMLError] {
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
