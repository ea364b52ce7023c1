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
                       answersAmbiguityQuestion: Bool = false,
                       readsInsetsAfterwards: Bool = false,
                       releasing releasedHolds: ReleasedHolds = ReleasedHolds()) -> (LayoutBuilder, SolveReport) {
        func builder(_ geometry: [String: Rect]?, solver: Solver = Solver()) -> LayoutBuilder {
            let builder = LayoutBuilder(document: document, scene: scene, root: root, traits: traits, provider: provider,
                                        bars: bars, geometry: geometry, placement: placement, solver: solver)
            builder.appliesStackAmbiguitySuppression = appliesStackAmbiguitySuppression
            builder.answersAmbiguityQuestion = answersAmbiguityQuestion
            builder.reportsAmbiguityAsInterfaceBuilder = asksAmbiguityQuestion
            builder.releasedHolds = releasedHolds
            return builder
        }
        /// Solves a built pass. `mayBeFollowed`: another pass can come, which may reuse this
        /// one's solutions and replay its build.
        func solve(_ builder: LayoutBuilder, mayBeFollowed: Bool) -> SolveReport {
            if mayBeFollowed && replaysPassesInPlace { builder.solver.keepBuiltState() }
            builder.solver.timeBudget = solverTimeBudget
            builder.solver.keepsSolutionsForReuse = mayBeFollowed && reusesSolutionsBetweenPasses
            builder.solver.solve()
            builder.addStaysForOpenVariables(holdingPositionsAsDrawn: holdingPositionsAsDrawn)
            // Sizes are held non-negative after the stays, so that what the constraints
            // leave open is asked unchanged (`LayoutBuilder+NonNegativeSizes`).
            return builder.solveKeepingSizesNonNegative(after: builder.solver.solve())
        }
        var current = builder(nil)
        current.build()
        var report = solve(current, mayBeFollowed: Self.extraPasses > 0)
        for passIndex in 0..<Self.extraPasses {
            let geometry = current.solvedFrames()
            // The next pass's builder answers whether the insets moved; asking only reads
            // (the solver is not touched), so the same builder then lays out the pass.
            let next = builder(geometry, solver: replaysPassesInPlace ? current.solver : Solver())
            next.collectViews()
            next.earlierSymbolAlignmentSizes = current.symbolAlignmentSizes()
            // Another pass while insets move, or while the heights of labels wrapped at the
            // widths the previous pass solved change.
            let comparingEveryInset = readsInsetsAfterwards || !settlesOnReadInsets
            guard !current.hasSameGeometryDependentInsets(as: next, comparingEveryInset: comparingEveryInset)
                    || current.measuredTextHeightsUsed != next.measuredTextHeights() else { break }
            // A pass changes only the components that geometry-dependent insets reach; the
            // others take the previous pass's solution (`SolutionArchive`), and their views
            // what the previous pass found open. The previous builder goes before the pass
            // runs: only its solver (replayed, or its archive) and its findings are kept.
            let mayBeFollowed = passIndex + 1 < Self.extraPasses
            next.earlierOpenVariableFindings = current.openVariableFindings
            // The builder's solver is the previous pass's, replaying (`Solver+Replay`); when
            // the build differs in more than constants, a fresh solver lays the pass out.
            if replaysPassesInPlace, next.solver.beginReplay() {
                next.build()
                if next.solver.finishReplay() {
                    current = next
                    report = solve(current, mayBeFollowed: mayBeFollowed)
                    continue
                }
            }
            // Not replayable (the build differed from the previous pass's in more than
            // constants): a fresh solver, taking the previous pass's kept solutions.
            let fresh = replaysPassesInPlace ? builder(geometry) : next
            fresh.earlierSymbolAlignmentSizes = next.earlierSymbolAlignmentSizes
            fresh.solver.reuseSolutions(from: current.solver)
            fresh.earlierOpenVariableFindings = current.openVariableFindings
            current = fresh
            current.build()
            report = solve(current, mayBeFollowed: mayBeFollowed)
        }
        return (current, report)
    }
}
