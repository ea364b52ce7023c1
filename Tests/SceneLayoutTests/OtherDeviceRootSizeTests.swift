import SceneLayout
import SceneModel
import Testing

/// Root sizes when a document is resolved for a device other than its own.
@Suite struct OtherDeviceRootSizeTests {
    /// An iOS XIB saved on an iPhone 8 whose top-level view (id `root`), 375 × 667, holds a
    /// view pinned 10 points inside its edges; `metrics` goes inside the top-level view.
    static func xib(metrics: String = "", width: Int = 375, height: Int = 667) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                            <rect key="frame" x="10" y="10" width="\(width - 20)" height="\(height - 20)"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="inner" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstItem="inner" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="10" id="c3"/>
                        <constraint firstItem="root" firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="10" id="c4"/>
                    </constraints>
                    \(metrics)
                </view>
            </objects>
        </document>
        """
    }

    static func frames(_ text: String, device: String, orientation: String = "portrait") throws -> [String: Rect] {
        let document = try LayoutFixture.document(text, path: "inline.xib")
        let traits = LayoutFixture.traits(document, device: device, orientation: orientation)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits))
    }

    @Test func aXIBViewOfInferredSizeTakesTheDevicesSize() throws {
        let frames = try Self.frames(Self.xib(), device: "retina6_1")
        #expect(frames["root"] == rect(0, 0, 414, 896))
        #expect(frames["inner"] == rect(10, 10, 394, 876))
    }

    @Test func aFreeformXIBViewKeepsItsSize() throws {
        let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
        let frames = try Self.frames(Self.xib(metrics: freeform, width: 300, height: 200), device: "retina6_1")
        #expect(frames["root"] == rect(0, 0, 300, 200))
        #expect(frames["inner"] == rect(10, 10, 280, 180))
    }

    @Test func anAppleTVIsWideInEitherOrientation() throws {
        let profile = try #require(DeviceTable.device("appleTV"))
        for orientation in ["portrait", "landscape"] {
            let traits = DeviceTable.traits(device: profile, orientation: orientation, toolsVersion: 14460)
            #expect(traits.size == Size(width: 1920, height: 1080))
        }
    }

    /// A navigation controller's scene: its bar is a top-level object of the controller.
    static let navigationController = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aNavigationBarSpansTheNewScreenBelowItsStatusBar() throws {
        let document = try LayoutFixture.document(Self.navigationController)
        let traits = LayoutFixture.traits(document, device: "retina6_12")
        let frames = LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits))
        #expect(frames["bar"] == rect(0, 59, 393, 44))
    }

    @Test func aMacCatalystWindowIs800By600WithNoSafeAreaInsets() throws {
        let profile = try #require(DeviceTable.device("mac"))
        let traits = DeviceTable.traits(device: profile, orientation: "portrait", toolsVersion: 20037)
        #expect(traits.size == Size(width: 800, height: 600))
        #expect(traits.safeAreaInsets == .zero)
        #expect(traits.widthClass == .regular && traits.heightClass == .regular)
        #expect(traits.idiom == "mac")
    }
}
