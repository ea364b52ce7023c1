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
        for view in views where view.id != root.id {
            guard let item = item(view.id) else { continue }
            let edges = solvedEdges(of: item)
            frames[view.id] = Rect(x: edges.left, y: edges.top, width: edges.right - edges.left, height: edges.bottom - edges.top)
        }
        return frames
    }

    /// The insets that depend on where views are (safe areas and margins), per view: when a
    /// pass with new frames gives the same, the layout has settled
    /// (`geometryDependentInsets` keeps them: a builder is compared with the next pass's
    /// and then, as the current pass, with the one after).
    func makeGeometryDependentInsets() -> [String: [EdgeInsets]] {
        var result: [String: [EdgeInsets]] = [:]
        for view in views { result[view.id] = [safeAreaInsets(of: view), margins(of: view)] }
        return result
    }

    /// Whether two passes' insets agree within a hundredth of a point.
    static func sameInsets(_ a: [String: [EdgeInsets]], _ b: [String: [EdgeInsets]]) -> Bool {
        guard a.count == b.count else { return false }
        for (id, left) in a {
            guard let right = b[id], right.count == left.count else { return false }
            for (x, y) in zip(left, right) {
                for (u, v) in [(x.top, y.top), (x.left, y.left), (x.bottom, y.bottom), (x.right, y.right)] where abs(u - v) > 0.01 {
                    return false
                }
            }
        }
        return true
    }
}
