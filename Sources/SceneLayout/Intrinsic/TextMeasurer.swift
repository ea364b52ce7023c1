#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Measures text as UIKit lays it out, from the fitted advance widths (`TextWidthTable`):
/// the width of a line, how many lines a width wraps it into (greedy, at spaces, breaking
/// a word longer than the line between characters, as NSLineBreakByWordWrapping does),
/// and the height of those lines in San Francisco's line height.
public struct TextMeasurer: Sendable {
    public static let standard = TextMeasurer()

    public init() {}

    /// The table for a family: San Francisco's (`system`) for every weight of the system
    /// font, a metric-compatible font's for the named fonts it stands for
    /// (`TextWidthTable.metricFonts`), and San Francisco's for other named fonts too, whose
    /// widths are then only an estimate.
    func table(for font: TextFont) -> TextWidthTable? {
        guard let metric = metricFont(of: font) else { return Self.systemTable }
        return TextWidthTable.fitted[metric]
    }

    /// San Francisco's table: its emoji advance and paddings serve every font.
    static let systemTable = TextWidthTable.fitted["system"]

    /// The metric-compatible font a named font is measured with, if any.
    func metricFont(of font: TextFont) -> String? {
        guard !font.isSystem else { return nil }
        return TextWidthTable.metricFonts[String(font.family.dropFirst("name:".count))]
    }

    /// Whether the family is measured from views of its own: the regular system font's
    /// advances and the bold ratio (other weights are interpolated, named fonts estimated).
    public func isFitted(_ font: TextFont) -> Bool { ["system", "boldSystem"].contains(font.family) }

    /// The unrounded width of `text` on one line, in points, without any view's padding:
    /// the Text advances, scaled for the weight and, from 20 points, the Display cut (not the
    /// system font's figures, `TextWidthTable.figures`), plus
    /// Apple's tracking for the size after each character, less `TextWidthTable.capitalPair` for
    /// each capital after a capital at Text sizes (a metric-compatible font's advances alone),
    /// Apple Color Emoji's advance for each emoji and an em for each full-width character
    /// (`FullWidthCharacters`).
    public func lineWidth(of text: Substring, font: TextFont) -> Double {
        guard let table = table(for: font), let system = Self.systemTable, !text.isEmpty else { return 0 }
        let display = font.isSystem && font.pointSize >= SanFranciscoTracking.displayFrom
        var ems = 0.0
        var figureEms = 0.0  // figures at a Display size: no Display ratio (`TextWidthTable.figures`)
        var count = 0
        var emojiPoints = 0.0
        var fullWidthCount = 0
        var capitalPairs = 0  // capitals after a capital (`TextWidthTable.capitalPair`)
        var previousIsCapital = false
        for character in text {
            let isCapital = TextWidthTable.isCapital(character)
            if isCapital && previousIsCapital { capitalPairs += 1 }
            previousIsCapital = isCapital
            if system.emojiScale > 0, AppleColorEmoji.draws(character) {
                emojiPoints += AppleColorEmoji.pointSize(besideTextOf: font.pointSize)
                continue
            }
            if FullWidthCharacters.contains(character) {
                fullWidthCount += 1
                continue
            }
            if display, TextWidthTable.figures.contains(character) {
                figureEms += table.advance(of: character)
            } else {
                ems += table.advance(of: character)
            }
            count += 1
        }
        // Emoji and full-width characters come from other fonts: their own advances, no tracking.
        let otherFonts = emojiPoints * system.emojiScale + Double(fullWidthCount) * font.pointSize
        if metricFont(of: font) != nil { return (ems + figureEms) * font.pointSize + otherFonts }
        let weight = font.isSystem ? table.weightScale(of: font.family) : 1
        let scale = font.pointSize >= SanFranciscoTracking.displayFrom ? weight * table.displayScale : weight
        let pairEms = font.pointSize >= SanFranciscoTracking.displayFrom ? 0 : Double(capitalPairs) * table.capitalPair
        return ems * font.pointSize * scale + (figureEms + pairEms) * font.pointSize * weight
            + Double(count) * SanFranciscoTracking.points(at: font.pointSize) + otherFonts
    }

    public func lineWidth(of text: String, font: TextFont) -> Double { lineWidth(of: text[...], font: font) }

    /// What a kind of view (`"iOS:label"`, `"iOS:button"`) adds to its text's width.
    public func padding(for kind: String, font: TextFont) -> Double { Self.systemTable?.padding[kind] ?? 0 }

    /// The natural width of a single-line view of that kind: text and padding, rounded up
    /// to the pixel grid at `scale`.
    public func intrinsicWidth(of text: String, font: TextFont, kind: String, scale: Double) -> Double {
        Self.ceilToPixel(lineWidth(of: text, font: font) + padding(for: kind, font: font), scale: scale)
    }

    /// Points a line of the font takes (San Francisco's line height; named fonts likewise, an estimate).
    public func lineHeight(of font: TextFont) -> Double { font.pointSize * TextMetrics.lineHeight }

    /// Lines `text` wraps into at `width` points (explicit line breaks start new lines).
    /// Bounded: at most one line per character.
    public func lineCount(of text: String, font: TextFont, width: Double) -> Int {
        guard width > 0 else { return max(1, text.count) }
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += paragraphLines(paragraph, font: font, width: width)
        }
        return max(1, lines)
    }

    private func paragraphLines(_ paragraph: Substring, font: TextFont, width: Double) -> Int {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: false)
        let space = lineWidth(of: " ", font: font)
        var lines = 1
        var current = 0.0
        var started = false
        for word in words {
            let wordWidth = lineWidth(of: word, font: font)
            let candidate = started ? current + space + wordWidth : wordWidth
            if candidate <= width + 0.001 || !started && wordWidth <= width + 0.001 {
                current = candidate
                started = true
                continue
            }
            if started {
                lines += 1
                current = 0
                started = false
            }
            if wordWidth <= width + 0.001 {
                current = wordWidth
                started = true
            } else {
                // A word longer than the line breaks between characters.
                for character in word {
                    let advance = lineWidth(of: String(character)[...], font: font)
                    if started && current + advance > width + 0.001 {
                        lines += 1
                        current = 0
                    }
                    current += advance
                    started = true
                }
            }
        }
        return lines
    }

    static func ceilToPixel(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value.rounded(.up) }
        return (value * scale - 1e-6).rounded(.up) / scale
    }
}
