import SceneLayout
import SceneModel
import Testing

/// A navigation controller draws its bar over the controllers it holds unless it hides it
/// (`navigationBarHidden="YES"`): then the legacy top layout guide ends under the status
/// bar alone. artsy's eidolon (Fulfillment, Auction) places labels 60 below the guide at
/// y = 80 under a hidden bar; with the bar they would be at 124.
@Suite struct HiddenNavigationBarTests {
    static func storyboard(hidden: Bool) -> String {
        LayoutFixture.navigationStoryboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#,
            navigationAttributes: hidden ? #"navigationBarHidden="YES""# : "",
            rootWidth: 375, rootHeight: 667,
            guides: #"<viewControllerLayoutGuide type="top" id="topGuide"/><viewControllerLayoutGuide type="bottom" id="bottomGuide"/>"#,
            topConstraint: #"<constraint firstItem="box" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="60" id="c1"/>"#)
    }

    func boxY(hidden: Bool) throws -> Double? {
        let document = try LayoutFixture.document(Self.storyboard(hidden: hidden))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]?.y
    }

    @Test func aHiddenBarLeavesTheStatusBarAlone() throws {
        #expect(try boxY(hidden: true) == 80)
    }

    @Test func aShownBarCoversTheTop() throws {
        #expect(try boxY(hidden: false) == 124)
    }
}
