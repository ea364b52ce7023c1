import SceneLayout
import SceneModel
import Testing

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
}
