import SceneModel

/// AppKit's coordinate conventions for stored frames.
enum AppKitGeometry {
    /// Views whose subviews measure y from the top: a table or outline view's rows. Clip
    /// views are stored bottom-up even around flipped document views (a table under a
    /// 23-point header sits at y = 0 in a clip view 23 points taller).
    /// NSTabView too: its items' views are stored with the tab strip's larger inset as y
    /// (regular top tabs y 33, 13 left below: all 8 item views of Sequel-Ace and xamarin,
    /// and Maccy's 3 in /work/fresh/mac; Sequel-Ace's mini bottom tabs y 7 with 19 left
    /// below, where the tabs are), and tabless tab views store shorter item views at y 0
    /// with the slack below (iina-plus, Aria2D). Relative frames do not change; where the
    /// item views lie in their window (pictures, anchors, constraints reaching out) does.
    static let flippedElements: Set<String> = [
        "tableView", "outlineView", "collectionView", "textView", "matrix", "tableRowView", "tabView",
    ]

    static func isFlipped(_ view: View?) -> Bool {
        guard let view else { return false }
        return flippedElements.contains(view.elementName)
    }

    /// Containers that position their children themselves rather than by autoresizing.
    static let scrollMachinery: Set<String> = ["scrollView", "clipView", "tableView", "outlineView", "tableColumn"]

    static func isScrollMachinery(_ view: View) -> Bool {
        scrollMachinery.contains(view.elementName)
    }

    /// Views whose frames their AppKit container sets, whatever their constraints leave
    /// open: NSScrollView tiles its clip view, header view and scrollers (`tile()`), a table or
    /// outline view places each cell view in its row and column, and a table, outline or
    /// collection view that is a clip view's document view sizes itself to its rows and
    /// columns or its collection layout. Interface Builder never reports them ambiguous:
    /// none of the corpus's 112 cell views, nor any of the clip and document views saved
    /// with `translatesAutoresizingMaskIntoConstraints="NO"` and no constraint placing them
    /// (simplenote's metrics table, Aerial's sources outline, Sequel-Ace's connection view,
    /// duckduckgo's tab bar collection, OpenEmu's cores table, mac-mouse-fix's scroll view);
    /// the five clip views Xcode does flag are autoresizing ones whose scroll view it finds
    /// ambiguous itself.
    static func isPlacedByContainer(_ view: View) -> Bool {
        guard let parent = view.parent else { return false }
        switch (view.elementName, parent.elementName) {
        case ("clipView", "scrollView"), ("tableHeaderView", "scrollView"):
            return true
        case ("scroller", "scrollView"):
            // `NSScrollView.tile()` "lays out the components of the receiver: the content
            // view, the scrollers, and the ruler views" (Apple's documentation), and the
            // stored scroller frames are whatever the last tiling left, often far from the
            // scroll view's edges: Xcode flags none of the corpus's 241 scrollers misplaced,
            // where following their masks reported 28 in 7 projects (Sequel-Ace, Cog,
            // duckduckgo, Tunnelblick, Aria2D, iina-plus, mac-mouse-fix). No frame changes.
            return true
        case ("tableCellView", "tableView"), ("tableCellView", "outlineView"), ("tableRowView", "tableView"), ("tableRowView", "outlineView"):
            return true
        case ("tableView", "clipView"), ("outlineView", "clipView"), ("collectionView", "clipView"):
            return true
        default:
            return false
        }
    }
}

extension View {
    /// Whether AppKit's container sets this view's frame (`AppKitGeometry.isPlacedByContainer`):
    /// its position is never its constraints', so writers leave it as drawn.
    public var isPlacedByAppKitContainer: Bool { AppKitGeometry.isPlacedByContainer(self) }
}
