import SceneLayout
import SceneModel
import Testing

extension AppKitControlInsetTests {
    /// A text field with id `b`, the given cell attributes and a 100 × 18 frame.
    static func textField(cell: String) -> String {
        """
        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="0.0" y="0.0" width="100" height="18"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="w"/>
            </constraints>
            <textFieldCell key="cell" lineBreakMode="clipping" title="Text" \(cell) id="b-cell">
                <font key="font" metaFont="system"/>
            </textFieldCell>
        </textField>
        """
    }

    @Test func textFieldsWithABorderOrABackgroundAlignOnTheirFrames() throws {
        // A bare label's alignment rectangle is its text, 2 inside its frame at each side:
        // a 100-point width constraint gives a 104-point frame 18 from the edge.
        let label = try frame(of: Self.textField(cell: ""), toolsVersion: "14490")
        #expect(label?.x == 18 && label?.width == 104)
        // A field that draws its background (AgoraIO's channel fields, pock's badge) or a
        // plain border (simplenote's, iina-plus's) aligns on its frame.
        for cell in [#"drawsBackground="YES""#, #"borderStyle="border""#] {
            let framed = try frame(of: Self.textField(cell: cell), toolsVersion: "14490")
            #expect(framed?.x == 20 && framed?.width == 100, "\(cell)")
        }
    }
}
