import SceneLayout
import SceneModel
import Testing

/// A root saved below an opaque navigation bar (y = 64) is laid out in what the screen
/// leaves below the bar: with a device, its stored height when that fits (IBAnimatable's
/// demo: 603 on a 667-point iPhone 8, a button 20 above the bottom guide at y = 528);
/// without one, what its default simulated screen leaves below the bar (RxSwift's
/// Calculator: `retina4_7.fullscreen`, 667 − 64), or its stored height when it names no
/// screen (ooper-shlab's EKLocationReminders: 455 at y = 64 above a tab bar).
@Suite struct OpaqueBarRootHeightTests {
    static func storyboard(device: String, rootHeight: Int, defaultMetrics: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12120" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            \(device)
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="64" width="375" height="\(rootHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="0.0" width="55" height="55"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="20" id="c1"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                    <constraint firstItem="box" firstAttribute="width" constant="55" id="c3"/>
                                    <constraint firstItem="box" firstAttribute="height" constant="55" id="c4"/>
                                </constraints>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            \(defaultMetrics)
        </document>
        """
    }

    func boxY(device: String, rootHeight: Int, defaultMetrics: String = "") throws -> Double? {
        let document = try LayoutFixture.document(Self.storyboard(device: device, rootHeight: rootHeight, defaultMetrics: defaultMetrics))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]?.y
    }

    @Test func aRootThatFitsTheScreenKeepsItsHeight() throws {
        #expect(try boxY(device: #"<device id="retina4_7" orientation="portrait"/>"#, rootHeight: 603) == 528)
    }

    @Test func aDevicelessRootLosesTheBarFromItsDefaultScreen() throws {
        let metrics = """
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
            </simulatedMetricsContainer>
            """
        #expect(try boxY(device: "", rootHeight: 667, defaultMetrics: metrics) == 528)
    }

    @Test func aDevicelessRootNamingNoScreenKeepsItsHeight() throws {
        #expect(try boxY(device: "", rootHeight: 455) == 380)
    }
}
