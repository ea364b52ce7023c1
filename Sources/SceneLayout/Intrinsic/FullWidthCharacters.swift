/// Characters East Asian typography sets on a square em: CJK ideographs, kana, CJK symbols
/// and punctuation, and the fullwidth forms (Unicode's East Asian Width "Wide" and
/// "Fullwidth", UAX #11). UIKit draws them from PingFang or Hiragino, whose advance for them
/// is the em, without San Francisco's tracking. Xcode's frames of un-stretched views agree in
/// four projects of the fresh xib22 set (Catfeeds, YoungLeung, dctooandy, samyoung790916: 8 of
/// 9 labels and buttons of 10 to 15 points within 1 pt, 7 within 0.5, before none; the ninth
/// a button at UIKit's least width, 30) and in a fifth's 17-point labels (ives9999: "隊名"
/// 35, "星期幾" 52, "報名人數" 70, each within 0.5); the corpus has none to fit on, and the
/// em is the design, not a fitted number. Hangul is not among them: Apple SD Gothic Neo's
/// syllables are narrower (about 0.84 em in two fresh projects), and keep the table's other
/// advance.
enum FullWidthCharacters {
    /// The Unicode blocks taken as full width.
    static let ranges: [ClosedRange<UInt32>] = [
        0x2E80...0x2FDF,  // CJK radicals, Kangxi radicals
        0x3000...0x303F,  // CJK symbols and punctuation
        0x3040...0x30FF,  // Hiragana, Katakana
        0x3190...0x31FF,  // Kanbun, CJK strokes, Katakana extensions
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFF01...0xFF60,  // fullwidth ASCII forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x20000...0x3FFFF,  // ideographs of the supplementary planes
    ]

    /// Whether the character's base is full width.
    static func contains(_ character: Character) -> Bool {
        guard !character.isASCII, let first = character.unicodeScalars.first else { return false }
        return ranges.contains { $0.contains(first.value) }
    }
}
