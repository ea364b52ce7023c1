import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A window's content view saved not translating its autoresizing mask has nothing that
/// places it in the window: Interface Builder flags it ambiguous
/// (`SceneLayoutEngine+AmbiguityQuestion`), and nothing else changes.
@Suite struct WindowContentViewAmbiguityTests {
    /// A window whose 300 × 200 content view holds a box pinned 20 from every edge.
    static func window(contentViewTranslatesMask: Bool) throws -> SceneDocument {
        let translates = contentViewTranslatesMask ? "" : #" translatesAutoresizingMaskIntoConstraints="NO""#
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23094" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <window title="Window" releasedWhenClosed="NO" animationBehavior="default" id="window">
                        <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                        <rect key="contentRect" x="196" y="240" width="300" height="200"/>
                        <rect key="screenRect" x="0.0" y="0.0" width="1680" height="1027"/>
                        <view key="contentView"\(translates) id="content">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="20" width="260" height="160"/>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="l"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="t"/>
                                <constraint firstItem="content" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r"/>
                                <constraint firstItem="content" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="b"/>
                            </constraints>
                        </view>
                    </window>
                </objects>
            </document>
            """
        return try LayoutFixture.document(text, path: "window.xib")
    }

    @Test func aContentViewThatDoesNotTranslateItsMaskIsNotPlaced() throws {
        let document = try Self.window(contentViewTranslatesMask: false)
        let layout = SceneLayoutEngine().layout(document)
        let content = try #require(layout.allViews.first { $0.id == "content" })
        #expect(content.ambiguous)
        #expect(content.ambiguity?.needs == [[.xPosition], [.yPosition]])
        #expect(layout.diagnostics.filter { $0.kind == .ambiguous }.map(\.items) == [["content"]])
        // Its subviews are placed in it, and no frame moves.
        #expect(!(layout.allViews.first { $0.id == "box" }?.ambiguous ?? true))
        var planner = SceneLayoutEngine()
        planner.asksAmbiguityQuestion = false
        let frames = planner.layout(document)
        #expect(layout.allViews.map(\.frame) == frames.allViews.map(\.frame))
        #expect(!(frames.allViews.first { $0.id == "content" }?.ambiguous ?? true))
    }

    @Test func aContentViewThatTranslatesItsMaskIsPlacedByTheWindow() throws {
        let layout = SceneLayoutEngine().layout(try Self.window(contentViewTranslatesMask: true))
        #expect(!layout.allViews.contains { $0.ambiguous })
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous })
    }
}
