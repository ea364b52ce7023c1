import SceneModel

/// Root views saved without a frame. A root's stored frame is its design size; one saved
/// without a frame used to be laid out at the traits' screen size, or at 0 × 0 on a
/// device-less canvas (Xcode 6 and 7 documents and others that name no device), where
/// every subview held in from its edges came out with a negative width or height
/// (AccuracyLog, session 21, loosecell25). In the corpus, every fresh set and the
/// cross-device pairs two roots have no frame, one of each kind below.
extension LayoutBuilder {
    /// The width of Interface Builder's Any/Any canvas, on which Xcode 6 and 7 laid out
    /// documents that name no device (`DeviceTable.anyAnyCanvas`).
    static let anyAnyCanvasWidth = 600.0
    /// The frame Interface Builder gives a view it has not laid out: Xcode stores
    /// 1000 × 1000 for the objects a controller holds that its canvas never lays out
    /// (tab bars of tab bar controllers: Ramotion, confirmedcode, mssun; refresh controls:
    /// AdguardTeam) and for views in a stack (IBAnimatable), from Xcode 8.3 (12120) to
    /// Xcode 26, five owners in the corpus; and RocketChat's freeform XIB view saved
    /// without a frame by Xcode 8.0 (xdevice pair 292, A) is 1000 × 1000 once Xcode 8.1
    /// saved it again (B). It was laid out at 0 × 0 on its own canvas (two labels −68
    /// wide) and at the screen's size on B's device (4 views of B missed).
    static let unlaidOutViewSize = Size(width: 1000, height: 1000)

    /// Where a root saved without a frame lies before the traits place it: a UIKit table
    /// cell loose in a scene's objects (in no table) is the row it would have; any other
    /// view is as large as Interface Builder makes a view it has not laid out.
    ///
    /// The loose cell: ooper-shlab's HMCatalog (8121, device-less) keeps a static
    /// `tableViewSection` among a navigation controller's scene objects, its one cell saved
    /// without a frame (`rowHeight="163"`) around a date picker pinned to the content
    /// view's margins, 584 × 146 as stored. Apple, `UITableView.rowHeight`: "If you create
    /// a self-sizing cell in Interface Builder, the table view changes the default row
    /// height to the value you set in Interface Builder", so the cell's row is its own
    /// height (else UIKit's 44); a table spans its screen, so the row is as wide as the
    /// traits' screen, or the canvas's 600 without one. The picker then solves to its
    /// stored 584 wide (it was −16 × −15 at 0 × 0, 304 wide before session 20 made the cell
    /// a view). It is unscored (Xcode flags it ambiguous and misplaced), so no figure moves.
    static func framelessRootFrame(_ root: View, traits: TraitCollection, platform: DocumentHeader.Platform) -> Rect {
        if isUIKitTableCell(root, platform: platform) {
            return Rect(x: 0, y: 0, width: traits.size?.width ?? anyAnyCanvasWidth, height: framelessRowHeight(of: root, table: nil))
        }
        if platform == .iOS {
            return Rect(x: 0, y: 0, width: unlaidOutViewSize.width, height: unlaidOutViewSize.height)
        }
        return Rect(x: 0, y: 0, width: traits.size?.width ?? 0, height: traits.size?.height ?? 0)
    }

    /// Whether `view` is the content view of a root UIKit table cell saved without a frame,
    /// which `framelessRootFrame` makes the row it would have: the content view's stored
    /// frame was saved against no row (HMCatalog's, 320 × 1 at y = −1, flagged ambiguous), so
    /// the cell keeps it to its bounds as it keeps a frame-less one (`addFramelessGeometry`).
    func isContentViewOfFramelessRootCell(_ view: View, parent: View) -> Bool {
        view.key == "contentView" && parent.id == root.id && Self.isUIKitTableCell(parent, platform: document.header.platform)
            && resolver.storedFrame(of: parent) == nil
    }

    /// A table cell of a UIKit document (`tableViewCell`).
    static func isUIKitTableCell(_ view: View, platform: DocumentHeader.Platform) -> Bool {
        platform == .iOS && view.elementName == "tableViewCell"
    }
}
