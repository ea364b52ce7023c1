import SceneLayout
import SceneModel
import Testing
import TestSupport

/// Xcode 26 (toolsVersion 24xxx) draws iOS 26's Liquid Glass switch: 61 × 28 aligned in a
/// 63 × 28 frame, where earlier Xcodes drew 49 × 31 in a 51 × 31 frame
/// (`LiquidGlassSwitchSize`). A switch held 20 points from the root's trailing edge and
/// 100 from its top, a label 8 below it: the switch's height moves the label, its aligned
/// width moves its frame's origin.
@Suite struct LiquidGlassSwitchSizeTests {
    static func storyboard(toolsVersion: String, storedSwitch: String) -> String {
        DocumentFixture.oneControllerStoryboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc""#,
            device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
            width: 375, height: 667,
            subviews: """
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                    <rect key="frame" \(storedSwitch)/>
                </switch>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Mute" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                    <rect key="frame" x="16" y="139" width="42" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """,
            constraints: """
                <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="c1"/>
                <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="caption" firstAttribute="top" secondItem="toggle" secondAttribute="bottom" constant="8" id="c3"/>
                <constraint firstItem="caption" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c4"/>
                """)
    }

    func frames(toolsVersion: String, storedSwitch: String) throws -> [String: Rect] {
        let document = try LayoutFixture.document(Self.storyboard(toolsVersion: toolsVersion, storedSwitch: storedSwitch))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))
    }

    /// Whatever the stored frame says (the old size, or a moved one), Xcode 26's switch is
    /// 63 × 28 with its aligned 61 points ending 20 from the trailing edge.
    @Test func xcode26DrawsTheLiquidGlassSwitch() throws {
        for stored in [#"x="306" y="100" width="51" height="31""#, #"x="10" y="40" width="49" height="31""#] {
            let frames = try frames(toolsVersion: "24506", storedSwitch: stored)
            #expect(frames["toggle"] == Rect(x: 294, y: 100, width: 63, height: 28))
            #expect(frames["caption"]?.y == 136)
        }
    }

    /// Xcode 16 (23727) and a beta placeholder keep the 51 × 31 switch.
    @Test func earlierXcodesDrawTheOlderSwitch() throws {
        for tools in ["23727", "14460.31"] {
            let frames = try frames(toolsVersion: tools, storedSwitch: #"x="10" y="40" width="63" height="28""#)
            #expect(frames["toggle"] == Rect(x: 306, y: 100, width: 51, height: 31))
            #expect(frames["caption"]?.y == 139)
        }
    }
}
