import SceneModel

/// AppKit's coordinate conventions for stored frames.
enum AppKitGeometry {
    /// Views whose subviews measure y from the top: a table or outline view's rows and the
    /// clip view that scrolls them (its flippedness follows its document view).
    static let flippedElements: Set<String> = [
        "clipView", "tableView", "outlineView", "collectionView", "textView", "matrix", "tableRowView",
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
