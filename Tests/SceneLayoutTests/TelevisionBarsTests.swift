import SceneLayout
import SceneModel
import Testing

/// tvOS bars and screens, modelled on lucasharding's antenna (Xcode 8, toolsVersion 11542)
/// and artsy's Emergence (Xcode 7, no `<device>`): a navigation bar is 145 points high, the
/// tab bar runs across the top and insets neither layout guide, and a storyboard that names
/// no device is laid out on the Apple TV's screen with no status bar.
@Suite struct TelevisionBarsTests {
    static func storyboard(toolsVersion: String, device: String) -> String {
        /// A full-screen root holding one view, `top` below its top guide and pinned to the
        /// other edges and the bottom guide.
        func controller(_ id: String, view: String, top: Int, after: String = "") -> String {
            ControllerFixture.viewController(
                id, guides: .init(top: "\(id)Top", bottom: "\(id)Bottom"), rootID: "\(id)Root", width: 1920, height: 1080,
                subviews: """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(view)">
                        <rect key="frame" x="0.0" y="\(top == 0 ? 0 : 145 + top)" width="1920" height="\(top == 0 ? 1080 : 1080 - 145 - top)"/>
                    </view>
                    """,
                constraints: """
                    <constraint firstItem="\(view)" firstAttribute="top" secondItem="\(id)Top" secondAttribute="bottom" constant="\(top)" id="\(id)1"/>
                    <constraint firstItem="\(id)Bottom" firstAttribute="top" secondItem="\(view)" secondAttribute="bottom" id="\(id)2"/>
                    <constraint firstItem="\(view)" firstAttribute="leading" secondItem="\(id)Root" secondAttribute="leading" id="\(id)3"/>
                    <constraint firstAttribute="trailing" secondItem="\(view)" secondAttribute="trailing" id="\(id)4"/>
                    """,
                after: after)
        }
        return ControllerFixture.storyboard(toolsVersion: toolsVersion, device: device, initial: "tabs", platform: .tvOS, scenes: [
            ControllerFixture.tabBarController(
                tabs: ["grid", "nav"], before: #"<simulatedTabBarMetrics key="simulatedTopBarMetrics"/>"#, barID: "tabBar",
                barFrame: #"<rect key="frame" x="0.0" y="0.0" width="1920" height="140"/>"#),
            controller("grid", view: "fill", top: 0),
            controller("list", view: "table", top: 40, after: #"<navigationItem key="navigationItem" title="List" id="item"/>"#),
            ControllerFixture.navigationController(root: "list", barID: "navBar",
                                                   barFrame: #"<rect key="frame" x="0.0" y="0.0" width="1920" height="145"/>"#),
        ])
    }

    func frames(toolsVersion: String, device: String) throws -> [String: Rect] {
        let document = try LayoutFixture.document(Self.storyboard(toolsVersion: toolsVersion, device: device))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))
    }

    @Test func aPushedControllerStartsBelowA145PointBar() throws {
        let frames = try frames(toolsVersion: "11542", device: #"<device id="appleTV" orientation="landscape"/>"#)
        #expect(frames["table"] == Rect(x: 0, y: 185, width: 1920, height: 895))
    }

    @Test func theTabBarInsetsNeitherGuide() throws {
        let frames = try frames(toolsVersion: "11542", device: #"<device id="appleTV" orientation="landscape"/>"#)
        #expect(frames["fill"] == Rect(x: 0, y: 0, width: 1920, height: 1080))
    }

    @Test func aDevicelessStoryboardHasNoStatusBar() throws {
        let frames = try frames(toolsVersion: "10117", device: "")
        #expect(frames["fill"] == Rect(x: 0, y: 0, width: 1920, height: 1080))
        #expect(frames["table"] == Rect(x: 0, y: 185, width: 1920, height: 895))
    }
}
