import LayoutSolver
import SceneModel

/// What one view's share of the open-variable pass found: the stays it adds (in order) and
/// what it reports open. The answers depend only on the solutions of the components that
/// hold `variables`, and not at all on the values of fixed variables (every question says
/// "determined"), so a later layout pass takes the finding instead of asking again when
/// each variable's component is the earlier solution unchanged
/// (`Solver.tookEarlierSolution`) or the variable was fixed then and is fixed now (the
/// direct path's chains, whose constants a pass's insets move).
struct OpenVariableFinding {
    /// The variables the questions were about: the view's, its superview's, its scroll
    /// content's.
    var variables: [Variable]
    /// Which of them were fixed (`Solver.isFixed`) when the questions were asked.
    var fixed: [Bool]
    var stays: [LinearExpression] = []
    /// The stays on sizes (width, height), held above the positions' (`sizeStayPriority`).
    var sizeStays: [LinearExpression] = []
    var openFrame: (needs: [[FrameAttribute]], motion: FrameMotion)?
    /// What is open is only rooms under a pixel of a 1× canvas (`reportedRoom`): kept in
    /// `openFrames`, as open parts are never misplaced, but not reported ambiguous.
    var isOpenOnlyWithinAPixel = false
    /// The view's frame is set by its AppKit container (`AppKitGeometry.isPlacedByContainer`):
    /// what the constraints leave open is not reported ambiguous, only kept out of the
    /// misplacement check.
    var placedByContainer = false
    var hasAmbiguousContentSize = false
}

extension LayoutBuilder {
    /// After a first solve, what the constraints leave open is found, and then pinned at
    /// the lowest priority. An open size keeps the stored size (the last resort, as for
    /// intrinsic sizes). An open position is held where the document drew it when
    /// `holdingPositionsAsDrawn` (Interface Builder's canvas keeps ambiguous views in
    /// place), else at the superview's origin, so that no stored position is read. Only
    /// open variables get a stay, which keeps the tableau small. Every question is asked
    /// before the first stay is added: a stay can join two parts of the constraint graph,
    /// and a joined part has no solution to answer from until the next solve.
    func addStaysForOpenVariables(holdingPositionsAsDrawn: Bool) {
        var stays: [LinearExpression] = [], sizeStays: [LinearExpression] = []
        let keepsFindings = solver.keepsSolutionsForReuse
        if keepsFindings { openVariableFindings.reserveCapacity(views.count) }
        for view in views where view.id != root.id {
            guard let item = items[view.id], let absolute = storedAlignmentRect(view) else { continue }
            let variables = questionedVariables(view, item: item)
            let finding: OpenVariableFinding
            if let earlier = earlierOpenVariableFindings[view.id], earlier.variables == variables,
               zip(variables, earlier.fixed).allSatisfy({ solver.tookEarlierSolution($0) || ($1 && solver.isFixed($0)) }) {
                finding = earlier
            } else {
                finding = findOpenVariables(of: view, item: item, storedRect: absolute, variables: variables,
                                            holdingPositionsAsDrawn: holdingPositionsAsDrawn)
            }
            stays += finding.stays
            sizeStays += finding.sizeStays
            if let open = finding.openFrame {
                if !finding.placedByContainer {
                    if finding.isOpenOnlyWithinAPixel {
                        viewsOpenOnlyWithinAPixel.insert(view.id)
                    } else {
                        ambiguousViews.insert(view.id)
                    }
                }
                openFrames[view.id] = open
            }
            if finding.hasAmbiguousContentSize {
                // Interface Builder blames an open scrollable content size on the scroll
                // view itself (VLC's donation screen).
                ambiguousViews.insert(view.id)
                ambiguousContentSizes.insert(view.id)
            }
            if keepsFindings { openVariableFindings[view.id] = finding }
        }
        earlierOpenVariableFindings = [:]
        for size in canvasOnlySizes { add(size, .equal, label: Self.autoresizingLabel) }
        for size in drawnSizesOnCanvas { add(size, .equal, priority: Self.drawnSizeOnCanvasPriority, label: "drawn size") }
        for stay in stays { add(stay, .equal, priority: Self.stayPriority, label: "stay") }
        for stay in sizeStays { add(stay, .equal, priority: Self.sizeStayPriority, label: "stay") }
    }

