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
    var size: Size

    /// The placement of a container view laid out by `parent`.
    init?(container: View, in parent: LayoutBuilder) {
        guard let frame = parent.solvedFrames()[container.id] else { return nil }
        size = Size(width: frame.width, height: frame.height)
    }
}
