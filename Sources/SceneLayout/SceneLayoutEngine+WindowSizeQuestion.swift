import LayoutSolver
import SceneModel

/// The ambiguity question for AppKit roots, asked with the root held as a window holds its
/// content view.
///
/// The tool's frames hold an AppKit root's drawn size just below required
/// (`LayoutBuilder.appKitRootSizePriority`), so that content ties nothing to the tool's
/// approximate text and control metrics (Documents/ACCURACY.md, session 10, macroot12). A
/// window holds its size only at `NSLayoutPriorityWindowSizeStayPut` (500): Apple's
/// documentation, "constraints with higher priorities can adjust the window's size", and
/// of `defaultHigh` (750) "higher than windowSizeStayPut. This means dragging to resize a
/// window will not make buttons clip, rather the window frame is constrained". Where the
/// content's intrinsic sizes ask a point or two more or less than the drawn size, the
/// window gives way rather than one of two views at equal priority, and nothing is open. Held at 999, that point of metric slack is a tie
/// between equal content priorities (two labels' compression resistance at 750), which the
/// tool reported as ambiguous where Xcode flags nothing: HexFiend's preferences (17 views,
/// Xcode flags only the window's content view), Scroll-Reverser's (16), WWDC's (14),
/// TableTool's accessory (9), MacDown, Mos, Fluor's preferences and about windows,
/// mac-mouse-fix's main window (32, the views inside its stale stacks) and button options
/// (3): 101 of the 243 false ambiguity warnings on the corpus, in 8 projects of both halves;
/// none of the 96 views Xcode flags and the tool reports is lost.
///
/// Only the warnings change: a root whose frames model leaves views open is laid out a
/// second time with its size at the window's priority, and a view stays reported only
/// when that layout leaves it open too. Frames, misplacement (what is open in the frames'
/// layout is never misplaced) and everything else come from the first layout. What the
/// second layout opens that the first did not is not taken: a document constraint at
/// exactly the window's priority ties with it (Apple: "it's generally not appropriate to
/// make a constraint at exactly this priority"; mac-mouse-fix's trial notification holds a
/// scroll view's height at 500, and Xcode flags the window's content view, not the scroll
/// view; the tool reports no root). Taking it would add 3 false warnings there.
extension SceneLayoutEngine {
    func settleAmbiguityAtWindowSize(_ builder: LayoutBuilder, document: SceneDocument, scene: Scene, traits: TraitCollection,
                                     bars: [String: SimulatedBars], holdingPositionsAsDrawn: Bool) {
        guard asksAmbiguityAtWindowSize, builder.holdsRootSizeAsPreference, !builder.ambiguousViews.isEmpty else { return }
        let (window, _) = settledLayout(document: document, scene: scene, root: builder.root, traits: traits, bars: bars,
                                        holdingPositionsAsDrawn: holdingPositionsAsDrawn,
                                        rootSizePriority: LayoutBuilder.windowSizeStayPutPriority)
        builder.ambiguousViews.formIntersection(window.ambiguousViews)
        builder.ambiguousContentSizes.formIntersection(window.ambiguousContentSizes)
    }
}
