/// Interface Builder's behaviour changes with the Xcode that saved a document, which its
/// `toolsVersion` tells. Beta builds write the placeholder 32700.99.1234, which says
/// nothing of the era; the corpus shows them behaving as Xcode before 15.3 (24000).
enum XcodeEra {
    static let betaPlaceholder = 32700.0
    /// Xcode 15.3: AppKit controls align on their frames; cell content views' vertical
    /// margins grow to 15.
    static let xcode15_3 = 24000.0
    /// Xcode 9 (iOS and tvOS 11): safe areas; layout margins inset from them.
    static let safeAreas = 13000.0
    /// AppKit labels keep their baselines where their natural height puts them when
    /// stretched: documents from 21507 on (iina, AgoraIO); a 19529 one (AgoraIO's
    /// settings) only fits with baselines centred in the stored frame.
    static let labelBaselinesFromNaturalHeight = 21000.0
    /// NSSwitch's baseline: 2 points below its centre in documents from 23504 on
    /// (AgoraIO); a centred label's in 23094 (iina).
    static let switchBaselineNearCenter = 23500.0

    /// Whether the document was saved by `version` or later.
    static func isAtLeast(_ version: Double, _ toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        if toolsVersion >= betaPlaceholder { return version < xcode15_3 }
        return toolsVersion >= version
    }
}
