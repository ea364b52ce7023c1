/// Emoji in a line of text: UIKit draws them from Apple Color Emoji whatever the view's font,
/// and at small sizes larger than the font (glyph heights measured on iOS at 2x,
/// flutter/flutter#28894: 16 to 18 points all draw the 40-pixel strike, 20 points; from 22
/// points the font's own size). Xcode's frames agree at 17 points (IGListKit's 🎉 and a fresh
/// course project's animals: 23 wide, as at 20 points) and from 25 points (four projects).
/// The advance over that size is `TextWidthTable.emojiScale` (fitted).
enum AppleColorEmoji {
    /// Point sizes of the text (11 to 22) and the emoji drawn beside it.
    static let measuredSizes: [(text: Double, emoji: Double)] = [
        (11, 14), (12, 15), (13, 16), (14, 17), (15, 19), (16, 20), (17, 20), (18, 20),
        (19, 20.5), (20, 21), (21, 21.5), (22, 22),
    ]

    /// The size emoji are drawn at beside text of `size` points: interpolated between the
    /// measured sizes, 3 points larger below 11, the size itself from 22.
    static func pointSize(besideTextOf size: Double) -> Double {
        if size >= 22 { return size }
        if size <= 11 { return size + 3 }
        for (low, high) in zip(measuredSizes, measuredSizes.dropFirst()) where size <= high.text {
            return low.emoji + (size - low.text) / (high.text - low.text) * (high.emoji - low.emoji)
        }
        return size
    }

    /// Whether Apple Color Emoji draws the character: one of emoji presentation, or one made
    /// emoji by the variation selector U+FE0F (flags, keycaps and joined sequences included).
    static func draws(_ character: Character) -> Bool {
        if character.isASCII { return false }
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return true }
        return scalars.contains("\u{FE0F}") && scalars.contains(where: { $0.properties.isEmoji })
    }
}
