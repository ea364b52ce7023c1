import SceneLayout
import SceneModel
import Testing

extension AppKitControlInsetTests {
    /// A progress indicator with id `b` whose height constraint sizes its bar.
    static func progressBar(style: String, frameHeight: Double, height: Double) -> String {
        """
        <progressIndicator maxValue="100" style="\(style)" translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="0.0" y="0.0" width="200" height="\(frameHeight)"/>
            <constraints>
                <constraint firstAttribute="width" constant="200" id="w"/>
                <constraint firstAttribute="height" constant="\(height)" id="h"/>
            </constraints>
        </progressIndicator>
        """
    }

    @Test func regularProgressBarsOverhangAPointAboveAndBelowUntilXcode15_3() throws {
        // duckduckgo's and pock's bars: 18 high in a 20-point frame. y-up: 200 − 20 + 1 − 20.
        let bar = try frame(of: Self.progressBar(style: "bar", frameHeight: 20, height: 18), toolsVersion: "23504")
        #expect(bar == rect(20, 161, 200, 20))
        // From Xcode 26 it aligns on its frame (Aria2D, 24127); spinners always do.
        let modern = try frame(of: Self.progressBar(style: "bar", frameHeight: 20, height: 20), toolsVersion: "24127")
        #expect(modern == rect(20, 160, 200, 20))
        let spinner = try frame(of: Self.progressBar(style: "spinning", frameHeight: 32, height: 32), toolsVersion: "23504")
        #expect(spinner == rect(20, 148, 200, 32))
    }
}
