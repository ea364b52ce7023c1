import SceneLayout
import SceneModel
import Testing

/// Before Xcode 14 (toolsVersion 21000) Interface Builder drew every notched iPhone with a
/// 44-point top inset, the iPhone 12 (retina6_0) and 12 Pro Max (retina6_7) included:
/// Esri's export-tiles sample (17506) holds a view to the safe area's top at y = 44, and
/// AdguardForiOS's onboarding (19150) its scroll views. Xcode 14 and later draw 47.
@Suite struct NotchedPhoneEraTests {
    func boxY(device: String, width: Int, height: Int, toolsVersion: String) throws -> Double? {
        let text = LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#, width: width, height: height, safeArea: true,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="44" width="390" height="100"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="box" firstAttribute="width" constant="390" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="100" id="c4"/>
                """)
        return LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text)))["box"]?.y
    }

    @Test func beforeXcode14NotchedPhonesInset44() throws {
        #expect(try boxY(device: "retina6_0", width: 390, height: 844, toolsVersion: "17506") == 44)
        #expect(try boxY(device: "retina6_7", width: 428, height: 926, toolsVersion: "19150") == 44)
    }

    @Test func fromXcode14TheyInset47() throws {
        #expect(try boxY(device: "retina6_0", width: 390, height: 844, toolsVersion: "21225") == 47)
        #expect(try boxY(device: "retina6_7", width: 428, height: 926, toolsVersion: "21507") == 47)
    }
}
