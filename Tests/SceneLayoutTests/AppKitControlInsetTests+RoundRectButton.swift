import SceneLayout
import SceneModel
import Testing
import TestSupport

extension AppKitControlInsetTests {
    static let roundRect = #"type="roundRect" title="Release notes" bezelStyle="roundedRect" alignment="center" state="on" borderStyle="border" imageScaling="proportionallyDown" inset="2""#

    /// The frame of a round-rect button held 11 above its superview's bottom and 20 from its
    /// trailing edge (Sequel-Ace's progress sheet, 17701).
    func roundRectFrame(height: Double, toolsVersion: String) throws -> Rect? {
        let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: Self.button(cell: Self.roundRect, width: 128, height: height),
                                             constraints: """
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="k1"/>
            <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="11" id="k2"/>
            """)
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)["b"]
    }

    @Test func roundRectButtonsDrawAPointBelowWhatTheyAlignBeforeXcode26() throws {
        // Its 19-point frame reaches a point below the 18 it aligns: y-up 11 − 1 = 10.
        #expect(try roundRectFrame(height: 19, toolsVersion: "17701") == rect(152, 10, 128, 19))
        #expect(try roundRectFrame(height: 19, toolsVersion: "16096") == rect(152, 10, 128, 19))
        // From Xcode 26 its 18-point frame is what it aligns (Mos, Sequel-Ace 24765).
        #expect(try roundRectFrame(height: 18, toolsVersion: "24765") == rect(152, 11, 128, 18))
    }
}
