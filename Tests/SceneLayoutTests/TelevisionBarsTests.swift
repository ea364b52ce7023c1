import SceneLayout
import SceneModel
import Testing

/// tvOS bars and screens, modelled on lucasharding's antenna (Xcode 8, toolsVersion 11542)
/// and artsy's Emergence (Xcode 7, no `<device>`): a navigation bar is 145 points high, the
/// tab bar runs across the top and insets neither layout guide, and a storyboard that names
/// no device is laid out on the Apple TV's screen with no status bar.
@Suite struct TelevisionBarsTests {
    static func storyboard(toolsVersion: String, device: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" initialViewController="tabs">
            \(device)
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <simulatedTabBarMetrics key="simulatedTopBarMetrics"/>
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar">
                                <rect key="frame" x="0.0" y="0.0" width="1920" height="140"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="grid" kind="relationship" relationship="viewControllers" id="t1"/>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="t2"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="grid" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="gridTop"/>
                                <viewControllerLayoutGuide type="bottom" id="gridBottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="gridRoot">
                                <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                                        <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="fill" firstAttribute="top" secondItem="gridTop" secondAttribute="bottom" id="g1"/>
                                    <constraint firstItem="gridBottom" firstAttribute="top" secondItem="fill" secondAttribute="bottom" id="g2"/>
                                    <constraint firstItem="fill" firstAttribute="leading" secondItem="gridRoot" secondAttribute="leading" id="g3"/>
                                    <constraint firstAttribute="trailing" secondItem="fill" secondAttribute="trailing" id="g4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="listTop"/>
                                <viewControllerLayoutGuide type="bottom" id="listBottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="listRoot">
                                <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                        <rect key="frame" x="0.0" y="185" width="1920" height="895"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="table" firstAttribute="top" secondItem="listTop" secondAttribute="bottom" constant="40" id="l1"/>
                                    <constraint firstItem="listBottom" firstAttribute="top" secondItem="table" secondAttribute="bottom" id="l2"/>
                                    <constraint firstItem="table" firstAttribute="leading" secondItem="listRoot" secondAttribute="leading" id="l3"/>
                                    <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="l4"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="List" id="item"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s4">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                                <rect key="frame" x="0.0" y="0.0" width="1920" height="145"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="n1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func frames(toolsVersion: String, device: String) throws -> [String: Rect] {
        let document = try LayoutFixture.document(Self.storyboard(toolsVersion: toolsVersion, device: device))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))
    }

    @Test func aPushedControllerStartsBelowA145PointBar() throws {
        let frames = try frames(toolsVersion: "11542", device: #"<device id="appleTV" orientation="landscape"/>"#)
        #expect(frames["table"] == Rect(x: 0, y: 185, width: 1920, height: 895))
    }

    @Test func theTabBarInsetsNeitherGuide() throws {
        let frames = try frames(toolsVersion: "11542", device: #"<device id="appleTV" orientation="landscape"/>"#)
        #expect(frames["fill"] == Rect(x: 0, y: 0, width: 1920, height: 1080))
    }

    @Test func aDevicelessStoryboardHasNoStatusBar() throws {
        let frames = try frames(toolsVersion: "10117", device: "")
        #expect(frames["fill"] == Rect(x: 0, y: 0, width: 1920, height: 1080))
        #expect(frames["table"] == Rect(x: 0, y: 185, width: 1920, height: 895))
    }
}
