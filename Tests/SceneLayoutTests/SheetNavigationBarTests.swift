import SceneLayout
import SceneModel
import Testing

/// A navigation controller presented as a sheet (iOS 13 and later) draws its bar 56 points
/// high at the sheet's top, where a full-screen one is 44 below the status bar. Modelled on
/// passforios's raw-password view (23504, iPhone 12: a text view 20 below the top guide at
/// y = 76); Esri's, bitwarden's and Agrume's sheets store their bars 56 high too.
@Suite struct SheetNavigationBarTests {
    static func storyboard(presentationStyle: String?) -> String {
        let style = presentationStyle.map { #" modalPresentationStyle="\#($0)""# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="home">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="homeRoot">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections>
                                <segue destination="nav" kind="presentation" identifier="raw"\(style) id="p"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="56"/>
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
                                <rect key="frame" x="0.0" y="0.0" width="390" height="834"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="text" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="c1"/>
                                    <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="text" firstAttribute="height" constant="100" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func textY(presentationStyle: String?) throws -> Double? {
        let document = try LayoutFixture.document(Self.storyboard(presentationStyle: presentationStyle))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["text"]?.y
    }

    @Test func aSheetsBarIs56High() throws {
        #expect(try textY(presentationStyle: nil) == 76)
        #expect(try textY(presentationStyle: "formSheet") == 76)
    }

    /// Presented full screen, the bar is the usual 44 below the status bar (47 on this phone).
    @Test func aFullScreenPresentationKeeps44() throws {
        #expect(try textY(presentationStyle: "fullScreen") == 47 + 44 + 20)
    }
}
