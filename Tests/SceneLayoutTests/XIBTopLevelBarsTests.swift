import SceneLayout
import SceneModel
import Testing

/// The bars written on a XIB's top-level view (`<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics">`, `<simulatedToolbarMetrics key="simulatedBottomBarMetrics">`)
/// inset its safe area as a storyboard controller's bars inset its root's. Modelled on
/// OnionBrowser's bookmarks XIB (cross-device pair 264): File's Owner's view, a table on
/// the safe area's top stored at y = 88 on an iPhone 11 and 44 on an iPhone SE of Xcode 11
/// (whose canvas draws no status bar), a 44-point toolbar on the bottom margin.
@Suite struct XIBTopLevelBarsTests {
    static func xib(device: String = "retina6_1", toolsVersion: String = "15702", bars: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BookmarksViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0.0" y="88" width="414" height="774"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                        <constraint firstItem="content" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="r"/>
                        <constraint firstItem="content" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="b"/>
                    </constraints>
                    \(bars)
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
            </objects>
        </document>
        """
    }

    static let navigationBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    static let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#

    func content(_ text: String, device: String? = nil) throws -> Rect? {
        try ContentSizeOnOtherDeviceTests.frames(text, device: device)["content"]
    }

    @Test func theModelReadsTheBarsWrittenOnATopLevelView() throws {
        let document = try LayoutFixture.document(Self.xib(bars: Self.navigationBar + Self.toolbar), path: "inline.xib")
        let root = try #require(document.scenes.first?.rootViews.first)
        #expect(root.topLevelSimulatedMetrics?.topBar == .navigationBar(opaque: false))
        #expect(root.topLevelSimulatedMetrics?.bottomBar == .toolbar)
        let plain = try LayoutFixture.document(Self.xib(bars: ""), path: "inline.xib")
        #expect(plain.scenes.first?.rootViews.first?.topLevelSimulatedMetrics == nil)
    }

    @Test func aNavigationBarInsetsTheSafeAreaBelowTheStatusBar() throws {
        // iPhone 11: 44 (status bar and notch) + 44 (bar); the bottom keeps the home indicator's 34.
        #expect(try content(Self.xib(bars: Self.navigationBar)) == rect(0, 88, 414, 774))
        // Without the bar the safe area is the device's alone.
        #expect(try content(Self.xib(bars: "")) == rect(0, 44, 414, 818))
    }

    @Test func theBarFollowsTheDevice() throws {
        // An iPhone SE in Xcode 11 (15705), whose canvas draws no status bar: the bar alone
        // (OnionBrowser's B, stored at y = 44); an iPhone 8 of the same Xcode likewise.
        let document = Self.xib(toolsVersion: "15705", bars: Self.navigationBar)
        #expect(try content(document, device: "retina4_0") == rect(0, 44, 320, 524))
        #expect(try content(document, device: "retina4_7") == rect(0, 44, 375, 623))
    }

    @Test func aToolbarInsetsTheBottomOverTheHomeIndicator() throws {
        // 34 + 49 over the home indicator (a bar there grows to 49, as on a storyboard root).
        #expect(try content(Self.xib(bars: Self.toolbar)) == rect(0, 44, 414, 769))
        #expect(try content(Self.xib(toolsVersion: "15705", bars: Self.toolbar), device: "retina4_7") == rect(0, 0, 375, 623))
    }
}
