import SceneLayout
import SceneModel
import Testing
import TestSupport

extension AppKitControlInsetTests {
    static let radio = #"type="radio" title="Radio" bezelStyle="regularSquare" imagePosition="left" alignment="left" inset="2""#

    func trailingHeldFrame(of control: String, toolsVersion: String) throws -> Rect? {
        let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: control, constraints: """
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="k1"/>
            <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="20" id="k2"/>
            """)
        return LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib")))["b"]
    }

    @Test func regularRadioButtonsBeforeXcode12_2OverhangAPointBeforeAndTwoAfter() throws {
        // Fluor's welcome choices (16096) and Xit's tag panel (14113): frames a point
        // before what they align with. Held 20 from the leading edge and the top: x = 19,
        // y-up 200 − 20 + 1 − 18 = 163; held 20 from the trailing edge: the frame ends at
        // 282 (Fluor's stack, 245 points for a 232-point frame at x = 15).
        let button = Self.button(cell: Self.radio, width: 100, height: 18)
        #expect(try frame(of: button, toolsVersion: "14113") == rect(19, 163, 100, 18))
        #expect(try trailingHeldFrame(of: button, toolsVersion: "16096") == rect(182, 19, 100, 18))
        // From Xcode 12.2: 2 before, none after (simplenote 19455).
        #expect(try frame(of: button, toolsVersion: "19455") == rect(18, 163, 100, 18))
        #expect(try trailingHeldFrame(of: button, toolsVersion: "19455") == rect(180, 19, 100, 18))
    }
}
