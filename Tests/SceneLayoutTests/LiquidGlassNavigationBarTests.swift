import SceneLayout
import SceneModel
import Testing

/// Xcode 26 (toolsVersion 24xxx) draws a standard navigation bar 54 points high, where
/// every earlier Xcode drew 44. Modelled on twilio's virtual-background example (24506,
/// iPhone 8: a label on the root's top layout guide of a navigation controller's root at
/// y = 74, the stored bar at y = 20, 54 high); firebase's database example (24127) stores
/// its bar 54 high too.
@Suite struct LiquidGlassNavigationBarTests {
    static func storyboard(toolsVersion: String) -> String {
        LayoutFixture.navigationStoryboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav""#,
            device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
            barFrame: #"<rect key="frame" x="0.0" y="20" width="375" height="54"/>"#,
            rootWidth: 375, rootHeight: 667,
            guides: #"<viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/>"#,
            topConstraint: #"<constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>"#)
    }

    func boxY(toolsVersion: String) throws -> Double? {
        let document = try LayoutFixture.document(Self.storyboard(toolsVersion: toolsVersion))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]?.y
    }

    @Test func xcode26DrawsTheBar54High() throws {
        #expect(try boxY(toolsVersion: "24506") == 74)
        #expect(try boxY(toolsVersion: "24127") == 74)
    }

    /// The last Xcode before (23727, haiwen's and onevcat's stored bars) drew it 44 high.
    @Test func earlierXcodesDrawIt44High() throws {
        #expect(try boxY(toolsVersion: "23727") == 64)
        #expect(try boxY(toolsVersion: "14460.31") == 64)
    }
}
