@testable import SceneLayout
import Testing

/// At Text sizes a Latin capital that follows a capital takes `TextWidthTable.capitalPair` off
/// its advance: all-capital text is narrower than the advances fitted on capitals followed by
/// lowercase letters give (AccuracyLog, session 21, caps25).
@Suite struct TextMeasurerCapitalPairsTests {
    let measurer = TextMeasurer.standard

    func width(_ text: String, _ size: Double, family: String = "system") -> Double {
        measurer.lineWidth(of: text, font: TextFont(family: family, pointSize: size))
    }

    @Test func theFittedPairTakesWidthOff() throws {
        let table = try #require(TextMeasurer.systemTable)
        #expect(table.capitalPair < 0)
    }

    /// Each capital after a capital, and only those, takes the pair's ems at Text sizes.
    @Test func onlyCapitalsBesideCapitalsAreCloser() throws {
        let pair = try #require(TextMeasurer.systemTable).capitalPair
        let separate = width("A", 16) + width("B", 16)
        #expect(abs(width("AB", 16) - (separate + pair * 16)) < 1e-9)
        #expect(abs(width("ERROR", 16) - (width("E", 16) + 3 * width("R", 16) + width("O", 16) + 4 * pair * 16)) < 1e-9)
        // Capitals with lowercase letters or a space between keep their advances.
        #expect(abs(width("Ab", 16) - (width("A", 16) + width("b", 16))) < 1e-9)
        #expect(abs(width("A B", 16) - (width("A", 16) + width(" ", 16) + width("B", 16))) < 1e-9)
        // Figures are no capitals.
        #expect(abs(width("A1", 16) - (width("A", 16) + width("1", 16))) < 1e-9)
    }

    /// The Display cut (20 points and up) keeps its capitals' advances: Xcode stores its
    /// all-capital text wider than measured, not narrower.
    @Test func displaySizesKeepTheirAdvances() {
        #expect(abs(width("AB", 24) - (width("A", 24) + width("B", 24))) < 1e-9)
    }

    /// The weights scale the pair as they scale the advances.
    @Test func weightsScaleThePair() throws {
        let table = try #require(TextMeasurer.systemTable)
        let bold = width("AB", 16, family: "boldSystem") - width("A", 16, family: "boldSystem")
            - width("B", 16, family: "boldSystem")
        #expect(abs(bold - table.capitalPair * 16 * table.boldScale) < 1e-9)
    }

    /// Stored frames of the corpus's development half (IBAnimatable's 13-point "FEBRUARY" label,
    /// 67 wide at 2x; 69 without the pairs) and of mssun's 17-point "PGP Key" (65.67 at 3x; 67.33).
    @Test func developmentHalfLabels() {
        let february = measurer.intrinsicWidth(of: "FEBRUARY", font: TextFont(family: "system", pointSize: 13),
                                               kind: "iOS:label", scale: 2)
        #expect(abs(february - 67) <= 0.5, "\(february)")
        let key = measurer.intrinsicWidth(of: "PGP Key", font: TextFont(family: "system", pointSize: 17),
                                          kind: "iOS:label", scale: 3)
        #expect(abs(key - 65.67) <= 1, "\(key)")
    }
}
