import SceneLayout
import SceneModel
import Testing

extension AppKitControlInsetTests {
    @Test func borderedSmallSquarePopUpsOverhangAPointAboveAndBelowInEveryEra() throws {
        // SourceView-Swift's action pop-up (13771) and Sequel-Ace's (24765): a 24-point
        // height constraint in a 26-point frame, none at the sides, also from Xcode 26.
        let popUp = """
            <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0.0" y="0.0" width="24" height="26"/>
                <constraints>
                    <constraint firstAttribute="height" constant="24" id="h"/>
                </constraints>
                <popUpButtonCell key="cell" type="smallSquare" bezelStyle="smallSquare" imagePosition="only" alignment="center" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" pullsDown="YES" id="b-cell">
                    <font key="font" metaFont="menu"/>
                </popUpButtonCell>
            </popUpButton>
            """
        for toolsVersion in ["13771", "24765"] {
            // y-up: 200 − 20 + 1 − 26 = 155.
            #expect(try frame(of: popUp, toolsVersion: toolsVersion) == rect(20, 155, 24, 26), "\(toolsVersion)")
        }
        // A bordered small square button keeps it from Xcode 26 too.
        let cell = #"type="smallSquare" bezelStyle="smallSquare" imagePosition="only" alignment="center" borderStyle="border" inset="2""#
        #expect(try frame(of: Self.button(cell: cell, width: 32, height: 25), toolsVersion: "24765") == rect(20, 156, 32, 25))
    }
}
