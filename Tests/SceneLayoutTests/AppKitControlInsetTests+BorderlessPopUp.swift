import SceneLayout
import SceneModel
import Testing

extension AppKitControlInsetTests {
    @Test func borderlessPopUpsAlignOnTheirFrames() throws {
        // AgoraIO's bevel pop-ups styled rounded with no border (14490): an NSPopUpButton
        // is an NSButton, and without a border it draws no bezel, so 20 from the edge and
        // the top puts its frame there (y-up: 200 − 20 − 21).
        let borderless = """
            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                <popUpButtonCell key="cell" type="bevel" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" imageScaling="proportionallyDown" inset="2" id="b-cell">
                    <font key="font" metaFont="menu"/>
                </popUpButtonCell>
            </popUpButton>
            """
        #expect(try frame(of: borderless, toolsVersion: "14490") == rect(20, 159, 100, 21))
        // With its border it keeps the bezel's overhang (2 before, 1 above in that era).
        #expect(try frame(of: Self.popUp(width: 100, height: 25), toolsVersion: "14490") == rect(18, 156, 100, 25))
    }
}
