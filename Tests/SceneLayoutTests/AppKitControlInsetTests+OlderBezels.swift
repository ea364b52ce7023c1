import SceneLayout
import SceneModel
import Testing
import TestSupport

extension AppKitControlInsetTests {
    /// A regular textured rounded button 100 wide with a 22-point height constraint, 30 from
    /// its superview's trailing edge and bottom (irkit's launcher, 5056), stored `height` high.
    func texturedRoundedFrame(height: Double, toolsVersion: String) throws -> Rect? {
        let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: """
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0.0" y="0.0" width="100" height="\(height)"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="k1"/>
                    <constraint firstAttribute="height" constant="22" id="k2"/>
                </constraints>
                <buttonCell key="cell" type="roundTextured" title="Save" bezelStyle="texturedRounded" alignment="center" borderStyle="border" inset="2" id="b-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """, constraints: """
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="30" id="k3"/>
            <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="30" id="k4"/>
            """)
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)["b"]
    }

    @Test func texturedRoundedButtonsStored25HighAlignTheirMiddle22() throws {
        // The older 25-point bezel overhangs a point above and 2 below: y-up 30 − 2 = 28.
        #expect(try texturedRoundedFrame(height: 25, toolsVersion: "5056") == rect(170, 28, 100, 25))
        #expect(try texturedRoundedFrame(height: 25, toolsVersion: "9531") == rect(170, 28, 100, 25))
        // A 23-point frame keeps the later overhang, a point below only (vimari, 17132).
        #expect(try texturedRoundedFrame(height: 23, toolsVersion: "17132") == rect(170, 29, 100, 23))
    }

    /// A regular slider with tick marks, a 22-point height constraint, 20 from its
    /// superview's sides and top (producthunt's settings, 10116), stored 25 high.
    func tickedSliderFrame(toolsVersion: String) throws -> Rect? {
        let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: """
            <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="18" y="157" width="264" height="25"/>
                <constraints>
                    <constraint firstAttribute="height" constant="22" id="k1"/>
                </constraints>
                <sliderCell key="cell" continuous="YES" state="on" alignment="left" maxValue="100" tickMarkPosition="below" numberOfTickMarks="20" sliderType="linear" id="s-cell"/>
            </slider>
            """, constraints: """
            <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k2"/>
            <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" constant="20" id="k3"/>
            <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k4"/>
            """)
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)["s"]
    }

    @Test func tickedRegularSlidersBeforeXcode10OverhangAPointBelow() throws {
        // 2 above and 1 below the 22 aligned points: frame top 182, bottom 157.
        #expect(try tickedSliderFrame(toolsVersion: "10116") == rect(18, 157, 264, 25))
        // From Xcode 10 the 2 below stand (no such slider observed otherwise).
        #expect(try tickedSliderFrame(toolsVersion: "14460.31") == rect(18, 156, 264, 26))
    }
}
