import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A tab view sets its items' views to its content rectangle, whatever their
/// `translatesAutoresizingMaskIntoConstraints` (`TabViewContentRect`; Documents/AccuracyLog,
/// session 14, helper fresh-mac17).
@Suite struct TabViewContentRectTests {
    /// A tab view of `type` (nil: the default top tabs) filling a `width` × `height` root,
    /// whose one item's view does not translate its mask, is stored far from the content
    /// rectangle and holds `box` 20 from its leading edge and top, 50 × 30.
    static func tabView(type: String?, width: Int, height: Int) -> String {
        let typeAttribute = type.map { " type=\"\($0)\"" } ?? ""
        let document = DocumentFixture.appKitXIB(subviews: """
            <tabView\(typeAttribute) id="tabs">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <font key="font" metaFont="system"/>
                <tabViewItems>
                    <tabViewItem label="One" identifier="" id="item">
                        <view key="view" translatesAutoresizingMaskIntoConstraints="NO" id="page">
                            <rect key="frame" x="3" y="4" width="50" height="60"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="bw"/>
                                        <constraint firstAttribute="height" constant="30" id="bh"/>
                                    </constraints>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="page" secondAttribute="leading" constant="20" id="bx"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="page" secondAttribute="top" constant="20" id="by"/>
                            </constraints>
                        </view>
                    </tabViewItem>
                </tabViewItems>
            </tabView>
            """, constraints: "")
        // The fixture's root is 300 × 200: give it the tab view's size.
        return document.replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="300" height="200"/>"#,
                                             with: #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#)
    }

    func frames(_ text: String) throws -> (page: Rect, box: Rect) {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        let page = try #require(layout.allViews.first { $0.id == "page" })
        let box = try #require(layout.allViews.first { $0.id == "box" })
        return (page.frame, box.frame)
    }

    @Test(arguments: [(300, 200), (478, 359), (521, 240)])
    func anItemViewFillsTheContentRectangleOfATopTabView(width: Int, height: Int) throws {
        let (page, box) = try frames(Self.tabView(type: nil, width: width, height: height))
        // 10 in at the sides, 33 and 13 at the ends as AppKit stores them (Sequel-Ace,
        // xamarin, Maccy), not the stored (3, 4, 50 × 60).
        #expect(page == Rect(x: 10, y: 33, width: Double(width - 20), height: Double(height - 46)))
        // The page's own subviews follow it: 20 from its leading edge and its top.
        #expect(box == Rect(x: 20, y: Double(height - 46 - 20 - 30), width: 50, height: 30))
    }

    /// NSTabView is flipped (`AppKitGeometry.flippedElements`; helper grid18): the item view's
    /// stored y of 33 is its distance from the top, under the tabs, so in the window (top-down)
    /// the page starts 33 below the tab view's top and leaves 13 below it, whatever its height.
    @Test(arguments: [(300, 200), (478, 359)])
    func anItemViewLiesUnderTheTabsOfATopTabView(width: Int, height: Int) throws {
        let document = try LayoutFixture.document(Self.tabView(type: nil, width: width, height: height), path: "inline.xib")
        let scene = try #require(SceneLayoutEngine().solve(document).first)
        #expect(scene.absoluteFrame(of: "page") == Rect(x: 10, y: 33, width: Double(width - 20), height: Double(height - 46)))
        // The box is 20 below the page's top: 53 below the window's.
        #expect(scene.absoluteFrame(of: "box") == Rect(x: 30, y: 53, width: 50, height: 30))
    }

    @Test func anItemViewOfATablessTabViewFillsIt() throws {
        let (page, _) = try frames(Self.tabView(type: "noTabsNoBorder", width: 300, height: 200))
        #expect(page == Rect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test func aTabViewKindNotMeasuredLeavesTheItemViewToItsConstraints() throws {
        // Bottom tabs are not in the table: the page keeps what its constraints and stays
        // give it (it is open, so its stored size), not a guessed content rectangle.
        let (page, _) = try frames(Self.tabView(type: "bottomTabsBezelBorder", width: 300, height: 200))
        #expect(page.width == 50)
    }
}
