import SceneLayout
import SceneModel
import Testing
import TestSupport

extension AppKitControlInsetTests {
    /// An image-only button `b` drawn `width` wide (pock's `macwindow.on.rectangle`, 18122),
    /// 20 from the root's leading edge, and a 30-point view `n` 12 after it, as in pock's
    /// stack: the next view's x says which width the button aligned with.
    func halfPointRow(width: Double, buttonAttributes: String = "", ownConstraints: String = "",
                      imagePosition: String = "only") throws -> (button: Rect?, next: Rect?) {
        let subviews = """
            <button verticalHuggingPriority="750" \(buttonAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="20" y="158.5" width="\(width)" height="19"/>
                <constraints>
            \(ownConstraints)
                </constraints>
                <buttonCell key="cell" type="bevel" title="Floating window" bezelStyle="rounded" imagePosition="\(imagePosition)" alignment="center" imageScaling="proportionallyDown" inset="2" id="b-cell">
                    <font key="font" metaFont="system"/>
                    <imageReference key="image" image="macwindow.on.rectangle" catalog="system" symbolScale="large"/>
                </buttonCell>
            </button>
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="n">
                <rect key="frame" x="56" y="160" width="30" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="30" id="nw"/>
                    <constraint firstAttribute="height" constant="20" id="nh"/>
                </constraints>
            </customView>
            """
        let text = DocumentFixture.appKitXIB(toolsVersion: "18122", subviews: subviews, constraints: """
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            <constraint firstItem="n" firstAttribute="leading" secondItem="b" secondAttribute="trailing" constant="12" id="k3"/>
            <constraint firstItem="n" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k4"/>
            """)
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        let frames = LayoutFixture.frames(layout)
        return (frames["b"], frames["n"])
    }

    @Test func imageOnlyButtonsWithAHalfPointWidthAlignOnTheWholePointBelow() throws {
        // 24.5 wide: the half point is the image's padding, the button aligns 24 wide, and
        // the next view starts 20 + 24 + 12 = 56 (with 24.5 it would start at 56.5 → 57).
        let row = try halfPointRow(width: 24.5)
        #expect(row.next?.x == 56)
        #expect(row.button?.x == 20)
        // A whole-point width is the alignment width itself.
        let whole = try halfPointRow(width: 24)
        #expect(whole.next?.x == 56)
        let wider = try halfPointRow(width: 25)
        #expect(wider.next?.x == 57)
    }

    @Test func halfPointWidthsStayWhereTheyAreNoMeasurementOfTheImage() throws {
        // Flagged misplaced by Xcode: the stored frame is no measurement, the width is kept
        // (56.5, rounded up to 57).
        let misplaced = try halfPointRow(width: 24.5, buttonAttributes: #"misplaced="YES""#)
        #expect(misplaced.next?.x == 57)
        // A button drawing a title beside its image: not an image-only one.
        let titled = try halfPointRow(width: 24.5, imagePosition: "left")
        #expect(titled.next?.x == 57)
        // An own width constraint gives the width (Mos's 30-point buttons, 30.5 wide): the
        // overhang is measured against it, as before.
        let sized = try halfPointRow(width: 30.5, ownConstraints: #"<constraint firstAttribute="width" constant="30" id="w"/>"#)
        #expect(sized.next?.x == 62)
    }
}