    /// The variables whose solutions decide a view's finding.
    private func questionedVariables(_ view: View, item: LayoutItem) -> [Variable] {
        var variables = item.variables
        if let parentID = view.parent?.id, let parent = items[parentID] { variables += [parent.x, parent.y, parent.height] }
        if judgesAmbiguityInWindow, let reference = windowReference(of: view), let referenceItem = items[reference.id] {
            variables += [referenceItem.x, referenceItem.y, referenceItem.height]
        }
        if view.elementName == "scrollView", let content = scrollContentItem(view) { variables += [content.width, content.height] }
        return variables
    }

    private func findOpenVariables(of view: View, item: LayoutItem, storedRect absolute: Rect, variables: [Variable],
                                   holdingPositionsAsDrawn: Bool) -> OpenVariableFinding {
        var finding = OpenVariableFinding(variables: variables, fixed: variables.map { solver.isFixed($0) })
        let origin: (x: LinearExpression, y: LinearExpression)
        if holdingPositionsAsDrawn {
            origin = (LinearExpression(item.x) - absolute.x, LinearExpression(item.y) - absolute.y)
        } else if let parentID = view.parent?.id, let parent = items[parentID] {
            origin = (item.x - parent.x, item.y - parent.y)
        } else {
            origin = (LinearExpression(item.x), LinearExpression(item.y))
        }
        let positions: [(Variable, LinearExpression)] = [(item.x, origin.x), (item.y, origin.y)]
        let sizes: [(Variable, LinearExpression)] = [(item.width, LinearExpression(item.width) - absolute.width),
                                                     (item.height, LinearExpression(item.height) - absolute.height)]
        finding.stays = positions.filter { freedom(of: $0.0) != nil }.map(\.1)
        finding.sizeStays = sizes.filter { freedom(of: $0.0) != nil }.map(\.1)
        // A hidden arranged subview has no place of its own in some distributions;
        // Interface Builder does not call that ambiguous.
        guard !(arrangedViews.contains(view.id) && resolver.isHidden(view)) else { return finding }
        // AppKit sets these frames itself (clip views, cell views, self-sizing document
        // views): what the constraints leave open is not open at run time.
        finding.placedByContainer = isPlacedByAppKitContainer(view)
        var reference = view.parent
        finding.openFrame = openFrame(of: view, item: item)
        if finding.openFrame == nil, judgesAmbiguityInWindow, let windowReference = windowReference(of: view) {
            // Fixed in its superview, open in the window: its superview moves it.
            reference = windowReference
            finding.openFrame = openFrame(of: view, item: item, in: windowReference, ignoringPrioritiesBelow: 0)
        }
        if finding.openFrame != nil, reportedRoom > 0 {
            finding.isOpenOnlyWithinAPixel = openFrame(of: view, item: item, in: reference, ignoringPrioritiesBelow: 0,
                                                       minimumRoom: reportedRoom) == nil
        }
        finding.hasAmbiguousContentSize = view.elementName == "scrollView" && hasAmbiguousContentSize(view)
        return finding
    }

    /// Which of the view's frame attributes, relative to its superview, the constraints
    /// leave open, and a witness. Freedom of less than half a point is not reported: it
    /// comes from text metrics the tool approximates (where Interface Builder's are exact),
    /// and the pixel grid hides it.
    /// `threshold`: constraints below that priority count as absent (the stays, when a
    /// solved scene is asked again after they were added).
    func openFrame(of view: View, item: LayoutItem, ignoringPrioritiesBelow threshold: Double = 0) -> (needs: [[FrameAttribute]], motion: FrameMotion)? {
        openFrame(of: view, item: item, in: view.parent, ignoringPrioritiesBelow: threshold)
    }

