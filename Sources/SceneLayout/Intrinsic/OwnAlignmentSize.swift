import SceneModel

/// The alignment size a view's own required constraints fix: a constant width or height, or
/// one of them from the other's constant through a required aspect ratio on the view itself.
/// Where Xcode saved the view in place (not flagged misplaced or ambiguous), its stored
/// frame minus this size is what its frame overhangs its alignment rectangle on that axis:
/// a measurement the tool reads where it has no metrics of its own (`SymbolImageOverhang`).
struct OwnAlignmentSize {
    var width: Double?
    var height: Double?

    init?(of view: View) {
        guard !view.isMisplaced, !view.isAmbiguous else { return nil }
        let own = view.constraints.filter { constraint in
            constraint.isInstalled && constraint.isRequired && constraint.relation == .equal
                && constraint.firstItem == view.id
                && (constraint.secondItem == nil || constraint.secondItem == view.id)
        }
        func constant(_ attribute: LayoutAttribute) -> Double? {
            own.first { $0.secondItem == nil && $0.firstAttribute == attribute && $0.multiplier == 1 }?.constant
        }
        /// A required aspect ratio `first = second × multiplier + constant` on the view itself.
        func ratio(_ first: LayoutAttribute, from second: LayoutAttribute, _ value: Double?) -> Double? {
            guard let value else { return nil }
            if let c = own.first(where: { $0.secondItem == view.id && $0.firstAttribute == first && $0.secondAttribute == second }) {
                return value * c.multiplier + c.constant
            }
            if let c = own.first(where: { $0.secondItem == view.id && $0.firstAttribute == second && $0.secondAttribute == first }),
               c.multiplier != 0 {
                return (value - c.constant) / c.multiplier
            }
            return nil
        }
        height = constant(.height) ?? ratio(.height, from: .width, constant(.width))
        width = constant(.width) ?? ratio(.width, from: .height, constant(.height))
        if width == nil && height == nil { return nil }
    }
}
