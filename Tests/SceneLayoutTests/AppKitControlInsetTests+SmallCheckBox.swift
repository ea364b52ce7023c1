import SceneLayout
import SceneModel
import Testing
import TestSupport

extension AppKitControlInsetTests {
    static let smallCheck = #"type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" controlSize="small" state="on" inset="2""#

    @Test func smallCheckBoxesDrawnWithTheEarlierBoxOverhangByTheirStoredHeight() throws {
        // A one-line small check box drawn with the box of macOS 10.15 and before has an
        // 18-point frame: 3 above, before and below, 2 after (MacDown 12121, TableTool
        // 13122, Scroll-Reverser 7702). Held 20 from the leading edge and the top: x = 17,
        // y-up 200 − 17 − 18 = 165 (a point before and above, x = 19 and y = 163, was the
        // later box's).
        let old = try frame(of: Self.button(cell: Self.smallCheck, width: 80, height: 18), toolsVersion: "12121")
        #expect(old == rect(17, 165, 80, 18))
        // Held 20 from the trailing edge and the bottom: frame right 282, bottom 17 above.
        let text = DocumentFixture.appKitXIB(toolsVersion: "13122", subviews: Self.button(cell: Self.smallCheck, width: 80, height: 18), constraints: """
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="k1"/>
            <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="20" id="k2"/>
            """)
        let held = LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib")))["b"]
        #expect(held == rect(202, 17, 80, 18))
        // The later box's 16-point frame keeps a point before and above, whatever the
        // Xcode: Sequel-Ace's Xcode 12.0 accessory (17156) was drawn with macOS 11's.
        let new = try frame(of: Self.button(cell: Self.smallCheck, width: 80, height: 16), toolsVersion: "17156")
        #expect(new == rect(19, 165, 80, 16))
    }
}
