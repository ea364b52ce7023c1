import LayoutSolver
import SceneModel

/// Where views are when insets that depend on geometry are computed. Auto Layout never
/// reads a stored frame: a view's safe-area insets, the margins it inherits from its
/// superview and its readable width follow from where the previous layout pass put it, and
/// UIKit lays out again until they settle (one or two passes). The first pass starts from
/// the stored frames (right in the document's own configuration); the engine then rebuilds
/// with the solved frames until the insets stop changing (`SceneLayoutEngine+Passes`).
/// Measured: the corpus's honest check (stored positions shifted) gains 75 views in 11
/// files and loses none; of the cross-device pairs one changes (Esri's AR view, +5).
extension LayoutBuilder {
    /// A view's frame in root coordinates: solved by the previous pass, else stored.
    func currentFrame(of view: View) -> Rect? {
        if view.id == root.id { return Rect(x: 0, y: 0, width: rootFrame.width, height: rootFrame.height) }
        if let geometry { return geometry[view.id] }
        return absoluteStoredFrame(view)
    }

    /// A view's frame in its superview's coordinates (origin relative to the superview's).
    func frameInParent(_ view: View) -> Rect? {
        guard let geometry else { return resolver.storedFrame(of: view) }
        guard let frame = geometry[view.id] else { return nil }
        guard let parent = view.parent, let parentFrame = currentFrame(of: parent) else { return frame }
        return Rect(x: frame.x - parentFrame.x, y: frame.y - parentFrame.y, width: frame.width, height: frame.height)
    }

    /// An item's solved frame (its alignment rectangle outset) in root coordinates, as
    /// unrounded edges: what `FrameExtractor` rounds and the next layout pass reads.
    func solvedEdges(of item: LayoutItem) -> (left: Double, top: Double, right: Double, bottom: Double) {
        let insets = item.alignmentInsets
        let x = solver.value(of: item.x), y = solver.value(of: item.y)
        return (x - insets.left, y - insets.top,
                x + solver.value(of: item.width) + insets.right, y + solver.value(of: item.height) + insets.bottom)
    }

    /// Solved frames (alignment rectangles outset) in root coordinates, after a solve.
    func solvedFrames() -> [String: Rect] {
        var frames: [String: Rect] = [:]
        frames.reserveCapacity(views.count)
        for view in views where view.id != root.id {
            guard let item = item(view.id) else { continue }
            let edges = solvedEdges(of: item)
            frames[view.id] = Rect(x: edges.left, y: edges.top, width: edges.right - edges.left, height: edges.bottom - edges.top)
        }
        return frames
    }

    /// The solved alignment sizes of UIKit symbol image views whose padding is measured
    /// against them (`SymbolImageOverhang.insets(of:solvedAlignmentSize:)`): the next pass's
    /// builder takes them as `earlierSymbolAlignmentSizes`. Empty on macOS.
    func symbolAlignmentSizes() -> [String: Size] {
        guard document.header.platform != .macOS else { return [:] }
        var sizes: [String: Size] = [:]
        for view in views where view.id != root.id && SymbolImageOverhang.measuresAgainstSolvedSize(view) {
            guard let item = item(view.id) else { continue }
            sizes[view.id] = Size(width: solver.value(of: item.width), height: solver.value(of: item.height))
        }
        return sizes
    }

    /// A UIKit symbol image view's padding measured against the alignment size the
    /// previous pass solved; nil in the first pass and for every other view.
    func symbolInsetsAgainstEarlierSolvedSize(of view: View) -> EdgeInsets? {
        guard let solved = earlierSymbolAlignmentSizes[view.id] else { return nil }
        return SymbolImageOverhang.insets(of: view, solvedAlignmentSize: solved) ?? .zero
    }

    /// Whether `next` (the next pass's builder: same traits, frames from this one's
    /// solution) gives every view the same insets that depend on where views are (safe
    /// areas and margins) within a hundredth of a point: then the layout has settled. Both
    /// builders keep what they compute (`LayoutBuilder+Margins`), so the next pass builds
    /// with the insets asked here, and the first difference answers.
    ///
    /// `comparingEveryInset` false: only the insets this pass's rules read (`marginsWereRead`,
    /// `viewsWithMarginsRead`, `viewsWithSafeAreaInsetsRead`) are compared. An inset nothing
    /// read reaches no equation, so the next pass would build exactly this pass's equations
    /// and solve them to the same frames: the solved-frames benchmark document ran a second
    /// pass only because a label under the status bar (whose margins no constraint names)
    /// read its safe area from its stored, rounded frame and then from its solved one. The
    /// insets themselves then stay this pass's, so callers that read insets after the
    /// layout (pictures, anchors for the writers) compare every inset.
    func hasSameGeometryDependentInsets(as next: LayoutBuilder, comparingEveryInset: Bool = true) -> Bool {
        guard views.count == next.views.count else { return false }
        for (view, nextView) in zip(views, next.views) {
            guard view.id == nextView.id else { return false }
            let key = ObjectIdentifier(view)
            if comparingEveryInset || viewsWithSafeAreaInsetsRead.contains(key) {
                guard Self.sameInsets(safeAreaInsets(of: view, asRead: false), next.safeAreaInsets(of: nextView, asRead: false)) else { return false }
            }
            if comparingEveryInset || viewsWithMarginsRead.contains(key) || item(view.id)?.marginsWereRead == true {
                guard Self.sameInsets(margins(of: view, asRead: false), next.margins(of: nextView, asRead: false)) else { return false }
            }
            if let symbolInsets = next.symbolInsetsAgainstEarlierSolvedSize(of: nextView), let item = item(view.id) {
                guard Self.sameInsets(item.alignmentInsets, symbolInsets) else { return false }
            }
        }
        return true
    }

    /// Whether two insets agree within a hundredth of a point.
    static func sameInsets(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        abs(a.top - b.top) <= 0.01 && abs(a.left - b.left) <= 0.01 && abs(a.bottom - b.bottom) <= 0.01 && abs(a.right - b.right) <= 0.01
    }
}
