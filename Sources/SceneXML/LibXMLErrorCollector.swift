import Foundation
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
        let message = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        entries.append(Entry(
            line: Int(error.pointee.line),
            column: Int(error.pointee.int2),
            message: message,
            isWarning: error.pointee.level == XML_ERR_WARNING
        ))
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

