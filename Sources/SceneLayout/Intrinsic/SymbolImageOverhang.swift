import SceneModel

/// How far the frame of a view showing only an image (an NSImageView, or a borderless
/// NSButton whose image is all it draws) extends beyond its alignment rectangle. SF Symbols
/// (and the system templates macOS 11 redrew as symbols) carry padding around the glyph,
/// and Auto Layout positions the glyph's alignment rectangle, so the frame Interface Builder
/// saves differs from the size the view's constraints give. The padding is the symbol's
/// own (it differs per image and point size: 11 points around a 20-point
/// `NSTouchBarSearchTemplate`, 6 around a 20-point `line.3.horizontal.decrease.circle`, 4
/// around a 22-point `internaldrive`; a flat `NSRemoveTemplate` glyph's rectangle is even
/// taller than its 25-point frame), and the tool has no symbol metrics, so the stored frame
/// is its measurement, as a label's stored width measures its text: where a required
/// constraint of the view's own fixes its width or height (a constant, or the other
/// dimension's constant through a required aspect ratio), what the stored frame holds
/// beyond it (or lacks) is the overhang, split evenly on the two sides.
///
/// Evidence, image views (every unbezelled macOS image view of the corpus whose stored
/// frame differs from a required size of its own, not flagged by Xcode): Mos's search
/// template (24127, 20 in 31, centred on a row: frame centre half a point above the row's),
/// Thor's action template (a 15.0 beta, 36 in 47, centred in a 44-point cell),
/// mac-mouse-fix's `bag` and `calendar` (24093.8 and 24412, 9 in 19 and 20), CotEditor's
/// (24408, 16 in 22, a 1:1 aspect ratio giving 16 wide in 16.5), pock's symbol (18122, 20 in
/// 26, its bottom 3 below the cell's) and Aerial's `text.bubble`, `wrench.and.screwdriver`,
/// `leaf`, `internaldrive` (22154–23504): 6 projects of different owners, from Xcode 13 to
/// Xcode 26 (unlike the controls, symbols kept their padding in Xcode 26): dev +7, check +1
/// views, none lost. Image-only borderless buttons: Mos's `NSAddTemplate` and
/// `NSRemoveTemplate` (24127: 30-point constraints in 34- and 25-point frames), OpenEmu's
/// `NSStopProgressFreestandingTemplate` (21507: 26 in 30, centred on a spinner), Aerial's
/// `checkmark.circle.fill` (21223: 20 in 26), mac-mouse-fix's `xmark.circle.fill` (24093.8:
/// 21 in 32) and iina's `NSRefreshFreestandingTemplate` (23094: 16 in 21, which
/// `AlignmentInsets.imageOverhang` tabled). Where the split is not even (CotEditor's glyph
/// sits half a point low), Xcode's rounding of the frame to whole points hides it within
/// half a point. Image wells (`imageFrameStyle`) keep their bezel's inset
/// (`AlignmentInsets`); views Xcode flagged misplaced or ambiguous are skipped, since their
/// stored frame is not one their constraints give.
enum SymbolImageOverhang {
    static func insets(of view: View) -> EdgeInsets? {
        guard showsOnlyAnImage(view), let frame = view.frame else { return nil }
        let own = OwnAlignmentSize(of: view)
        let halfPoint = own?.width == nil ? halfPointWidthOverhang(of: view) : nil
        guard own != nil || halfPoint != nil else { return nil }
        let vertical = own?.height.map { (frame.height - $0) / 2 } ?? 0
        let horizontal = own?.width.map { (frame.width - $0) / 2 } ?? halfPoint ?? 0
        guard vertical != 0 || horizontal != 0 else { return nil }
        return EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// An AppKit button drawing only its image, saved in place with a width of its own
    /// content (no own width constraint) that is not a whole point: the half point is its
    /// image's padding beyond a whole-point alignment width, a quarter point on each side
    /// (which the @2x canvas rounds into the frame's far side). Where an own constraint
    /// gives the width the same half point shows: Mos's `NSAddTemplate`/`NSRemoveTemplate`
    /// (Caldis, 24127: 30-point constraints, 30.5-point frames, 4 buttons) and sphinx's
    /// `arrow.clockwise` (stakwork, `mac22`, 23504: 40 in 40.5). Without one the neighbours
    /// show the whole point: pock's `macwindow.on.rectangle` (18122, 24.5 wide, the
    /// separator 12 after it at x = 34 from a 24-point width) and `trash` (15.5 wide, its
    /// stack ending 15 after its start), xjbeta's `NSRefreshTemplate` (iina-plus, 23504:
    /// 14.5 wide, the next view 15 after 14). Every image-only AppKit button with a
    /// half-point width in the corpus and the fresh sets; the others are fixed frames
    /// (Aria2D, Sequel-Ace) or misplaced (Aerial). Width only: no such button has a
    /// half-point height. AccuracyLog, session 21, imagebutton25. Asked by `insets` only
    /// where the button's own constraints fix no width (`OwnAlignmentSize`).
    private static func halfPointWidthOverhang(of view: View) -> Double? {
        guard view.elementName == "button", view.control.cell?.imagePosition == "only",
              !view.isMisplaced, !view.isAmbiguous, let width = view.frame?.width else { return nil }
        let fraction = width - width.rounded(.down)
        guard abs(fraction - 0.5) < 1e-6 else { return nil }
        return fraction / 2
    }

    /// A UIKit symbol image view whose own constraints leave its width or height to others
    /// (ByteCoin's `bitcoinsign.circle.fill`: a width constraint, its height from top and
    /// bottom pins in a stack): the padding on that axis is its stored frame's difference
    /// from the alignment size the previous layout pass solved, split evenly, as the own
    /// size's is above. The padding is the symbol's own, not a function of that size: the
    /// same glyph is saved 1 above and 0.33 below its alignment rectangle at 80 and at 100
    /// points (@3x, Xcode 14.2 and 15.0; a fixed fraction would give 0.67 and 0.33 at 80),
    /// and 0.5 and 0.5 at 80 on a @2x device; `sun.max` at 120 × 120 has none where
    /// `sun.min` has 1.67 (AccuracyLog, session 16, pool19). So the stored frame stays the
    /// measurement and the solved size only replaces the own constraint it is measured
    /// against. An axis whose size the view's intrinsic size gives solves to the stored
    /// size and so measures nothing. nil where neither axis changes.
    static func insets(of view: View, solvedAlignmentSize solved: Size) -> EdgeInsets? {
        guard measuresAgainstSolvedSize(view), let frame = view.frame else { return nil }
        let own = OwnAlignmentSize(of: view)
        let vertical = (frame.height - (own?.height ?? solved.height)) / 2
        let horizontal = (frame.width - (own?.width ?? solved.width)) / 2
        guard vertical != 0 || horizontal != 0 else { return nil }
        return EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// Whether a view's padding is measured against its solved alignment size: a UIKit
    /// image view showing a system symbol, saved in place (not flagged misplaced or
    /// ambiguous), whose own required constraints leave its width or height open.
    static func measuresAgainstSolvedSize(_ view: View) -> Bool {
        guard view.elementName == "imageView", view.control.showsSystemSymbol, view.frame != nil,
              !view.isMisplaced, !view.isAmbiguous else { return false }
        guard let own = OwnAlignmentSize(of: view) else { return true }
        return own.width == nil || own.height == nil
    }

    /// An image view, a borderless button drawing its image alone (no bezel to overhang), or
    /// a UIKit button drawing a symbol as its background.
    static func showsOnlyAnImage(_ view: View) -> Bool {
        switch view.elementName {
        case "imageView":
            return !isImageWell(view.control.cell?.imageFrameStyle)
        case "button":
            // A UIKit button drawing a symbol as its background image (no title).
            if view.control.showsSystemSymbolBackground { return true }
            guard let cell = view.control.cell, cell.borderStyle == nil,
                  cell.type != "check", cell.type != "radio" else { return false }
            return cell.imagePosition == "only" || cell.imagePosition == "overlaps"
        default:
            return false
        }
    }

    /// Image view frame styles that draw a bezel 3 points outside the image.
    static func isImageWell(_ style: String?) -> Bool {
        style == "grayBezel" || style == "photo" || style == "groove" || style == "button"
    }
}
