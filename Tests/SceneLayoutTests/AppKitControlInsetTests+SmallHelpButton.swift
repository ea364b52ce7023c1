import SceneLayout
import SceneModel
import Testing

extension AppKitControlInsetTests {
    static let smallHelp = #"type="help" bezelStyle="helpButton" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2""#

    @Test func smallHelpButtonsHaveTheirOwnInsets() throws {
        // An 18 × 19 small help button held 20 from the leading edge and the top.
        // Before Xcode 12.2 (Fluor, 16096): 18 × 18, the frame a point below it.
        let old = try frame(of: Self.button(cell: Self.smallHelp, width: 18, height: 19), toolsVersion: "16096")
        #expect(old == rect(20, 161, 18, 19))
        // From Xcode 12.2 (WWDC, 23504): a point in at each side, 2 below. The regular help
        // button's 3 before would put it at x = 17.
        let new = try frame(of: Self.button(cell: Self.smallHelp, width: 18, height: 19), toolsVersion: "23504")
        #expect(new == rect(19, 161, 18, 19))
    }
}
