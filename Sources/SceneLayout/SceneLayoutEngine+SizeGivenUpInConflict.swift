import LayoutSolver
import SceneModel

/// **A held size that the document's own required constraints cannot keep is flagged
/// ambiguous.** An iOS or tvOS root takes its canvas size, and a table cell holds its
/// content view to its bounds; where required constraints of the document ask that view
/// another size, the layout is unsatisfiable, and Interface Builder flags the holding
/// view (the root, the cell's content view) ambiguous rather than one of its subviews:
/// Xcode gives up the held size, not a constraint of the document. Evidence, 4 owners of
/// both halves, every such conflict whose document keeps its flags: tvmaze-swift's two
/// XIB cells (jukedlol, dev: an image 8 from the content view's top and bottom, 340 and
/// 80 high, in content views stored 355.5 and 44 high: the content view is flagged, the
/// image not), AdguardForiOS's activity header (AdguardTeam, dev: a 416 × 120 top-level
/// view holding 24 + 16 + 56 + 8 points), Windscribe's tvOS account row (check: a 96-point
/// stack pinned to the top and bottom of a 1080-point top-level view, only the view
/// flagged), Sprite-Pencil's editor (256Arts, check: a view as wide as the 768-point root
/// and at most 640; Xcode flags the root and the four views whose width then follows
/// the open root width: the tool reports the root). Against: vk-ios-app's alert view
/// (JasF, xib19: 20 + 28 + 20 points in a 162-point view, no flag), a document whose
/// flags are stale: its checkbox is stored 30 × 30 at y 124 against required 28 × 28 at
/// y 20 and not flagged misplaced. Only conflicts of document constraints and the hold
/// count, where the document's constraints hold together once the size is free (not
/// OwnTracks' widget, ios20: two constraints putting one button 0 and 20 from the
/// trailing edge; Xcode flags nothing there): a guide's inset, a text or control metric, a stack's arrangement are the
/// tool's, which Interface Builder may not share (simplenote's banner, the tool's safe
/// area; Flixster's cells, stacks). Frames are unchanged (the tool still breaks the
/// document constraint it broke); Documents/ACCURACY.md, session 17 (amb20).
extension SceneLayoutEngine {
    /// Reports the holding view of each conflict that gives up a held size (above) open
    /// along the conflict's axis; a witness one point longer. Asked only with Interface
    /// Builder's question (the writers act on the frames' layout).
    func reportSizesGivenUpInConflicts(_ builder: LayoutBuilder, report: SolveReport) {
        guard asksAmbiguityQuestion, builder.document.header.platform != .macOS else { return }
        for conflict in report.conflicts where conflict.isExplained {
            guard let (view, axis) = builder.sizeGivenUp(in: conflict) else { continue }
            builder.sizesGivenUpInConflicts.insert(view)
            builder.ambiguousViews.insert(view)
            let size: FrameAttribute = axis == .horizontal ? .width : .height
            var needs = builder.openFrames[view]?.needs ?? []
            if !needs.contains(where: { $0.contains(size) }) { needs.append([size]) }
            builder.openFrames[view] = (needs: needs, motion: builder.openFrames[view]?.motion
                ?? FrameMotion(x: 0, y: 0, width: axis == .horizontal ? 1 : 0, height: axis == .vertical ? 1 : 0))
        }
    }
}

extension LayoutBuilder {
    /// Edges and centres that move with a view's size along its axis.
    private static let sizeDependentAttributes: Set<LayoutAttribute> = [
        .right, .bottom, .trailing, .width, .height, .centerX, .centerY,
        .rightMargin, .bottomMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// The view whose held size takes part in `conflict`, and along which axis, when every
    /// other member is a required document constraint between views (above).
    func sizeGivenUp(in conflict: Conflict) -> (view: String, axis: LayoutAttribute.Axis)? {
        var held: String?
        var documentConstraints: [Constraint] = []
        for id in conflict.members {
            if let source = sources[id] {
                let constraint = source.constraint
                guard constraint.isRequired, isView(constraint.firstItem),
                      constraint.secondItem.map(isView) ?? true else { return nil }
                documentConstraints.append(constraint)
            } else if let label = solver.constraint(id)?.label, label.hasSuffix(" table cell"),
                      let view = label.split(separator: " ").first.map(String.init), held == nil || held == view {
                held = view
            } else {
                return nil
            }
        }
        // The document's constraints alone must be satisfiable: the conflict is with the
        // held size, not among themselves (two trailing constants to one edge are not).
        guard documentConstraintsHoldTogether(documentConstraints, owners: conflict.members.compactMap { sources[$0]?.owner }) else {
            return nil
        }
        // A pinned root has no hold among the members: its size is a constant.
        let holder = held ?? root.id
        for constraint in documentConstraints {
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
            where item == holder && Self.sizeDependentAttributes.contains(attribute) {
                if let axis = attribute.axis { return (holder, axis) }
            }
        }
        return nil
    }

    /// Whether `constraints` (held by `owners`) have a solution with every variable free,
    /// the root's size included: solved apart on a solver of their own.
    private func documentConstraintsHoldTogether(_ constraints: [Constraint], owners: [View]) -> Bool {
        let trial = Solver()
        var variables: [Variable: Variable] = [:]
        for (constraint, owner) in zip(constraints, owners) {
            guard let equation = equation(constraint.firstItem, constraint.firstAttribute, constraint.secondItem,
                                          constraint.secondAttribute, multiplier: constraint.multiplier, owner: owner,
                                          constant: { resolver.constant(of: constraint) }) else { return false }
            var terms: [Term] = []
            for term in equation.terms {
                let variable = variables[term.variable] ?? trial.makeVariable()
                variables[term.variable] = variable
                terms.append(Term(variable, term.coefficient))
            }
            trial.add(LinearExpression(terms, constant: equation.constant), Self.relation(constraint.relation), label: constraint.id)
        }
        return trial.solve().conflicts.isEmpty
    }

    private func isView(_ id: String) -> Bool {
        if case .view = item(id)?.kind { return true }
        return false
    }
}
