import SceneLayout
import SceneModel
import Testing

/// Xcode 10.2 to 14.1 (toolsVersion 14800 up to 21600) drew iPads, like home-button
/// iPhones, without a status bar: a view held to the safe area's top sits at the screen's
/// top (edx's registration XIB, 21225 on an iPad 9.7"; AdguardForiOS's upsell XIB, 17701 on
/// an 11-inch rounded iPad, whose 24-point bar is gone too). Earlier and later Xcodes draw
/// the bar: 20 points (artsy 14105, blink 22155), 24 on rounded iPads (seafile 23504).
@Suite struct PadStatusBarEraTests {
    func boxY(device: String, width: Int, height: Int, orientation: String = "portrait", toolsVersion: String) throws -> Double? {
        let text = LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch.iPad" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="\#(device)" orientation="\#(orientation)" appearance="light"/>"#, width: width, height: height, safeArea: true,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="20" width="300" height="100"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="box" firstAttribute="width" constant="300" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="100" id="c4"/>
                """)
        return LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text)))["box"]?.y
    }

    @Test func xcode10to14DrawIPadsWithoutAStatusBar() throws {
        #expect(try boxY(device: "ipad9_7", width: 768, height: 1024, toolsVersion: "21225") == 0)
        #expect(try boxY(device: "ipad10_9rounded", width: 820, height: 1180, toolsVersion: "17701") == 0)
        #expect(try boxY(device: "ipad9_7", width: 1024, height: 768, orientation: "landscape", toolsVersion: "15505") == 0)
    }

    @Test func earlierAndLaterXcodesDrawIt() throws {
        #expect(try boxY(device: "ipad9_7", width: 768, height: 1024, toolsVersion: "14105") == 20)
        #expect(try boxY(device: "ipad9_7", width: 768, height: 1024, toolsVersion: "22155") == 20)
        #expect(try boxY(device: "ipad10_9rounded", width: 820, height: 1180, toolsVersion: "23504") == 24)
    }
}
