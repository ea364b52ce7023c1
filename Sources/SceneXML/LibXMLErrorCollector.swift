#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CLibXML2

/// Collects libxml2's structured errors while one operation runs, instead of letting
/// libxml2 print them to stderr. libxml2 keeps the handler per thread, so the
/// install/restore pair below is safe as long as the operation runs on this thread.
final class LibXMLErrorCollector {
    struct Entry {
        var line: Int
        var column: Int
        var message: String
        var isWarning: Bool
    }

    private(set) var entries: [Entry] = []
    /// Past this many messages, more are dropped: hostile input can produce millions.
    private let limit = 200

    func record(_ error: UnsafePointer<xmlError>) {
        guard entries.count < limit else { return }
        let raw = error.pointee.message.map { String(cString: $0) } ?? "unknown libxml2 error"
        let message = Self.inToolWords(raw)
        entries.append(Entry(
            line: Int(error.pointee.line),
            column: Int(error.pointee.int2),
            message: message,
            isWarning: error.pointee.level == XML_ERR_WARNING
        ))
    }

    /// libxml2's message on one line (it splits some over two: "…encoding !\nBytes: 0xE9…"),
    /// with the ones that confuse rewritten: they name parser options the user cannot set
    /// or describe a symptom ("Document is empty") instead of the cause.
    static func inToolWords(_ raw: String) -> String {
        let line = raw.split(whereSeparator: \.isNewline).map { $0.trimmingSpacesAndTabs() }
            .filter { !$0.isEmpty }.joined(separator: " ")
        if line.hasPrefix("Input is not proper UTF-8") {
            let bytes = line.firstRange(of: "Bytes: ").map { " (bytes " + line[$0.upperBound...].prefix(19) + ")" } ?? ""
            return "the text is not valid UTF-8\(bytes) and the XML declaration names no other encoding"
        }
        if line.hasPrefix("Premature end of data in tag "), let match = line.firstMatch(of: /in tag (\S+) line (\d+)/) {
            return "the file ends before <\(match.1)> (line \(match.2)) is closed: it is cut short"
        }
        if line.hasPrefix("Document is empty") {
            return "no XML element found: the file is empty, blank or not text"
        }
        if line.hasPrefix("Start tag expected, '<' not found") {
            return "not an XML document: it does not start with an element"
        }
        if line.hasPrefix("Excessive depth in document") {
            return "elements are nested more than 256 deep, libxml2's limit"
        }
        if let range = line.firstRange(of: "use XML_PARSE_HUGE option") {
            let cause = line[..<range.lowerBound].trimmingScalars { $0 == " " || $0 == "," || $0 == ":" }
            return "\(cause): beyond libxml2's safety limit for a document"
        }
        if let match = line.firstMatch(of: /(failed to load external entity|Failed to load the document|Failed to parse the XML resource) "?'?([^'"]*)/) {
            return "refers to an external file or URL, \(match.2); nothing outside the file is loaded (a schema must be self-contained)"
        }
        return line
    }

    /// Runs `body` with this collector installed as libxml2's structured error handler.
    func capturing<T>(_ body: () throws -> T) rethrows -> T {
        let context = Unmanaged.passUnretained(self).toOpaque()
        xmlSetStructuredErrorFunc(context, { context, error in
            guard let context, let error else { return }
            Unmanaged<LibXMLErrorCollector>.fromOpaque(context).takeUnretainedValue().record(error)
        })
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        return try body()
    }

    var errors: [Entry] { entries.filter { !$0.isWarning } }
}

