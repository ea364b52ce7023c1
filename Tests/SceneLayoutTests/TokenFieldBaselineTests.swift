import SceneLayout
import SceneModel
import Testing
import TestSupport

/// NSTokenField is an NSTextField and its cell an NSTextFieldCell (Apple, Token Field
/// Programming Guide): it has a text field's baselines, and drawn without border or bezel a
/// label's. The shape is Soduto's message window (11762): a "To:" label and a borderless
/// token field, both 17 high at the same y, their first baselines aligned (AccuracyLog,
/// session 20, metric24). Frames are y-up in the fixture's 200-point-high root.
@Suite struct TokenFieldBaselineTests {
    static func document(toolsVersion: String) -> String {
        DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: """
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="18" y="173" width="40" height="17"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="To:" id="a-cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            <tokenField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                <rect key="frame" x="198" y="173" width="100" height="17"/>
                <tokenFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" continuous="YES" alignment="left" allowsEditingTextAttributes="YES" id="t-cell">
                    <font key="font" metaFont="system"/>
                </tokenFieldCell>
            </tokenField>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="t" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="k2"/>
            <constraint firstItem="t" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k3"/>
            <constraint firstItem="t" firstAttribute="width" constant="96" id="k4"/>
            <constraint firstItem="t" firstAttribute="firstBaseline" secondItem="a" secondAttribute="firstBaseline" id="k5"/>
            """)
    }

    @Test(arguments: ["11762", "23094"])
    func aBorderlessTokenFieldHasALabelsBaseline(toolsVersion: String) throws {
        // The token field's top is 10 below the root's, 17 high (y-up 173); the label, as
        // tall and with the same font, lines up with it. Without text metrics of its own the
        // token field's baseline was not its text's and the label sat 3 (11762) or 4 (23094)
        // points lower (y-up 170, 169): Soduto's residual of 3.38.
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.document(toolsVersion: toolsVersion), path: "inline.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["t"] == rect(198, 173, 100, 17))
        #expect(f["a"] == rect(18, 173, 40, 17), "toolsVersion \(toolsVersion)")
    }
}
