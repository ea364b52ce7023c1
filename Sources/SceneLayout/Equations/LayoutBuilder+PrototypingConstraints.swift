import SceneModel

/// Interface Builder's prototyping constraints. Apple's Auto Layout Guide ("Working with
/// Constraints in Interface Builder"): a view put on the canvas gets "a set of prototyping
/// constraints that define the view's current size and position relative to the upper
/// left corner"; "as soon as you create your first constraint, the system removes all
/// the prototyping constraints from the views referenced by the constraint". A build adds
/// them too (the runtime names them `NSIBPrototypingLayoutConstraint`, "IB auto generated
/// at build time for view with fixed frame"). So a subview saved not translating its mask
/// that no constraint of the document mentions (neither its own nor any other, placeholder
/// or not) is held at its frame, and Interface Builder does not call it ambiguous, while
/// the tool's constraints leave its whole frame open.
///
/// Only the report changes: the frames keep the stays' answer (the drawn size, the
/// position held as the tool holds any open position) and misplacement keeps leaving out
/// what the constraints leave open. The writers' engine (`SceneLayoutEngine.forWriters`)
/// still flags such a view: Add Missing Constraints gives a view with no constraints its
/// constraints, as Interface Builder's does (`FrameExtractor.judgesAsInterfaceBuilder`).
/// Evidence: the corpus holds 7 such subviews. Xcode flags none; the tool reported the 5
/// of IBAnimatable's demo (Xcode 8.3: two nested circles, their add button, the cart's
/// button and "TOTAL" label), the other 2 are document views of clip views (Automattic,
/// duckduckgo) that AppKit's container places already. Views arranged by a stack or a grid
/// are placed by it, not prototyped; keyed children (a cell's content view, a table's
/// header) are placed by their owners.
extension LayoutBuilder {
    /// Whether Interface Builder holds `view` at its frame by prototyping constraints (above).
    func isHeldByPrototypingConstraints(_ view: View) -> Bool {
        view.id != root.id && view.isSubview && view.parent != nil
            && !view.translatesAutoresizingMaskIntoConstraints && !arrangedViews.contains(view.id)
            && !constraintReferencedViewIDs.contains(view.id)
    }

    /// Every id a constraint of this scene mentions (first and second items, the owner of a
    /// constraint that omits its first item), whatever the constraint's installation.
    func makeConstraintReferencedViewIDs() -> Set<String> {
        var ids: Set<String> = []
        ids.reserveCapacity(2 * views.reduce(0) { $0 + $1.constraints.count })
        for view in views {
            for constraint in view.constraints {
                ids.insert(constraint.firstItem)
                if let second = constraint.secondItem { ids.insert(second) }
            }
        }
        return ids
    }
}
