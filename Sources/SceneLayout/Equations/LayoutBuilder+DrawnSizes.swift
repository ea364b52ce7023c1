import LayoutSolver
import SceneModel

/// The drawn size of a UIKit image view that shows no image. UIKit gives such a view no
/// intrinsic content size (`DocumentIntrinsicSizeProvider`), so its constraints alone may
/// leave it open; Interface Builder's canvas then keeps the size it was drawn at.
/// AccuracyLog, session 22, amb26.
extension LayoutBuilder {
    /// Just above a UIStackView's canvas fit (`StackLayout.canvasFitPriority`), below every
    /// priority a document writes by default.
    static let drawnSizeOnCanvasPriority = Priority(51)

    /// Holds an imageless image view at its drawn size: on the canvas (`resolve`, `check`)
    /// out of the ambiguity questions' sight, so the view is still reported open where its
    /// constraints leave it so; for the writers as a content size, as before: Add Missing
    /// Constraints cannot yet close an imageless grid whose stored frames break its ratios by
    /// half a point (videolan's thumbnails, `AddMissingConstraintsPropertyTests`, seed 1).
    /// Either way a length that stays at the drawn one came from the stored frame, and
    /// `resolve` says so (`SizeProvenance.storedFrame`).
    func holdDrawnSize(of view: View, item: LayoutItem, stored: Rect) {
        intrinsicSizes[view.id] = IntrinsicSize(width: stored.width, height: stored.height)
        if reportsAmbiguityAsInterfaceBuilder {
            drawnSizesOnCanvas += [item.width - stored.width, item.height - stored.height]
        } else {
            addContentSize(of: view, item: item, width: stored.width, height: stored.height)
        }
    }
}
