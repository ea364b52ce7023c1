import LayoutSolver
import SceneModel

/// Where the anchors of one scene root's items lie when the document is drawn as stored:
/// what a writer that adds constraints needs to choose constants that keep every view
/// where it is drawn. Views are read at their stored frames (alignment rectangles);
/// layout guides, scroll content areas and margins where the layout puts them (the
/// `.solved` presentation in the document's own configuration). Values are in the root's
/// coordinates, y down; horizontal locations of constraints held by a right-to-left view
/// are measured in mirrored coordinates, as the layout evaluates them, so that the
/// difference of two values is the constant a constraint between them needs.
public final class AnchorGeometry {
    let builder: LayoutBuilder

    init(builder: LayoutBuilder) {
        self.builder = builder
    }

    /// The scene root this geometry belongs to.
    public var rootID: String { builder.root.id }

    /// Whether the layout placed `viewID` (installed for the document's own traits).
    public func isLaidOut(_ viewID: String) -> Bool { builder.item(viewID)?.view != nil }

    /// The view's stored alignment rectangle in root coordinates (y down, x from the left).
    public func storedRect(of viewID: String) -> Rect? {
        guard let view = builder.document.viewsByID[viewID], builder.item(viewID) != nil else { return nil }
        return builder.storedAlignmentRect(view)
    }

    /// Whether the view's frame measures y from its superview's bottom edge (AppKit, in a
    /// superview that is not flipped): its "Y position" is then where its bottom edge is.
    public func measuresYFromBottom(_ viewID: String) -> Bool {
        guard builder.document.header.platform == .macOS, let view = builder.document.viewsByID[viewID] else { return false }
        return !AppKitGeometry.isFlipped(view.parent)
    }

    /// The layout direction of constraints held by `ownerID`.
    public func isRightToLeft(owner ownerID: String) -> Bool {
        guard let owner = builder.document.viewsByID[ownerID] else { return builder.traits.layoutDirection == .rightToLeft }
        return builder.direction(for: owner) == .rightToLeft
    }

    /// The value of `attribute` of the item `id` (a view or a layout guide), as a
    /// constraint held by `ownerID` whose other item is `other` reads it: a scroll view's
    /// edges seen from a view inside it are its content area, as in the layout. Nil when
    /// the item is not laid out.
    public func value(_ attribute: LayoutAttribute, of id: String, other: String?, owner ownerID: String) -> Double? {
        guard let item = anchorItem(id, other: other, attribute: attribute) else { return nil }
        let mirrored = isRightToLeft(owner: ownerID) && attribute.axis == .horizontal && !attribute.isSize
        guard mirrored else { return evaluate(item, attribute, direction: .leftToRight) }
        // As `LayoutBuilder.addDocumentConstraints` does: leading and trailing swap, and
        // locations are measured from the root's right edge.
        let swapped: LayoutAttribute
        switch attribute {
        case .leading: swapped = .trailing
        case .trailing: swapped = .leading
        case .leadingMargin: swapped = .trailingMargin
        case .trailingMargin: swapped = .leadingMargin
        default: swapped = attribute
        }
        guard let plain = evaluate(item, swapped, direction: .leftToRight) else { return nil }
        return builder.rootLayoutSize.width - plain
    }

    /// Which dimensions of a scroll view's content area (its own, or its content layout
    /// guide) the constraints leave open by half a point or more.
    public func openContentSize(of scrollViewID: String) -> (width: Bool, height: Bool) {
        guard let view = builder.item(scrollViewID)?.view, view.elementName == "scrollView" else { return (false, false) }
        let guideID = view.guide(.contentLayoutGuide)?.id
        guard let content = builder.item("\(view.id)#content") ?? guideID.flatMap({ builder.item($0) }) else { return (false, false) }
        func isOpen(_ variable: Variable) -> Bool {
            guard case .ambiguous(let first, let second) = builder.solver.ambiguity(of: variable) else { return false }
            return abs(first - second) >= LayoutBuilder.reportedAmbiguity
        }
        return (isOpen(content.width), isOpen(content.height))
    }

    /// A view's solved layout margins (left and right absolute).
    public func margins(of viewID: String) -> EdgeInsets? { builder.item(viewID)?.margins }

    private func anchorItem(_ id: String, other: String?, attribute: LayoutAttribute) -> LayoutItem? {
        if let view = builder.item(id)?.view, view.elementName == "scrollView", let other,
           isDescendant(other, of: view), ![.width, .height, .centerX, .centerY].contains(attribute) {
            return solvingIfNew("\(view.id)#content") { builder.scrollContent(of: view) }
        }
        return builder.item(id) ?? solvingIfNew(id) { builder.guideItem(id) }
    }

    /// An item no constraint named yet is made now, and the layout solved again to place it
    /// (its own constraints only tie it to its owner).
    private func solvingIfNew(_ id: String, _ make: () -> LayoutItem?) -> LayoutItem? {
        let existed = builder.item(id) != nil
        let item = make()
        if !existed, item != nil { _ = builder.solver.solve() }
        return item
    }

    private func isDescendant(_ id: String, of view: View) -> Bool {
        var current = builder.document.viewsByID[id]?.parent
        while let candidate = current {
            if candidate.id == view.id { return true }
            current = candidate.parent
        }
        return false
    }

    /// The expression's value, a view's own variables read from its stored alignment
    /// rectangle and everything else from the solution.
    private func evaluate(_ item: LayoutItem, _ attribute: LayoutAttribute, direction: LayoutDirection) -> Double? {
        guard let expression = item.expression(attribute, direction: direction) else { return nil }
        var stored: [Variable: Double] = [:]
        if let view = item.view, view.id != builder.root.id, let rect = builder.storedAlignmentRect(view) {
            stored = [item.x: rect.x, item.y: rect.y, item.width: rect.width, item.height: rect.height]
        }
        var value = expression.constant
        for term in expression.terms {
            value += term.coefficient * (stored[term.variable] ?? builder.solver.value(of: term.variable))
        }
        return value
    }
}

extension SceneLayoutEngine {
    /// The anchor geometry of each root view of a scene, in the document's own
    /// configuration (what Add Missing Constraints reads its constants from).
    public func anchorGeometry(_ document: SceneDocument, sceneID: String) -> [AnchorGeometry] {
        guard let scene = document.scenes.first(where: { $0.id == sceneID }) else { return [] }
        let traits = DeviceTable.documentTraits(document.header)
        let bars = SimulatedBars.forDocument(document)
        return scene.rootViews.map { root in
            let (builder, _) = settledLayout(document: document, scene: scene, root: root, traits: traits, bars: bars,
                                             holdingPositionsAsDrawn: false, readsInsetsAfterwards: true)
            return AnchorGeometry(builder: builder)
        }
    }
}
