import SceneLayout
import SceneModel
import Testing

/// Layout margins: a controller's root (16 on a 375-point iPhone), ordinary views (8),
/// explicit and directional margins, and margins preserved from the superview.
@Suite struct MarginTests {
    static func storyboard(containerAttributes: String = "", containerMargins: String = "") -> String {
        LayoutFixture.storyboard(documentAttributes: #"useSafeAreas="YES""#, subviews: """
            <view contentMode="scaleToFill" \(containerAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="100" width="375" height="100"/>
                \(containerMargins)
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" id="i1"/>
                    <constraint firstItem="inner" firstAttribute="trailing" secondItem="box" secondAttribute="trailingMargin" id="i2"/>
                    <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="topMargin" id="i3"/>
                    <constraint firstItem="inner" firstAttribute="bottom" secondItem="box" secondAttribute="bottomMargin" id="i4"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b1"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="b2"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="b3"/>
            <constraint firstItem="box" firstAttribute="height" constant="100" id="b4"/>
            """)
    }

    func innerFrame(_ text: String, rtl: Bool = false) throws -> Rect? {
        let document = try LayoutFixture.document(text)
        var traits = DeviceTable.documentTraits(document.header)
        if rtl { traits.layoutDirection = .rightToLeft }
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits))["inner"]
    }

    @Test func ordinaryViewsHaveEightPointMargins() throws {
        #expect(try innerFrame(Self.storyboard()) == rect(8, 8, 359, 84))
    }

    @Test func explicitMarginsWin() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>"#
        #expect(try innerFrame(Self.storyboard(containerMargins: margins)) == rect(2, 1, 369, 96))
    }

    @Test func directionalMarginsFollowTheLayoutDirection() throws {
        let margins = #"<directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="30" bottom="0.0" trailing="10"/>"#
        #expect(try innerFrame(Self.storyboard(containerMargins: margins)) == rect(30, 0, 335, 100))
        // Right to left the leading margin is on the right: the exact mirror.
        #expect(try innerFrame(Self.storyboard(containerMargins: margins), rtl: true) == rect(10, 0, 335, 100))
    }

    @Test func preservedSuperviewMarginsReachIn() throws {
        // The root's 16-point side margins are wider than the box's own 8.
        let text = Self.storyboard(containerAttributes: #"preservesSuperviewLayoutMargins="YES""#)
        #expect(try innerFrame(text) == rect(16, 8, 343, 84))
    }
}
