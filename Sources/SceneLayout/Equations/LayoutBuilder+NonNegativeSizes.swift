import LayoutSolver
import SceneModel

extension LayoutBuilder {
    /// Auto Layout never gives a view a negative width or height: its engine holds every
    /// view's size at zero or more as a required constraint (at run time a lone
    /// `width == -16` is reported as unsatisfiable, TOCropViewController issue 479).
    /// None of the corpus's 475 documents stores a negative size, and where the
    /// constraints alone would make one Xcode stores zero: Fusuma's camera view (two equal
    /// spacers around a view whose aspect ratio, at 750, would make them −16 each: stored 0,
    /// the ratio broken). Added only for views a solve left negative, and solved again, so
    /// the other layouts do not carry two more rows per view: the constraint binds only
    /// where a size would go below zero. Honest agreement +4 views (Fusuma 3, Lockdown's
    /// empty label), none lost; 11 views of Esri's Animate 3D settings (static rows whose
    /// contents need 82 points of a 44-point row, which Xcode sizes by content) now form an
    /// unsatisfiable set and are reported so.
    /// `floored` names the sizes already held (`id.width`, `id.height`), which are not
    /// added twice. Returns whether any was added.
    /// A layout the constraints leave open anywhere is left as it is: there the negative
    /// size comes from the stays of the open-variable pass, not from the constraints, and
    /// Add Missing Constraints reads the open motions of that solution.
    func holdNegativeSizesAtZero(except floored: inout Set<String>) -> Bool {
        guard ambiguousViews.isEmpty else { return false }
        var added = false
        for view in views where view.id != root.id {
            guard let item = item(view.id) else { continue }
            for (variable, name) in [(item.width, "width"), (item.height, "height")] {
                let key = "\(view.id).\(name)"
                guard solver.value(of: variable) < -0.001, floored.insert(key).inserted else { continue }
                _ = add(LinearExpression(variable), .greaterThanOrEqual, label: "\(name) ≥ 0 \(view.id)")
                added = true
            }
        }
        return added
    }
}
