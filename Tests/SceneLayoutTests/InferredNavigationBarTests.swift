import SceneLayout
import SceneModel
import Testing

/// A controller shown from one whose simulated navigation bar is set explicitly infers that
/// bar, translucency included. Modelled on RocketChat's channel info (Xcode 10, iPhone SE):
/// the members list sets an opaque bar, the add-users list it shows infers it, so its root
/// starts below the bar and a table held to the top guide sits at y = 0, 504 high.
@Suite struct InferredNavigationBarTests {
    static func storyboard(sourceBar: String, navigationController: Bool = true) -> String {
        let navigation = ControllerFixture.navigationController(
            root: "members", barFrame: #"<rect key="frame" x="0.0" y="20" width="320" height="44"/>"#)
        let members = ControllerFixture.viewController(
            "members", rootID: "membersRoot", width: 320, height: 504, subviews: "", constraints: "",
            after: sourceBar, segues: #"<segue destination="add" kind="show" identifier="toAddUsers" id="show"/>"#)
        let add = ControllerFixture.viewController(
            "add", guides: .init(top: "top", bottom: "bottom"), rootID: "addRoot", width: 320, height: 504,
            subviews: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="504"/>
                </tableView>
                """,
            constraints: """
                <constraint firstItem="table" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                <constraint firstItem="bottom" firstAttribute="top" secondItem="table" secondAttribute="bottom" id="c2"/>
                <constraint firstItem="table" firstAttribute="leading" secondItem="addRoot" secondAttribute="leading" id="c3"/>
                <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="c4"/>
                """)
        return ControllerFixture.storyboard(
            toolsVersion: "14460.31", device: #"<device id="retina4_0" orientation="portrait"><adaptation id="fullscreen"/></device>"#,
            initial: "nav", scenes: (navigationController ? [navigation] : []) + [members, add])
    }

    func table(sourceBar: String, navigationController: Bool = true) throws -> Rect? {
        let document = try LayoutFixture.document(Self.storyboard(sourceBar: sourceBar, navigationController: navigationController))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["table"]
    }

    @Test func anOpaqueBarSetOnTheSourceIsInferred() throws {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        #expect(try table(sourceBar: bar) == Rect(x: 0, y: 0, width: 320, height: 504))
    }

    /// Without it the navigation controller's translucent bar is inferred: the top guide is
    /// the status bar and the bar, 64 points down.
    @Test func otherwiseTheNavigationControllersBarIs() throws {
        #expect(try table(sourceBar: "")?.y == 64)
    }

    /// With no navigation controller in the document (IBAnimatable's playground keeps it in
    /// another storyboard) the explicit bar is still inferred: translucent, 64 points down;
    /// opaque, the root starts below it.
    @Test func anExplicitBarIsInferredWithoutANavigationController() throws {
        let translucent = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        #expect(try table(sourceBar: translucent, navigationController: false)?.y == 64)
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        #expect(try table(sourceBar: opaque, navigationController: false) == Rect(x: 0, y: 0, width: 320, height: 504))
    }
}
