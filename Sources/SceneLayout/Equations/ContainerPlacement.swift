import SceneModel

/// Where a child controller's view is shown: inside a container view of another scene
/// (an `embed` segue, see `SceneDocument.containerEmbeddings`). Interface Builder infers
/// the child's simulated size from the container's.
///
/// Only the size: its safe area stays the one a root of that size gets at the top of the
/// screen. Measured both ways, insets from where the container sits (the parts of it the
/// parent's unsafe areas overlap) gain 12 views in one project (ooper-shlab's AVAE mixer,
/// Xcode 8, legacy guides) and lose 24 in four others (AdguardForiOS, Esri, ephread:
/// safe areas; PopcornTimeTV's tvOS legacy guides).
struct ContainerPlacement {
    /// The container's solved size: the child's root size when laying out for traits
    /// other than the document's own (there the stored root size is the design size).
    /// nil for a freeform child, which keeps its own size.
    var size: Size?
    /// How far the parent's legacy top and bottom layout guides reach into the container
    /// (0 where the container starts below the bars): before safe areas, the child's own
    /// guides (see `LayoutBuilder.topGuideLength`).
    var overlaidTop = 0.0
    var overlaidBottom = 0.0

    /// The placement of a container view laid out by `parent`.
    init?(container: View, in parent: LayoutBuilder, freeform: Bool = false) {
        guard let frame = parent.solvedFrames()[container.id] else { return nil }
        size = freeform ? nil : Size(width: frame.width, height: frame.height)
        // The bars cover the parent's root from its top down to the top guide's length and
        // from its bottom up by the bottom guide's; a container reaches into them by what
        // overlaps (one drawn below the root, kiwix's table of contents, by nothing).
        let height = parent.rootLayoutSize.height
        overlaidTop = max(0, min(frame.y + frame.height, parent.topGuideLength) - max(frame.y, 0))
        overlaidBottom = max(0, min(frame.y + frame.height, height) - max(frame.y, height - parent.bottomGuideLength))
    }
}
