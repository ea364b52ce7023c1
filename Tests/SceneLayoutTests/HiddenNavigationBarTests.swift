import SceneLayout
import SceneModel
import Testing

/// A navigation controller draws its bar over the controllers it holds unless it hides it
/// (`navigationBarHidden="YES"`): then the legacy top layout guide ends under the status
/// bar alone. artsy's eidolon (Fulfillment, Auction) places labels 60 below the guide at
/// y = 80 under a hidden bar; with the bar they would be at 124.
@Suite struct HiddenNavigationBarTests {
    static func storyboard(hidden: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="n">
                    <objects>
                        <navigationController \(hidden ? #"navigationBarHidden="YES""# : "") id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
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
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="60" id="c1"/>
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

    func boxY(hidden: Bool) throws -> Double? {
        let document = try LayoutFixture.document(Self.storyboard(hidden: hidden))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]?.y
    }

    @Test func aHiddenBarLeavesTheStatusBarAlone() throws {
        #expect(try boxY(hidden: true) == 80)
    }

    @Test func aShownBarCoversTheTop() throws {
        #expect(try boxY(hidden: false) == 124)
    }
}
