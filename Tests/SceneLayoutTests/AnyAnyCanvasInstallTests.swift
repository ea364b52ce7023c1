import SceneLayout
import SceneModel
import Testing

/// A view that an Xcode 6–7 document installs only in a size class (`<variation
/// key="default"><mask key="subviews"><exclude …>`, included by another variation) is not
/// laid out on the device-less wAny hAny canvas: Interface Builder keeps a placeholder frame
/// for it there (a label 42 × 21 at (−42, −21) in ochimasu's and MelanyG's `var21`
/// storyboards, a button 46 × 30 at (−23, −15) in TamasNiks's (`mix25`) and web8246's, a view
/// 240 × 128 at the origin in FangXinjun's, web8246's and MelanyG's), and lays it out by the
/// constraints of the class that installs it. The tool reports it not installed at its stored
/// frame on the canvas, and places it on a device of that class. (AccuracyLog, session 22,
/// canvas26: the honest measure shifts those placeholders, so 18 such views of 7 owners are
/// misses no tool can avoid.)
@Suite struct AnyAnyCanvasInstallTests {
    /// A device-less Xcode 7 storyboard: `everywhere` pinned in every configuration,
    /// `compactOnly` (42 × 21) installed, with its position, only for compact heights.
    static let text = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" systemVersion="15A284" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="everywhere">
                                        <rect key="frame" x="20" y="40" width="560" height="100"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="compactOnly">
                                        <rect key="frame" x="-42" y="-21" width="42" height="21"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="42" id="w"/>
                                            <constraint firstAttribute="height" constant="21" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="everywhere" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="e1"/>
                                    <constraint firstAttribute="trailing" secondItem="everywhere" secondAttribute="trailing" constant="20" id="e2"/>
                                    <constraint firstItem="everywhere" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="e3"/>
                                    <constraint firstItem="everywhere" firstAttribute="height" constant="100" id="e4"/>
                                    <constraint firstItem="compactOnly" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                                    <constraint firstItem="compactOnly" firstAttribute="top" secondItem="everywhere" secondAttribute="bottom" constant="20" id="c2"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="subviews">
                                        <exclude reference="compactOnly"/>
                                    </mask>
                                    <mask key="constraints">
                                        <exclude reference="c1"/>
                                        <exclude reference="c2"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=compact">
                                    <mask key="subviews">
                                        <include reference="compactOnly"/>
                                    </mask>
                                    <mask key="constraints">
                                        <include reference="c1"/>
                                        <include reference="c2"/>
                                    </mask>
                                </variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func layoutViews(_ traits: (SceneDocument) -> TraitCollection?) throws -> [String: ViewLayout] {
        let document = try LayoutFixture.document(Self.text)
        let layout = SceneLayoutEngine().layout(document, traits: traits(document))
        return Dictionary(layout.allViews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func onTheAnyAnyCanvasTheViewIsNotInstalledAndKeepsItsPlaceholder() throws {
        let views = try layoutViews { _ in nil }
        let compactOnly = try #require(views["compactOnly"])
        #expect(!compactOnly.installed)
        #expect(compactOnly.frame == rect(-42, -21, 42, 21))
        let everywhere = try #require(views["everywhere"])
        #expect(everywhere.installed)
        #expect(everywhere.frame == rect(20, 40, 560, 100))
    }

    @Test func onACompactHeightDeviceTheClassInstallsAndPlacesIt() throws {
        let views = try layoutViews { LayoutFixture.traits($0, device: "retina4_7", orientation: "landscape") }
        let compactOnly = try #require(views["compactOnly"])
        #expect(compactOnly.installed)
        #expect(compactOnly.frame == rect((667 - 42) / 2, 160, 42, 21))
    }

    @Test func onARegularHeightDeviceItStaysOut() throws {
        let views = try layoutViews { LayoutFixture.traits($0, device: "retina4_7", orientation: "portrait") }
        let compactOnly = try #require(views["compactOnly"])
        #expect(!compactOnly.installed)
        #expect(try #require(views["everywhere"]).frame == rect(20, 40, 335, 100))
    }
}