    /// The same, relative to `reference` (the superview, or the root for Interface
    /// Builder's question in documents that judge in the window).
    /// `minimumRoom`: rooms under it are left out (`reportedRoom`).
    func openFrame(of view: View, item: LayoutItem, in reference: View?, ignoringPrioritiesBelow threshold: Double,
                   minimumRoom: Double = 0) -> (needs: [[FrameAttribute]], motion: FrameMotion)? {
        let parent = reference.flatMap { items[$0.id] }
        func isFixed(_ variable: Variable) -> Bool { solver.isFixed(variable, ignoringPrioritiesBelow: threshold) }
        // Fixed by a direct solve (most views of a well-made layout): nothing can move.
        if isFixed(item.x), isFixed(item.y), isFixed(item.width), isFixed(item.height),
           parent.map({ isFixed($0.x) && isFixed($0.y) && isFixed($0.height) }) ?? true {
            return nil
        }
        let x = parent.map { item.x - $0.x } ?? LinearExpression(item.x)
        var y = parent.map { item.y - $0.y } ?? LinearExpression(item.y)
        if document.header.platform == .macOS, !AppKitGeometry.isFlipped(reference), let parent {
            // AppKit measures y from the superview's bottom edge.
            y = (parent.y + parent.height) - (item.y + item.height)
        }
        let suppressed = suppressedSizes(around: view)
        let moves = solver.motions(of: [x, y, LinearExpression(item.width), LinearExpression(item.height)] + suppressed.map { LinearExpression($0) },
                                   ignoringPrioritiesBelow: threshold, minimumRoom: minimumRoom)
        let motions = Self.holdingFixed(moves, from: 4)
            .map { FrameMotion(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
            .filter { !$0.attributes(threshold: Self.reportedAmbiguity).isEmpty }
        guard let first = motions.first else { return nil }
        return (Self.needs(of: motions), first)
    }

    /// The least room a tie must leave for Interface Builder's reports to call it open: on
    /// a 1× canvas (AppKit documents; `traits.scale`), a point, the canvas's pixel. There
    /// Xcode stores every frame at whole points, and the sizes the tool takes from stored
    /// frames and its own metrics (text heights, baselines, control bezels) are each that
    /// far from Xcode's exact ones, so a closed chain of them can leave the tool a sliver
    /// of room between two equal priorities that Xcode's exact sizes close: AgoraIO's
    /// stretched switches, sliders, boxes and fields (15 views, 0.96 point) and
    /// savoirfairelinux's revocation sheet (4 fields, half a point), none flagged by Xcode;
    /// no view Xcode flags on a 1× canvas has a room under a point, in the corpus or any
    /// fresh set. Free variables and unbounded directions are reported as before, and so
    /// is every room on a 2× or 3× canvas, whose pixel is the half point
    /// `reportedAmbiguity` already holds. Only the reports change: the view's open parts
    /// are still never called misplaced, Interface Builder's question is asked as before
    /// (`viewsOpenOnlyWithinAPixel`), and the writers (`SceneLayoutEngine.forWriters`)
    /// ask nothing of it. AccuracyLog, session 21, amb25.
    var reportedRoom: Double {
        reportsAmbiguityAsInterfaceBuilder && traits.scale <= 1 ? 1 : 0
    }

    /// What a frame's free motions leave open, across and down, in Interface Builder's
    /// order: positions before sizes ("X position, Y position, height").
    static func needs(of motions: [FrameMotion]) -> [[FrameAttribute]] {
        let needs = FrameAmbiguity.needs(axis: motions.map { ($0.x, $0.width) }, position: .xPosition, size: .width, threshold: reportedAmbiguity)
            + FrameAmbiguity.needs(axis: motions.map { ($0.y, $0.height) }, position: .yPosition, size: .height, threshold: reportedAmbiguity)
        return needs.sorted { $0.min()! < $1.min()! }
    }

    /// The sizes a stack view's ambiguity suppression holds (`ambiguitySuppressedSizes`)
    /// that can move this view's frame: its own and its ancestors'. In Interface Builder
    /// a plain view centred in a stack with no width of its own keeps the width it was
    /// drawn with and is not flagged: the suppression settles the question, the canvas
    /// keeps the frame (the stay). 13 warnings on views Xcode does not flag go, in 3
    /// projects (ChatSecure's purchase screen 3, corona-warn-app's statistics cards 8,
    /// JTAppleCalendar 2); none of Xcode's 150 flags is lost, no frame changes.
    private func suppressedSizes(around view: View) -> [Variable] {
        guard !ambiguitySuppressedSizes.isEmpty else { return [] }
        var sizes: [Variable] = []
        var current: View? = view
        while let ancestor = current {
            if let size = ambiguitySuppressedSizes[ancestor.id] { sizes.append(size) }
            current = ancestor.parent
        }
        return sizes
    }

    /// The free directions left when the entries from `index` on are held still: each
    /// direction that moves a held entry is used to cancel that entry in the others and
    /// then dropped (Gaussian elimination on the witnesses), so what remains moves only
    /// the first `index` entries.
    static func holdingFixed(_ motions: [[Double]], from index: Int) -> [[Double]] {
        var remaining = motions
        guard let width = motions.first?.count, width > index else { return motions }
        for held in index..<width {
            guard let pivot = remaining.indices.max(by: { abs(remaining[$0][held]) < abs(remaining[$1][held]) }),
                  abs(remaining[pivot][held]) > 1e-9 else { continue }
            let direction = remaining.remove(at: pivot)
            for row in remaining.indices {
                let factor = remaining[row][held] / direction[held]
                if factor != 0 { for column in 0..<width { remaining[row][column] -= factor * direction[column] } }
            }
        }
        return remaining
    }

    /// A scroll view's content area: its own, or its content layout guide.
    private func scrollContentItem(_ scrollView: View) -> LayoutItem? {
        let guideID = scrollView.guide(.contentLayoutGuide)?.id
        return item("\(scrollView.id)#content") ?? guideID.flatMap({ item($0) })
    }

    /// Whether the constraints leave a scroll view's content area half a point or more of
    /// freedom in width or height.
    private func hasAmbiguousContentSize(_ scrollView: View) -> Bool {
        guard let content = scrollContentItem(scrollView) else { return false }
        return [content.width, content.height].contains { (freedom(of: $0) ?? 0) >= Self.reportedAmbiguity }
    }

    /// How far the solver's witness moves an ambiguous variable; nil when it is determined.
    private func freedom(of variable: Variable) -> Double? {
        guard !solver.isFixed(variable), case .ambiguous(let first, let second) = solver.ambiguity(of: variable) else { return nil }
        return abs(first - second)
    }
}

extension LayoutBuilder {
    /// Whether Interface Builder judges this document's views open in the window rather
    /// than in their superviews (`XcodeEra.ambiguityInSuperview`): a view whose own
    /// constraints fix it inside a superview that moves is reported too. Only the reports
    /// change: the writers' engine (`SceneLayoutEngine.forWriters`) asks no such question,
    /// so Add Missing Constraints still adds constraints only where its own frame is open.
    var judgesAmbiguityInWindow: Bool {
        reportsAmbiguityAsInterfaceBuilder && isSavedBeforeAmbiguityInSuperview
    }

    /// What a view's window judgment measures it against: the root, or the nearest
    /// ancestor its container places (a table's cell, a clip view), whose frame no
    /// constraint moves; nil when that is the superview, already asked.
    func windowReference(of view: View) -> View? {
        guard let parent = view.parent, parent.id != root.id else { return nil }
        var current: View? = parent
        while let ancestor = current, ancestor.id != root.id {
            if isPlacedByAppKitContainer(ancestor) || isPlacedByUIKitTable(ancestor) || isPlacedByTopLevelCell(ancestor) {
                return ancestor === parent ? nil : ancestor
            }
            current = ancestor.parent
        }
        return root
    }
}
