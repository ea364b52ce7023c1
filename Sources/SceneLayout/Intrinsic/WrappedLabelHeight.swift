import SceneModel

/// The height of a multi-line label at a width other than the one it was stored with:
/// UIKit wraps its text at the width the constraints give it and the label takes the height
/// of its lines (the stored height is Xcode's measurement at the stored width only).
///
/// The stored frame calibrates the measurement: it is used only when the stored height is
/// a whole number of San Francisco lines, rounded as Xcode rounds (to the document's pixel
/// grid, or to whole points in older files), and the measurer wraps the text into that
/// many lines at the stored width. Anything else (attributed text, custom fonts, a label
/// stretched vertically, a wrap the fitted widths cannot reproduce) keeps the stored height.
/// Measured: on the cross-device pairs it gains 13 views in 5 canvas pairs of 2 projects
/// (AdguardForiOS's settings descriptions, element-ios) and loses none; in the corpus's own
/// configurations it changes no frame (solved widths are the stored ones).
struct WrappedLabelHeight {
    let measurer: TextMeasurer

    /// The label's height at `width`, or nil when the stored height stands.
    func height(of view: View, storedFrame stored: Rect, width: Double, scale: Double, storedScale: Double) -> Double? {
        guard view.elementName == "label", abs(width - stored.width) > 0.5, width > 0, stored.height > 0 else { return nil }
        let limit = view.textAttributes.numberOfLines ?? 1
        guard limit != 1, limit >= 0 else { return nil }
        guard !view.textAttributes.adjustsFontSizeToFit,
              let text = view.textAttributes.plainText, !text.isEmpty,
              let font = TextFont(of: view), font.isSystem else { return nil }
        let line = measurer.lineHeight(of: font)
        guard line > 0 else { return nil }
        let storedLines = Int(min(1000, (stored.height / line).rounded()))
        guard storedLines >= 1 else { return nil }
        // Xcode's rounding of this document: its pixel grid, or whole points.
        guard let rounding = [storedScale, 1].first(where: { abs(TextMeasurer.ceilToPixel(Double(storedLines) * line, scale: $0) - stored.height) < 0.01 })
        else { return nil }
        let padding = measurer.padding(for: "iOS:label", font: font)
        guard measurer.lineCount(of: text, font: font, width: stored.width - padding) == storedLines else { return nil }
        var lines = measurer.lineCount(of: text, font: font, width: width - padding)
        if limit > 0 { lines = min(lines, limit) }
        return TextMeasurer.ceilToPixel(Double(lines) * line, scale: rounding == 1 && storedScale != 1 ? 1 : scale)
    }
}
