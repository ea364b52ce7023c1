import SceneLayout
import SceneModel
import Testing
import TestSupport

extension AppKitBaselineTests {
    /// A regular bezeled text field `f`, `height` high, 200 from the leading edge.
    static func bezeledField(height: Double, controlSize: String? = nil) -> String {
        let size = controlSize.map { #" controlSize="\#($0)""# } ?? ""
        return """
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="f">
                <rect key="frame" x="200" y="160" width="80" height="\(height)"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" state="on" borderStyle="bezel" drawsBackground="YES"\(size) id="f-cell">
                    <font key="font" usesAppearanceFont="YES"/>
                </textFieldCell>
            </textField>
            """
    }

    /// Label `a` (16 high) 10 below the root's top, and field `f` held only by its leading
    /// edge and its baseline on the label's: the field is placed from the label
    /// (ThrudTheBarbarian's settings, 23727).
    static func bezeledFieldOnLabelBaseline(fieldHeight: Double, controlSize: String? = nil) -> String {
        DocumentFixture.appKitXIB(subviews: label("a", y: 174, height: 16) + bezeledField(height: fieldHeight, controlSize: controlSize),
                                  constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k2"/>
            <constraint firstItem="f" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="k3"/>
            <constraint firstItem="f" firstAttribute="baseline" secondItem="a" secondAttribute="baseline" id="k4"/>
            """)
    }

    @Test func aRegularBezeledFieldPlacesItsLineAWholePointBelowItsTop() throws {
        // The label's baseline is 10 + 12.62 = 22.62 below the root's top. A 21-point field
        // places its 16-point line 2 below its top (centring gave 2.5), its baseline 14.62
        // below its top: top 8, the label's top 2 below the field's as in the 16 pairs of
        // five owners (y-up 200 − 8 − 21 = 171). Centred, the top fell on the tie 7.5 and
        // rounded to 7 (172), ThrudTheBarbarian's miss.
        let f21 = try frames(Self.bezeledFieldOnLabelBaseline(fieldHeight: 21))
        #expect(f21["a"] == rect(18, 174, 40, 16))
        #expect(f21["f"] == rect(200, 171, 80, 21))
        // A 22-point field centres the line on a whole point (3 below its top): unchanged,
        // top 7 (y-up 171).
        let f22 = try frames(Self.bezeledFieldOnLabelBaseline(fieldHeight: 22))
        #expect(f22["f"] == rect(200, 171, 80, 22))
    }

    @Test func aSmallBezeledFieldKeepsItsTextCentred() throws {
        // Small fields are left centred (Transmission's 19-point small fields hold their
        // 14-point labels 3 below, the other way): the top stays on the tie 7.5, which the
        // solver rounds to 7 here (y-up 172).
        let small = try frames(Self.bezeledFieldOnLabelBaseline(fieldHeight: 21, controlSize: "small"))
        #expect(small["f"] == rect(200, 172, 80, 21))
    }
}
