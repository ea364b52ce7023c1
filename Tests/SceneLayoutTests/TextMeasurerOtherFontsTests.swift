@testable import SceneLayout
import Testing

/// Text San Francisco's table does not measure: emoji as UIKit draws them (Apple Color Emoji
/// at the size `AppleColorEmoji` gives), full-width characters (an em each), and named fonts
/// measured with a metric-compatible font's advances, against frames Xcode stored for
/// un-stretched labels.
@Suite struct TextMeasurerOtherFontsTests {
    let measurer = TextMeasurer.standard

    @Test func emojiAreTheCharactersAppleColorEmojiDraws() {
        for emoji in ["🎉", "🐶", "☕️", "1️⃣", "🇺🇸", "👍🏻", "👨‍👩‍👧"] as [Character] {
            #expect(AppleColorEmoji.draws(emoji), "\(emoji)")
        }
        // Text presentation by default (a dingbat check mark, the copyright sign) and letters.
        for text in ["✓", "©", "A", "é", "–"] as [Character] {
            #expect(!AppleColorEmoji.draws(text), "\(text)")
        }
    }

    @Test func smallTextDrawsEmojiAtTwentyPoints() {
        #expect(AppleColorEmoji.pointSize(besideTextOf: 17) == 20)
        #expect(AppleColorEmoji.pointSize(besideTextOf: 19) == 20.5)
        #expect(AppleColorEmoji.pointSize(besideTextOf: 17.5) == 20)
        #expect(AppleColorEmoji.pointSize(besideTextOf: 12) == 15)
        #expect(AppleColorEmoji.pointSize(besideTextOf: 9) == 12)
        #expect(AppleColorEmoji.pointSize(besideTextOf: 22) == 22)
        #expect(AppleColorEmoji.pointSize(besideTextOf: 40) == 40)
    }

    /// Stored widths of one-emoji labels: IGListKit's NibCell.xib (🎉, 17 pt, @2x: 23),
    /// PagingKit's content table (🐶, 32 pt, in a stack sized by its content, @2x: 36),
    /// SwiftMessages' CenteredView.xib (😬, 38 pt: 43); the last held out.
    @Test func oneEmojiLabelsAreXcodesWidth() {
        let cases: [(Character, Double, Double, Double)] = [("🎉", 17, 2, 23), ("🐶", 32, 2, 36), ("😬", 38, 2, 43)]
        for (emoji, size, scale, stored) in cases {
            let width = measurer.intrinsicWidth(of: String(emoji), font: TextFont(family: "system", pointSize: size),
                                                kind: "iOS:label", scale: scale)
            #expect(abs(width - stored) <= 0.5, "\(emoji) at \(size): \(width)")
        }
        // Emoji take no tracking and keep their advance in a named font.
        let named = TextFont(family: "name:HelveticaNeue", pointSize: 17)
        #expect(measurer.lineWidth(of: "🎉", font: named) == measurer.lineWidth(of: "🎉", font: TextFont(family: "system", pointSize: 17)))
    }

    /// Helvetica Neue measured with Liberation Sans's advances, without San Francisco's
    /// tracking or Display cut: SwiftEntryKit's "Kings of Lion" (14 pt, @2x: 82) and
    /// Windscribe's tvOS "If you already have an account." (38 pt, @1x: 530, held out).
    @Test func helveticaNeueTakesLiberationSansAdvances() {
        #expect(measurer.metricFont(of: TextFont(family: "name:HelveticaNeue", pointSize: 14)) == "LiberationSans")
        #expect(measurer.metricFont(of: TextFont(family: "name:HelveticaNeue-Light", pointSize: 14)) == nil)
        #expect(measurer.metricFont(of: TextFont(family: "system", pointSize: 14)) == nil)
        let kings = measurer.intrinsicWidth(of: "Kings of Lion", font: TextFont(family: "name:HelveticaNeue", pointSize: 14),
                                            kind: "iOS:label", scale: 2)
        #expect(kings == 82)
        let account = measurer.intrinsicWidth(of: "If you already have an account.",
                                              font: TextFont(family: "name:HelveticaNeue", pointSize: 38), kind: "iOS:label", scale: 1)
        #expect(account == 530)
        // Bold is wider than regular, and neither follows San Francisco's Display cut at 20 points.
        let regular = TextFont(family: "name:HelveticaNeue", pointSize: 20), bold = TextFont(family: "name:HelveticaNeue-Bold", pointSize: 20)
        #expect(measurer.lineWidth(of: "Painted Ladies", font: bold) > measurer.lineWidth(of: "Painted Ladies", font: regular))
        let below = TextFont(family: "name:HelveticaNeue", pointSize: 19.99)
        #expect(abs(measurer.lineWidth(of: "Painted Ladies", font: regular) / measurer.lineWidth(of: "Painted Ladies", font: below) - 20 / 19.99) < 1e-9)
    }

    /// CJK ideographs and kana take an em each without tracking, Hangul and Latin do not:
    /// Catfeeds' "查看回复" (12 pt, @2x: 49.5) and YoungLeung's "查看全部" (14 pt: 57.5), both held out.
    @Test func fullWidthCharactersTakeAnEm() {
        for character in ["查", "ア", "あ", "。", "Ａ", "𠀋"] as [Character] {
            #expect(FullWidthCharacters.contains(character), "\(character)")
        }
        for character in ["녹", "A", "é", "🎉", "–"] as [Character] {
            #expect(!FullWidthCharacters.contains(character), "\(character)")
        }
        let twelve = TextFont(family: "system", pointSize: 12), seventeen = TextFont(family: "system", pointSize: 17)
        #expect(measurer.intrinsicWidth(of: "查看回复", font: twelve, kind: "iOS:label", scale: 2) == 49.5)
        #expect(measurer.intrinsicWidth(of: "查看全部", font: TextFont(family: "system", pointSize: 14), kind: "iOS:label", scale: 2) == 57.5)
        #expect(measurer.lineWidth(of: "隊名", font: seventeen) == 34)
        #expect(measurer.lineWidth(of: "報名人數", font: TextFont(family: "name:HelveticaNeue", pointSize: 17)) == 68)
    }
}
