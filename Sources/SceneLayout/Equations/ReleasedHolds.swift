import SceneModel

/// The holds a second layout leaves out, to ask what a held size Interface Builder gives up
/// in a conflict leaves open (`SceneLayoutEngine+SizeGivenUpInConflict`): a root's canvas
/// size along an axis, a table cell's hold on its content view's size, a view's intrinsic
/// content size held by hugging or compression resistance. Empty in every other layout.
struct ReleasedHolds: Equatable {
    /// One of the two constraints that hold a content size along an axis.
    struct ContentSizeHold: Hashable {
        var axis: LayoutAttribute.Axis
        /// Hugging (the size at most the content's) rather than compression resistance.
        var hugging: Bool
    }

    var rootAxes: Set<LayoutAttribute.Axis> = []
    /// Content views of table cells, by id: the axes along which the cell does not hold them.
    var cellContentViews: [String: Set<LayoutAttribute.Axis>] = [:]
    /// Views by id: the content-size constraints left out.
    var contentSizes: [String: Set<ContentSizeHold>] = [:]

    var isEmpty: Bool { rootAxes.isEmpty && cellContentViews.isEmpty && contentSizes.isEmpty }
}
