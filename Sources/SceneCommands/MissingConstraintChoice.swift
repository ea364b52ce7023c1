import SceneLayout
import SceneModel

/// A constraint to add: `firstItem.firstAttribute = secondItem.secondAttribute + constant`.
struct PlannedConstraint: Equatable {
    /// The view whose `<constraints>` holds it (the nearest common ancestor of its items).
    var owner: String
    var firstItem: String
    var firstAttribute: LayoutAttribute
    var secondItem: String?
    var secondAttribute: LayoutAttribute?
    var constant: Double
    /// The ambiguous view it places.
    var placedView: String
}

/// Choosing the constraint that closes an open group of one view's frame attributes,
/// and what that choice reads.
struct MissingConstraintChoice {
    let document: SceneDocument
    let scene: Scene
    let geometry: AnchorGeometry
    let layouts: [String: ViewLayout]

    enum Side { case leading, trailing, top, bottom }

    /// The constraints that close `group`, Interface Builder's choice first, then the
    /// fallbacks tried when it would move a frame (`keepFramesInPlace`): an open sibling
    /// as the neighbour (it may be open together with the view, as two views whose
    /// widths are tied are), the superview alone, the other side, a fixed size.
    func plan(_ view: View, parent: View, group: [FrameAttribute], axis: LayoutAttribute.Axis) -> [PlannedConstraint] {
        let position: FrameAttribute = axis == .horizontal ? .xPosition : .yPosition
        let size: FrameAttribute = axis == .horizontal ? .width : .height
        let sizeAttribute: LayoutAttribute = axis == .horizontal ? .width : .height
        let arranged = parent.stack != nil && view.isSubview
        if arranged || parent.elementName == "scrollView" && !group.contains(position) {
            return group.contains(size) ? [fixedSize(view, sizeAttribute)].compactMap { $0 } : []
        }
        // The side a position fixes, and the one a size alone leaves open. AppKit measures
        // y from the bottom in a superview that is not flipped: there "Y position" is where
        // the bottom edge is, and an open height moves the top edge.
        let bottomUp = axis == .vertical && geometry.measuresYFromBottom(view.id)
        let near: Side = axis == .horizontal ? .leading : (bottomUp ? .bottom : .top)
        let far: Side = axis == .horizontal ? .trailing : (bottomUp ? .top : .bottom)
        var plans: [PlannedConstraint?] = []
        if group.contains(position) {
            plans = [edge(view, parent: parent, side: near), edge(view, parent: parent, side: near, neighbours: .any),
                     edge(view, parent: parent, side: near, neighbours: .none)]
            if group.contains(size) {
                plans += [edge(view, parent: parent, side: far), edge(view, parent: parent, side: far, neighbours: .any),
                          fixedSize(view, sizeAttribute)]
            }
        } else if group.contains(size) {
            let stretches = nearest(view, parent: parent, side: far, neighbours: .settled).map { $0.gap <= MissingConstraintPlanner.standardSpacing } ?? false
            let pinned = edge(view, parent: parent, side: far), fixed = fixedSize(view, sizeAttribute)
            plans = stretches ? [pinned, fixed] : [fixed, pinned]
            plans += [edge(view, parent: parent, side: far, neighbours: .any), edge(view, parent: parent, side: far, neighbours: .none)]
        }
        var unique: [PlannedConstraint] = []
        for plan in plans.compactMap({ $0 }) where !unique.contains(plan) { unique.append(plan) }
        return unique
    }

