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
        let presenter = """
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
            """
        return LayoutFixture.navigationStoryboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="home""#,
            device: #"<device id="retina6_0" orientation="portrait" appearance="light"/>"#,
            scenesBefore: presenter,
            barFrame: #"<rect key="frame" x="0.0" y="0.0" width="390" height="56"/>"#,
            rootWidth: 390, rootHeight: 834,
            guides: #"<viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/>"#,
            topConstraint: #"<constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="c1"/>"#)
    }

    func textY(presentationStyle: String?) throws -> Double? {
        let document = try LayoutFixture.document(Self.storyboard(presentationStyle: presentationStyle))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]?.y
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
