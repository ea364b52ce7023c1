import SceneLayout
import SceneModel
import Testing
import TestSupport

extension AppKitControlInsetTests {
    static let regularHelp = #"type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2""#

    /// The frame of control `b` held 20 from the root's trailing edge and 78 below its top.
    func frameFromTrailingEdge(of control: String, toolsVersion: String) throws -> Rect? {
        let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: control, constraints: """
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="k1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="78" id="k2"/>
            """)
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)["b"]
    }

    @Test func regularHelpButtonsAlignOnATwentyPointSquare() throws {
        // autopkgr's Slack view (lindegroup, 10117): 20 from the trailing edge and 78 below
        // the top, the 25-point frame ends 2 past and starts 1 above: x = 300 − 20 + 2 − 25,
        // y-up 200 − 77 − 25. The same in hidden's preferences (dwarvesf, 19142).
        let trailing = try frameFromTrailingEdge(of: Self.button(cell: Self.regularHelp, width: 25, height: 25), toolsVersion: "19142")
        #expect(trailing == rect(257, 98, 25, 25))
        // From the leading edge 3 before (coteditor, 21223): x = 17, y-up 200 − 19 − 25.
        let leading = try frame(of: Self.button(cell: Self.regularHelp, width: 25, height: 25), toolsVersion: "21223")
        #expect(leading == rect(17, 156, 25, 25))
    }
}
