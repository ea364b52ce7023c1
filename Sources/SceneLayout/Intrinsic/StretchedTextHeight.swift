import SceneModel

/// A single-line label's content height where its stored height is no measurement of its
/// text: the constraints stretched it vertically in the document's own configuration.
///
/// The height counterpart of `StretchedTextWidth`, on the same documented fact (Apple,
/// `intrinsicContentSize`: "the natural size … considering only properties of the view
/// itself"): one line of text is one line high whatever frame Xcode stored. A stored
/// height more than 20 % and 4 points above the measured line (San Francisco's line heights
/// are exact to the pixel, `TextMeasurerAccuracyTests`) was given by the constraints.
/// Measured on the cross-device pairs: kiwix's 185 (a 17-point label stored 34 high on an
/// iPad, one 20.5-point line on the iPhone, and its header, separator and table below it);
/// only on configurations other than the document's own, so the corpus is unchanged, and
/// not on tvOS, whose text is larger than the iOS line heights the measurer knows (applied
/// to the corpus's own configurations as a probe, it moved 30 tvOS views of PopcornTimeTV,
/// antenna and realm, and 11 of IBAnimatable's iOS views whose stored heights Xcode's
/// layout had tied between equal hugging priorities: there the stored heights decide).
/// One project's pair gains; the fact is Apple's, as for the widths.
enum StretchedTextHeight {
    /// The measured height of a single-line label with plain system-font text when
    /// `storedHeight` was stretched; nil when the stored height stands.
    static func labelHeight(of view: View, storedHeight: Double, scale: Double) -> Double? {
        guard let text = StretchedTextWidth.singleLineLabelText(of: view), !text.isEmpty,
              let size = MeasuredTextSize(measurer: .standard).size(of: view, width: nil, scale: scale) else { return nil }
        return StretchedTextWidth.isBeyondMeasurement(storedHeight, size.height) ? size.height : nil
    }
}
