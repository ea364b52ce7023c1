import SceneCommands
import SceneLayout
import SceneModel
import SceneXML
import Testing

/// Apple TV has one screen shape: naming its other orientation is the document's own
/// configuration, so roots keep their design size (a split view's columns).
@Suite struct OneScreenDeviceTests {
    /// A tvOS storyboard saved as landscape whose controller's root is a split view's
    /// 1285-point detail column, with a view pinned 45 points inside it.
    static let detailColumn = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="14460.31" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="appleTV" orientation="landscape"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="1285" height="1080"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                        <rect key="frame" x="45" y="45" width="1195" height="990"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="inner" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="45" id="c1"/>
                                    <constraint firstItem="inner" firstAttribute="top" secondItem="root" secondAttribute="top" constant="45" id="c2"/>
                                    <constraint firstItem="root" firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="45" id="c3"/>
                                    <constraint firstItem="root" firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="45" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func theOtherOrientationOfAnAppleTVIsTheOwnConfiguration() throws {
        let document = try SceneDocument(xml: SceneXMLDocument(bytes: Array(Self.detailColumn.utf8), path: "inline.storyboard"))
        let own = try TraitOptions().resolve(for: document)
        let portrait = try TraitOptions(device: "appleTV", orientation: "portrait").resolve(for: document)
        #expect(portrait == own)
        let layout = SceneLayoutEngine().layout(document, traits: portrait)
        #expect(layout.allViews.first { $0.id == "inner" }?.frame == Rect(x: 45, y: 45, width: 1195, height: 990))
    }
}
