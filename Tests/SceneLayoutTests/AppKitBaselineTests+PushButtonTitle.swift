import SceneLayout
import SceneModel
import Testing
import TestSupport

extension AppKitBaselineTests {
    /// A 16-point label 10 below the root's top and 20 from its leading edge, and a regular
    /// push button (`AppKitControlInsetTests.push`, 32-point frame) held only by its leading
    /// edge and by its baseline on the label's: PostgresApp's add-server sheet (10117).
    static func pushButtonOnLabelBaseline(toolsVersion: String) -> String {
        DocumentFixture.appKitXIB(toolsVersion: toolsVersion,
                                  subviews: label("a", y: 174, height: 16)
                                      + AppKitControlInsetTests.button(cell: AppKitControlInsetTests.push, width: 80, height: 32),
                                  constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k2"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="k3"/>
            <constraint firstItem="b" firstAttribute="baseline" secondItem="a" secondAttribute="baseline" id="k4"/>
            """)
    }

    @Test func pushButtonsOfTheEarlierBezelDrawTheirTitleHalfAPointAboveCentre() throws {
        // The label's baseline (one line before Xcode 12.2: 3.38 above its bottom at 26) is
        // 22.62 below the root's top. Before Xcode 12.2 the button's 21-point rectangle
        // (4 above, 7 below) has its title 10 + 4.62 below its top, so the rectangle's top is
        // at 8 and the frame's at 4 (y-up 200 − 4 − 32 = 164), the label's bottom 18 below
        // the rectangle's top as in br1sk, IGListKit, ShadowsocksX-NG and PostgresApp.
        // Centred in 21 points the rectangle's top fell on 7.5, a tie rounded up the
        // screen to 7 (165), PostgresApp's miss. From Xcode 12.2 the 20-point rectangle
        // (5 above) centres the title: top 8, frame 3 (165).
        let old = try frames(Self.pushButtonOnLabelBaseline(toolsVersion: "10117"))
        #expect(old["a"] == rect(18, 174, 40, 16))
        #expect(old["b"] == rect(194, 164, 80, 32))
        let bigSur = try frames(Self.pushButtonOnLabelBaseline(toolsVersion: "19529"))
        #expect(bigSur["b"] == rect(193, 165, 80, 32))
    }
}
