import SceneLayout
import SceneModel
import Testing

/// Interface Builder draws the Apple TV canvas at 2× from Xcode 11 (`XcodeEra.appleTV4KCanvas`),
/// at 1× before: a 747-point view centred on the 1920-point screen sits at 586.5, which
/// PopcornTimeTV's tvOS storyboard (15705) stores as such, while Xcode 7 to 9 documents
/// round such halves to whole points (JJC1138's 70.5 stored 71, TvOSMoreButton's 339.5 at 340).
@Suite struct AppleTVCanvasScaleTests {
    func box(_ toolsVersion: String) throws -> Rect? {
        let text = LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="appleTV" appearance="light"/>"#, width: 1920, height: 1080,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="747" height="421"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                <constraint firstItem="box" firstAttribute="width" constant="747" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="421" id="c4"/>
                """)
        return LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text)))["box"]
    }

    @Test func fromXcode11TheCanvasKeepsHalfPoints() throws {
        #expect(try box("15705") == rect(586.5, 329.5, 747, 421))
    }

    @Test func beforeXcode11ItRoundsToWholePoints() throws {
        #expect(try box("13189.4") == rect(587, 330, 747, 421))
    }

    @Test func theDeviceTableKeepsTheScaleOfTheEra() throws {
        let television = try #require(DeviceTable.device("appleTV"))
        #expect(DeviceTable.traits(device: television, orientation: "landscape", toolsVersion: 14490.70).scale == 1)
        #expect(DeviceTable.traits(device: television, orientation: "landscape", toolsVersion: 16097.2).scale == 2)
        #expect(DeviceTable.traits(device: television, orientation: "landscape", toolsVersion: 32700.99).scale == 2)
    }
}
