import SceneModel

/// The font a view draws its text in, as the text measurer names it: a family of the
/// fitted table (`system`, `boldSystem`, or a weight such as `semiboldSystem`, a named
/// font as `name:HelveticaNeue`) and a point size. Dynamic-type styles take their sizes at
/// the default content size category (Body 17, Headline 17 semibold, Title 1 28, …), as
/// Interface Builder draws them. Mirrors `family_key` in `Scripts/fit-text-metrics.py`.
public struct TextFont: Hashable, Sendable {
    public var family: String
    public var pointSize: Double

    public init(family: String, pointSize: Double) {
        self.family = family
        self.pointSize = pointSize
    }

    /// UIKit's text styles at the Large (default) content size category.
    static let textStyles: [String: (family: String, size: Double)] = [
        "UICTFontTextStyleBody": ("system", 17), "UICTFontTextStyleCallout": ("system", 16),
        "UICTFontTextStyleSubhead": ("system", 15), "UICTFontTextStyleFootnote": ("system", 13),
        "UICTFontTextStyleCaption1": ("system", 12), "UICTFontTextStyleCaption2": ("system", 11),
        "UICTFontTextStyleHeadline": ("semiboldSystem", 17), "UICTFontTextStyleTitle1": ("system", 28),
        "UICTFontTextStyleTitle2": ("system", 22), "UICTFontTextStyleTitle3": ("system", 20),
        "UICTFontTextStyleLargeTitle": ("system", 34),
    ]

    /// The font of a UIKit view's `<fontDescription>`, nil when it has none or one the
    /// measurer cannot read (a custom style, no size).
    public init?(of view: View) {
        guard let font = view.textAttributes.font else { return nil }
        if let style = font.style {
            guard let known = Self.textStyles[style] else { return nil }
            self.init(family: known.family, pointSize: known.size)
            return
        }
        guard let size = font.pointSize, size > 0, size < 10_000 else { return nil }
        if let name = font.name {
            self.init(family: "name:" + name, pointSize: size)
            return
        }
        let type = font.type ?? "system"
        if type == "system", let weight = font.weight {
            self.init(family: weight + "System", pointSize: size)
        } else if ["system", "boldSystem", "italicSystem"].contains(type) {
            self.init(family: type, pointSize: size)
        } else {
            return nil
        }
    }

    /// Line heights in ems of named fonts, read off single-line labels whose height no
    /// constraint sets (rounded up to the pixel grid). Helvetica Neue, ascender 0.952 and
    /// descender 0.213, is 1.165 em in files saved by Xcode 8: AdguardForiOS (11542,
    /// 16 pt → 19, two labels) and SendBird (11762, 12 → 14, 14 → 16.5, 18 → 21; San
    /// Francisco's 1.193 would give 19.5, 14.5, 17 and 21.5). Against it, one label saved
    /// by Xcode 9 (SwiftEntryKit, 14113: 14 → 17). Used only for labels saved without a
    /// frame (Xcode 7 documents), which otherwise have no height at all.
    static let namedLineHeights: [String: Double] = ["HelveticaNeue": 1.165]

    /// Whether the font is Apple's system font (San Francisco) in some weight, whose line
    /// height is `TextMetrics.lineHeight` ems.
    public var isSystem: Bool { !family.hasPrefix("name:") }
}