    /// A scroll view whose content area is open along `axis`: its far edge (trailing or
    /// bottom) is tied to the subview reaching furthest that way, at the distance that makes
    /// the content as large as the scroll view drawn, or just enclose that subview when it
    /// reaches beyond. To the content layout guide when the scroll view has one (the view
    /// first, as the corpus writes those), else to the scroll view (its content area, seen
    /// from inside).
    func planContentSize(of scrollView: View, axis: LayoutAttribute.Axis) -> PlannedConstraint? {
        let far: LayoutAttribute = axis == .horizontal ? .trailing : .bottom
        let owner = scrollView.id
        var best: (view: View, edge: Double)?
        for subview in scrollView.subviews where usable(subview, axis: axis) {
            guard let edge = geometry.value(far, of: subview.id, other: owner, owner: owner) else { continue }
            if best == nil || edge > best!.edge { best = (subview, edge) }
        }
        guard let best, let visibleFar = geometry.value(far, of: scrollView.id, other: nil, owner: owner) else { return nil }
        let distance = Self.clean(max(0, visibleFar - best.edge))
        if let guide = scrollView.guide(.contentLayoutGuide) {
            return PlannedConstraint(owner: owner, firstItem: best.view.id, firstAttribute: far, secondItem: guide.id, secondAttribute: far,
                                     constant: distance == 0 ? 0 : -distance, placedView: owner)
        }
        return PlannedConstraint(owner: owner, firstItem: owner, firstAttribute: far, secondItem: best.view.id, secondAttribute: far,
                                 constant: distance, placedView: owner)
    }

    private func fixedSize(_ view: View, _ attribute: LayoutAttribute) -> PlannedConstraint? {
        guard let value = geometry.value(attribute, of: view.id, other: nil, owner: view.id) else { return nil }
        return PlannedConstraint(owner: view.id, firstItem: view.id, firstAttribute: attribute, secondItem: nil, secondAttribute: nil,
                                 constant: Self.clean(value), placedView: view.id)
    }

    /// The nearest neighbour on one side: a settled sibling overlapping the view across the
    /// axis, when nearer than the superview's edge, else the superview; with the gap.
    private func nearest(_ view: View, parent: View, side: Side, neighbours: Neighbours) -> (sibling: View?, gap: Double)? {
        let owner = parent.id
        let (own, facing) = attributes(side)
        guard let edge = geometry.value(own, of: view.id, other: parent.id, owner: owner),
              let parentEdge = geometry.value(own, of: parent.id, other: view.id, owner: owner) else { return nil }
        let leadingSide = side == .leading || side == .top
        var best: (sibling: View?, gap: Double) = (nil, leadingSide ? edge - parentEdge : parentEdge - edge)
        guard neighbours != .none, let rect = geometry.storedRect(of: view.id) else { return best }
        for sibling in parent.subviews where sibling.id != view.id && usable(sibling, axis: neighbours == .settled ? own.axis : nil) {
            guard let other = geometry.storedRect(of: sibling.id),
                  let siblingEdge = geometry.value(facing, of: sibling.id, other: view.id, owner: owner) else { continue }
            let overlaps = own.axis == .horizontal
                ? min(rect.y + rect.height, other.y + other.height) > max(rect.y, other.y)
                : min(rect.x + rect.width, other.x + other.width) > max(rect.x, other.x)
            guard overlaps else { continue }
            let gap = leadingSide ? edge - siblingEdge : siblingEdge - edge
            if gap >= -0.5 && gap < best.gap { best = (sibling, gap) }
        }
        return best
    }

    /// Which siblings may be a neighbour: those settled along the axis (Interface Builder's
    /// choice: a constraint to an open view may leave the view open), any, or none.
    enum Neighbours { case settled, any, none }

    /// A sibling that can anchor a constraint along `axis` (any axis when nil): laid out,
    /// placed by constraints (an autoresizing one would have to change), not open along the
    /// axis, not conflicting.
    private func usable(_ sibling: View, axis: LayoutAttribute.Axis?) -> Bool {
        guard geometry.isLaidOut(sibling.id), !sibling.translatesAutoresizingMaskIntoConstraints,
              let layout = layouts[sibling.id], layout.installed, !layout.conflicting else { return false }
        guard let axis else { return true }
        let open: [FrameAttribute] = layout.ambiguity.map { Array($0.needs.joined()) } ?? []
        return !open.contains { $0.axis == axis }
    }

    /// The view's attribute on a side, and the one it faces on a neighbour there.
    private func attributes(_ side: Side) -> (own: LayoutAttribute, facing: LayoutAttribute) {
        switch side {
        case .leading: return (.leading, .trailing)
        case .trailing: return (.trailing, .leading)
        case .top: return (.top, .bottom)
        case .bottom: return (.bottom, .top)
        }
    }

