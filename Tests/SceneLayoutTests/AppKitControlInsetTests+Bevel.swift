import SceneLayout
import SceneModel
import Testing

extension AppKitControlInsetTests {
    /// A bordered bevel control (`bezelStyle="regularSquare"` with a border) of the given
    /// element, cell element and cell type, sized by its own constraints to `width` × `height`
    /// (its alignment rectangle), drawn with a frame of `frameWidth` × `frameHeight`.
    static func bevel(_ element: String, cell: String, type: String, width: Double, height: Double,
                      frameWidth: Double, frameHeight: Double) -> String {
        """
        <\(element) translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="0.0" y="0.0" width="\(frameWidth)" height="\(frameHeight)"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="bw"/>
                <constraint firstAttribute="height" constant="\(height)" id="bh"/>
            </constraints>
            <\(cell) key="cell" type="\(type)" title="Clear" bezelStyle="regularSquare" alignment="center" borderStyle="border" inset="2" id="b-cell">
                <font key="font" metaFont="system"/>
            </\(cell)>
        </\(element)>
        """
    }

    @Test func bevelButtonsOverhangThreeAboveAndFourBelowFromXcode12_2() throws {
        // SDWebImage's "Clear" button (23094): a 26-point height in a 33-point frame.
        // y-up: 200 − 20 − 26 − 4 = 150; 3 before the leading constraint.
        let button = Self.bevel("button", cell: "buttonCell", type: "bevel", width: 52, height: 26, frameWidth: 58, frameHeight: 33)
        #expect(try frame(of: button, toolsVersion: "23094") == rect(17, 150, 58, 33))
        // DuckDuckGo's fire pop-up (23504): 235 × 30 in 241 × 37.
        let popUp = Self.bevel("popUpButton", cell: "popUpButtonCell", type: "bevel", width: 235, height: 30, frameWidth: 241, frameHeight: 37)
        #expect(try frame(of: popUp, toolsVersion: "23504") == rect(17, 146, 241, 37))
    }

    @Test func bevelControlsOverhangAPointLessBeforeXcode12_2AndNoneFromXcode26() throws {
        // MacDown's editor pop-up (14109): a 25-point height in a 30-point frame, 2 above
        // and 3 below it; y-up 200 − 20 − 25 − 3 = 152.
        let popUp = Self.bevel("popUpButton", cell: "popUpButtonCell", type: "bevel", width: 180, height: 25, frameWidth: 184, frameHeight: 30)
        #expect(try frame(of: popUp, toolsVersion: "14109") == rect(18, 152, 184, 30))
        // From Xcode 26 the frame is the alignment rectangle (Mos, mac-mouse-fix).
        let button = Self.bevel("button", cell: "buttonCell", type: "bevel", width: 46, height: 27, frameWidth: 46, frameHeight: 27)
        #expect(try frame(of: button, toolsVersion: "24412") == rect(20, 153, 46, 27))
    }
}
