import SceneLayout
import SceneModel
import Testing

/// tvOS storyboards (`<device id="appleTV">`): a 1920 × 1080 screen whose safe area keeps
/// 60 points above and below and 80 at the sides clear of the television's overscan.
@Suite struct AppleTVTests {
    static func storyboard(toolsVersion: String) -> String {
        LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="appleTV" appearance="light"/>"#, width: 1920, height: 1080, safeArea: true,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c4"/>
                """)
    }

    func box(_ toolsVersion: String) throws -> Rect? {
        let document = try LayoutFixture.document(Self.storyboard(toolsVersion: toolsVersion))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]
    }

    @Test func theSafeAreaKeepsClearOfTheOverscan() throws {
        #expect(try box("21701") == rect(80, 60, 1760, 960))
    }

    @Test func beforeTVOS11TheWholeScreenIsTheLayoutArea() throws {
        #expect(try box("11201") == rect(0, 0, 1920, 1080))
    }
}
