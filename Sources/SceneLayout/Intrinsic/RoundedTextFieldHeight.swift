import SceneModel

/// The height of a UIKit text field with the rounded-rect border, for one saved without a
/// frame (documents Xcode 6–7 saved without frames): no stored height to borrow, and
/// without it the field has no height at all.
///
/// UITextField's rounded-rect border fixes its height for its font; with the default
/// 14-point system font the corpus stores it 30 points high in every file before Xcode 11
/// (toolsVersion 9xxx–14xxx: ooper-shlab, ephread, ReactiveX, awslabs, artsy, twostraws,
/// treehouse-projects, IBAnimatable; 13 fields) and 34 from Xcode 11, the iOS 13 SDK, on
/// (15xxx–24xxx: awslabs, twilio, ephread, freeotp, AgoraIO, patchthecode, googleads;
/// 16 fields); the others are stretched by constraints (44, 40) or sized by them (26, 18.7).
/// Other fonts are left alone: the corpus has too few un-stretched ones to say.
enum RoundedTextFieldHeight {
    /// The first `toolsVersion` of Xcode 11, whose SDK (iOS 13) draws the taller field.
    static let tallerFrom = 15000.0

    static func height(of view: View, toolsVersion: Double?) -> Double? {
        guard view.elementName == "textField", view.control.borderStyle == "roundedRect",
              let toolsVersion else { return nil }
        if let font = view.textAttributes.font {
            guard font.name == nil, font.style == nil, (font.type ?? "system") == "system", font.weight == nil,
                  font.pointSize == 14 else { return nil }
        }
        return toolsVersion < tallerFrom ? 30 : 34
    }
}
