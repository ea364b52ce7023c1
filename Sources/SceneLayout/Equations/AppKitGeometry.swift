import SceneModel

/// AppKit's coordinate conventions for stored frames.
enum AppKitGeometry {
    /// Views whose subviews measure y from the top: a table or outline view's rows. Clip
    /// views are stored bottom-up even around flipped document views (a table under a
    /// 23-point header sits at y = 0 in a clip view 23 points taller).
    static let flippedElements: Set<String> = [
        "tableView", "outlineView", "collectionView", "textView", "matrix", "tableRowView",
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
}
