import SceneLayout
import SceneModel
import Testing

/// Xcode 26 (toolsVersion 24xxx) draws a standard navigation bar 54 points high, where
/// every earlier Xcode drew 44. Modelled on twilio's virtual-background example (24506,
/// iPhone 8: a label on the root's top layout guide of a navigation controller's root at
/// y = 74, the stored bar at y = 20, 54 high); firebase's database example (24127) stores
/// its bar 54 high too.
@Suite struct LiquidGlassNavigationBarTests {
    static func storyboard(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="54"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="rootViewController" id="r"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="16"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="strip" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                                    <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="strip" firstAttribute="height" constant="16" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func stripY(toolsVersion: String) throws -> Double? {
        let document = try LayoutFixture.document(Self.storyboard(toolsVersion: toolsVersion))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["strip"]?.y
    }

    @Test func xcode26DrawsTheBar54High() throws {
        #expect(try stripY(toolsVersion: "24506") == 74)
        #expect(try stripY(toolsVersion: "24127") == 74)
    }

    /// The last Xcode before (23727, haiwen's and onevcat's stored bars) drew it 44 high.
    @Test func earlierXcodesDrawIt44High() throws {
        #expect(try stripY(toolsVersion: "23727") == 64)
        #expect(try stripY(toolsVersion: "14460.31") == 64)
    }
}
