import SceneModel

/// A label's content width where its stored width is no measurement of its text: the
/// constraints stretched it or truncated it in the document's own configuration.
///
/// A view's intrinsic content size considers only the view itself (Apple's
/// `intrinsicContentSize`): for a label, its text's size, and none for empty text. Xcode
/// stores the frame the constraints give, so a label that hugs less than its neighbour is
/// stored as wide as its configuration made it, and one whose text does not fit is stored
/// truncated at the width it was given; neither number is a content size on another device.
/// The fitted text widths are off by a few points at most (held out, session 17: 99 % of
/// the un-stretched labels of the check half and the fresh iOS sets within 9.1 %,
/// `TextMeasurerAccuracyTests`); a stored width more than 20 % and 4 points away from the
/// measured one is therefore stretched or truncated, not a measurement error. A tighter
/// bound, 10 % and 2 points, changes no view of the cross-device pairs (session 17). Measured on the cross-device pairs: +12 views in 2
/// pairs of 2 projects (AdguardForiOS's 003: a caption stretched to 545 points beside an
/// empty value label, 5 views; kiwix's 185: a 1,100-point line of text truncated at 288 in a
/// centred stack, 7 views), none lost; the corpus's own configurations are unchanged.
/// Labels only: a button's stored width also holds its content insets and image, which the
/// measurer does not know (measuring buttons too lost 13 views in 15 pairs of AdguardForiOS,
/// element-ios and OnionBrowser, and gained none).
enum StretchedTextWidth {
    /// The measured width of a single-line label with plain system-font text (0 for empty
    /// text) when `storedWidth` was stretched or truncated; nil when the stored width stands.
    static func labelWidth(of view: View, storedWidth: Double, scale: Double) -> Double? {
        guard let text = singleLineLabelText(of: view) else { return nil }
        let measured: Double
        if text.isEmpty {
            measured = 0
        } else {
            guard let size = MeasuredTextSize(measurer: .standard).size(of: view, width: nil, scale: scale) else { return nil }
            measured = size.width
        }
        let stretched = isBeyondMeasurement(storedWidth, measured)
        let truncated = isBeyondMeasurement(measured, storedWidth)
        return stretched || truncated ? measured : nil
    }

    /// The text of a single-line label that does not shrink its font, the labels whose
    /// stored lengths `StretchedTextWidth` and `StretchedTextHeight` judge; nil for others.
    static func singleLineLabelText(of view: View) -> String? {
        guard view.elementName == "label", (view.textAttributes.numberOfLines ?? 1) == 1,
              !view.textAttributes.adjustsFontSizeToFit else { return nil }
        return view.textAttributes.plainText
    }

    /// Whether `length` is more than 20 % and 4 points beyond `other`: further than the
    /// measurer's error, so one of them is no measurement of the text.
    static func isBeyondMeasurement(_ length: Double, _ other: Double) -> Bool {
        length > other * 1.2 + 4
    }
}
