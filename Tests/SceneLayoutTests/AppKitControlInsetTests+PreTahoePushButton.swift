import SceneLayout
import SceneModel
import Testing

extension AppKitControlInsetTests {
    @Test func pushButtonsKeepTheirEarlierOverhangIn24xxxDocumentsWhenStored32High() throws {
        // In 24xxx documents a regular push button is 24 points high and aligns on its frame
        // (Aria2D, Mos, Rectangle…); one stored 32 high was drawn with the earlier bezel and
        // overhangs 7 before and 5 above as in Xcode 12.2 to 16 (mac-mouse-fix 24118.1 and
        // 24093.8, iina-plus 24127). y-up: 200 − 20 − 32 + 5 = 153; 200 − 20 − 24 = 156.
        let earlier = try frame(of: Self.button(cell: Self.push, width: 80, height: 32), toolsVersion: "24118.1")
        #expect(earlier == rect(13, 153, 80, 32))
        let tahoe = try frame(of: Self.button(cell: Self.push, width: 80, height: 24), toolsVersion: "24127")
        #expect(tahoe == rect(20, 156, 80, 24))
        // Other 32-point buttons (bevel, square) keep the 24xxx rule: no overhang.
        let square = #"type="push" title="OK" bezelStyle="regularSquare" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2""#
        #expect(try frame(of: Self.button(cell: square, width: 80, height: 32), toolsVersion: "24127") == rect(20, 148, 80, 32))
    }
}
