import SceneLayout
import SceneModel
import Testing

/// A tvOS controller root's side margins (`DeviceTable.televisionRootSideMargin`): from tvOS
/// 11's safe areas on, content on the margins stands 110 points from the screen's sides
/// (the 80-point safe area and 30), as cgoldsby's TvOSMoreButton (13189) and the
/// JTAppleCalendar tvOS example (14490) store; before, 20 from the edge (antenna, 11542).
extension AppleTVTests {
    static func marginStoryboard(toolsVersion: String) -> String {
        LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
            device: #"<device id="appleTV" orientation="landscape"/>"#, width: 1920, height: 1080,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
                """)
    }

    func marginBox(_ toolsVersion: String) throws -> Rect? {
        let document = try LayoutFixture.document(Self.marginStoryboard(toolsVersion: toolsVersion))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]
    }

    @Test func rootMarginsStand110FromTheSidesSinceSafeAreas() throws {
        for tools in ["13189.4", "14490.70", "21701"] {
            #expect(try marginBox(tools) == rect(110, 200, 1700, 10))
        }
    }

    @Test func rootMarginsBeforeSafeAreasAre20FromTheEdge() throws {
        #expect(try marginBox("11542") == rect(20, 200, 1880, 10))
    }
}
