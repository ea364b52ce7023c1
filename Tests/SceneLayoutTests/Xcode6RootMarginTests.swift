import SceneLayout
import SceneModel
import Testing
import TestSupport

/// Xcode 6 (toolsVersion below 8000) gave a controller's root view 16-point side margins at
/// every width; from Xcode 7 on a root wider than 380 points gets 20 (`XcodeEra.xcode7`,
/// `DeviceTable.systemSideMargin`). A label on both side margins of Xcode 6's 600 × 600
/// Any/Any canvas (no device), as youtube-ios-player-helper (6751) and WatchTV (7702) save.
@Suite struct Xcode6RootMarginTests {
    static func labelFrame(toolsVersion: String, width: Int = 600) throws -> Rect? {
        let text = DocumentFixture.oneControllerStoryboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc""#,
            device: "", width: width, height: 600,
            subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Start the app on your watch" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="21" id="h"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="caption" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="caption" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c2"/>
                <constraint firstItem="caption" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        let document = try LayoutFixture.document(text)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["caption"]
    }

    @Test func xcode6RootsHaveSixteenPointMarginsAtEveryWidth() throws {
        #expect(try Self.labelFrame(toolsVersion: "6751") == Rect(x: 16, y: 100, width: 568, height: 21))
        #expect(try Self.labelFrame(toolsVersion: "7702") == Rect(x: 16, y: 100, width: 568, height: 21))
    }

    @Test func xcode7RootsWiderThanAPhoneHaveTwenty() throws {
        #expect(try Self.labelFrame(toolsVersion: "8191") == Rect(x: 20, y: 100, width: 560, height: 21))
        // A 320-point root has 16 in both eras.
        #expect(try Self.labelFrame(toolsVersion: "8191", width: 320) == Rect(x: 16, y: 100, width: 288, height: 21))
    }
}
