import SceneModel

/// A label's content width where its stored width was stretched by its constraints in the
/// document's own configuration.
///
/// A view's intrinsic content size considers only the view itself (Apple's
/// `intrinsicContentSize`): for a label, its text's size, and none for empty text. Xcode
/// stores the frame the constraints give, so a label that hugs less than its neighbour is
/// stored as wide as its configuration made it, and that number is no content size on
/// another device. The fitted text widths are off by a few points at most on regular system
/// text (within 1 pt for 80 % of the development half's un-stretched views,
/// `TextMeasurerAccuracyTests`) and by up to about 10 % on heavier weights measured with
/// the regular table; a stored width more than 20 % and 4 points above the measured one is
/// therefore a stretched one, not a measurement error. Labels only: a button's stored
/// width also holds its content insets and image, which the measurer does not know
/// (measuring buttons too lost 13 views in 15 pairs of AdguardForiOS, element-ios and
/// OnionBrowser, and gained none).
enum StretchedTextWidth {
    /// The measured width of a single-line label with plain system-font text (0 for empty
    /// text) when `storedWidth` is a stretched width; nil when the stored width stands.
    static func labelWidth(of view: View, storedWidth: Double, scale: Double) -> Double? {
        guard view.elementName == "label", (view.textAttributes.numberOfLines ?? 1) == 1,
              !view.textAttributes.adjustsFontSizeToFit, let text = view.textAttributes.plainText else { return nil }
        let measured: Double
        if text.isEmpty {
            measured = 0
        } else {
            guard let size = MeasuredTextSize(measurer: .standard).size(of: view, width: nil, scale: scale) else { return nil }
            measured = size.width
        }
        return wasStretched(storedWidth: storedWidth, measuredWidth: measured) ? measured : nil
    }

    static func wasStretched(storedWidth: Double, measuredWidth: Double) -> Bool {
        measuredWidth >= 0 && storedWidth > measuredWidth * 1.2 + 4
    }
}
