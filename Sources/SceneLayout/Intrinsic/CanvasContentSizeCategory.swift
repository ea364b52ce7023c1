import SceneModel

/// The content size category Interface Builder drew a document's Dynamic Type text styles
/// at. Xcode's canvas usually draws them at Large (Body 17), but some documents store every
/// text-style label at a smaller line height, and nothing in the document records why. What
/// the stored frames already give as intrinsic sizes is the only trace, so it is read from
/// them: a document whose one-line text-style labels are stored at Extra Small line heights
/// (Body 14 points: 17 high; Callout 13: 16; Subheadline 12: 14.5), none at another
/// category's, was drawn at Extra Small, and its text styles' baselines sit where text of
/// those sizes puts them.
///
/// Four owners store documents so (Xcode 11–13), none mixing them with Large ones:
/// ramandabhijana's edit-profile storyboard (`new26`, 20037, 8 labels only Extra Small
/// gives), element-hq's space detail (18122, 4), and, with one such label each (below the
/// two asked for), keepassium's entry history (19162) and bryceco's direction controller
/// (`ios20`, 18122). Only ramandabhijana's has text on a baseline: its borderless text
/// fields in first-baseline stack views were 2 points too low (18 views with `StackLayout`'s
/// first-baseline rows; the corpus and every other set unchanged; AccuracyLog, session 22,
/// newcause26). The sizes are UIKit's `preferredFont(forTextStyle:)` at each category
/// (Apple's Human Interface Guidelines, "Dynamic Type sizes").
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

    /// UIKit's text styles at Small and Medium, the categories between: a label stored at
    /// one of their heights (and not at Extra Small's) says the canvas drew neither Extra
    /// Small nor, as far as the tool knows, Large (zeshadow's Xcode 6–7 Body labels 19.5
    /// high, `mix25`; acton393's, corpus): the document is left at Large.
    static let smallSizes: [String: Double] = [
        "UICTFontTextStyleBody": 15, "UICTFontTextStyleCallout": 14, "UICTFontTextStyleSubhead": 13,
        "UICTFontTextStyleFootnote": 12, "UICTFontTextStyleCaption1": 11, "UICTFontTextStyleCaption2": 11,
        "UICTFontTextStyleHeadline": 15, "UICTFontTextStyleTitle1": 26, "UICTFontTextStyleTitle2": 20,
        "UICTFontTextStyleTitle3": 18, "UICTFontTextStyleLargeTitle": 32,
    ]
    static let mediumSizes: [String: Double] = [
        "UICTFontTextStyleBody": 16, "UICTFontTextStyleCallout": 15, "UICTFontTextStyleSubhead": 14,
        "UICTFontTextStyleFootnote": 12, "UICTFontTextStyleCaption1": 11, "UICTFontTextStyleCaption2": 11,
        "UICTFontTextStyleHeadline": 16, "UICTFontTextStyleTitle1": 27, "UICTFontTextStyleTitle2": 21,
        "UICTFontTextStyleTitle3": 19, "UICTFontTextStyleLargeTitle": 33,
    ]

    /// Fewest Extra Small labels that decide it: one label stored short may be squeezed by
    /// its constraints.
    static let labelsToDecide = 2

    /// Read from every view of the document.
    public init(document: SceneDocument) {
        self.init(views: document.viewsByID.values, platform: document.header.platform)
    }

    /// Read from `views` (a layout reads its scene's: the whole document's, read again for
    /// every scene and pass, cost 3 % more instructions on a 36-scene storyboard).
    init(views: some Sequence<View>, platform: DocumentHeader.Platform) {
        self = .large
        guard platform == .iOS else { return }
        var extraSmall = 0
        for view in views where view.elementName == "label" {
            guard let style = view.textAttributes.font?.style, let large = TextFont.textStyles[style]?.size,
                  let tiny = Self.extraSmallSizes[style], let small = Self.smallSizes[style], let medium = Self.mediumSizes[style],
                  (view.textAttributes.numberOfLines ?? 1) == 1, let height = view.frame?.height else { continue }
            let tinyHeight = Self.oneLineHeight(tiny)
            let otherHeights = [large, small, medium].map(Self.oneLineHeight)
            if height == tinyHeight {
                // Only a height no other category gives counts (Caption 1 is 11 points at
                // Extra Small, Small and Medium).
                if !otherHeights.contains(tinyHeight) { extraSmall += 1 }
            } else if otherHeights.contains(height) {
                return
            }
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
