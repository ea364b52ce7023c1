import SceneModel

/// UIKit's alignment insets: the few UIKit views whose frames reach past the rectangle Auto
/// Layout aligns (sliders, switches, segmented controls, bar-style progress views, views
/// drawing a symbol). `AlignmentInsets.insets(of:platform:toolsVersion:)` asks here for every
/// document that is not AppKit's.
extension AlignmentInsets {
    /// A UIKit view whose alignment rectangle is a metric of the tool's even where
    /// `uiKitInsets` reads none for it (the kinds it gives insets): a symbol's padding, a
    /// slider's, switch's, segmented control's or progress view's overhang. A stack
    /// constraint through one proves nothing stale (`StoredFrameVerdict`'s stack reading):
    /// govuk-one-login's `checkmark.circle` (ios24) sits a point further from its spacer
    /// than the spacing, through its glyph's padding (AccuracyLog, session 21, stack25).
    static func alignsByUIKitMetric(_ view: View) -> Bool {
        ["slider", "switch", "segmentedControl", "progressView"].contains(view.elementName)
            || (view.elementName == "imageView" && view.control.showsSystemSymbol)
            || (view.elementName == "button" && view.control.showsSystemSymbolBackground)
    }

    /// UISlider's track is drawn 2 points wider than it aligns and its frame is a point
    /// taller (frames of 31 in stacks of 30); UISwitch's frame is 2 points wider (51 for 49).
    static func uiKitInsets(of view: View) -> EdgeInsets {
        // A UIImageView takes its alignment insets from its image (Apple: UIImage
        // `alignmentRectInsets`, "used by UIImageView … to determine the view's alignment
        // rect insets"), and an SF Symbol pads its glyph as on the Mac: the stored frame
        // measures the padding where the view's own constraints fix its size
        // (`SymbolImageOverhang`). KeePassium's `exclamationmark.triangle` (25 × 25 in a
        // 25 × 29.5 frame, centred on a field): dev +1 view, check 0, none lost; no fresh
        // document sizes a symbol image view (session 14, fresh-ios17).
        if view.elementName == "imageView", view.control.showsSystemSymbol,
           let measured = SymbolImageOverhang.insets(of: view) {
            return measured
        }
        // So does a button drawing a symbol as its background image, and Xcode 12–14 saved
        // it shorter than its own height constraint, lower than where that puts it: 40 × 40
        // constraints in 40 × 37.67 to 40 × 39 frames half a point to 1.33 down (Angela Yu's
        // Clima course project, `location.circle.fill` and `magnifyingglass` at either end
        // of a search row: 10 views of 5 owners, 18122–21507, session 15, fresh-ios18). The
        // even split puts all of them within half a point; a 22505 copy kept a 40 × 40 frame
        // and is unchanged. The corpus has no such button.
        if view.elementName == "button", view.control.showsSystemSymbolBackground,
           let measured = SymbolImageOverhang.insets(of: view) {
            return measured
        }
        // A bar-style progress view (`progressViewStyle="bar"`) draws a point below the
        // track it aligns: a 10-point height constraint gives an 11-point frame, 5 gives 6,
        // the extra point below (centred in a stack at @3x the frame's top stays where the
        // 5 points put it): Quizzler's and EggTimer's bars (Angela Yu's course, 11 views of
        // 11 owners, 15705–23727, session 15, fresh-ios18); default-style ones keep their
        // constrained height (AN01KU's EggTimer, 21507). Without a height constraint the
        // stored frame measures the bar as before (PopcornTimeTV, SamplePhotosApp).
        if view.elementName == "progressView", view.control.progressViewStyle == "bar" {
            return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        }
        switch view.elementName {
        case "slider": return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "switch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        // A frame a point taller than it aligns: stacks place the next view 1 point into
        // it (APIWrappers), centring puts it half a point higher (CallTransfer, @3x).
        case "segmentedControl": return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: return .zero
        }
    }
}
