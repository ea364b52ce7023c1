import SceneLayout
import SceneModel
import Testing

extension AppKitBaselineTests {
    @Test func regularPopUpsDrawTheirTitleAPointAboveCentreFromXcode10UntilXcode26() throws {
        // A regular bordered pop-up whose alignment rectangle's top is 10 below the root's,
        // with a 16-point label's first baseline (12.62 below its top) on the pop-up's.
        // Big Sur era (23094): a 25-point frame around a 20-point rectangle; the title's
        // baseline is 10 + 4.62 − 1 below the rectangle's top, so the label's top is 11
        // below the root's (y-up 200 − 11 − 16 = 173), where centred text put it at 12
        // (OpenEmu 21701, Thor's beta, AgoraIO 19529: the label's top 2 below the frame's).
        // Xcode 10 (14113): a 26-point frame around 22 points: 10 + 11 + 3.62 → 12 (br1sk).
        // Xcode 26 (24127): the frame is the 24-point rectangle and the title is centred
        // again: 10 + 12 + 4.62 → 14 (Cog 24506).
        let cases: [(toolsVersion: String, height: Double, labelY: Double)] = [
            ("23094", 25, 173), ("19529", 25, 173), ("14113", 26, 172), ("24127", 24, 170),
        ]
        for c in cases {
            let popUp = AppKitControlInsetTests.popUp(width: 100, height: c.height)
            let f = try frames(Self.label("a", onThe: "firstBaseline", of: popUp, id: "b", toolsVersion: c.toolsVersion))
            #expect(f["a"] == rect(18, c.labelY, 40, 16), "toolsVersion \(c.toolsVersion)")
        }
    }
}
