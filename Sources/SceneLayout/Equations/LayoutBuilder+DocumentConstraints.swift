import LayoutSolver
import SceneModel

/// The document's own constraints as solver equations: items, attributes (mirrored right
/// to left), multipliers measured from the nearest common ancestor, size-class constants.
extension LayoutBuilder {
    /// The layout direction that applies to constraints held by `owner`.
    func direction(for owner: View) -> LayoutDirection {
        // Asked once per constraint: skip the XML when no variation can override it.
        let attribute = resolver.semanticContentAttribute(of: owner)
        switch attribute {
        case "forceRightToLeft": return .rightToLeft
        case "forceLeftToRight", "playback", "spatial": return .leftToRight
        default: return traits.layoutDirection
        }
    }

    func addDocumentConstraints(of owner: View) {
        for (index, constraint) in owner.constraints.enumerated() where resolver.isInstalled(constraint, owner: owner) {
            if let problem = ConstraintValidity.problem(constraint) {
                report(.error, .invalidConstraint, line: constraint.line, column: constraint.column, "\(document.describe(constraint)): \(problem)", items: [constraint.id])
                continue
            }
            guard let equation = equation(constraint.firstItem, constraint.firstAttribute, constraint.secondItem, constraint.secondAttribute,
                                          multiplier: constraint.multiplier, owner: owner, constant: {
                let constant = resolver.constant(of: constraint)
                if abs(constant) > ConstraintValidity.largestConstant {
                    // A size-class variation's constant; the base one was checked above.
                    report(.error, .invalidConstraint, line: constraint.line, column: constraint.column,
                           "\(document.describe(constraint)): a constant of \(SceneDocument.format(constant)) points is out of range", items: [constraint.id])
                    return nil
                }
                return constant
            }) else { continue }
            addDocumentConstraint(equation, constraint, owner: owner, source: ConstraintSource(owner: owner, index: index))
        }
    }

    static func relation(_ relation: ConstraintRelation) -> Relation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// `first.firstAttribute − (multiplier × second.secondAttribute + constant)`, the
    /// expression a constraint held by `owner` relates to zero; nil when an item is not laid
    /// out here (an uninstalled view, an item of another scene: the constraint does not
    /// apply) or when `constant`, asked once the first item is found, gives none.
    func equation(_ firstItem: String, _ firstAttribute: LayoutAttribute, _ secondItem: String?, _ secondAttribute: LayoutAttribute,
                  multiplier: Double, owner: View, constant: () -> Double?) -> LinearExpression? {
        // Right to left, a constraint that names leading or trailing is evaluated in
        // mirrored coordinates (x' = rootWidth − x), so a layout built from
        // leading/trailing comes out as the exact mirror image.
        let mirrored = direction(for: owner) == .rightToLeft && (firstAttribute.isDirectional || secondAttribute.isDirectional)
        guard let first = constrainedItem(firstItem, other: secondItem, attribute: firstAttribute),
              let firstExpression = expression(first, firstAttribute, mirrored: mirrored, owner: owner),
              let constant = constant() else {
            return nil
        }
        var rightSide = LinearExpression(constant: constant)
        var leftSide = firstExpression
        if let secondID = secondItem {
            guard let second = constrainedItem(secondID, other: firstItem, attribute: secondAttribute),
                  var secondExpression = expression(second, secondAttribute, mirrored: mirrored, owner: owner) else {
                return nil
            }
            if multiplier != 1, let origin = commonOrigin(first, second, axis: secondAttribute.axis, mirrored: mirrored) {
                // Locations are measured from the nearest common ancestor's origin (so
                // `centerX = 0.5 × superview.trailing` puts a view a quarter of the way
                // across its superview wherever that sits); with multiplier 1 the
                // origin cancels out.
                if !secondAttribute.isSize { secondExpression = secondExpression - origin }
                if !firstAttribute.isSize, firstAttribute.axis == secondAttribute.axis {
                    leftSide = leftSide - origin
                }
            }
            rightSide = rightSide + multiplier * secondExpression
        }
        return leftSide - rightSide
    }

    /// The origin, along one axis, of the nearest view containing both items (a guide or
    /// content area counts as its view), as an expression in root (or mirrored) coordinates.
    private func commonOrigin(_ a: LayoutItem, _ b: LayoutItem, axis: LayoutAttribute.Axis?, mirrored: Bool) -> LinearExpression? {
        guard let axis, let first = hostView(of: a), let second = hostView(of: b) else { return nil }
        var ancestors: Set<String> = []
        var current: View? = first
        while let view = current {
            ancestors.insert(view.id)
            current = view.parent
        }
        current = second
        while let view = current, !ancestors.contains(view.id) { current = view.parent }
        guard let ancestor = current, let item = items[ancestor.id] else { return nil }
        if axis == .vertical { return item.top }
        return mirrored ? expression(item, .leading, mirrored: true, owner: ancestor) : item.left
    }

    private func hostView(of item: LayoutItem) -> View? {
        switch item.kind {
        case .view(let view), .scrollContent(let view): return view
        case .guide(let guide): return guide.ownerID.flatMap { document.viewsByID[$0] }
        }
    }

    /// An attribute's expression; mirrored: as seen in the mirrored coordinates.
    private func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, mirrored: Bool, owner: View) -> LinearExpression? {
        guard mirrored, attribute.axis == .horizontal, !attribute.isSize, let rootItem = items[root.id] else {
            return item.expression(attribute, direction: mirrored ? .leftToRight : direction(for: owner))
        }
        let swapped: LayoutAttribute
        switch attribute {
        case .leading: swapped = .trailing
        case .trailing: swapped = .leading
        case .leadingMargin: swapped = .trailingMargin
        case .trailingMargin: swapped = .leadingMargin
        default: swapped = attribute
        }
        guard let plain = item.expression(swapped, direction: .leftToRight) else { return nil }
        return LinearExpression(rootItem.width) - plain
    }

    /// The item a constraint names. A scroll view's edges, as seen from a view inside it,
    /// are its content area; its width, height and centre stay its frame.
    private func constrainedItem(_ id: String, other: String?, attribute: LayoutAttribute) -> LayoutItem? {
        // One lookup (asked for both items of every document constraint).
        if let item = items[id] {
            if let view = item.view, view.elementName == "scrollView", let other, isDescendant(other, of: view),
               ![.width, .height, .centerX, .centerY].contains(attribute) {
                return scrollContent(of: view)
            }
            return item
        }
        if let guide = guideItem(id) { return guide }
        return nil   // an uninstalled view, or an item of another scene: the constraint does not apply
    }

    private func isDescendant(_ id: String, of view: View) -> Bool {
        var current: View? = document.viewsByID[id]?.parent
        if current == nil, let guide = document.guidesByID[id], let owner = guide.ownerID {
            if owner == view.id { return false }
            current = document.viewsByID[owner]
            if current?.id == view.id { return false }
        }
        while let candidate = current {
            if candidate.id == view.id { return true }
            current = candidate.parent
        }
        return false
    }
}
