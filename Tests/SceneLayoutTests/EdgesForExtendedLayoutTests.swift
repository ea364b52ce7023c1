import SceneLayout
import SceneModel
import Testing

/// A controller whose `edgesForExtendedLayout` leaves out the top edge is laid out below its
/// navigation bar even when the bar is translucent: its top guide and safe area start at
/// its top (UIKit: "the system does not lay out your content underneath other bars on that
/// same edge"). Modelled on Yalantis's Segmentio (Xcode 10, bottom edge only) and
/// ooper-shlab's EKLocationReminders (Xcode 7, no edge): a container pinned to the top
/// guide sits at y = 0 in a 603-point root on a 667-point iPhone 8.
@Suite struct EdgesForExtendedLayoutTests {
    static func storyboard(edges: String) -> String {
        let home = ControllerFixture.viewController(
            "home", guides: .init(top: "topGuide", bottom: "bottomGuide"), rootID: "root", width: 375, height: 603,
            subviews: """
                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                </containerView>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="box" secondAttribute="bottom" id="c4"/>
                """,
            after: edges + #"<navigationItem key="navigationItem" title="Home" id="item"/>"#)
        return ControllerFixture.storyboard(
            toolsVersion: "14460.31", device: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#,
            initial: "nav", scenes: [home, ControllerFixture.navigationController(root: "home")])
    }

    func boxFrame(edges: String) throws -> Rect? {
        let document = try LayoutFixture.document(Self.storyboard(edges: edges))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]
    }

    @Test func bottomEdgeOnlyStartsBelowTheBar() throws {
        let frame = try boxFrame(edges: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#)
        #expect(frame == Rect(x: 0, y: 0, width: 375, height: 603))
    }

    @Test func noEdgeStartsBelowTheBar() throws {
        let frame = try boxFrame(edges: #"<extendedEdge key="edgesForExtendedLayout"/>"#)
        #expect(frame == Rect(x: 0, y: 0, width: 375, height: 603))
    }

    /// The default (no element: all edges) and an explicit top edge extend under the
    /// translucent bar: the guide is 64 points down.
    @Test func theTopEdgeExtendsUnderTheBar() throws {
        #expect(try boxFrame(edges: "")?.y == 64)
        #expect(try boxFrame(edges: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#)?.y == 64)
    }
}