    /// The edge constraint on one side, written as Xcode writes it: the placed view first
    /// on the leading and top sides (`view.leading = anchor + c`), the anchor first on the
    /// trailing and bottom sides (`anchor = view.trailing + c`), so constants are distances.
    private func edge(_ view: View, parent: View, side: Side, neighbours: Neighbours = .settled) -> PlannedConstraint? {
        guard let neighbour = nearest(view, parent: parent, side: side, neighbours: neighbours) else { return nil }
        let (own, facing) = attributes(side)
        let anchor: (item: String, attribute: LayoutAttribute)
        if let sibling = neighbour.sibling {
            anchor = (sibling.id, facing)
        } else {
            anchor = superviewAnchor(view, parent: parent, side: side, attribute: own)
        }
        let owner = parent.id
        guard let viewValue = geometry.value(own, of: view.id, other: anchor.item, owner: owner),
              let anchorValue = geometry.value(anchor.attribute, of: anchor.item, other: view.id, owner: owner) else { return nil }
        if side == .leading || side == .top {
            return PlannedConstraint(owner: owner, firstItem: view.id, firstAttribute: own, secondItem: anchor.item,
                                     secondAttribute: anchor.attribute, constant: Self.clean(viewValue - anchorValue), placedView: view.id)
        }
        return PlannedConstraint(owner: owner, firstItem: anchor.item, firstAttribute: anchor.attribute, secondItem: view.id,
                                 secondAttribute: own, constant: Self.clean(anchorValue - viewValue), placedView: view.id)
    }

    /// Which anchor of the superview: its margin when the view sits on it, its safe area
    /// when it has one and the view is inside it, a controller's legacy top or bottom guide
    /// when the view is clear of it, else its edge.
    private func superviewAnchor(_ view: View, parent: View, side: Side, attribute: LayoutAttribute) -> (item: String, attribute: LayoutAttribute) {
        let owner = parent.id
        guard let edge = geometry.value(attribute, of: view.id, other: parent.id, owner: owner) else { return (parent.id, attribute) }
        let margin: LayoutAttribute
        switch side {
        case .leading: margin = .leadingMargin
        case .trailing: margin = .trailingMargin
        case .top: margin = .topMargin
        case .bottom: margin = .bottomMargin
        }
        // Inside means: on the view's side of the anchor (its leading edge at or after it…).
        func inside(_ anchor: Double) -> Bool {
            side == .leading || side == .top ? edge >= anchor - MissingConstraintPlanner.sittingTolerance
                : edge <= anchor + MissingConstraintPlanner.sittingTolerance
        }
        if parent.elementName != "scrollView", let value = geometry.value(margin, of: parent.id, other: view.id, owner: owner),
           abs(value - edge) <= MissingConstraintPlanner.sittingTolerance {
            return (parent.id, margin)
        }
        if let safeArea = parent.guide(.safeArea), let value = geometry.value(attribute, of: safeArea.id, other: view.id, owner: owner),
           inside(value) {
            return (safeArea.id, attribute)
        }
        if side == .top || side == .bottom, parent.parent == nil, let controller = scene.controller(of: parent) {
            if side == .top, let guide = controller.topLayoutGuide,
               let value = geometry.value(.bottom, of: guide.id, other: view.id, owner: owner), inside(value) {
                return (guide.id, .bottom)
            }
            if side == .bottom, let guide = controller.bottomLayoutGuide,
               let value = geometry.value(.top, of: guide.id, other: view.id, owner: owner), inside(value) {
                return (guide.id, .top)
            }
        }
        return (parent.id, attribute)
    }

    /// Distances as drawn, without the noise of subtracting binary fractions
    /// (40.5 − 20.4 is 20.1, not 20.100000000000001).
    static func clean(_ value: Double) -> Double {
        let rounded = (value * 1000).rounded() / 1000
        let result = abs(rounded - value) < 1e-7 ? rounded : value
        return result == 0 ? 0 : result
    }
}

extension FrameAttribute {
    /// The axis along which this part of a frame lies.
    var axis: LayoutAttribute.Axis {
        self == .xPosition || self == .width ? .horizontal : .vertical
    }
}
