import SceneLayout
import SceneModel
import Testing

/// A toolbar written as the simulated bottom bar (`simulatedToolbarMetrics`) is not drawn
/// under a controller that sets `hidesBottomBarWhenPushed`: the safe area reaches the
/// screen's bottom. Modelled on iMast's profile card (Xcode 11, iPhone SE: a view on the
/// safe area's bottom stored at 568 under a written toolbar and a navigation bar). Without
/// the flag the written toolbar stands: the bottom is 44 higher.
@Suite struct WrittenToolbarHiddenWhenPushedTests {
    static func box(attributes: String) throws -> Rect? {
        let storyboard = ControllerFixture.storyboard(
            toolsVersion: "15400", device: #"<device id="retina4_0" orientation="portrait" appearance="light"/>"#,
            documentAttributes: #"useSafeAreas="YES""#,
            scenes: [
                ControllerFixture.viewController(
                    "card", attributes: attributes, rootID: "root", width: 320, height: 568,
                    subviews: """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="44" width="320" height="524"/>
                        </view>
                        """,
                    constraints: """
                        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                        <constraint firstItem="box" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c2"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c4"/>
                        """,
                    after: """
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                        """),
            ])
            .replacingOccurrences(of: "<constraints>", with: #"<viewLayoutGuide key="safeArea" id="safe"/><constraints>"#)
        let document = try LayoutFixture.document(storyboard)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]
    }

    @Test func aControllerThatHidesItsBottomBarWhenPushedHasNoWrittenToolbar() throws {
        #expect(try Self.box(attributes: #"hidesBottomBarWhenPushed="YES""#) == rect(0, 44, 320, 524))
    }

    @Test func withoutTheFlagTheWrittenToolbarStands() throws {
        #expect(try Self.box(attributes: "") == rect(0, 44, 320, 480))
    }
}
