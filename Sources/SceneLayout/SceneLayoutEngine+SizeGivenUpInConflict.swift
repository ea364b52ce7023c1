import LayoutSolver
import SceneModel

/// **A held size that the document's own required constraints cannot keep is flagged
/// ambiguous.** An iOS or tvOS root takes its canvas size, and a top-level table cell (a
/// XIB's; a cell in a table is a row the table sizes, below) holds its content view to its
/// bounds; where required constraints of the document ask that view
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
/// the open root width: below). Only from Xcode 10 (`XcodeEra.heldSizesGivenUpFlagged`):
/// vk-ios-app's alert view (JasF, xib19, 14109: 20 + 28 + 20 points in a 162-point view)
/// and three top-level cells saved before carry no flag (AccuracyLog, session 22, amb26).
/// Only conflicts of document constraints and the hold count, where the document's
/// constraints hold together once the size is free (not OwnTracks' widget, ios20: two
/// constraints putting one button 0 and 20 from the trailing edge; Xcode flags nothing
/// there): a guide's inset, a layout margin (AccuracyLog, session 19, amb23), a text or
/// control metric, a stack's arrangement are the tool's, which Interface Builder may not
/// share (simplenote's banner, the tool's safe area; Flixster's cells, stacks). Frames are
/// unchanged (the tool still breaks the document constraint it broke); Documents/AccuracyLog,
/// session 17 (amb20).
///
/// **Once the size is given up, the views whose frames follow it are open too.** The root
/// is laid out a second time with the given-up holds released (`ReleasedHolds`), and every
/// view whose frame then moves with a released size, all required constraints holding, is
/// flagged. So is a content size held at required priority (hugging or compression
/// resistance at 1000) that a conflict of document constraints gives up: the views it held
/// share what it leaves. Evidence, 2 owners of the check half, 6 views, all Xcode's flags:
/// Sprite-Pencil's editor (256Arts, ios19: the view, its image view and spinner, the
/// toolbar, whose widths or positions follow the root's open width), PopcornTimeTV's update
/// row (corpus: an activity indicator and a label hugging at 1000 from the root's leading to
/// its trailing edge, narrower than the 438-point root; both flagged, the root not). The 4
/// other documents of the rule above open nothing more (their content fixes the given-up
/// size: Xcode flags only the holding view), and no other conflict of the corpus or the
/// seven fresh sets gives up a content size alone (simplenote's banner and ProtonVPN's bug
/// report hold stacks and guides too). Documents/AccuracyLog, session 17 (amb21).
extension SceneLayoutEngine {
    /// Reports the holding view of each conflict that gives up a held size (above) open
    /// along the conflict's axis; a witness one point longer. Then lays the root out a
    /// second time with those holds released, and with the content sizes given up in a
    /// conflict of hugging or compression resistance at required priority
    /// (`LayoutBuilder.contentSizesGivenUp(in:)`), and reports what that layout leaves open
    /// too: once Xcode gives a size up, the views whose frames follow it are open (below).
    /// Asked only with Interface Builder's question (the writers act on the frames' layout).
    func reportSizesGivenUpInConflicts(_ builder: LayoutBuilder, report: SolveReport, document: SceneDocument, scene: Scene,
                                       traits: TraitCollection, bars: [String: SimulatedBars], holdingPositionsAsDrawn: Bool,
                                       placement: ContainerPlacement?) {
        // Before Xcode 10 Interface Builder gave up a document constraint, not the held size
        // (`XcodeEra.heldSizesGivenUpFlagged`); a document with no tools version reads as recent.
        let toolsVersion = builder.document.header.eraToolsVersion ?? XcodeEra.heldSizesGivenUpFlagged
        guard asksAmbiguityQuestion, builder.document.header.platform != .macOS,
              XcodeEra.isAtLeast(XcodeEra.heldSizesGivenUpFlagged, toolsVersion) else { return }
        var released = ReleasedHolds()
        for conflict in report.conflicts where conflict.isExplained {
            if let (view, axis) = builder.sizeGivenUp(in: conflict) {
                builder.sizesGivenUpInConflicts.insert(view)
                builder.ambiguousViews.insert(view)
                let size: FrameAttribute = axis == .horizontal ? .width : .height
                var needs = builder.openFrames[view]?.needs ?? []
                if !needs.contains(where: { $0.contains(size) }) { needs.append([size]) }
                builder.openFrames[view] = (needs: needs, motion: builder.openFrames[view]?.motion
                    ?? FrameMotion(x: 0, y: 0, width: axis == .horizontal ? 1 : 0, height: axis == .vertical ? 1 : 0))
                if view == builder.root.id {
                    released.rootAxes.insert(axis)
                } else {
                    released.cellContentViews[view, default: []].insert(axis)
                }
            } else if let holds = builder.contentSizesGivenUp(in: conflict) {
                for (view, hold) in holds { released.contentSizes[view, default: []].insert(hold) }
            }
        }
        guard !released.isEmpty else { return }
        // What the frames' layout already finds open stays as it found it; what follows the
        // released holds in the second layout is added (its frames are not taken).
        let (open, _) = settledLayout(document: document, scene: scene, root: builder.root, traits: traits, bars: bars,
                                      holdingPositionsAsDrawn: holdingPositionsAsDrawn, placement: placement, releasing: released)
        for (view, frame) in open.framesFollowingReleasedHolds().sorted(by: { $0.key < $1.key })
        where !builder.ambiguousViews.contains(view) {
            builder.ambiguousViews.insert(view)
            builder.openFrames[view] = frame
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
        guard let (documentConstraints, others) = requiredViewConstraints(of: conflict) else { return nil }
        var held: String?
        for id in others {
            guard let label = solver.constraint(id)?.label, label.hasSuffix(" table cell"),
                  let view = label.split(separator: " ").first.map(String.init), held == nil || held == view else { return nil }
            held = view
        }
        // A cell in a table is a row the table sizes (its row height is the table's, not a
        // drawn size Interface Builder gives up): tigase's static 43.5-point row holding a
        // 44-point field (ios22, 20037) carries no flag. tvmaze's cells are top-level.
        if let held, let contentView = document.viewsByID[held], isPlacedByUIKitTable(contentView) { return nil }
        // The document's constraints alone must be satisfiable: the conflict is with the
        // held size, not among themselves (two trailing constants to one edge are not).
        guard documentConstraintsHoldTogether(documentConstraints) else { return nil }
        // A pinned root has no hold among the members: its size is a constant.
        let holder = held ?? root.id
        for (constraint, _) in documentConstraints {
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
            where item == holder && Self.sizeDependentAttributes.contains(attribute) {
                if let axis = attribute.axis { return (holder, axis) }
            }
        }
        return nil
    }

    /// The content sizes held at required priority (hugging, compression resistance) that
    /// take part in `conflict`, when every other member is a required document constraint
    /// between views and those hold together once the sizes are free (as in `sizeGivenUp`).
    func contentSizesGivenUp(in conflict: Conflict) -> [(view: String, hold: ReleasedHolds.ContentSizeHold)]? {
        guard let (documentConstraints, others) = requiredViewConstraints(of: conflict) else { return nil }
        var holds: [(view: String, hold: ReleasedHolds.ContentSizeHold)] = []
        for id in others {
            guard let member = solver.constraint(id), member.priority.isRequired,
                  member.label == Self.huggingLabel || member.label == Self.compressionResistanceLabel,
                  let view = views(in: [id]).first, let item = item(view), let term = member.expression.terms.first,
                  member.expression.terms.count == 1, term.variable == item.width || term.variable == item.height else { return nil }
            holds.append((view, .init(axis: term.variable == item.width ? .horizontal : .vertical,
                                      hugging: member.label == Self.huggingLabel)))
        }
        guard !holds.isEmpty, documentConstraintsHoldTogether(documentConstraints) else { return nil }
        return holds
    }

    /// A conflict's members split into the document's constraints (with the views that hold
    /// them) and the rest; nil when a document constraint among them is not required or not
    /// between views (a guide's, a layout margin's): Interface Builder need not share it.
    private func requiredViewConstraints(of conflict: Conflict)
        -> (constraints: [(constraint: Constraint, owner: View)], others: [ConstraintID])? {
        var constraints: [(constraint: Constraint, owner: View)] = []
        var others: [ConstraintID] = []
        for id in conflict.members {
            guard let source = sources[id] else {
                others.append(id)
                continue
            }
            let constraint = source.constraint
            guard constraint.isRequired, isView(constraint.firstItem),
                  constraint.secondItem.map(isView) ?? true else { return nil }
            // A layout margin is the tool's metric (8, 15, 16 or 20 points by era, device and
            // container), as a guide's inset is: kiki's top-level episode cell (xib23,
            // 16097: a 16:9 video view 20 points outside both margins of a 452-point content
            // view, its gradient 254 high) conflicts at the tool's margins by a few points and
            // carries no flag. The one report this changes in the corpus and every fresh set;
            // no report Xcode agrees with ran through a margin. AccuracyLog, session 19, amb23.
            guard !constraint.firstAttribute.isMargin, !constraint.secondAttribute.isMargin else { return nil }
            constraints.append((constraint, source.owner))
        }
        return (constraints, others)
    }

    /// The sizes this layout's `releasedHolds` leave free: the root's, the cell content
    /// views', the content-sized views'.
    private var releasedSizes: [Variable] {
        var sizes: [Variable] = []
        if let root = item(root.id) {
            if releasedHolds.rootAxes.contains(.horizontal) { sizes.append(root.width) }
            if releasedHolds.rootAxes.contains(.vertical) { sizes.append(root.height) }
        }
        for (id, axes) in releasedHolds.cellContentViews.sorted(by: { $0.key < $1.key }) {
            guard let item = item(id) else { continue }
            if axes.contains(.horizontal) { sizes.append(item.width) }
            if axes.contains(.vertical) { sizes.append(item.height) }
        }
        for (id, holds) in releasedHolds.contentSizes.sorted(by: { $0.key < $1.key }) {
            guard let item = item(id) else { continue }
            if holds.contains(where: { $0.axis == .horizontal }) { sizes.append(item.width) }
            if holds.contains(where: { $0.axis == .vertical }) { sizes.append(item.height) }
        }
        return sizes
    }

    /// In a layout with holds released, the views (not the root) whose frames move with a
    /// released size while every required constraint holds: open once Xcode gives the size
    /// up. Priorities below required do not count (the tool's stays, and preferences such
    /// as compression resistance at 750 that would settle the freed size: Sprite-Pencil's
    /// image view, 768 points of content in a view at most 640, does not keep the root's
    /// width from being flagged). A view whose frame moves as much with the released sizes
    /// held is not counted: that freedom is the optional priorities', not the release's.
    func framesFollowingReleasedHolds() -> [String: (needs: [[FrameAttribute]], motion: FrameMotion)] {
        let released = releasedSizes
        guard !released.isEmpty else { return [:] }
        var result: [String: (needs: [[FrameAttribute]], motion: FrameMotion)] = [:]
        for view in views where view.id != root.id {
            guard let item = items[view.id], let parent = view.parent.flatMap({ items[$0.id] }) else { continue }
            let frame = [item.x - parent.x, item.y - parent.y, LinearExpression(item.width), LinearExpression(item.height)]
            let moves = solver.motions(of: frame + released.map { LinearExpression($0) }, ignoringPrioritiesBelow: Priority.required.value)
            let following = moves.filter { $0[4...].contains { abs($0) > 1e-9 } }
            guard !following.isEmpty else { continue }
            let held = Self.holdingFixed(moves, from: 4).map { Array($0[..<4]) }
            guard Self.rank(held + following.map { Array($0[..<4]) }) > Self.rank(held) else { continue }
            // One point along the largest frame move: a witness, and what it needs.
            let motions = following.compactMap { direction -> FrameMotion? in
                let largest = direction[..<4].map(abs).max() ?? 0
                guard largest > 1e-9 else { return nil }
                return FrameMotion(x: direction[0] / largest, y: direction[1] / largest,
                                   width: direction[2] / largest, height: direction[3] / largest)
            }
            guard let first = motions.first else { continue }
            result[view.id] = (Self.needs(of: motions), first)
        }
        return result
    }

    /// The rank of a few short vectors (Gaussian elimination, relative tolerance).
    static func rank(_ vectors: [[Double]]) -> Int {
        var rows = vectors.map { row -> [Double] in
            let scale = row.map(abs).max() ?? 0
            return scale > 1e-9 ? row.map { $0 / scale } : row.map { _ in 0 }
        }
        var rank = 0
        guard let width = rows.first?.count else { return 0 }
        for column in 0..<width {
            guard let pivot = (rank..<rows.count).max(by: { abs(rows[$0][column]) < abs(rows[$1][column]) }),
                  abs(rows[pivot][column]) > 1e-6 else { continue }
            rows.swapAt(rank, pivot)
            for row in rows.indices where row != rank {
                let factor = rows[row][column] / rows[rank][column]
                if factor != 0 { for c in 0..<width { rows[row][c] -= factor * rows[rank][c] } }
            }
            rank += 1
        }
        return rank
    }

    /// Whether `constraints` (with the views that hold them) have a solution with every
    /// variable free, the root's size included: solved apart on a solver of their own.
    private func documentConstraintsHoldTogether(_ constraints: [(constraint: Constraint, owner: View)]) -> Bool {
        let trial = Solver()
        var variables: [Variable: Variable] = [:]
        for (constraint, owner) in constraints {
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

