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
    /// where a size would go below zero.
    /// Returns whether any was added.
    func holdNegativeSizesAtZero() -> Bool {
        var added = false
        for view in views where view.id != root.id {
            guard let item = item(view.id) else { continue }
            if solver.value(of: item.width) < -0.001 {
                _ = add(LinearExpression(item.width), .greaterThanOrEqual, label: "width ≥ 0 \(view.id)")
                added = true
            }
            if solver.value(of: item.height) < -0.001 {
                _ = add(LinearExpression(item.height), .greaterThanOrEqual, label: "height ≥ 0 \(view.id)")
                added = true
            }
        }
        return added
    }
}
