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
            ControllerFixture.boxedViewController("plain", onTop: true),
            ControllerFixture.navigationController("inner", root: "stacked", barID: "inner-bar"),
            ControllerFixture.boxedViewController("stacked", onTop: true),
        ], initial: "outer")
        #expect(frames["plain-box"]?.y == 44)
        #expect(frames["stacked-box"]?.y == 44)
    }

    /// 667 − 49 (tab bar) − 18 − 40 = 560 in the master's stack, in the detail column and
    /// in what the master shows as detail; 609 without the tab bar.
    @Test func aSplitViewInATabKeepsTheTabBarUnderItsColumns() throws {
        let frames = try Self.boxes([
            ControllerFixture.tabBarController(tabs: ["split"], barFrame: Self.tabBarFrame),
            ControllerFixture.splitViewController("split", master: "master-nav", detail: "detail-nav"),
            ControllerFixture.navigationController("master-nav", root: "master", barID: "master-bar"),
            ControllerFixture.boxedViewController("master", segues: #"<segue destination="shown-nav" kind="showDetail" id="sd"/>"#),
            ControllerFixture.navigationController("detail-nav", root: "detail", barID: "detail-bar"),
            ControllerFixture.boxedViewController("detail"),
            ControllerFixture.navigationController("shown-nav", root: "shown", barID: "shown-bar"),
            ControllerFixture.boxedViewController("shown"),
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
            ControllerFixture.boxedViewController("home", segues: #"<segue destination="shown" kind="showDetail" id="sd"/>"#),
            ControllerFixture.boxedViewController("shown"),
        ], initial: "tabs")
        #expect(frames["home-box"]?.y == 560)
        #expect(frames["shown-box"]?.y == 609)
    }
}
