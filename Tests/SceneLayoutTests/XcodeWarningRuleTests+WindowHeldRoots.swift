import SceneLayout
import SceneModel
import Testing
import TestSupport

extension XcodeWarningRuleTests {
    /// An AppKit XIB whose 300 × 200 root holds a view pinned to its four edges that
    /// prefers to be 150 high at `priority`.
    static func rootWithPreferredHeight(priority: Int) -> String {
        DocumentFixture.appKitXIB(subviews: """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <constraints>
                    <constraint firstAttribute="height" constant="150" priority="\(priority)" id="panel-height"/>
                </constraints>
            </customView>
            """, constraints: DocumentFixture.pinnedToRoot("panel"))
    }

    @Test func anAppKitRootIsMisplacedWhereContentAboveTheWindowsStayPutPriorityAsksAnotherSize() throws {
        // A window holds its size at NSLayoutPriorityWindowSizeStayPut (500): the panel's
        // 150 at 750 sizes the window, so Interface Builder flags the root (300 × 200
        // drawn, 300 × 150 laid out) and not the panel inside it. The frames still hold the
        // drawn size (the tool's metrics are approximate: macroot12), so nothing moves.
        let layout = try layout(Self.rootWithPreferredHeight(priority: 750))
        let root = try view("root", in: layout), panel = try view("panel", in: layout)
        #expect(root.misplaced)
        #expect(root.frame == rect(0, 0, 300, 200))
        #expect(panel.frame == rect(0, 0, 300, 200))
        #expect(!panel.misplaced && !panel.ambiguous && !root.ambiguous)
        let messages = layout.diagnostics.filter { $0.kind == .misplaced }.map(\.message)
        #expect(messages == ["Custom View (root) is misplaced: stored (0, 0, 300, 200), computed (0, 0, 300, 150)"])
    }

    @Test func anAppKitRootHoldsItsDrawnSizeAgainstContentBelowTheWindowsStayPutPriority() throws {
        // At 250 the panel's preference yields to the window's 500: nothing is misplaced.
        let layout = try layout(Self.rootWithPreferredHeight(priority: 250))
        #expect(!layout.allViews.contains { $0.misplaced })
        #expect(!layout.diagnostics.contains { $0.kind == .misplaced })
    }

    @Test func theWritersEngineDoesNotAskWhereTheWindowWouldHoldTheRoot() throws {
        // Update Frames and the other writers act on the frames' layout, which holds the
        // drawn size: the root is in place there.
        let document = try LayoutFixture.document(Self.rootWithPreferredHeight(priority: 750))
        let layout = SceneLayoutEngine.forWriters.layout(document)
        #expect(!layout.allViews.contains { $0.misplaced })
    }

    @Test func aUIKitRootKeepsItsDevicesSizeWhateverItsContentPrefers() throws {
        // iOS roots take the device's size; no window question is asked of them.
        let text = DocumentFixture.oneControllerStoryboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#,
            device: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#, width: 393, height: 852,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="150" priority="750" id="panel-height"/>
                    </constraints>
                </view>
                """, constraints: DocumentFixture.pinnedToRoot("panel"))
        let layout = try layout(text)
        #expect(!layout.allViews.contains { $0.misplaced })
    }
}
