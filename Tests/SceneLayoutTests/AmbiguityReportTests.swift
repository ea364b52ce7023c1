import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A frame is reported ambiguous when its constraints leave it at least half a point of
/// freedom; a sliver below that (approximate text metrics leave such slivers where
/// Interface Builder's exact ones leave none) is pinned to the stored frame silently.
@Suite struct AmbiguityReportTests {
    /// `box` at (20, 40), 30 high, with two equally strong wishes for its width.
    static func document(widths: (Double, Double)) -> String {
        LayoutFixture.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="40" width="100" height="30"/>
                <constraints>
                    <constraint firstAttribute="width" priority="250" constant="\(widths.0)" id="w1"/>
                    <constraint firstAttribute="width" priority="250" constant="\(widths.1)" id="w2"/>
                    <constraint firstAttribute="height" constant="30" id="h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="x"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="y"/>
            """)
    }

    func box(_ widths: (Double, Double)) throws -> ViewLayout? {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.document(widths: widths)))
        return layout.allViews.first { $0.id == "box" }
    }

    @Test func aSliverOfFreedomIsNotReported() throws {
        let box = try #require(try box((100, 100.3)))
        #expect(!box.ambiguous)
        #expect(box.frame == rect(20, 40, 100, 30))   // pinned to the stored width
    }

    @Test func realFreedomIsReported() throws {
        let box = try #require(try box((100, 110)))
        #expect(box.ambiguous)
        #expect(box.frame == rect(20, 40, 100, 30))
    }

    @Test func anOpenScrollableContentSizeIsBlamedOnTheScrollView() throws {
        // A scroll view filling the root, holding a plain view pinned to its content edges
        // and nothing giving that view a size: the scrollable content size is open, and
        // Interface Builder reports it on the scroll view (VLC's donation screen).
        let text = LayoutFixture.storyboard(subviews: """
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="900"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c1"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c4"/>
                </constraints>
            </scrollView>
            """, constraints: DocumentFixture.pinnedToRoot("scroll"))
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text))
        let scroll = try #require(layout.allViews.first { $0.id == "scroll" })
        #expect(scroll.ambiguous)
        #expect(scroll.frame == rect(0, 0, 375, 667))
        #expect(layout.diagnostics.contains { $0.kind == .ambiguous && $0.items == ["scroll"] && $0.message.contains("scrollable content size") })
    }
}
