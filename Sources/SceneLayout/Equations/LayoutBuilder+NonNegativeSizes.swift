import LayoutSolver
import SceneModel

extension LayoutBuilder {
    /// Below this a solved size counts as negative (solver noise stays well under it).
    static let negativeSizeTolerance = 0.001
    static let nonNegativeSizeLabel = "size not negative"
    /// Holding one size at zero can push another below it (PopcornTimeTV's chained tvOS
    /// labels); a few rounds settle every corpus case.
    static let nonNegativeSizeRounds = 4

    /// Auto Layout never gives a view a negative width or height: Apple's Auto Layout
    /// Guide ("Anatomy of a Constraint", the attribute table) says of Height and Width
    /// "these values can never be negative", and UIKit reports a lone `width == -16` as
    /// unsatisfiable. The solver knows nothing of that, so after the solve (`report`) every
    /// view whose solved size is negative gets that size held at zero or more, as required,
    /// and the layout is solved again; a size the constraints already put at zero or more
    /// never meets the bound, so a layout without negative sizes is unchanged. Where the
    /// document's own required constraints demand the negative size (a stale cell content
    /// view one point high with 8-point margins), the bound is the constraint broken: it is
    /// taken out again, so that no conflict is reported that Interface Builder does not
    /// report. Two owners agree: ytakzk (an aspect ratio at 750 between two spacers, 3 views)
    /// and confirmedcode (a label in a hidden view collapsed at 999, 1 view); it changes
    /// frames in 5 corpus files (4 counted views right, none worse) and in no fresh set, where
    /// nothing solves to a negative size (AccuracyLog, session 19, optional23).
    func solveKeepingSizesNonNegative(after report: SolveReport) -> SolveReport {
        var report = report
        var bounds: Set<ConstraintID> = []
        for _ in 0..<Self.nonNegativeSizeRounds {
            let added = holdNegativeSizesAtZero()
            guard !added.isEmpty else { break }
            bounds.formUnion(added)
            report = solver.solve()
        }
        let brokenBounds = report.conflicts.lazy.map(\.broken).filter { bounds.contains($0) }
        guard !brokenBounds.isEmpty else { return report }
        for id in Set(brokenBounds) { solver.remove(id) }
        return solver.solve()
    }

    /// A required `size >= 0` for every negative size of a view but the root's.
    private func holdNegativeSizesAtZero() -> [ConstraintID] {
        var added: [ConstraintID] = []
        for view in views where view.id != root.id {
            guard let item = items[view.id] else { continue }
            for size in [item.width, item.height] where solver.value(of: size) < -Self.negativeSizeTolerance {
                added.append(add(LinearExpression(size), .greaterThanOrEqual, label: Self.nonNegativeSizeLabel))
            }
        }
        return added
    }
}
