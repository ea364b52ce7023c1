@testable import SceneLayout
import Testing

/// The tracking the measurer adds per character is the Human Interface Guidelines' table for
/// the static SF Pro Text and Display fonts, not the table the guidelines give for the variable
/// font since 2020. Xcode's frames agree with the static table in documents saved by Xcode 12
/// and later too, although those Xcodes draw iOS 14's variable font: regular un-stretched views
/// of Xcode 12+ documents within 1 pt, development half 68 of 76 with the static table and 64
/// with the variable one (sizes 17-19: 52 against 48), held out 72 of 92 against 70; blending
/// the advances from Text to Display between 17 and 28 points as well gives 66 and 69
/// (`Scripts/text-measurer-relations.py`; AccuracyLog, session 21, text25).
@Suite struct SanFranciscoTrackingTests {
    /// Thousandths of an em at a size, as the table stores them.
    func thousandths(_ size: Double) -> Double { SanFranciscoTracking.points(at: size) * 1000 / size }

    /// Where the two tables differ most: 17 points (static −24, variable −26), 19 (−26, −24),
    /// 20 (+19, −23), 22 (+16, −12) and 24 (+15, +3).
    @Test func theTableIsTheStaticFontsWhereTheVariableOneDiffers() {
        let staticTable: [(Double, Double)] = [(17, -24), (19, -26), (20, 19), (22, 16), (24, 15)]
        for (size, value) in staticTable {
            #expect(abs(thousandths(size) - value) < 1e-9, "\(size) pt: \(thousandths(size))")
        }
    }

    /// Each value holds from its size up to the next listed size, and the Display cut starts
    /// where the table turns from Text's negative tracking to Display's positive one.
    @Test func valuesHoldUpToTheNextListedSize() {
        #expect(abs(thousandths(23) - 16) < 1e-9)
        #expect(abs(thousandths(38) - 11) < 1e-9)
        #expect(thousandths(100) == 0)
        #expect(thousandths(SanFranciscoTracking.displayFrom - 0.5) < 0)
        #expect(thousandths(SanFranciscoTracking.displayFrom) > 0)
    }
}
