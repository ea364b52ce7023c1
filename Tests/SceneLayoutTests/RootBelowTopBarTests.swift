import SceneLayout
import SceneModel
import Testing

/// A root that starts below an opaque top bar starts there even when Xcode stored it at
/// y = 0 (Xcode 9 and later), so it reaches the screen's bottom and keeps the bottom bar's
/// inset. Modelled on IBAnimatable's animations (14113: a 603-point root below an opaque
/// bar on a 667-point iPhone 8, a stack ending on the bottom guide 44 above it, over a
/// toolbar) and bitwarden's extension (808 below an opaque bar on an iPhone 11, keeping
/// the home indicator's inset).
@Suite struct RootBelowTopBarTests {
    static func storyboard(topBar: String) -> String {
        ControllerFixture.storyboard(toolsVersion: "14113", device: #"<device id="retina4_7" orientation="portrait"/>"#, scenes: [
            ControllerFixture.viewController(
                "vc", guides: .init(top: "topGuide", bottom: "bottomGuide"), rootID: "root", width: 375, height: 603,
                subviews: """
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="559"/>
                    </stackView>
                    """,
                constraints: """
                    <constraint firstItem="stack" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
                    <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="stack" secondAttribute="bottom" id="c2"/>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c4"/>
                    """,
                after: topBar + #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#),
        ])
    }

    func stack(topBar: String) throws -> Rect? {
        let document = try LayoutFixture.document(Self.storyboard(topBar: topBar))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["stack"]
    }

    @Test func theToolbarStaysBelowARootUnderAnOpaqueBar() throws {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        #expect(try stack(topBar: bar) == Rect(x: 0, y: 0, width: 375, height: 559))
    }

    /// Without a top bar the 603-point root starts at the top and ends 64 points above the
    /// screen's bottom, clear of the toolbar, as before.
    @Test func aShortRootWithoutATopBarEndsAboveTheToolbar() throws {
        #expect(try stack(topBar: "")?.height == 583)
    }
}
