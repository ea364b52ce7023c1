import Foundation

/// Values made once per test process and key, for suites that would otherwise each make the
/// same costly value (a corpus document's layout: `SharedCorpusLayouts` in the layout tests,
/// `SharedWriterLayouts` in the command tests). Safe under parallel tests: the first caller
/// of a key makes the value while later callers of that key wait for it; other keys go on.
public final class ComputedOnce<Value: Sendable>: @unchecked Sendable {
    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var value: Value?  // guarded by `lock`
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]  // guarded by `lock`

    public init() {}

    /// The value for `key`, made by `make` the first time the key is asked for.
    public func value(for key: String, _ make: () throws -> Value) rethrows -> Value {
        let entry: Entry = lock.withLock {
            if let entry = entries[key] { return entry }
            let entry = Entry()
            entries[key] = entry
            return entry
        }
        return try entry.lock.withLock {
            if let value = entry.value { return value }
            let value = try make()
            entry.value = value
            return value
        }
    }
}
