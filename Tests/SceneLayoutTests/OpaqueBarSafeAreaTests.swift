import SceneLayout
import SceneModel
import Testing

/// Under an opaque navigation bar the root view starts below the bar
/// (`extendedLayoutIncludesOpaqueBars` is false by default), so nothing of the status bar
/// or the bar reaches into it: its safe area starts at its top. bitwarden's autofill
/// storyboard (Xcode 13, iPhone 11) pins search bars and tables to the safe area's top at
/// y = 0; a translucent bar puts the safe area under the bar (48 + 44 = 92).
@Suite struct OpaqueBarSafeAreaTests {
    static func storyboard(opaque: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="n">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" \(opaque ? #"translucent="NO""# : "") id="bar">
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="rootViewController" id="seg"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="804"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                    <constraint firstItem="box" firstAttribute="width" constant="10" id="c3"/>
                                    <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func boxY(opaque: Bool) throws -> Double? {
        let document = try LayoutFixture.document(Self.storyboard(opaque: opaque))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]?.y
    }

    @Test func anOpaqueBarLeavesNoTopInset() throws {
        #expect(try boxY(opaque: true) == 0)
    }

    @Test func aTranslucentBarInsetsTheSafeArea() throws {
        #expect(try boxY(opaque: false) == 92)
    }
}
