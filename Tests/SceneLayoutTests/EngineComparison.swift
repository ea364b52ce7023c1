@testable import SceneLayout
import SceneModel
import TestSupport

/// What the engine's comparison tests ask of two ways of laying out the same document
/// (`ReplayedPassTests`: replayed passes against fresh solvers; `ReadInsetsPassTests`: the
/// pass decision on read insets against every inset; `PassReuseTests`).
enum EngineComparison {
    /// Whether `first` and `second` give the same scenes (frames, ambiguity, misplacement)
    /// and the same diagnostics. A Bool, so a failing `#expect` does not describe the documents.
    static func sameLayout(_ first: SceneLayoutEngine, _ second: SceneLayoutEngine,
                           _ document: SceneDocument, traits: TraitCollection?) -> Bool {
        sameLayout(first.layout(document, traits: traits), second, document, traits: traits)
    }

    /// Whether `second` gives `first`, a layout made already (the corpus suites take the
    /// default engine's from `SharedCorpusLayouts`).
    static func sameLayout(_ first: DocumentLayout, _ second: SceneLayoutEngine,
                           _ document: SceneDocument, traits: TraitCollection?) -> Bool {
        let other = second.layout(document, traits: traits)
        return "\(first.scenes)" == "\(other.scenes)" && first.diagnostics == other.diagnostics
    }

    /// Each root's settled builder (its last pass), in the document's own configuration, in
    /// the order of the scenes and their roots.
    static func settledBuilders(_ document: SceneDocument, engine: SceneLayoutEngine = SceneLayoutEngine()) -> [LayoutBuilder] {
        let bars = SimulatedBars.forDocument(document)
        return document.scenes.flatMap { scene in
            scene.rootViews.map { root in
                engine.settledLayout(document: document, scene: scene, root: root, traits: LayoutFixture.traits(document),
                                     bars: bars, holdingPositionsAsDrawn: false).0
            }
        }
    }
}
