import SceneCommands
import SceneLayout
import SceneModel
import SceneXML
import Testing

/// `--size W×H --traits wAny,hAny` is Interface Builder's Any/Any canvas, whatever device
/// the document was saved for: a 20-point status bar and no device's safe area.
@Suite struct AnyAnyCanvasTraitsTests {
    /// A storyboard saved on an iPhone 11 (notched: 48 above, 34 below) whose root holds a
    /// view pinned to the four edges of its safe area.
    static let notchedStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                        <rect key="frame" x="0.0" y="44" width="414" height="818"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="inner" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
                                    <constraint firstItem="inner" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" id="c4"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func innerFrame(_ options: TraitOptions) throws -> Rect? {
        let document = try SceneDocument(xml: SceneXMLDocument(bytes: Array(notchedStoryboard.utf8), path: "inline.storyboard"))
        let traits = try options.resolve(for: document)
        let layout = SceneLayoutEngine().layout(document, traits: traits)
        return layout.allViews.first { $0.id == "inner" }?.frame
    }

    @Test func theAnyAnyCanvasHasAStatusBarAndNoDevicesSafeArea() throws {
        #expect(try Self.innerFrame(TraitOptions(traits: "wAny,hAny", size: "600x600")) == Rect(x: 0, y: 20, width: 600, height: 580))
    }

    @Test func aSizeWithSizeClassesKeepsTheDevicesSafeArea() throws {
        // Only Any/Any is the canvas; a size with the device's classes is its screen resized.
        #expect(try Self.innerFrame(TraitOptions(traits: "wC,hR", size: "414x700")) == Rect(x: 0, y: 44, width: 414, height: 622))
    }
}
