import SceneLayout
import SceneModel
import Testing

/// A controller in the navigation stack of a tab (the stack's root, and what it shows)
/// is drawn above the tab bar: its bottom guide is the bar's height plus the home
/// indicator's inset. Modelled on spotify's NowPlayingView (Xcode 11, iPhone 8: an image
/// 18 above the bottom guide of a navigation controller's root in a tab) and passforios's
/// QR scanner (Xcode 14, iPhone 12: shown from a stack reached from a tab, a label 80 above
/// a guide 83 high). A controller that sets `hidesBottomBarWhenPushed`, or leaves the
/// bottom edge out of `edgesForExtendedLayout`, has no bar over it.
@Suite struct TabBarThroughNavigationTests {
    static func storyboard(pushedAttributes: String = "", pushedEdges: String = "") -> String {
        // Each controller's box is 18 above its bottom guide (`ControllerFixture.boxedViewController`).
        ControllerFixture.storyboard(
            toolsVersion: "15705", device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, initial: "tabs",
            scenes: [
                ControllerFixture.tabBarController(tabs: ["nav"], barFrame: #"<rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>"#),
                ControllerFixture.navigationController(root: "home"),
                ControllerFixture.boxedViewController("home", segues: #"<segue destination="detail" kind="show" id="p"/>"#),
                ControllerFixture.boxedViewController("detail", attributes: pushedAttributes, edges: pushedEdges),
            ])
    }

    static func boxes(pushedAttributes: String = "", pushedEdges: String = "") throws -> [String: Rect] {
        let document = try LayoutFixture.document(storyboard(pushedAttributes: pushedAttributes, pushedEdges: pushedEdges))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))
    }

    /// 667 − 49 (tab bar) − 18 − 40 = 560, for the stack's root and what it shows.
    @Test func theStackOfATabIsAboveTheTabBar() throws {
        let frames = try Self.boxes()
        #expect(frames["home-box"]?.y == 560)
        #expect(frames["detail-box"]?.y == 560)
    }

    @Test func hidingTheBottomBarWhenPushedLeavesNoBar() throws {
        #expect(try Self.boxes(pushedAttributes: #"hidesBottomBarWhenPushed="YES""#)["detail-box"]?.y == 609)
        #expect(try Self.boxes(pushedAttributes: #"hidesBottomBarWhenPushed="YES""#)["home-box"]?.y == 560)
    }

    @Test func aBottomEdgeLeftOutOfExtendedLayoutLeavesNoBarOverTheView() throws {
        #expect(try Self.boxes(pushedEdges: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#)["detail-box"]?.y == 609)
        #expect(try Self.boxes(pushedEdges: #"<extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>"#)["detail-box"]?.y == 560)
    }
}
