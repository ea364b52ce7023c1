import SceneLayout
import SceneModel
import Testing

/// A controller whose `edgesForExtendedLayout` leaves out the top edge is laid out below its
/// navigation bar even when the bar is translucent: its top guide and safe area start at
/// its top (UIKit: "the system does not lay out your content underneath other bars on that
/// same edge"). Modelled on Yalantis's Segmentio (Xcode 10, bottom edge only) and
/// ooper-shlab's EKLocationReminders (Xcode 7, no edge): a container pinned to the top
/// guide sits at y = 0 in a 603-point root on a 667-point iPhone 8.
@Suite struct EdgesForExtendedLayoutTests {
    static func storyboard(edges: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                                    </containerView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c2"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                                    <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="box" secondAttribute="bottom" id="c4"/>
                                </constraints>
                            </view>
                            \(edges)
                            <navigationItem key="navigationItem" title="Home" id="item"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="home" kind="relationship" relationship="rootViewController" id="r"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func boxFrame(edges: String) throws -> Rect? {
        let document = try LayoutFixture.document(Self.storyboard(edges: edges))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]
    }

    @Test func bottomEdgeOnlyStartsBelowTheBar() throws {
        let frame = try boxFrame(edges: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#)
        #expect(frame == Rect(x: 0, y: 0, width: 375, height: 603))
    }

    @Test func noEdgeStartsBelowTheBar() throws {
        let frame = try boxFrame(edges: #"<extendedEdge key="edgesForExtendedLayout"/>"#)
        #expect(frame == Rect(x: 0, y: 0, width: 375, height: 603))
    }

    /// The default (no element: all edges) and an explicit top edge extend under the
    /// translucent bar: the guide is 64 points down.
    @Test func theTopEdgeExtendsUnderTheBar() throws {
        #expect(try boxFrame(edges: "")?.y == 64)
        #expect(try boxFrame(edges: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#)?.y == 64)
    }
}
