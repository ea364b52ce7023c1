import SceneLayout
import SceneModel
import Testing
import TestSupport

extension AppKitControlInsetTests {
    /// A small label (11-point font, a 14-point frame) with id `l`.
    static let smallLabel = """
        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="0.0" y="0.0" width="60" height="14"/>
            <textFieldCell key="cell" controlSize="small" lineBreakMode="clipping" title="Label" id="l-cell">
                <font key="font" metaFont="smallSystem"/>
            </textFieldCell>
        </textField>
        """

    static func smallPopUp(id: String) -> String {
        popUp(width: 88, height: 22).replacingOccurrences(of: #"inset="2""#, with: #"inset="2" controlSize="small""#)
            .replacingOccurrences(of: #"id="b""#, with: #"id="\#(id)""#).replacingOccurrences(of: #"id="b-cell""#, with: #"id="\#(id)-cell""#)
    }

    @Test func smallPopUpsOverhangThreeBelowBeforeXcode12_2() throws {
        // Before Xcode 12.2 a small pop-up's 22-point frame holds an 18-point rectangle, 1
        // above and 3 below (MacDown 12121: pop-ups 9 apart have frames 5 apart; labels
        // centred on them in MacDown and TableTool 13122 sit 3 below their tops). Pop-up
        // `b` 20 below the root's top: frame 19…41 top-down, rectangle 20…38, centre 29;
        // the label centred on it spans 22…36 (y-up 164; with 4 below, the centre fell on
        // 28.5 and the label rounded to 165); pop-up `c` 9 under `b`: rectangle from 47,
        // frame 46…68 (y-up 132).
        let text = DocumentFixture.appKitXIB(toolsVersion: "13122", subviews: Self.smallPopUp(id: "b") + Self.smallPopUp(id: "c") + Self.smallLabel, constraints: """
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="120" id="k1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            <constraint firstItem="c" firstAttribute="leading" secondItem="b" secondAttribute="leading" id="k3"/>
            <constraint firstItem="c" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="9" id="k4"/>
            <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k5"/>
            <constraint firstItem="l" firstAttribute="centerY" secondItem="b" secondAttribute="centerY" id="k6"/>
            """)
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        let frames = LayoutFixture.frames(layout)
        #expect(frames["b"]?.y == 159)
        #expect(frames["c"]?.y == 132)
        #expect(frames["l"]?.y == 164)
        #expect(frames["l"]?.height == 14)
    }
}
