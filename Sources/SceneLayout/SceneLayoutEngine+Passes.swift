import LayoutSolver
import SceneModel

extension SceneLayoutEngine {
    /// Layout passes after the first while geometry-dependent insets still change.
    static let extraPasses = 2

    /// Lays out one root view. Safe-area insets and the margins a view inherits follow from
    /// where views are, which Auto Layout computes: the first pass reads them from the
    /// stored frames, and each further pass from the frames the previous one solved, until
    /// they settle (UIKit lays out again when a view's safe area or margins change; one or
    /// two passes suffice). In the document's own configuration the stored frames usually
    /// are the solution and no second pass runs.
    func settledLayout(document: SceneDocument, scene: Scene, root: View, traits: TraitCollection,
                       bars: [String: SimulatedBars], holdingPositionsAsDrawn: Bool,
                       placement: ContainerPlacement? = nil) -> (LayoutBuilder, SolveReport) {
        func builder(_ geometry: [String: Rect]?) -> LayoutBuilder {
            LayoutBuilder(document: document, scene: scene, root: root, traits: traits, provider: provider,
                          bars: bars, geometry: geometry, placement: placement)
        }
        func pass(_ builder: LayoutBuilder) -> (LayoutBuilder, SolveReport) {
            builder.solver.timeBudget = solverTimeBudget
            builder.build()
            builder.solver.solve()
            builder.addStaysForOpenVariables(holdingPositionsAsDrawn: holdingPositionsAsDrawn)
            return (builder, builder.solver.solve())
        }
        var (current, report) = pass(builder(nil))
        for _ in 0..<Self.extraPasses {
            // The next pass's builder answers whether the insets moved; asking only reads,
            // so the same builder then lays out the pass.
            let next = builder(current.solvedFrames())
            next.collectViews()
            guard !LayoutBuilder.sameInsets(current.geometryDependentInsets(), next.geometryDependentInsets())
                    || current.measuredTextHeightsUsed != next.measuredTextHeights() else { break }
            (current, report) = pass(next)
        }
        return (current, report)
    }
}
