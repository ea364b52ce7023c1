/// Advance widths of one font family, fitted from the frames Xcode stored for the corpus's
/// un-stretched labels and buttons (`Scripts/fit-text-metrics.py`, which writes
/// `TextWidthTable+Fitted.swift`). Apple's fonts are not on Linux; these numbers are what
/// Xcode measured with them, so the table stands in for San Francisco's metrics.
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
    /// Point sizes with a fitted tracking, ascending, and the tracking in points per character.
    let trackingSizes: [Double]
    let tracking: [Double]
    /// What a kind of view adds around its text, in points (`"iOS:label"`, `"iOS:button"`).
    let padding: [String: Double]

    init(samples: Int, lineHeight: Double, otherAdvance: Double, characters: String, advances: [Double],
         trackingSizes: [Double], tracking: [Double], padding: [String: Double]) {
        self.samples = samples
        self.lineHeight = lineHeight
        self.otherAdvance = otherAdvance
        self.advances = Dictionary(zip(characters, advances), uniquingKeysWith: { first, _ in first })
        self.trackingSizes = trackingSizes
        self.tracking = tracking
        self.padding = padding
    }

    func advance(of character: Character) -> Double { advances[character] ?? otherAdvance }

    /// Tracking at a point size: the fitted value at that size, interpolated between the
    /// nearest fitted sizes, the end values beyond them.
    func tracking(at size: Double) -> Double {
        guard let first = trackingSizes.first, let last = trackingSizes.last else { return 0 }
        if size <= first { return tracking[0] }
        if size >= last { return tracking[tracking.count - 1] }
        let upper = trackingSizes.firstIndex { $0 >= size } ?? trackingSizes.count - 1
        let lower = upper - 1
        let span = trackingSizes[upper] - trackingSizes[lower]
        let t = span > 0 ? (size - trackingSizes[lower]) / span : 0
        return tracking[lower] + t * (tracking[upper] - tracking[lower])
    }
}
