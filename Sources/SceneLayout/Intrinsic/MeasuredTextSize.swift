import SceneModel

/// The natural size of a UIKit label or button measured from its text, for views that
/// have no stored frame to borrow (documents Xcode saved without frames).
///
/// A label is as wide as its longest line and as high as its lines (San Francisco's line
/// height, rounded up to the pixel grid); a multi-line label wraps at the width the
/// previous layout pass gave it. A button adds its fitted padding to its title's width, and
/// is its title's line height plus 12 points high, rounded up to a whole point (the
/// corpus's un-stretched system buttons: 13 pt → 28, 14 → 29, 15 → 30, 17 → 33, 20 → 36, 24 → 41).
struct MeasuredTextSize {
    let measurer: TextMeasurer

    /// `namedFonts`: also measure a label in a named font whose line height is known
    /// (`TextFont.namedLineHeights`), its width only estimated with the system table: for
    /// labels saved without a frame, where the alternative is no size at all.
    func size(of view: View, width: Double?, scale: Double, namedFonts: Bool = false) -> (width: Double, height: Double)? {
        guard let font = TextFont(of: view) ?? Self.defaultFont(of: view) else { return nil }
        let lineHeight: Double
        if font.isSystem {
            lineHeight = measurer.lineHeight(of: font)
        } else if namedFonts, view.elementName == "label", let ems = TextFont.namedLineHeights[String(font.family.dropFirst(5))] {
            lineHeight = ems * font.pointSize
        } else {
            return nil
        }
        switch view.elementName {
        case "label":
            guard !view.textAttributes.adjustsFontSizeToFit,
                  let text = view.textAttributes.plainText, !text.isEmpty else { return nil }
            let limit = view.textAttributes.numberOfLines ?? 1
            let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
            let padding = measurer.padding(for: "iOS:label", font: font)
            let natural = paragraphs.map { measurer.lineWidth(of: $0, font: font) }.max() ?? 0
            var lines = limit == 1 ? 1 : paragraphs.count
            if limit != 1, let width, width > 0 { lines = measurer.lineCount(of: text, font: font, width: width - padding) }
            if limit > 0 { lines = min(lines, limit) }
            return (TextMeasurer.ceilToPixel(natural + padding, scale: scale),
                    TextMeasurer.ceilToPixel(Double(lines) * lineHeight, scale: scale))
        case "button":
            guard let title = view.textAttributes.plainTitle, !title.isEmpty else { return nil }
            var width = measurer.intrinsicWidth(of: title, font: font, kind: "iOS:button", scale: scale)
            if Self.systemButtonTypes.contains(view.control.buttonType ?? "custom") {
                width = max(width, Self.systemButtonMinimumWidth)
            }
            return (width, (measurer.lineHeight(of: font) + 12).rounded(.up))
        default:
            return nil
        }
    }

    /// A system (rounded-rect) button is never narrower than 30 points, however short its
    /// title: the corpus stores 35 titled system buttons exactly 30 wide ("Get", "Play",
    /// "1x", "Skip", ">", an emoji) in 10 projects (patchthecode, ChatSecure, twilio,
    /// spotify, OnionBrowser, youtube, IBAnimatable, AgoraIO, corona-warn-app, Ramotion) and
    /// none narrower but a collapsed one (0) and one private-use glyph sized by constraints.
    static let systemButtonMinimumWidth = 30.0
    static let systemButtonTypes: Set<String> = ["system", "roundedRect"]

    /// A button saved without a `<fontDescription>` draws its title in UIButton's default
    /// title font, the system font at 15 points: the corpus's 142 system and rounded-rect
    /// buttons with a title and no font description, in 30 projects, are all 30 points high
    /// where no constraint stretches them, as a 15-point line (17.9) plus 12 rounds to.
    /// Labels always save their font, so no default is assumed for them.
    static func defaultFont(of view: View) -> TextFont? {
        guard view.elementName == "button", view.textAttributes.font == nil else { return nil }
        return TextFont(family: "system", pointSize: 15)
    }
}
