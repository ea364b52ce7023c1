import SceneLayout
import SceneModel
import TestSupport

/// Documents laid out by the default engine (`SceneLayoutEngine()`), each once per test
/// process. Five suites lay every corpus document out in its own configuration with that
/// engine (`WarningAgreementTests`, `StoredPositionIndependenceTests`, `ConstraintOrderTests`,
/// and the default side of `ReplayedPassTests` and `ReadInsetsPassTests`, which also share
/// their sampled devices): they take the layout from here, so one pass serves them all
/// where each made its own. The engine is deterministic and the layout a value, so sharing
/// changes nothing a suite checks; each suite still makes the other side of its comparison.
/// Keyed by the file's path and the traits (nil: the document's own configuration).
enum SharedCorpusLayouts {
    private static let table = ComputedOnce<DocumentLayout>()

    /// The default engine's layout of the document at `path` for `traits`, laid out from
    /// `document()` the first time it is asked for.
    static func layout(path: String, traits: TraitCollection? = nil,
                       document: () throws -> SceneDocument) rethrows -> DocumentLayout {
        try table.value(for: traits.map { "\(path)\n\($0)" } ?? path) {
            SceneLayoutEngine().layout(try document(), traits: traits)
        }
    }
}
