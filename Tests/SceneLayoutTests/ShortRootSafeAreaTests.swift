import SceneLayout
import SceneModel
import Testing

/// A controller's root view shorter than the screen ends above the screen's bottom: the
/// home indicator's inset reaches into it only by what is left (UIKit's safe area is the
/// part of a view the unsafe regions overlap). iPhone 11 (`retina6_1`, 896 points high,
/// 34-point bottom inset), Xcode 13.
@Suite struct ShortRootSafeAreaTests {
    /// A 10-point box held to the safe area's bottom in a root `height` points high.
    func box(rootHeight: Int) throws -> Rect? {
        let text = LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            width: 414, height: rootHeight, safeArea: true,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c2"/>
                <constraint firstItem="box" firstAttribute="width" constant="10" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
                """)
        return LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text)))["box"]
    }

    @Test func aFullHeightRootKeepsTheHomeIndicatorInset() throws {
        #expect(try box(rootHeight: 896) == rect(0, 852, 10, 10))
    }

    @Test func aRootEndingAboveTheIndicatorHasNoBottomInset() throws {
        // 852 high: it ends 44 above the screen's bottom, clear of the 34-point indicator.
        #expect(try box(rootHeight: 852) == rect(0, 842, 10, 10))
    }

    @Test func aRootEndingInsideTheIndicatorKeepsWhatOverlaps() throws {
        // 876 high: 20 above the bottom, so 14 of the 34 points reach in.
        #expect(try box(rootHeight: 876) == rect(0, 852, 10, 10))
    }
}
