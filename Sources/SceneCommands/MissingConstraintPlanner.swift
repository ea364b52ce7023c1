import SceneLayout
import SceneModel
import SceneXML

/// Interface Builder's "Add Missing Constraints": for every ambiguous view, outermost
/// first, and every group of frame attributes its constraints leave open, the constraint
/// Interface Builder would add, with a constant read from the frames as drawn, so that
/// afterwards the layout is unambiguous and no frame moves.
///
/// The rules (`../shared/DESIGN.md`, "Update Frames and Add Missing Constraints"):
/// - A group with a position ("X position", "X position or width") gets an edge
///   constraint on the leading (top) side: to the nearest sibling edge in that direction
///   when a sibling overlapping the view across the axis is nearer than the superview's
///   edge, else to the superview: its margin (`leadingMargin`…) when the view sits exactly
///   at it, else its safe area when it has one and the view lies inside it, else a view
///   controller's legacy top or bottom layout guide when the view lies clear of it, else its
///   edge. Leading and trailing, never left and right.
/// - A group with only a size (the position is fixed) is closed on the trailing (bottom)
///   side when the nearest neighbour there is within the standard spacing (20 points): the
///   view stretches with it, as one drawn against an edge is meant to. Otherwise, and for a
///   stack view's arranged subviews (the stack places them) and views in a scroll view
///   (whose content size their edges would leave open), a fixed width or height: nothing
///   else can give the size (a view with an intrinsic size is never open in size).
/// - Constants are the distances between the anchors as drawn (`AnchorGeometry`): views at
///   their stored frames, guides and margins where the layout puts them.
/// - Only views laid out without unsatisfiable constraints are touched: views named by a
///   conflict are left alone and reported.
/// - Fixing a superview can change what its subviews need, and fixing a sibling can fix a
///   view chained to it, so the layout runs again after each round. A round settles at
///   most one view per superview and axis (the one nearest the leading or top side),
///   and only views whose superviews are settled. Neighbours that are themselves open
///   along the axis, or placed by their autoresizing masks, are never used.
///
/// Writing: the constraint goes into the `<constraints>` of the nearest common ancestor of
/// its items (created where Xcode puts it), attributes in Xcode's order, `firstItem` left
/// out when it is the owner and `constant` when zero, a fresh Interface Builder id; a
/// placed view not yet marked `translatesAutoresizingMaskIntoConstraints="NO"` is marked.
public struct MissingConstraintPlanner {
    /// One constraint added to a document.
    public struct Addition: Sendable, Equatable {
        public var id: String
        /// As Interface Builder's outline names it: `Box.leading = Superview.leading + 10`.
        public var description: String
        /// The ambiguous view it places.
        public var viewID: String
        public var sceneID: String
    }

    /// A view left ambiguous, with what it still needs in Interface Builder's words.
    public struct Leftover: Sendable, Equatable {
        public var viewID: String
        public var name: String
        public var sceneID: String
        public var needs: String
        public var reason: Reason
        public var conflicting: Bool { reason == .conflicting }

        public enum Reason: Sendable, Equatable {
            /// No constraint found that closes it and keeps every frame in place.
            case open
            /// Caught in unsatisfiable constraints: left alone on purpose.
            case conflicting
            /// AppKit's scroll machinery places it (a clip view, scroller, table or header in
            /// an NSScrollView, a cell view in a table; a scroll view whose document view
            /// sets its content size), not constraints: Interface Builder adds none there.
            case placedByContainer
        }
    }

    public struct Result {
        /// The document after the additions (the same XML, read again).
        public var document: SceneDocument
        public var additions: [Addition] = []
        /// Views still ambiguous afterwards, conflicting ones included.
        public var leftovers: [Leftover] = []
        /// The last layout, after the additions.
        public var layout: DocumentLayout
    }

    /// Without UIStackView's ambiguity suppression (`SceneLayoutEngine.appliesStackAmbiguitySuppression`)
    /// and without Interface Builder's ambiguity question (`SceneLayoutEngine.forWriters`): it settles
    /// what the frames' layout leaves open.
    public var engine: SceneLayoutEngine = {
        var engine = SceneLayoutEngine.forWriters
        engine.appliesStackAmbiguitySuppression = false
        return engine
    }()
    /// Rounds of layout before giving up (each settles at least one view, or stops).
    public var maximumRounds = 200
    /// The seed of the fresh ids (deterministic: the same document gets the same ids).
    public var idSeed: UInt64 = 0x5CE1_A40F

