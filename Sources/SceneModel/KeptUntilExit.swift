import SceneXML

/// What `check`'s last document leaves behind (its model with the parsed document, the last
/// root's layout builder with its solver, its layout) and the run's compiled schema, kept
/// alive until the process exits instead of freed: freeing them is work done just before the
/// operating system takes the whole address space back, 7.7 M instructions of `check` on
/// the 1,000-view benchmark document (`Documents/PERFORMANCE.md`, session 16, perf19). Only
/// the last document's objects are kept, and only when documents are checked one at a time,
/// so every other document is still freed before the next one is read (peak memory, issue
/// 13). The price: what the run allocates after the last layout (the report) no longer
/// reuses the last document's memory, about 0.3 MB of peak; `resolve`, whose JSON is as
/// large as the document, does not keep its document.
///
/// Off unless the command line switches it on (`isEnabled`, once, before any document is
/// read): a library user, or a test running a command in its own process, frees everything.
public enum KeptUntilExit {
    /// Whether `keep` keeps anything; the `scenelayout` executable sets it at start.
    public static var isEnabled: Bool {
        get { lock.lock(); defer { lock.unlock() }; return enabled }
        set { lock.lock(); enabled = newValue; lock.unlock() }
    }

    /// Keeps `value` (an object, or a value whose storage would be freed with it) alive
    /// until the process exits, when enabled; otherwise does nothing, and `value` is freed
    /// by its last owner as usual.
    public static func keep(_ value: Any) {
        lock.lock()
        defer { lock.unlock() }
        guard enabled else { return }
        kept.append(value)
    }

    /// What has been kept (tests ask which objects).
    static var keptValues: [Any] {
        lock.lock()
        defer { lock.unlock() }
        return kept
    }

    private static let lock = ThreadLock()
    nonisolated(unsafe) private static var enabled = false
    nonisolated(unsafe) private static var kept: [Any] = []
}
