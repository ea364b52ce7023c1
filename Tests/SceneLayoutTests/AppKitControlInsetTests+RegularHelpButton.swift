import SceneLayout
import SceneModel
import Testing

extension AppKitControlInsetTests {
    static let regularHelp = #"type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2""#

    @Test func regularHelpButtonsAlignOnATwentyPointSquare() throws {
        let button = Self.button(cell: Self.regularHelp, width: 25, height: 25)
        // Held 20 from the leading edge and the top: 3 before (coteditor, 21223: x = 17)
        // and 1 above (autopkgr's Slack view, lindegroup, 10117): y-up 200 − 19 − 25.
        #expect(try frame(of: button, toolsVersion: "21223") == rect(17, 156, 25, 25))
        // Held 20 from the trailing edge and the bottom: 2 after (autopkgr's; hidden's
        // preferences, dwarvesf, 19142): x = 300 − 20 + 2 − 25, and 4 below (coteditor's
        // go-to-line view, 21223: y = 16).
        #expect(try trailingHeldFrame(of: button, toolsVersion: "19142") == rect(257, 16, 25, 25))
    }
}