    public init() {}

    /// The standard spacing: a neighbour this close on the trailing or bottom side closes an
    /// open size instead of a fixed one.
    static let standardSpacing = 20.0
    /// How close (points) an edge must be to a margin or guide to count as sitting on it.
    static let sittingTolerance = 0.01

    /// Adds the missing constraints to `document` (its XML is edited in place) in the scene
    /// `sceneID` (all when nil), to the view `viewID` only (all views when nil).
    public func addMissingConstraints(to document: SceneDocument, sceneID: String? = nil, viewID: String? = nil) throws -> Result {
        var document = document
        var ids = InterfaceBuilderIDs(document: document.xml, seed: idSeed)
        var additions: [Addition] = []
        /// "view/axis" pairs already given a constraint: still open afterwards means stuck.
        var attempted: Set<String> = []
        var layout = engine.layout(document, sceneID: sceneID, presentation: .solved)
        for _ in 0..<maximumRounds {
            // An edit the document's splicing refused: the caller edits its tree instead.
            if document.xml.splicingRefusal != nil { break }
            var planned: [(plans: [PlannedConstraint], sceneID: String)] = []
            for scene in layout.scenes {
                let (candidates, scrollViews, framedStacks) = candidates(in: scene, document: document, viewID: viewID)
                guard !candidates.isEmpty || !scrollViews.isEmpty || !framedStacks.isEmpty,
                      let model = document.scenes.first(where: { $0.id == scene.id }) else { continue }
                let layouts = Dictionary(scene.views.flatMap(Self.subtree).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
                let geometries = engine.anchorGeometry(document, sceneID: scene.id)
                func geometry(of view: View) -> AnchorGeometry? {
                    Self.root(of: view).flatMap { root in geometries.first { $0.rootID == root.id } }
                }
                var settledAxes: Set<String> = []
                for stack in framedStacks {
                    // A stack positioned by its frame whose arranged views are open: it gets
                    // the constraints Interface Builder gives a view it had none for (its
                    // position and size, as drawn), and its arranged views follow.
                    guard let view = document.viewsByID[stack.id], let parent = view.parent, let geometry = geometry(of: view),
                          attempted.insert("\(view.id)/framed").inserted else { continue }
                    let context = MissingConstraintChoice(document: document, scene: model, geometry: geometry, layouts: layouts)
                    for (axis, group) in [(LayoutAttribute.Axis.horizontal, [FrameAttribute.xPosition]), (.horizontal, [.width]),
                                          (.vertical, [.yPosition]), (.vertical, [.height])] {
                        let plans = context.plan(view, parent: parent, group: group, axis: axis)
                        if !plans.isEmpty { planned.append((plans, scene.id)) }
                    }
                }
                for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                    // Nearest the side a position is fixed from first: its neighbours on
                    // that side are settled before it.
                    var queue: [(key: Double, view: View, parent: View, groups: [[FrameAttribute]], geometry: AnchorGeometry)] = []
                    for candidate in candidates {
                        let groups = candidate.ambiguity?.needs.filter { $0.contains { $0.axis == axis } } ?? []
                        guard !groups.isEmpty, let view = document.viewsByID[candidate.id], let parent = view.parent,
                              let geometry = geometry(of: view), !attempted.contains("\(view.id)/\(axis)") else { continue }
                        let key: Double
                        if axis == .horizontal {
                            key = geometry.value(.leading, of: view.id, other: parent.id, owner: parent.id) ?? 0
                        } else if geometry.measuresYFromBottom(view.id) {
                            key = -(geometry.value(.bottom, of: view.id, other: parent.id, owner: parent.id) ?? 0)
                        } else {
                            key = geometry.value(.top, of: view.id, other: parent.id, owner: parent.id) ?? 0
                        }
                        queue.append((key, view, parent, groups, geometry))
                    }
                    queue.sort { ($0.key, $0.view.id) < ($1.key, $1.view.id) }
                    for entry in queue where settledAxes.insert("\(entry.parent.id)/\(axis)").inserted {
                        attempted.insert("\(entry.view.id)/\(axis)")
                        let context = MissingConstraintChoice(document: document, scene: model, geometry: entry.geometry, layouts: layouts)
                        for group in entry.groups {
                            let plans = context.plan(entry.view, parent: entry.parent, group: group, axis: axis)
                            if !plans.isEmpty { planned.append((plans, scene.id)) }
                        }
                    }
                    for scrollView in scrollViews {
                        // Its content's own open views first: settling them can settle it.
                        guard !candidates.contains(where: { isWithin($0.id, scrollView.id, document: document) }),
                              let view = document.viewsByID[scrollView.id], let geometry = geometry(of: view),
                              attempted.insert("\(view.id)/content/\(axis)").inserted else { continue }
                        let open = geometry.openContentSize(of: view.id)
                        guard axis == .horizontal ? open.width : open.height else { continue }
                        let context = MissingConstraintChoice(document: document, scene: model, geometry: geometry, layouts: layouts)
                        if let plan = context.planContentSize(of: view, axis: axis) { planned.append(([plan], scene.id)) }
                    }
                }
            }
            guard !planned.isEmpty else { break }
            let before = layout
            var written: [Written] = []
            for (plans, scene) in planned {
                let id = ids.next()
                written.append(Written(element: write(plans[0], id: id, in: document), plans: plans, sceneID: scene))
                additions.append(Addition(id: id, description: "", viewID: plans[0].placedView, sceneID: scene))
            }
            document = try SceneDocument(xml: document.xml)
            layout = engine.layout(document, sceneID: sceneID, presentation: .solved)
            // A constraint the layout has to break is taken out again: its view stays open
            // and is reported (the stored frames cannot satisfy it with the others).
            let broken = Set(layout.diagnostics.filter { $0.kind == .unsatisfiable }.flatMap(\.items))
            if written.contains(where: { broken.contains($0.id) }) {
                for entry in written where broken.contains(entry.id) {
                    remove(entry.element)
                    additions.removeAll { $0.id == entry.id }
                }
                written.removeAll { broken.contains($0.id) }
                document = try SceneDocument(xml: document.xml)
                layout = engine.layout(document, sceneID: sceneID, presentation: .solved)
            }
            for scene in Set(written.map(\.sceneID)).sorted() {
                try keepFramesInPlace(written.filter { $0.sceneID == scene }, scene: scene, before: before, document: &document, layout: &layout, sceneID: sceneID)
            }
        }
        let constraints = Dictionary(document.allConstraints.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for index in additions.indices {
            if let constraint = constraints[additions[index].id] { additions[index].description = document.describe(constraint) }
        }
        var leftovers: [Leftover] = []
        for scene in layout.scenes {
            for view in scene.views.flatMap(Self.subtree) where view.installed && view.ambiguous && isInScope(view.id, document: document, viewID: viewID) {
                guard let model = document.viewsByID[view.id], !model.translatesAutoresizingMaskIntoConstraints || view.conflicting else { continue }
                var needs = view.ambiguity?.needsDescription ?? ""
                if view.ambiguity?.scrollableContentSize == true {
                    needs += (needs.isEmpty ? "" : "; ") + "scrollable content size"
                }
                let reason: Leftover.Reason = view.conflicting ? .conflicting
                    : Self.isPlacedByContainer(model, document: document, onlyContentSize: view.ambiguity?.needs.isEmpty ?? false) ? .placedByContainer : .open
                leftovers.append(Leftover(viewID: view.id, name: view.name, sceneID: scene.id, needs: needs, reason: reason))
            }
        }
        return Result(document: document, additions: additions, leftovers: leftovers, layout: layout)
    }

    // MARK: Choosing views

    /// The ambiguous views this round may settle: in scope, not conflicting, placed by
    /// constraints, with no ambiguous view between them and the scene root (a scroll view
    /// open only in its scrollable content size does not count: its content is looked at).
    /// The order a round takes them in is chosen per axis.
    private func candidates(in scene: SceneLayoutResult, document: SceneDocument, viewID: String?)
        -> (views: [ViewLayout], scrollViews: [ViewLayout], framedStacks: [ViewLayout]) {
        var result: [ViewLayout] = []
        var scrollViews: [ViewLayout] = []
        var framedStacks: [ViewLayout] = []
        func visit(_ view: ViewLayout, isRoot: Bool) {
            if !view.installed { return }
            let inScope = !view.conflicting && isInScope(view.id, document: document, viewID: viewID)
            if document.viewsByID[view.id]?.isStackPositionedByFrame == true,
               view.subviews.contains(where: { $0.ambiguous && !$0.conflicting && isInScope($0.id, document: document, viewID: viewID) }) {
                // Its arranged views are open because its own size is: it is settled first.
                framedStacks.append(view)
                return
            }
            if view.ambiguity?.scrollableContentSize == true && inScope, let model = document.viewsByID[view.id],
               !Self.isPlacedByContainer(model, document: document, onlyContentSize: true) {
                scrollViews.append(view)
            }
            // A scroll view open only in its scrollable content size is settled by its
            // content's constraints: look inside it.
            let onlyContentSize = view.ambiguity.map { $0.needs.isEmpty && $0.scrollableContentSize } ?? false
            // Nor does one AppKit's scroll machinery places: its subviews are judged
            // relative to it.
            let placedByContainer = document.viewsByID[view.id].map { Self.isPlacedByContainer($0, document: document, onlyContentSize: false) } ?? false
            if view.ambiguous && !isRoot && !onlyContentSize && !placedByContainer {
                if inScope, let model = document.viewsByID[view.id], !model.translatesAutoresizingMaskIntoConstraints || model.parent?.stack != nil,
                   !(view.ambiguity?.needs.isEmpty ?? true) {
                    result.append(view)
                }
                // Its subviews wait until it is settled.
                return
            }
            for child in view.subviews { visit(child, isRoot: false) }
        }
        for root in scene.views { visit(root, isRoot: true) }
        return (result, scrollViews, framedStacks)
    }

    /// Views placed by this round whose frames ended up more than half a point from where
    /// they are drawn: not misplaced (or still open) before the round, misplaced and
    /// settled after it.
    static func newlyMisplaced(scene: String, before: DocumentLayout, after: DocumentLayout) -> Set<String> {
        let earlier = Dictionary((before.scenes.first { $0.id == scene }?.views.flatMap(subtree) ?? []).map { ($0.id, $0) },
                                 uniquingKeysWith: { a, _ in a })
        var result: Set<String> = []
        for view in after.scenes.first(where: { $0.id == scene })?.views.flatMap(subtree) ?? []
        where view.installed && view.misplaced && !view.ambiguous && !view.conflicting {
            if let old = earlier[view.id], old.misplaced && !old.ambiguous { continue }
            result.insert(view.id)
        }
        return result
    }

    /// A constraint written in this round, with the plans it was chosen from.
    final class Written {
        var element: SceneXMLElement
        /// What `element` says now.
        var current: PlannedConstraint
        let plans: [PlannedConstraint]
        let sceneID: String
        let id: String

        init(element: SceneXMLElement, plans: [PlannedConstraint], sceneID: String) {
            self.element = element
            current = plans[0]
            self.plans = plans
            self.sceneID = sceneID
            id = element.attribute(.id) ?? ""
        }
    }

    /// Interface Builder's constant comes from the stored frames, which are the exact
    /// solution only to within the half point it tolerates (a view centred on an odd width
    /// is drawn on the pixel grid), so it can move a frame by a pixel once the layout is
    /// rounded again. Then each constraint of the round is tried with its constant nudged,
    /// by half a point and a point either way first (values Interface Builder's canvas
    /// itself draws at), then by a quarter and three quarters (AppKit rounds to whole
    /// points, and text baselines put the exact solution anywhere between); when no
    /// nudge helps, with its fallback plans (`MissingConstraintChoice.plan`). A change is kept only when
    /// fewer frames move and nothing new is open or conflicting. (AgoraIO's spatial-audio
    /// panel: a stack view whose top was deleted is tied to the label below it at 169.25,
    /// where 169 moves two labels inside it by a point; the treehouse cookbook's two
    /// columns whose widths are tied at priority 750: a fixed width would let the other
    /// column take twice it, the link between them keeps both.)
    private func keepFramesInPlace(_ written: [Written], scene: String, before: DocumentLayout, document: inout SceneDocument,
                                   layout: inout DocumentLayout, sceneID: String?) throws {
        var moved = Self.newlyMisplaced(scene: scene, before: before, after: layout)
        guard !moved.isEmpty else { return }
        func troubles(_ layout: DocumentLayout) -> Int {
            (layout.scenes.first { $0.id == scene }?.views.flatMap(Self.subtree) ?? []).filter { $0.ambiguous || $0.conflicting }.count
        }
        var worst = troubles(layout)
        /// Writes `plan` with `nudge` in place of the entry's constraint; keeps it when it helps.
        func attempt(_ entry: Written, _ plan: PlannedConstraint, nudge: Double) throws -> Bool {
            var trial = plan
            trial.constant = MissingConstraintChoice.clean(plan.constant + nudge)
            guard trial != entry.current else { return false }
            let previous = entry.current
            replace(entry, with: trial, in: document)
            let trialDocument = try SceneDocument(xml: document.xml)
            let trialLayout = engine.layout(trialDocument, sceneID: scene, presentation: .solved)
            let trialMoved = Self.newlyMisplaced(scene: scene, before: before, after: trialLayout)
            let trialTroubles = troubles(trialLayout)
            if trialMoved.count < moved.count && trialTroubles <= worst {
                moved = trialMoved
                worst = trialTroubles
                document = trialDocument
                return true
            }
            replace(entry, with: previous, in: document)
            return false
        }
        search: for pass in 0..<2 {
            for entry in written {
                let plans = pass == 0 ? [entry.plans[0]] : Array(entry.plans.dropFirst())
                for plan in plans {
                    for nudge in (pass == 0 ? [] : [0.0]) + Self.nudges where try attempt(entry, plan, nudge: nudge) {
                        if moved.isEmpty { break search }
                        break
                    }
                }
            }
        }
        document = try SceneDocument(xml: document.xml)
        layout = engine.layout(document, sceneID: sceneID, presentation: .solved)
    }

    /// Rewrites an added constraint: the same id, in place when only the constant changes.
    private func replace(_ entry: Written, with plan: PlannedConstraint, in document: SceneDocument) {
        var sameButConstant = entry.current
        sameButConstant.constant = plan.constant
        if sameButConstant == plan {
            setConstant(plan.constant, of: entry.element)
        } else {
            remove(entry.element)
            entry.element = write(plan, id: entry.id, in: document)
        }
        entry.current = plan
    }

    /// Takes an added constraint out, with the `<constraints>` it leaves empty.
    func remove(_ element: SceneXMLElement) {
        let holder = element.parent
        element.remove()
        if let holder, holder.hasName(.constraints), holder.children.isEmpty { holder.remove() }
    }

    static let nudges: [Double] = [0.5, -0.5, 1, -1, 0.25, -0.25, 0.75, -0.75]

    private func setConstant(_ value: Double, of element: SceneXMLElement) {
        let value = MissingConstraintChoice.clean(value)
        if value == 0 {
            element.removeAttribute("constant")
        } else {
            element.setAttribute("constant", XcodeNumberFormat.string(value), before: ["id"])
        }
    }

    /// AppKit containers that place their children themselves.
    static let appKitPlacingContainers: Set<String> = ["scrollView", "clipView", "tableView", "outlineView", "tableColumn", "collectionView"]

    /// Whether AppKit's scroll machinery, not constraints, places `view` (or, for a scroll
    /// view open only in its content size, sets that size from its document view).
    static func isPlacedByContainer(_ view: View, document: SceneDocument, onlyContentSize: Bool) -> Bool {
        guard document.header.platform == .macOS else { return false }
        if onlyContentSize && view.elementName == "scrollView" { return true }
        return view.parent.map { appKitPlacingContainers.contains($0.elementName) } ?? false
    }

    /// `--view`: that view only, not its subviews, as Interface Builder acts on the
    /// selected views.
    private func isInScope(_ id: String, document: SceneDocument, viewID: String?) -> Bool {
        viewID == nil || id == viewID
    }

    private func isWithin(_ id: String, _ ancestorID: String, document: SceneDocument) -> Bool {
        var current = document.viewsByID[id]
        while let view = current {
            if view.id == ancestorID { return true }
            current = view.parent
        }
        return false
    }

    static func subtree(_ view: ViewLayout) -> [ViewLayout] {
        [view] + view.subviews.flatMap(subtree)
    }

    static func root(of view: View) -> View? {
        var current = view
        while let parent = current.parent { current = parent }
        return current
    }
}
