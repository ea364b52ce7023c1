import SceneLayout
import SceneModel
import Testing

/// On Interface Builder's Mac Catalyst device (`<device id="mac" renderMode="macOS"/>`) a
/// view's origin in its superview is stored at whole points, a half point going up, while
/// its size keeps half points (BLeeEZ/amperfy's table cell, Xcode 16: centring offsets
/// 6.5, 8.5, 10.5 stored 7, 9, 11 beside 179.5-point widths; duckduckgo's Main.storyboard,
/// Xcode 13: 3.5 and 6.5 on the phone, 4 and 7 on the Mac). Other devices keep half points.
@Suite struct CatalystOriginRoundingTests {
    /// `bar` (800 × 49) at the root's top holds `box`, 36 high and 179 wide, centred in it
    /// (6.5 and 310.5 before rounding), and `half`, half the bar's width less a point
    /// (399.5 wide) at its leading edge.
    func frames(device: String) throws -> [String: Rect] {
        let document = try LayoutFixture.document(LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: device, width: 800, height: 600,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="800" height="49"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="310" y="6" width="179" height="36"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="half">
                            <rect key="frame" x="0.0" y="0.0" width="399" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="49" id="bar-h"/>
                        <constraint firstItem="box" firstAttribute="centerY" secondItem="bar" secondAttribute="centerY" id="box-y"/>
                        <constraint firstItem="box" firstAttribute="centerX" secondItem="bar" secondAttribute="centerX" id="box-x"/>
                        <constraint firstItem="box" firstAttribute="width" constant="179" id="box-w"/>
                        <constraint firstItem="box" firstAttribute="height" constant="36" id="box-h"/>
                        <constraint firstItem="half" firstAttribute="height" constant="10" id="half-h"/>
                        <constraint firstItem="half" firstAttribute="leading" secondItem="bar" secondAttribute="leading" id="half-x"/>
                        <constraint firstItem="half" firstAttribute="top" secondItem="bar" secondAttribute="top" id="half-y"/>
                        <constraint firstItem="half" firstAttribute="width" secondItem="bar" secondAttribute="width" multiplier="0.5" constant="-0.5" id="half-w"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bar-x"/>
                <constraint firstItem="bar" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="bar-r"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="bar-y"/>
                """))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))
    }

    @Test func theMacDeviceStoresOriginsAtWholePointsAndSizesAtHalves() throws {
        let frames = try frames(device: #"<device id="mac" appearance="light" renderMode="macOS"/>"#)
        #expect(frames["box"] == Rect(x: 311, y: 7, width: 179, height: 36))
        #expect(frames["half"] == Rect(x: 0, y: 0, width: 399.5, height: 10))
    }

    @Test func anIPadKeepsHalfPointOrigins() throws {
        let frames = try frames(device: #"<device id="ipad10_9rounded" orientation="landscape" layout="fullscreen" appearance="light"/>"#)
        #expect(frames["box"]?.x == 310.5)
        #expect(frames["box"]?.y == 6.5)
    }
}
