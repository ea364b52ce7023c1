import SceneLayout
import SceneModel
import Testing

/// A controller's root drawn in Notification Center (`simulatedAppContext="notificationCenter"`:
/// a Today widget, a notification content extension) has no status bar above it: its safe
/// area starts at its top, on canvases that draw the status bar (Xcode 10.1 and before on a
/// home-button iPhone). HochschuleHof's widget (13529) and prey's notification view (14490);
/// Documents/ACCURACY.md, session 16, amb19.
@Suite struct NotificationCenterRootTests {
    static func storyboard(rootAttributes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" \(rootAttributes) id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="box" firstAttribute="height" constant="100" id="c4"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                            <extendedEdge key="edgesForExtendedLayout"/>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="320" height="200"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func boxY(rootAttributes: String) throws -> Double? {
        let document = try LayoutFixture.document(Self.storyboard(rootAttributes: rootAttributes))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]?.y
    }

    @Test func aNotificationCenterRootHasNoStatusBar() throws {
        #expect(try boxY(rootAttributes: #"simulatedAppContext="notificationCenter""#) == 0)
    }

    /// The same freeform root on the screen keeps the 20-point status bar of the canvas.
    @Test func aFreeformRootOnTheScreenKeepsIt() throws {
        #expect(try boxY(rootAttributes: "") == 20)
    }
}
