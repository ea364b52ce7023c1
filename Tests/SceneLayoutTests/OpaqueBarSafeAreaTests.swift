import SceneLayout
import SceneModel
import Testing

/// Under an opaque navigation bar the root view starts below the bar
/// (`extendedLayoutIncludesOpaqueBars` is false by default), so nothing of the status bar
/// or the bar reaches into it: its safe area starts at its top. bitwarden's autofill
/// storyboard (Xcode 13, iPhone 11) pins search bars and tables to the safe area's top at
/// y = 0; a translucent bar puts the safe area under the bar (48 + 44 = 92).
@Suite struct OpaqueBarSafeAreaTests {
    static func storyboard(opaque: Bool) -> String {
        LayoutFixture.navigationStoryboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            barAttributes: opaque ? #"translucent="NO""# : "",
            rootWidth: 414, rootHeight: 804,
            guides: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
            topConstraint: #"<constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>"#)
    }

    func boxY(opaque: Bool) throws -> Double? {
        let document = try LayoutFixture.document(Self.storyboard(opaque: opaque))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]?.y
    }

    @Test func anOpaqueBarLeavesNoTopInset() throws {
        #expect(try boxY(opaque: true) == 0)
    }

    @Test func aTranslucentBarInsetsTheSafeArea() throws {
        #expect(try boxY(opaque: false) == 92)
    }
}
