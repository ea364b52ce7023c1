/// Advance widths of San Francisco, fitted from the frames Xcode stored for the corpus's
/// un-stretched labels and buttons (`Scripts/fit-text-metrics.py`, which writes
/// `TextWidthTable+Fitted.swift`). Apple's fonts are not on Linux; these numbers are what
/// Xcode measured with them, so the table stands in for San Francisco's metrics. The
/// advances are SF Pro Text's at the regular weight (Liberation Sans's scaled by one fitted
/// factor, one more for capital letters, with a correction per character); the Display cut
/// (20 points and up) and the bold weight are each one fitted ratio to them, and the
/// tracking by size is Apple's (`SanFranciscoTracking`).
struct TextWidthTable: Sendable {
    /// Views the family was fitted on (the development half of the corpus).
    let samples: Int
    /// The median stored single-line label height in ems (pixel rounding included); reported,
    /// while wrapping uses San Francisco's unrounded line height (`TextMetrics.lineHeight`).
    let lineHeight: Double
    /// Advance of a character the table does not hold, in ems.
    let otherAdvance: Double
    /// Characters and their advances in ems, index by index.
    let advances: [Character: Double]
    /// Display advances over Text advances (views of 20 points and up).
    let displayScale: Double
    /// Bold advances over regular ones; weights between are interpolated (`weightScale`).
    let boldScale: Double
    /// Apple Color Emoji's advance over the size it is drawn at (`AppleColorEmoji`), 0 when
    /// not fitted (the metric-compatible fonts: emoji are measured with the system table's).
    let emojiScale: Double
    /// Ems each Latin capital that follows a capital takes off its advance at Text sizes (below
    /// 20 points), 0 when not fitted. The capitals' advances are fitted on text where lowercase
    /// letters follow them ("Sign In"); beside each other San Francisco's Text capitals sit
    /// closer (Core Text kerns by default, `kCTKernAttributeName`: "If this attribute is not
    /// present, standard kerning is used"; San Francisco's kerning is not published, and
    /// Liberation Sans's pairs, Arial's, hold none of these and measure worse). The median over
    /// the development half's projects of each one's median (as `displayScale` and `boldScale`):
    /// 9 views of 3 projects (IBAnimatable's "FEBRUARY", mssun's "PGP Key", agoraio's
    /// "AINSModel"). Held out, Text-size views in the system font: closer to the stored width
    /// for 5 projects (thatconference's "ERROR MESSAGE" 134 -> 130.5 for 129.5, PopcornTimeTV's
    /// "CANCEL", ooper-shlab's "ISO", qlcchain's "0 KB/s", catchchat's "NIX"), further for 2
    /// (tum-dev's "TUM ID", breadwallet's "ZIP"). Display sizes are not changed: there
    /// all-capital text is stored wider than measured (AccuracyLog, session 21, caps25).
    let capitalPair: Double
    /// What a kind of view adds around its text, in points (`"iOS:label"`, `"iOS:button"`).
    let padding: [String: Double]

    init(samples: Int, lineHeight: Double, otherAdvance: Double, characters: String, advances: [Double],
         displayScale: Double, boldScale: Double, emojiScale: Double, capitalPair: Double, padding: [String: Double]) {
        self.samples = samples
        self.lineHeight = lineHeight
        self.otherAdvance = otherAdvance
        self.advances = Dictionary(zip(characters, advances), uniquingKeysWith: { first, _ in first })
        self.displayScale = displayScale
        self.boldScale = boldScale
        self.emojiScale = emojiScale
        self.capitalPair = capitalPair
        self.padding = padding
    }

    func advance(of character: Character) -> Double { advances[character] ?? otherAdvance }

    /// A Latin capital letter (below U+0250), as `capitalPair` counts them.
    static func isCapital(_ character: Character) -> Bool {
        guard character.isUppercase, let scalar = character.unicodeScalars.first else { return false }
        return scalar.value < 0x250
    }

    /// Named fonts measured with the advances of a metric-compatible open font (generated from
    /// its file by `Scripts/fit-text-metrics.py`) instead of San Francisco's, without San
    /// Francisco's tracking and Display cut. Liberation Sans has Arial's metrics (its Debian
    /// package: "the same metrics as Times, Arial and Courier"), and Arial Helvetica's widths.
    /// Helvetica Neue is not metric-compatible by design, but Xcode's frames of its un-stretched
    /// labels agree with Liberation Sans: regular within 1 pt in 8 of 11 views of five projects
    /// (huri000 and mssun in the corpus's development half; windscribe, ciccioboles, awaygame
    /// held out), San Francisco's table 1; bold in 6 of 13 of two (mssun, ciccioboles), before 0.
    /// No view is measured worse (AccuracyLog, session 18, text22).
    static let metricFonts: [String: String] = [
        "HelveticaNeue": "LiberationSans", "HelveticaNeue-Bold": "LiberationSans-Bold",
        "Helvetica": "LiberationSans", "Helvetica-Bold": "LiberationSans-Bold",
        "ArialMT": "LiberationSans", "Arial-BoldMT": "LiberationSans-Bold",
    ]

    /// The figures San Francisco's Display cut draws as wide as its Text cut: at 20 points and
    /// up the system font's digits keep their Text advances (weight and tracking apply) while
    /// the letters take `displayScale`; the narrow "1" takes it too. In the development half
    /// (IBAnimatable) the 50-point "265" is 89 wide and the 20-point "64" 25 (the ratio gave 81
    /// and 23; now 89.5 and 25.5), the 20-point "21" and "180" 21 and 34.5 (with "1" cut 22.5
    /// and 35; uncut 24 and 36). Held out, five projects: PopcornTimeTV's 30-point semibold "30",
    /// jmcsmith's 46-point "0", raivo-otp's 24-point semibold "000 000", shenhl0321's 40-point
    /// semibold "300.00", johandegraeve's 34-point bold "123", 2.5 to 13.5 points short before,
    /// within 1 pt now. Un-stretched views within 1 pt: development 72.4 -> 73.5 % of 275,
    /// held out (check half and every fresh set) 259 -> 261 of 437 (one course's three copies
    /// of a 25-point medium "Question: 1/5" go from 0.67 to 2.33 wide, PopcornTimeTV's
    /// 38-point "75%" from 0 to 4); the fitted table is unchanged (AccuracyLog, session 20, text24).
    static let figures: Set<Character> = ["0", "2", "3", "4", "5", "6", "7", "8", "9"]

    /// Weight-axis values of San Francisco's weights (Regular 400, Bold 700; the variable
    /// font's named instances: Medium 510, Semibold 590, Heavy 860, Black 1000).
    static let weightValues: [String: Double] = ["system": 400, "mediumSystem": 510, "semiboldSystem": 590,
                                                  "boldSystem": 700, "heavySystem": 860, "blackSystem": 1000]

    /// A weight's advances over the regular ones: linear along the weight axis through
    /// Regular (1) and Bold (`boldScale`), as a variable font interpolates between masters.
    /// Lighter weights, italics and named fonts keep the regular advances (no data).
    func weightScale(of family: String) -> Double {
        guard let value = Self.weightValues[family] else { return 1 }
        return 1 + (boldScale - 1) * (value - 400) / 300
    }
}
