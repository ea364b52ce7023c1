import SceneModel

/// Where Auto Layout puts the first baseline of a view that shows no text (an image view, a
/// plain or custom view, a switch, a slider, a progress view, a stack view), by platform.
/// The last baseline is the bottom on both platforms (UIKit's `forLastBaselineLayout` and
/// the old `forBaselineLayout()`, the XML's `baseline`: "the view's bottom edge"; AppKit's
/// `lastBaselineOffsetFromBottom`, documented 0); every document of the corpus that names a
/// textless view's last baseline agrees (Twilio's four quick-start storyboards, KeePassium's
/// entry field viewer).
///
/// UIKit (iOS and tvOS): `UIView.forFirstBaselineLayout` — "if that view does not have a
/// baseline, Auto Layout uses the view's top edge". KeePassium's database key changer
/// (32700.99) holds an image view's first baseline to a label's: the image's top is on the
/// label's baseline (its bottom 28 points below it, where the bottom rule had put it).
/// An image view showing an SF Symbol does have a baseline, its image's (`UIImage`'s
/// `baselineOffsetFromBottom`, set on symbol images): KeePassium's entry field viewer and
/// pricing plan picker (a body-sized `globe`, a large `person.3`) hold their bottoms 3 and
/// 6 points below the text's baseline, their tops 16 and 18 above it. The tool has no
/// symbol metrics, so such a view keeps the bottom, the nearer edge.
///
/// AppKit: `NSView.firstBaselineOffsetFromTop` is documented 0 (the top), but the only
/// AppKit views without text whose first baseline the corpus holds are image views, and
/// they put it at the bottom: DuckDuckGo's navigation bar and suggestion rows (a 9-point
/// arrow's bottom on a small label's baseline, its top 9 above it) and Cog's main window
/// (an 11-point image, flagged misplaced). NSImageView is an NSControl, whose baselines
/// its cell gives; with no AppKit document showing the documented top, the bottom is kept
/// for every AppKit view.
///
/// NSDatePicker and NSSlider keep the bottom too, though the corpus puts neither there: each
/// case rests on one project (Aerial's date pickers 7.5 points above their bottom at 21 and
/// 22 points high; Aerial's large slider with ticks and iGlance's regular one at offsets
/// that do not agree), so no row was added (`Scripts/appkit-baseline-survey.py`;
/// `Documents/AccuracyLog`, session 13, pick18).
enum TextlessBaseline {
    /// True where `view`, showing no text, has its first baseline at its top.
    static func firstIsTop(_ view: View, platform: DocumentHeader.Platform) -> Bool {
        platform != .macOS && !view.control.showsSystemSymbol
    }
}
