import SceneLayout
import SceneModel
import Testing

/// A view controller's root takes the system side margin for its own width, not the
/// screen's: 20 when wider than about 380 points, 16 otherwise. The corpus shows it on
/// freeform roots (an 815-point root on an iPhone 8 gets 20, artsy's eidolon; a
/// 240.5-point one on an iPad 16, ooper-shlab's AVAEMixerSample).
@Suite struct RootMarginTests {
    func labelX(rootWidth: Int) throws -> Double? {
        let text = LayoutFixture.storyboard(width: rootWidth, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" constant="10" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
            """)
        let document = try LayoutFixture.document(text)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]?.x
    }

    @Test func aWideFreeformRootOnAPhoneHasTwentyPointMargins() throws {
        #expect(try labelX(rootWidth: 815) == 20)
    }

    @Test func aPhoneWideRootHasSixteenPointMargins() throws {
        #expect(try labelX(rootWidth: 375) == 16)
        #expect(try labelX(rootWidth: 240) == 16)
    }
}
