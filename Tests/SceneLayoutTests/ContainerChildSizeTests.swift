import SceneLayout
import SceneModel
import Testing

/// A child controller shown in a container view (an `embed` segue) takes its container's
/// size when the document is resolved for another device.
@Suite struct ContainerChildSizeTests {
    /// A parent whose container spans the width 20 points in from each side and is 200
    /// high, embedding `child` (optionally through a navigation controller); the child's
    /// view holds a view pinned 8 points inside its edges. Saved on an iPhone 8.
    static func storyboard(childMetrics: String = "", throughNavigation: Bool = false, childWidth: Int = 335) -> String {
        let embedded = throughNavigation ? "nav" : "child"
        let navigationScene = throughNavigation ? """
                <scene sceneID="sn">
                    <objects>
                        <navigationController id="nav" navigationBarHidden="YES" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                                <rect key="frame" x="0.0" y="0.0" width="\(childWidth)" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="child" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="sp">
                        <objects>
                            <viewController id="parent" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="parentRoot">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                            <rect key="frame" x="20" y="100" width="335" height="200"/>
                                            <connections>
                                                <segue destination="\(embedded)" kind="embed" id="embed"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="container" firstAttribute="leading" secondItem="parentRoot" secondAttribute="leading" constant="20" id="p1"/>
                                        <constraint firstItem="parentRoot" firstAttribute="trailing" secondItem="container" secondAttribute="trailing" constant="20" id="p2"/>
                                        <constraint firstItem="container" firstAttribute="top" secondItem="parentRoot" secondAttribute="top" constant="100" id="p3"/>
                                        <constraint firstItem="container" firstAttribute="height" constant="200" id="p4"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            \(navigationScene)
                    <scene sceneID="sc">
                        <objects>
                            <viewController id="child" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="childRoot">
                                    <rect key="frame" x="0.0" y="0.0" width="\(childWidth)" height="200"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                            <rect key="frame" x="8" y="8" width="\(childWidth - 16)" height="184"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="inner" firstAttribute="leading" secondItem="childRoot" secondAttribute="leading" constant="8" id="c1"/>
                                        <constraint firstItem="inner" firstAttribute="top" secondItem="childRoot" secondAttribute="top" constant="8" id="c2"/>
                                        <constraint firstItem="childRoot" firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="8" id="c3"/>
                                        <constraint firstItem="childRoot" firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="8" id="c4"/>
                                    </constraints>
                                </view>
                                \(childMetrics)
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    static func frames(_ text: String, device: String? = nil, scene: String? = nil) throws -> [String: Rect] {
        let document = try LayoutFixture.document(text)
        let traits = device.map { LayoutFixture.traits(document, device: $0) }
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits, sceneID: scene))
    }

    @Test func anEmbeddedChildTakesItsContainersSizeOnAnotherDevice() throws {
        // iPhone 11: 414 wide, so the container is 374 × 200.
        let frames = try Self.frames(Self.storyboard(), device: "retina6_1")
        #expect(frames["container"] == rect(20, 100, 374, 200))
        #expect(frames["childRoot"] == rect(0, 0, 374, 200))
        #expect(frames["inner"] == rect(8, 8, 358, 184))
    }

    @Test func theParentIsLaidOutEvenWhenOnlyTheChildsSceneIsAskedFor() throws {
        let frames = try Self.frames(Self.storyboard(), device: "retina6_1", scene: "sc")
        #expect(frames["childRoot"] == rect(0, 0, 374, 200))
        #expect(frames["container"] == nil)
    }

    @Test func theRootOfAnEmbeddedNavigationControllerTakesTheContainersSize() throws {
        let frames = try Self.frames(Self.storyboard(throughNavigation: true), device: "retina6_1")
        #expect(frames["childRoot"] == rect(0, 0, 374, 200))
    }

    @Test func aFreeformChildKeepsItsSize() throws {
        let freeform = """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="300" height="200"/>
            """
        let frames = try Self.frames(Self.storyboard(childMetrics: freeform, childWidth: 300), device: "retina6_1")
        #expect(frames["childRoot"] == rect(0, 0, 300, 200))
    }

    @Test func theDocumentsOwnDeviceKeepsTheStoredChildSize() throws {
        // The design size as drawn, even where it disagrees with the container.
        let frames = try Self.frames(Self.storyboard(childWidth: 320))
        #expect(frames["childRoot"] == rect(0, 0, 320, 200))
    }

    @Test func embeddingsFollowNavigationControllers() throws {
        let document = try LayoutFixture.document(Self.storyboard(throughNavigation: true))
        #expect(document.containerEmbeddings == ["nav": "container", "child": "container"])
    }
}
