import Foundation
import SceneLayout
import SceneModel

/// Documents laid out by the default engine (`SceneLayoutEngine()`), each once per test
/// process. Five suites lay every corpus document out in its own configuration with that
/// engine (`WarningAgreementTests`, `StoredPositionIndependenceTests`, `ConstraintOrderTests`,
/// and the default side of `ReplayedPassTests` and `ReadInsetsPassTests`, which also share
/// their sampled devices): they take the layout from here, so one pass serves them all
/// where each made its own. The engine is deterministic and the layout a value, so sharing
/// changes nothing a suite checks; each suite still makes the other side of its comparison.
///
/// Keyed by the file's path and the traits (nil: the document's own configuration). Safe
/// under parallel tests: the first caller of a key lays the document out while later callers
/// of that key wait for it; other keys go on meanwhile.
enum SharedCorpusLayouts {
    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var layout: DocumentLayout?  // guarded by `lock`
    }

    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        var entries: [String: Entry] = [:]  // guarded by `lock`
    }

    private static let table = Table()

    /// The default engine's layout of the document at `path` for `traits`, laid out from
    /// `document()` the first time it is asked for.
    static func layout(path: String, traits: TraitCollection? = nil,
                       document: () throws -> SceneDocument) rethrows -> DocumentLayout {
        let key = traits.map { "\(path)\n\($0)" } ?? path
        let entry: Entry = table.lock.withLock {
            if let entry = table.entries[key] { return entry }
            let entry = Entry()
            table.entries[key] = entry
            return entry
        }
        return try entry.lock.withLock {
            if let layout = entry.layout { return layout }
            let layout = SceneLayoutEngine().layout(try document(), traits: traits)
            entry.layout = layout
            return layout
        }
    }
}
