import SceneLayout
import SceneModel
import Testing

/// An NSViewController's view in a storyboard: Interface Builder lays it out as under a
/// window's title bar and toolbar, so its safe area starts 52 points down; older help
/// buttons overhang their circle. Frames are y-up in a 224 × 141 view.
@Suite struct AppKitControllerViewTests {
    static func storyboard(toolsVersion: String, subviews: String, constraints: String) -> String {
        LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES""#,
            device: "", width: 224, height: 141, safeArea: true, subviews: subviews, constraints: constraints)
    }

    static let box = """
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </customView>
        """

    func frames(_ text: String) throws -> [String: Rect] {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "mac.storyboard"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)
    }

    /// A 40 × 30 box 20 from the safe area's leading edge, placed vertically by `vertical`.
    func box(toolsVersion: String, vertical: String) throws -> Rect? {
        let text = Self.storyboard(toolsVersion: toolsVersion, subviews: Self.box, constraints: vertical + """
            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="k2"/>
            <constraint firstItem="box" firstAttribute="width" constant="40" id="k3"/>
            <constraint firstItem="box" firstAttribute="height" constant="30" id="k4"/>
            """)
        return try frames(text)["box"]
    }

    @Test func theSafeAreaStartsBelowATitleBarAndToolbar() throws {
        // 20 below the safe area's top, which starts 52 down: the box's top is 72 below the
        // view's, y-up 141 − 102 = 39.
        let top = #"<constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="k1"/>"#
        #expect(try box(toolsVersion: "21223", vertical: top) == rect(20, 39, 40, 30))
    }

    @Test func theSafeAreaBottomIsTheViewsBottom() throws {
        let bottom = #"<constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="k1"/>"#
        #expect(try box(toolsVersion: "24408", vertical: bottom) == rect(20, 20, 40, 30))
    }

    @Test func olderHelpButtonsOverhangTheirCircle() throws {
        // 20 from the leading edge and the bottom: before toolsVersion 24000 the 25-point
        // frame sits 3 before and 4 below its circle (17, 16); later frames are the circle.
        func help(_ toolsVersion: String, size: Int) throws -> Rect? {
            let button = """
                <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="help">
                    <rect key="frame" x="0.0" y="0.0" width="\(size)" height="\(size)"/>
                    <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="help-cell">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """
            let text = Self.storyboard(toolsVersion: toolsVersion, subviews: button, constraints: """
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="help" secondAttribute="bottom" constant="20" id="k1"/>
                <constraint firstItem="help" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="k2"/>
                """)
            return try frames(text)["help"]
        }
        #expect(try help("21223", size: 25) == rect(17, 16, 25, 25))
        #expect(try help("24408", size: 24) == rect(20, 20, 24, 24))
    }
}
