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
        guard let font = TextFont(of: view) else { return nil }
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
            let width = measurer.intrinsicWidth(of: title, font: font, kind: "iOS:button", scale: scale)
            return (width, (measurer.lineHeight(of: font) + 12).rounded(.up))
        default:
            return nil
        }
    }
}
