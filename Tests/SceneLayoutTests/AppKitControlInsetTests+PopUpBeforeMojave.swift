import SceneLayout
import SceneModel
import TestSupport
import Testing

extension AppKitControlInsetTests {
    static let baselineLabel = """
        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="0.0" y="0.0" width="40" height="17"/>
            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="Label" id="l-cell">
                <font key="font" metaFont="system"/>
            </textFieldCell>
        </textField>
        """

    @Test func regularPopUpsOverhangTwoAboveAndThreeBelowBeforeXcode10() throws {
        // A 26-point pop-up of Xcode 8–9 aligns a 21-point rectangle 2 below its frame's
        // top and 3 above its bottom (PostgresApp and UPImageMacApp 10117, KeepingYouAwake
        // 11762). Held 20 from the top, y-up: 200 − 20 + 2 − 26 = 156; from Xcode 10 the
        // rectangle starts a point under the top (155).
        #expect(try frame(of: Self.popUp(width: 100, height: 26), toolsVersion: "10117") == rect(18, 156, 100, 26))
        #expect(try frame(of: Self.popUp(width: 100, height: 26), toolsVersion: "14113") == rect(18, 155, 100, 26))
    }

    @Test func aLabelOnABaselineKeepsItsPlaceInAPopUpFrameBeforeXcode10() throws {
        // The title stays where it is drawn in the frame: a 17-point label on the pop-up's
        // baseline has its top 3 below the frame's (ooper-shlab's browser window, 10116):
        // 6 above the pop-up's y. From Xcode 10 the title is a point higher (tops 2 below,
        // `TextMetrics.isPopUpWithRaisedTitle`): 7.
        for (toolsVersion, offset) in [("10116", 6.0), ("14113", 7.0)] {
            let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion,
                                                 subviews: Self.popUp(width: 100, height: 26) + Self.baselineLabel, constraints: """
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="80" id="k1"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k3"/>
                <constraint firstItem="l" firstAttribute="baseline" secondItem="b" secondAttribute="baseline" id="k4"/>
                """)
            let frames = LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib")))
            let popUp = try #require(frames["b"]), label = try #require(frames["l"])
            #expect(label.y - popUp.y == offset, "\(toolsVersion)")
            #expect(label.y == 162, "\(toolsVersion)")
        }
    }
}
