import SceneLayout
import SceneModel
import Testing

/// A bar stays over the controllers of every container below it: a navigation bar over
/// the tabs of a tab bar controller in its stack, a tab bar over both columns of a split
/// view controller in a tab and over what they show as detail (Apple, `UIView.safeAreaInsets`:
/// "the area not covered by navigation bars, tab bars, toolbars, and other ancestors").
/// Modelled on KaveyZheng's Flixster (a navigation controller whose root is a tab bar
/// controller) and passforios's key scanner (a tab's split view whose master shows detail).
/// AccuracyLog, session 21, pool25.
@Suite struct BarsThroughContainersTests {
    /// A full-screen iPhone 8 root with a 40-point box on its top guide (`top`) or 18 above
    /// its bottom guide.
    static func controller(_ id: String, onTop: Bool = false, segues: String = "") -> String {
        let edge = onTop
            ? #"<constraint firstItem="\#(id)-box" firstAttribute="top" secondItem="\#(id)-top" secondAttribute="bottom" id="\#(id)-c4"/>"#
            : #"<constraint firstItem="\#(id)-bottom" firstAttribute="top" secondItem="\#(id)-box" secondAttribute="bottom" constant="18" id="\#(id)-c4"/>"#
        return ControllerFixture.viewController(
            id, guides: .init(top: "\(id)-top", bottom: "\(id)-bottom"), rootID: "\(id)-root", width: 375, height: 667,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="\(id)-c3"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-c1"/>
                <constraint firstAttribute="trailing" secondItem="\(id)-box" secondAttribute="trailing" id="\(id)-c2"/>
                \(edge)
                """,
            after: #"<navigationItem key="navigationItem" title="\#(id)" id="\#(id)-item"/>"#, segues: segues)
    }

    static func splitViewController(_ id: String, master: String, detail: String) -> String {
        """
        <scene sceneID="s-\(id)">
            <objects>
                <splitViewController id="\(id)" sceneMemberID="viewController">
                    <connections>
                        <segue destination="\(master)" kind="relationship" relationship="masterViewController" id="\(id)-m"/>
                        <segue destination="\(detail)" kind="relationship" relationship="detailViewController" id="\(id)-d"/>
                    </connections>
                </splitViewController>
            </objects>
        </scene>
        """
    }

    static func boxes(_ scenes: [String], initial: String) throws -> [String: Rect] {
        let text = ControllerFixture.storyboard(
            toolsVersion: "15705", device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
            initial: initial, scenes: scenes)
        return LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text)))
    }

    static let tabBarFrame = #"<rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>"#

    /// The navigation bar over the tab bar controller: 44 (Xcode 11 draws an iPhone 8
    /// without a status bar), where the tab alone would be at 0; a tab that is a navigation
    /// controller keeps its own bar only (44 too, not 88).
    @Test func aTabBarControllerInANavigationStackHasItsTabsUnderTheBar() throws {
        let frames = try Self.boxes([
            ControllerFixture.navigationController("outer", root: "tabs"),
            ControllerFixture.tabBarController(tabs: ["plain", "inner"], barFrame: Self.tabBarFrame),
            Self.controller("plain", onTop: true),
            ControllerFixture.navigationController("inner", root: "stacked", barID: "inner-bar"),
            Self.controller("stacked", onTop: true),
        ], initial: "outer")
        #expect(frames["plain-box"]?.y == 44)
        #expect(frames["stacked-box"]?.y == 44)
    }

    /// 667 − 49 (tab bar) − 18 − 40 = 560 in the master's stack, in the detail column and
    /// in what the master shows as detail; 609 without the tab bar.
    @Test func aSplitViewInATabKeepsTheTabBarUnderItsColumns() throws {
        let frames = try Self.boxes([
            ControllerFixture.tabBarController(tabs: ["split"], barFrame: Self.tabBarFrame),
            Self.splitViewController("split", master: "master-nav", detail: "detail-nav"),
            ControllerFixture.navigationController("master-nav", root: "master", barID: "master-bar"),
            Self.controller("master", segues: #"<segue destination="shown-nav" kind="showDetail" id="sd"/>"#),
            ControllerFixture.navigationController("detail-nav", root: "detail", barID: "detail-bar"),
            Self.controller("detail"),
            ControllerFixture.navigationController("shown-nav", root: "shown", barID: "shown-bar"),
            Self.controller("shown"),
        ], initial: "tabs")
        #expect(frames["master-box"]?.y == 560)
        #expect(frames["detail-box"]?.y == 560)
        #expect(frames["shown-box"]?.y == 560)
    }

    /// Outside a split view a show-detail segue presents modally, away from the tab bar:
    /// 667 − 18 − 40 = 609.
    @Test func showingDetailOutsideASplitViewLeavesTheTabBar() throws {
        let frames = try Self.boxes([
            ControllerFixture.tabBarController(tabs: ["nav"], barFrame: Self.tabBarFrame),
            ControllerFixture.navigationController("nav", root: "home"),
            Self.controller("home", segues: #"<segue destination="shown" kind="showDetail" id="sd"/>"#),
            Self.controller("shown"),
        ], initial: "tabs")
        #expect(frames["home-box"]?.y == 560)
        #expect(frames["shown-box"]?.y == 609)
    }
}
