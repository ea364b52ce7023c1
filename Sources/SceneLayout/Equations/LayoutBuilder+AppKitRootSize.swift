import LayoutSolver
import SceneModel

/// An AppKit root's drawn size gives way to the required constraints of its content.
extension LayoutBuilder {
    /// AppKit roots (a storyboard controller's view, a XIB's top-level view, a window's
    /// content view) have no device to take their size from: where the required
    /// constraints of their content ask another size, the content wins, Interface Builder
    /// flags the root misplaced (its frame is not the size its constraints give) and
    /// judges the subviews against that size. Evidence: the corpus's AppKit roots whose
    /// content requires another size are Xcode-flagged in 7 of 8 (mac-mouse-fix 6,
    /// Aria2D 1; the eighth, Sequel-Ace's import accessory, from the tool's NSTabView
    /// geometry); before, the tool held them as drawn and blamed their content. No root's
    /// size changes where its content fits the drawn size (452 of the corpus's 460 AppKit
    /// roots keep theirs).
    ///
    /// The drawn size is held just below required. At runtime a window holds its size
    /// at `NSLayoutPriorityWindowSizeStayPut` (500), below content hugging (750), and 7
    /// more Xcode-flagged roots (Mos, duckduckgo, iina, Scroll-Reverser, ShadowsocksX-NG,
    /// mac-mouse-fix, Aria2D) yield only at that level; but 12 roots Xcode did not flag
    /// would then take the size of the tool's text and control metrics, 1 to 15 points
    /// off (honest agreement 92.01 → 91.18 %): see Documents/AccuracyLog, "Session 10
    /// (helper macroot12)". A touch bar item's view keeps its item's size (`rootFrame`);
    /// iOS and tvOS roots take the device's size and stay pinned.
    var holdsRootSizeAsPreference: Bool {
        document.header.platform == .macOS && root.touchBarItemSize == nil
    }

    /// Below every required constraint, above every other a document uses in practice.
    static let appKitRootSizePriority = Priority(999)

    /// `NSLayoutPriorityWindowSizeStayPut`: "the priority with which the window prefers
    /// to stay at its current size" (AppKit's NSLayoutConstraint.h), below content hugging
    /// and compression resistance (750). The ambiguity question holds an AppKit root there
    /// (`SceneLayoutEngine+AmbiguityQuestion`); frames keep `appKitRootSizePriority`.
    static let windowSizeStayPutPriority = Priority(500)

    /// How firmly an AppKit root holds its drawn size (`addRootSize`).
    var rootSizePriority: Priority {
        answersAmbiguityQuestion ? Self.windowSizeStayPutPriority : Self.appKitRootSizePriority
    }

    /// Whether the frames' layout satisfies every optional constraint above the window's
    /// `windowSizeStayPutPriority` that reaches the root's width and height: none then asks
    /// the root another size, whether it holds its drawn size at 999 or as a window does.
    var rootSizeSatisfiesWindowLevelConstraints: Bool {
        guard let item = item(root.id) else { return true }
        return !solver.leavesUnsatisfied(above: Self.windowSizeStayPutPriority, reaching: item.width)
            && !solver.leavesUnsatisfied(above: Self.windowSizeStayPutPriority, reaching: item.height)
    }

    /// Holds the root's width and height at `rootLayoutSize`: pinned (so subtrees hanging
    /// from the root solve apart), or for AppKit roots at `rootSizePriority`
    /// (`appKitRootSizePriority` unless the builder answers the ambiguity question).
    func addRootSize(_ item: LayoutItem) {
        let size = rootLayoutSize
        if holdsRootSizeAsPreference {
            // The drawn size is the root's frame, not its alignment rectangle: a control
            // saved as a top-level view or a toolbar item's view (a text field, a segmented
            // control, a push button) keeps its drawn frame, overhangs included. Held as the
            // alignment rectangle, its frame grew by its overhangs (2 to 14 points) and the
            // root was reported misplaced: 9 such roots in 7 projects (hidden 2, TableTool 2,
            // simplenote, IGListKit, Cog, AgoraIO; xamarin on the check half), none of which
            // Xcode flags (nor any of the corpus's 52 toolbar item views). No other frame
            // changes: these roots have no subviews, and the other roots have no overhangs.
            add(item.frameWidth - size.width, .equal, priority: rootSizePriority, label: "root width")
            add(item.frameHeight - size.height, .equal, priority: rootSizePriority, label: "root height")
        } else {
            if !releasedHolds.rootAxes.contains(.horizontal) { solver.pin(item.width, to: size.width, label: "root width") }
            if !releasedHolds.rootAxes.contains(.vertical) { solver.pin(item.height, to: size.height, label: "root height") }
        }
    }
}
