import SceneLayout
import SceneModel
import Testing

/// Before safe areas (Xcode 8 and earlier) a child controller's legacy top and bottom
/// guides are the part of its view the parent's bars overlay (UILayoutSupport.length: "the
/// portion of a view controller's view that is overlaid by translucent or transparent UIKit
/// bars"): 0 for a container below the status bar. Modelled on ooper-shlab's AVAE mixer
/// (Xcode 8.3, iPad: freeform children in containers at y = 20 and lower, headers on
/// their top guides at y = 0). From Xcode 9 a child's guides are drawn as for a root at the
/// top of the screen, whatever the container's place.
@Suite struct LegacyChildGuideTests {
    static func storyboard(toolsVersion: String, containerTop: String) -> String {
        let parent = ControllerFixture.viewController(
            "parent", guides: .init(top: "parentTop", bottom: "parentBottom"), rootID: "parentRoot", width: 768, height: 1024,
            subviews: """
                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                    <rect key="frame" x="20" y="20" width="400" height="200"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="400" id="p1"/>
                        <constraint firstAttribute="height" constant="200" id="p2"/>
                    </constraints>
                    <connections>
                        <segue destination="child" kind="embed" id="embed"/>
                    </connections>
                </containerView>
                """,
            constraints: """
                <constraint firstItem="container" firstAttribute="leading" secondItem="parentRoot" secondAttribute="leading" constant="20" id="p3"/>
                \(containerTop)
                """)
        let child = ControllerFixture.viewController(
            "child", guides: .init(top: "childTop", bottom: "childBottom"), rootID: "childRoot", width: 400, height: 200,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="c1"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="header" firstAttribute="leading" secondItem="childRoot" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="header" firstAttribute="top" secondItem="childTop" secondAttribute="bottom" id="c4"/>
                """,
            after: """
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="400" height="200"/>
                """)
        return ControllerFixture.storyboard(
            toolsVersion: toolsVersion, device: #"<device id="ipad9_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#,
            initial: "parent", scenes: [parent, child])
    }

    static let belowStatusBar = #"<constraint firstItem="container" firstAttribute="top" secondItem="parentTop" secondAttribute="bottom" id="p4"/>"#
    static let atScreenTop = #"<constraint firstItem="container" firstAttribute="top" secondItem="parentRoot" secondAttribute="top" id="p4"/>"#
    static let partlyUnderStatusBar = #"<constraint firstItem="container" firstAttribute="top" secondItem="parentRoot" secondAttribute="top" constant="12" id="p4"/>"#

    static func headerY(toolsVersion: String, containerTop: String) throws -> Double? {
        let document = try LayoutFixture.document(storyboard(toolsVersion: toolsVersion, containerTop: containerTop))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["header"]?.y
    }

    @Test func aChildBelowTheStatusBarHasNoTopGuide() throws {
        #expect(try Self.headerY(toolsVersion: "11762", containerTop: Self.belowStatusBar) == 0)
    }

    /// The status bar overlays the child by what reaches into its container: all 20
    /// points at the top of the screen, 8 of them 12 points down.
    @Test func aChildUnderTheStatusBarHasWhatOverlapsIt() throws {
        #expect(try Self.headerY(toolsVersion: "11762", containerTop: Self.atScreenTop) == 20)
        #expect(try Self.headerY(toolsVersion: "11762", containerTop: Self.partlyUnderStatusBar) == 8)
    }

    @Test func fromXcode9AChildIsDrawnAsARootAtTheTop() throws {
        #expect(try Self.headerY(toolsVersion: "13771", containerTop: Self.belowStatusBar) == 20)
    }
}
