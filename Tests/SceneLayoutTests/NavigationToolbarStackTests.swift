import SceneLayout
import SceneModel
import Testing

/// A navigation controller that shows its toolbar (`toolbarHidden="NO"`) keeps it at the
/// bottom of the screen under its whole stack: the root and what it pushes see a bottom
/// guide 44 points above the screen's bottom inset, unless a pushed controller sets
/// `hidesBottomBarWhenPushed` (kiwix's main controller, ooper-shlab's SamplePhotosApp).
@Suite struct NavigationToolbarStackTests {
    /// A controller whose `box` fills the space between its legacy guides.
    static func controller(_ id: String, attributes: String = "", segues: String = "") -> String {
        ControllerFixture.viewController(
            id, attributes: attributes, guides: .init(top: "\(id)-top", bottom: "\(id)-bottom"), rootID: "\(id)-root",
            width: 375, height: 667,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
                    <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="\(id)-box" firstAttribute="top" secondItem="\(id)-top" secondAttribute="bottom" id="\(id)-c1"/>
                <constraint firstItem="\(id)-bottom" firstAttribute="top" secondItem="\(id)-box" secondAttribute="bottom" id="\(id)-c2"/>
                <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-c3"/>
                <constraint firstAttribute="trailing" secondItem="\(id)-box" secondAttribute="trailing" id="\(id)-c4"/>
                """,
            segues: segues)
    }

    /// Box frames by controller id, for a stack home → pushed (→ hidden, which hides the
    /// bottom bar when pushed) under a navigation controller with `attributes`.
    func boxes(navigationAttributes: String, device: String = "retina4_7") throws -> [String: Rect] {
        let scenes = [
            ControllerFixture.navigationController(root: "home", attributes: navigationAttributes),
            Self.controller("home", segues: #"<segue destination="pushed" kind="show" id="s1"/>"#),
            Self.controller("pushed", segues: #"<segue destination="hidden" kind="show" id="s2"/>"#),
            Self.controller("hidden", attributes: #"hidesBottomBarWhenPushed="YES""#),
        ]
        let document = try LayoutFixture.document(ControllerFixture.storyboard(
            toolsVersion: "12118", device: #"<device id="retina4_7" orientation="portrait"/>"#, initial: "nav", scenes: scenes))
        let frames = LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, device: device)))
        var result: [String: Rect] = [:]
        for id in ["home", "pushed", "hidden"] { result[id] = frames["\(id)-box"] }
        return result
    }

    @Test func theStackEndsAboveAShownToolbar() throws {
        let boxes = try boxes(navigationAttributes: #"toolbarHidden="NO""#)
        #expect(boxes["home"] == rect(0, 64, 375, 559))
        #expect(boxes["pushed"] == rect(0, 64, 375, 559))
        #expect(boxes["hidden"] == rect(0, 64, 375, 603))
    }

    @Test func aHiddenToolbarLeavesTheWholeScreen() throws {
        let boxes = try boxes(navigationAttributes: "")
        #expect(boxes["home"] == rect(0, 64, 375, 603))
        #expect(boxes["pushed"] == rect(0, 64, 375, 603))
    }

    @Test func theToolbarFollowsTheDevice() throws {
        // iPhone 8 Plus: 736 − 64 − 44.
        #expect(try boxes(navigationAttributes: #"toolbarHidden="NO""#, device: "retina5_5")["home"] == rect(0, 64, 414, 628))
    }

    @Test func theModelReadsTheAttribute() throws {
        let document = try LayoutFixture.document(ControllerFixture.storyboard(
            toolsVersion: "12118", device: "", scenes: [ControllerFixture.navigationController(root: "home", attributes: #"toolbarHidden="NO""#)]))
        let navigation = try #require(document.scenes.first?.controllers.first)
        #expect(navigation.navigationBar?.showsToolbar == true)
    }
}
