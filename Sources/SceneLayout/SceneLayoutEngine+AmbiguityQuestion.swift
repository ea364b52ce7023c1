import LayoutSolver
import SceneModel

/// Interface Builder's ambiguity question, where it holds a view otherwise than the tool's
/// frames do. A root whose layout leaves views open is laid out a second time as Interface
/// Builder asks (`LayoutBuilder.answersAmbiguityQuestion`), and a view stays reported only when
/// that layout leaves it open too. Frames, misplacement (what is open in the frames' layout
/// is never misplaced; an AppKit root's own flag below) and everything else come from the
/// first layout. What the second
/// layout opens that the first did not is not taken (below).
///
/// **An AppKit root is held as a window holds its content view.** The tool's frames hold
/// an AppKit root's drawn size just below required (`LayoutBuilder.appKitRootSizePriority`),
/// so that content ties nothing to the tool's approximate text and control metrics
/// (Documents/AccuracyLog, session 10, macroot12). A window holds its size only at
/// `NSLayoutPriorityWindowSizeStayPut` (500): Apple's documentation, "constraints with
/// higher priorities can adjust the window's size", and of `defaultHigh` (750) "higher than
/// windowSizeStayPut. This means dragging to resize a window will not make buttons clip,
/// rather the window frame is constrained". Where the content's intrinsic sizes ask a point
/// or two more or less than the drawn size, the window gives way rather than one of two
/// views at equal priority, and nothing is open. Held at 999, that point of metric slack is
/// a tie between equal content priorities (two labels' compression resistance at 750), which
/// the tool reported as ambiguous where Xcode flags nothing: HexFiend's preferences (17
/// views, Xcode flags only the window's content view), Scroll-Reverser's (16), WWDC's (14),
/// TableTool's accessory (9), MacDown, Mos, Fluor's preferences and about windows,
/// mac-mouse-fix's main window (32, the views inside its stale stacks) and button options
/// (3): 101 of the 243 false ambiguity warnings on the corpus, in 8 projects of both halves;
/// none of the 96 views Xcode flags and the tool reports is lost. A document constraint at
/// exactly the window's priority ties with it (Apple: "it's generally not appropriate to make
/// a constraint at exactly this priority"; mac-mouse-fix's trial notification holds a scroll
/// view's height at 500, and Xcode flags the window's content view, not the scroll view; the
/// tool reports no root): taking what the second layout opens would add 3 false warnings.
///
/// **The same layout says where a window would hold the root.** In the document's own
/// configuration every AppKit root is asked, open views or not: its size there is
/// `LayoutBuilder.rootSizeAsWindowHolds`, and a root whose content gives it another size is
/// reported misplaced (`FrameExtractor.layout(of:)`); its frame stays the drawn one. Where
/// the frames' layout satisfies every constraint above the window's priority that reaches
/// the root's size, a window keeps the drawn size too and the second layout is not needed.
///
/// **A window's content view that does not translate its autoresizing mask is not placed.**
/// A window places and sizes its content view through the view's autoresizing mask; a
/// content view saved with `translatesAutoresizingMaskIntoConstraints="NO"` has no
/// constraint that puts it in the window, and the runtime calls such a layout ambiguous
/// (`hasAmbiguousLayout`, the usual question when a content view opts out in code). Xcode
/// flags all 3 such content views of the corpus (HexFiend's preferences, Aerial's sources
/// panel, mac-mouse-fix's trial notification: 3 projects, development and check half) and
/// none of the 47 that translate their masks. The tool reports no other root: an iOS root
/// takes its device's frame, a controller's view its container's.
extension SceneLayoutEngine {
    /// The engine the writers use (Update Frames, Update Constraint Constants, Add Missing
    /// Constraints): without Interface Builder's question, so a view the frames' layout
    /// leaves open is never written from a solution that broke a tie (HexFiend's two-line
    /// check box, Scroll-Reverser's switch row), nor left without the constraint it needs.
    public static var forWriters: SceneLayoutEngine {
        var engine = SceneLayoutEngine()
        engine.asksAmbiguityQuestion = false
        // Add Missing Constraints names margins no constraint named before.
        engine.settlesOnReadInsets = false
        return engine
    }

    func settleAmbiguityAsInterfaceBuilder(_ builder: LayoutBuilder, document: SceneDocument, scene: Scene, traits: TraitCollection,
                                           bars: [String: SimulatedBars], holdingPositionsAsDrawn: Bool, checksPlacement: Bool) {
        guard asksAmbiguityQuestion else { return }
        defer { builder.reportUnplacedWindowContentView() }
        guard builder.holdsRootSizeAsPreference,
              !builder.ambiguousViews.isEmpty || !builder.viewsOpenOnlyWithinAPixel.isEmpty
                || checksPlacement && !builder.rootSizeSatisfiesWindowLevelConstraints else { return }
        let (question, _) = settledLayout(document: document, scene: scene, root: builder.root, traits: traits, bars: bars,
                                          holdingPositionsAsDrawn: holdingPositionsAsDrawn, answersAmbiguityQuestion: true)
        if let item = question.item(builder.root.id) {
            let rect = FrameExtractor(builder: question, checksPlacement: false).roundedRect(item)
            builder.rootSizeAsWindowHolds = Size(width: rect.width, height: rect.height)
        }
        builder.ambiguousViews.formIntersection(question.ambiguousViews)
        builder.ambiguousContentSizes.formIntersection(question.ambiguousContentSizes)
    }
}

extension LayoutBuilder {
    /// Reports the root open in its position when it is a window's content view that does
    /// not translate its mask (above): its size stays as the frames' layout holds it.
    func reportUnplacedWindowContentView() {
        guard document.header.platform == .macOS, root.key == "contentView", root.parent == nil,
              !root.translatesAutoresizingMaskIntoConstraints else { return }
        ambiguousViews.insert(root.id)
        openFrames[root.id] = (needs: [[.xPosition], [.yPosition]], motion: FrameMotion(x: 1000, y: 1000, width: 0, height: 0))
    }
}
