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

    @Test func largeActivityIndicatorsAre64PointsSquare() throws {
        // A large indicator centred in the screen, its frame drawn 37 × 37 (the iOS size):
        // tvOS makes it 64 × 64, an iOS document keeps 37 × 37.
        func indicator(tv: Bool) throws -> Rect? {
            let document = tv
                ? #"type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="15705" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#
                : #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#
            let text = LayoutFixture.storyboard(
                document: document, device: tv ? #"<device id="appleTV" appearance="light"/>"# : #"<device id="retina4_7" orientation="portrait"/>"#,
                width: tv ? 1920 : 375, height: tv ? 1080 : 667, subviews: """
                    <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="whiteLarge" translatesAutoresizingMaskIntoConstraints="NO" id="spin">
                        <rect key="frame" x="0.0" y="0.0" width="37" height="37"/>
                    </activityIndicatorView>
                    """, constraints: """
                    <constraint firstItem="spin" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                    <constraint firstItem="spin" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                    """)
            return LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text)))["spin"]
        }
        #expect(try indicator(tv: true) == rect(928, 508, 64, 64))
        #expect(try indicator(tv: false) == rect(169, 315, 37, 37))
    }
}
