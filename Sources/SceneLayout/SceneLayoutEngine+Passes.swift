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
                       placement: ContainerPlacement? = nil,
                       answersAmbiguityQuestion: Bool = false) -> (LayoutBuilder, SolveReport) {
        func builder(_ geometry: [String: Rect]?) -> LayoutBuilder {
            let builder = LayoutBuilder(document: document, scene: scene, root: root, traits: traits, provider: provider,
                                        bars: bars, geometry: geometry, placement: placement)
            builder.appliesStackAmbiguitySuppression = appliesStackAmbiguitySuppression
            builder.answersAmbiguityQuestion = answersAmbiguityQuestion
            return builder
        }
        /// `mayBeFollowed`: another pass can come, which may reuse this one's solutions.
        func pass(_ builder: LayoutBuilder, mayBeFollowed: Bool) -> (LayoutBuilder, SolveReport) {
            builder.solver.timeBudget = solverTimeBudget
            builder.solver.keepsSolutionsForReuse = mayBeFollowed && reusesSolutionsBetweenPasses
            builder.build()
            builder.solver.solve()
            builder.addStaysForOpenVariables(holdingPositionsAsDrawn: holdingPositionsAsDrawn)
            return (builder, builder.solver.solve())
        }
        var (current, report) = pass(builder(nil), mayBeFollowed: Self.extraPasses > 0)
        for passIndex in 0..<Self.extraPasses {
            // The next pass's builder answers whether the insets moved; asking only reads,
            // so the same builder then lays out the pass.
            let next = builder(current.solvedFrames())
            next.collectViews()
            // Another pass while insets move, or while the heights of labels wrapped at the
            // widths the previous pass solved change.
            guard !current.hasSameGeometryDependentInsets(as: next)
                    || current.measuredTextHeightsUsed != next.measuredTextHeights() else { break }
            // A pass changes only the components that geometry-dependent insets reach; the
            // others take the previous pass's solution (`SolutionArchive`), and their views
            // what the previous pass found open. The previous builder goes before the pass
            // runs: only its solver's archive and its findings are kept.
            next.solver.reuseSolutions(from: current.solver)
            next.earlierOpenVariableFindings = current.openVariableFindings
            current = next
            (current, report) = pass(current, mayBeFollowed: passIndex + 1 < Self.extraPasses)
        }
        return (current, report)
    }
}
