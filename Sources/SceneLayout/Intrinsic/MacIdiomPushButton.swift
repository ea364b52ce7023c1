import SceneModel

/// A UIKit button laid out for Interface Builder's Mac Catalyst device
/// (`<device id="mac" renderMode="macOS"/>`, the `UIUserInterfaceIdiom.mac` canvas) is drawn
/// as an AppKit push button. Apple, "Choosing a user interface idiom for your Mac app": in the
/// Mac idiom "some controls change their size and appearance … For example, a UIButton
/// appears identical to an NSButton", and the system sizes them for the Mac. So its size is
/// an AppKit regular push button's for its title, not the phone's.
///
/// The AppKit metrics are the corpus's own, not this document's: from Xcode 12.2's controls
/// (`XcodeEra.bigSurControls`) a regular push button's 32-point frame overhangs its 20-point
/// bezel 5 above, 7 below and 7 at the sides (`AlignmentInsets.regularPushButtonFrom12_2`),
/// and its bezel is 19.5 points wider than a 13-point system label of the same title
/// (`MeasuredTextSize`'s label width at 2×, the label's own padding included), rounded up to
/// a whole point. Fitted on the development half's un-constrained, title-only regular push
/// buttons in the system font, 32 points high, saved by Xcode 12.2 to 16 (17500–23999 and
/// the betas): 19 of 44 exact (15 owners; 19 gives 14, 20 gives 10); held out, the check
/// half's 22 of 47 (13 owners; 19 also 22, 20 gives 6). "Done" is 66 wide in all six such
/// buttons, of five owners (amiantos, duckduckgo, iina, dyerc, ZzzM). The title takes
/// AppKit's 13-point control font: at UIButton's 15 points "Done" would be 70 wide.
///
/// The Mac document: duckduckgo's find-in-page bar (shared/xdevice 062, Xcode 13, 20037):
/// the phone copy's "Done" button 37 × 30 is stored 66 × 32 on the Mac, its alignment
/// rectangle 52 × 20 between a 12-point gap and a 12-point trailing inset, and the search
/// field before it 15 points narrower. Only buttons showing a plain title in UIButton's
/// default font (no font description, image or configuration) of the system or rounded-rect
/// type, and only before Xcode 26 (whose AppKit controls align on their frames, and no Mac
/// document of it is known). AccuracyLog, session 20, xdev24.
enum MacIdiomPushButton {
    /// The overhang of the frame beyond the bezel: AppKit's regular push button, Xcode 12.2 on.
    static let insets = AlignmentInsets.regularPushButtonFrom12_2
    /// The bezel's height.
    static let bezelHeight = 20.0
    /// What the bezel adds to a 13-point system label of the same title.
    static let bezelBeyondLabel = 19.5
    /// AppKit's control font size: the title's size on the Mac, whatever UIButton's default.
    static let titlePointSize = 13.0

    static func applies(to view: View, idiom: String, toolsVersion: Double?) -> Bool {
        guard idiom == "mac", view.elementName == "button",
              MeasuredTextSize.systemButtonTypes.contains(view.control.buttonType ?? "custom"),
              view.textAttributes.font == nil,
              let title = view.textAttributes.plainTitle, !title.isEmpty,
              !XcodeEra.isAtLeast(XcodeEra.xcode26, toolsVersion) else { return false }
        return true
    }

    /// The bezel (the alignment rectangle) of the button on the Mac.
    static func size(of view: View, measurer: TextMeasurer) -> Size? {
        guard let title = view.textAttributes.plainTitle, !title.isEmpty else { return nil }
        let font = TextFont(family: "system", pointSize: titlePointSize)
        let labelWidth = measurer.intrinsicWidth(of: title, font: font, kind: "iOS:label", scale: 2)
        return Size(width: (labelWidth + bezelBeyondLabel).rounded(.up), height: bezelHeight)
    }
}
