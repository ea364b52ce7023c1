import SceneLayout
import SceneModel
import Testing

/// A controller with no simulated status bar: its legacy top layout guide is 0 long on a
/// home-button phone, where the status bar was the whole top inset, but keeps the notch on
/// a notched phone, as the safe area does (from iOS 11 the legacy guide is the safe area's
/// top). duckduckgo's tab (cross-device pair 064): a view 80 high hung 80 above the guide's
/// bottom sits at y = −36 on an iPhone X, at y = −80 on an iPhone 8.
@Suite struct HiddenStatusBarTopGuideTests {
    static func document() throws -> SceneDocument {
        let scene = ControllerFixture.viewController(
            "vc", guides: .init(top: "topGuide", bottom: "bottomGuide"), rootID: "root", width: 375, height: 667,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                    <rect key="frame" x="0.0" y="-80" width="375" height="80"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="strip" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="-80" id="c1"/>
                <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="strip" firstAttribute="height" constant="80" id="c4"/>
                """,
            after: #"<nil key="simulatedStatusBarMetrics"/>"#)
        return try LayoutFixture.document(ControllerFixture.storyboard(
            toolsVersion: "14113", device: #"<device id="retina4_7" orientation="portrait"/>"#, scenes: [scene]))
    }

    func stripY(device: String) throws -> Double? {
        let document = try Self.document()
        let traits = LayoutFixture.traits(document, device: device)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits))["strip"]?.y
    }

    @Test func aHomeButtonPhoneFreesTheStatusBarStrip() throws {
        #expect(try stripY(device: "retina4_7") == -80)
    }

    @Test func aNotchedPhoneKeepsTheNotchInTheGuide() throws {
        #expect(try stripY(device: "retina5_9") == -36)
        #expect(try stripY(device: "retina6_1") == -36)
    }

    @Test func landscapeOnANotchedPhoneHasNoTopInset() throws {
        let document = try Self.document()
        let traits = LayoutFixture.traits(document, device: "retina5_9", orientation: "landscape")
        #expect(LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits))["strip"]?.y == -80)
    }
}
