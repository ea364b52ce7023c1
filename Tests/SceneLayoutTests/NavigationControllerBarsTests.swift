import SceneLayout
import SceneModel
import Testing

/// A navigation controller's own bars resolved for another device: Xcode 8 left the
/// navigation bar where it was stored (y = 0, often narrower than the device: kiwix,
/// passforios, AdguardForiOS), later Xcodes put it at the top inset as wide as the screen;
/// the toolbar lies along the screen's bottom (kiwix, IBAnimatable).
@Suite struct NavigationControllerBarsTests {
    static func storyboard(toolsVersion: String) -> String {
        LayoutFixture.navigationStoryboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav""#,
            device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
            navigationAttributes: #"toolbarHidden="NO""#,
            barFrame: #"<rect key="frame" x="0.0" y="0.0" width="320" height="44"/>"#,
            toolbar: """
                <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tools">
                    <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </toolbar>
                """,
            rootWidth: 375, rootHeight: 667,
            guides: #"<viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/>"#,
            topConstraint: #"<constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="c1"/>"#)
    }

    func frames(toolsVersion: String, device: String?, orientation: String = "portrait") throws -> [String: Rect] {
        let document = try LayoutFixture.document(Self.storyboard(toolsVersion: toolsVersion))
        let traits = LayoutFixture.traits(document, device: device, orientation: orientation)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits))
    }

    @Test func anXcode8NavigationBarKeepsItsStoredFrame() throws {
        #expect(try frames(toolsVersion: "11762", device: "retina5_5")["bar"] == Rect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func fromXcode9TheBarSpansTheScreenBelowTheStatusBar() throws {
        #expect(try frames(toolsVersion: "14460.31", device: "retina5_5")["bar"] == Rect(x: 0, y: 20, width: 414, height: 44))
    }

    @Test func theToolbarLiesAlongTheScreensBottom() throws {
        #expect(try frames(toolsVersion: "11762", device: "retina5_5")["tools"] == Rect(x: 0, y: 692, width: 414, height: 44))
        #expect(try frames(toolsVersion: "11762", device: "retina5_5", orientation: "landscape")["tools"] == Rect(x: 0, y: 370, width: 736, height: 44))
        // Its own device: the stored frame.
        #expect(try frames(toolsVersion: "11762", device: nil)["tools"] == Rect(x: 0, y: 623, width: 375, height: 44))
    }
}
