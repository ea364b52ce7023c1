import SceneModel

/// The size of a UISwitch in documents saved by Xcode 26 (toolsVersion 24xxx), whose
/// canvas draws iOS 26's Liquid Glass controls: 61 × 28 aligned (its intrinsic content
/// size), a frame 63 × 28, where every earlier Xcode drew 49 × 31 in a 51 × 31 frame
/// (`IntrinsicSizeProvider.fixedSizes`, `AlignmentInsets.uiKitInsets`: the frame's 2 extra
/// points on the trailing side are kept).
///
/// Evidence (issue 10 item 4: held-back Xcode 26 documents disagree on switches): the
/// corpus holds no switch laid out by constraints in an Xcode 26 document (twilio's voice
/// quickstarts, 24506, have only fixed-frame switches stored at the old 49 × 31, which
/// Interface Builder does not re-measure), so the size rests on runtime measurements of
/// iOS 26 published by independent projects: React Native's switch fix for iOS 26 (Meta's
/// pull request 53067, "Apple changed the sizes of the UISwitch", 63 × 28 against 51 × 31
/// before), an iOS 26 UI-test fixture recording a Settings switch 63 × 28, a SnapKit app
/// sizing its switch 63 × 28 on iOS 26 and 51 × 31 before, and a UIKit re-implementation's
/// iOS 26.1 ground truth (frame 63 × 28, `intrinsicContentSize` 61 × 28, `sizeThatFits`
/// 63 × 28: the same 2-point difference as 49 and 51). Files changed on the corpus: none.
/// Beta placeholders count as before Xcode 26 (`XcodeEra.isAtLeast`).
enum LiquidGlassSwitchSize {
    /// The aligned (intrinsic) size from Xcode 26 on.
    static let aligned = Size(width: 61, height: 28)

    static func size(of view: View, toolsVersion: Double?) -> Size? {
        guard view.elementName == "switch", XcodeEra.isAtLeast(XcodeEra.xcode26, toolsVersion) else { return nil }
        return aligned
    }
}
