import SceneModel

/// The content size category Interface Builder drew a document's Dynamic Type text styles
/// at. The document does not say it: Xcode's canvas draws text styles at Large (Body 17)
/// unless its Dynamic Type preview is set smaller, and then every text-style label is stored
/// at the smaller line height. What the stored frames already give as intrinsic sizes is the
/// only trace, so it is read from them: a document whose one-line text-style labels are
/// stored at Extra Small line heights (Body 14 points: 17 high; Subheadline 12: 14.5;
/// Caption 1 11: 13.5), none at Large ones, was drawn at Extra Small, and its text styles'
/// baselines sit where 14-point text puts them.
///
/// Four owners store whole documents so (Xcode 11–13): ramandabhijana's edit-profile
/// storyboard (`new26`, 20037, 9 labels), element-hq's space detail (18122, 4),
/// keepassium's entry history (19162, 2) and bryceco's direction controller (`ios20`,
/// 18122, 1, below the two labels asked for); no document mixes the two. Only
/// ramandabhijana's has text on a baseline: its borderless text fields in first-baseline
/// stack views were 2 points too low (18 views with `StackLayout`'s first-baseline rows;
/// the corpus and every other set unchanged; AccuracyLog, session 22, newcause26). The
/// Extra Small sizes are UIKit's `preferredFont(forTextStyle:)` at
/// `UIContentSizeCategoryExtraSmall` (Apple's Human Interface Guidelines, "Dynamic Type
/// sizes").
public enum CanvasContentSizeCategory: Equatable, Sendable {
    case large
    case extraSmall

    /// UIKit's text styles at Extra Small.
    static let extraSmallSizes: [String: Double] = [
        "UICTFontTextStyleBody": 14, "UICTFontTextStyleCallout": 13, "UICTFontTextStyleSubhead": 12,
        "UICTFontTextStyleFootnote": 12, "UICTFontTextStyleCaption1": 11, "UICTFontTextStyleCaption2": 11,
        "UICTFontTextStyleHeadline": 14, "UICTFontTextStyleTitle1": 25, "UICTFontTextStyleTitle2": 19,
        "UICTFontTextStyleTitle3": 17, "UICTFontTextStyleLargeTitle": 31,
    ]

    /// Fewest Extra Small labels that decide it: one label stored short may be squeezed by
    /// its constraints.
    static let labelsToDecide = 2

    public init(document: SceneDocument) {
        self = .large
        guard document.header.platform == .iOS else { return }
        var extraSmall = 0
        for view in document.viewsByID.values where view.elementName == "label" {
            guard let style = view.textAttributes.font?.style, let large = TextFont.textStyles[style]?.size,
                  let small = Self.extraSmallSizes[style], (view.textAttributes.numberOfLines ?? 1) == 1,
                  let height = view.frame?.height else { continue }
            if height == Self.oneLineHeight(large) { return }
            if height == Self.oneLineHeight(small) { extraSmall += 1 }
        }
        if extraSmall >= Self.labelsToDecide { self = .extraSmall }
    }

    /// A one-line label's height in the system font, rounded up to the half point.
    static func oneLineHeight(_ pointSize: Double) -> Double {
        (pointSize * TextMetrics.lineHeight * 2 - 1e-9).rounded(.up) / 2
    }

    /// The point size of a text style drawn at this category; nil for a style UIKit does not name.
    func pointSize(ofStyle style: String) -> Double? {
        switch self {
        case .large: TextFont.textStyles[style]?.size
        case .extraSmall: Self.extraSmallSizes[style]
        }
    }
}
