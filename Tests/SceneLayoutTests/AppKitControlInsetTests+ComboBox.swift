import SceneLayout
import SceneModel
import Testing

extension AppKitControlInsetTests {
    /// A bezeled combo box with id `b` of `size`, whose constraints size its alignment
    /// rectangle `width` × `height` in a stored `frameWidth` × `frameHeight` frame.
    static func comboBox(size: String, frameWidth: Double, frameHeight: Double, width: Double, height: Double) -> String {
        """
        <comboBox verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="0.0" y="0.0" width="\(frameWidth)" height="\(frameHeight)"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="w"/>
                <constraint firstAttribute="height" constant="\(height)" id="h"/>
            </constraints>
            <comboBoxCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" controlSize="\(size)" numberOfVisibleItems="5" id="b-cell">
                <font key="font" metaFont="system"/>
            </comboBoxCell>
        </comboBox>
        """
    }

    @Test func comboBoxesOverhangThreeAfterAndOneAboveBeforeXcode26() throws {
        // Regular (notenik 22505: 349 × 20 in 353 × 23): 1 before, 1 above, 2 below, 3 after.
        // 20 from the leading edge and the top: x 19, y-up 200 − 20 + 1 − 23 = 158.
        let regular = try frame(of: Self.comboBox(size: "regular", frameWidth: 353, frameHeight: 23, width: 349, height: 20), toolsVersion: "22505")
        #expect(regular == rect(19, 158, 353, 23))
        // Small (Sequel-Ace 17156: 60 × 17 in 63 × 22): 0 before, 1 above, 4 below, 3 after.
        // x 20, y-up 200 − 20 + 1 − 22 = 159.
        let small = try frame(of: Self.comboBox(size: "small", frameWidth: 63, frameHeight: 22, width: 60, height: 17), toolsVersion: "17156")
        #expect(small == rect(20, 159, 63, 22))
        // From Xcode 26 a combo box aligns on its frame (Aria2D 24127: 130 wide, held 130).
        let modern = try frame(of: Self.comboBox(size: "regular", frameWidth: 130, frameHeight: 24, width: 130, height: 24), toolsVersion: "24127")
        #expect(modern == rect(20, 156, 130, 24))
    }
}
