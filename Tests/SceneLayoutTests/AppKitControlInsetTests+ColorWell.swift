import SceneLayout
import SceneModel
import Testing

extension AppKitControlInsetTests {
    /// A color well with id `b` whose constraints size its alignment rectangle.
    static func colorWell(frameWidth: Double, frameHeight: Double, width: Double, height: Double) -> String {
        """
        <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="0.0" y="0.0" width="\(frameWidth)" height="\(frameHeight)"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="w"/>
                <constraint firstAttribute="height" constant="\(height)" id="h"/>
            </constraints>
            <color key="color" red="0.05" green="0.05" blue="1" alpha="1" colorSpace="calibratedRGB"/>
        </colorWell>
        """
    }

    @Test func colorWellsOverhangTwoAndThreeFromXcode14() throws {
        // Before Xcode 14 a well aligns on its frame (lifesaver 19455, iGlance 17156, xamarin
        // 9532: 50 × 21 constraints, 50 × 21 frames): 20 from the leading edge and the top.
        let old = try frame(of: Self.colorWell(frameWidth: 50, frameHeight: 21, width: 50, height: 21), toolsVersion: "19455")
        #expect(old == rect(20, 159, 50, 21))
        // macOS 13's redrawn well (HexFiend 22155: 36 × 15 in a 42 × 19 frame) overhangs 3 at
        // the sides and 2 above and below. y-up: 200 − 20 + 2 − 19 = 163.
        let new = try frame(of: Self.colorWell(frameWidth: 42, frameHeight: 19, width: 36, height: 15), toolsVersion: "22155")
        #expect(new == rect(17, 163, 42, 19))
    }
}
