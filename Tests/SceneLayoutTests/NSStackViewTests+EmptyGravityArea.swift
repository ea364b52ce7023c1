import SceneLayout
import SceneModel
import Testing
import TestSupport

extension NSStackViewTests {
    /// A horizontal gravity-area stack 300 wide whose views fill only one area: a 50-point
    /// view in `area` (`beginningViews` or `endViews`), the other areas empty
    /// (SafeExamBrowser's quit row: one push button in the end area of a 610-point stack).
    static func oneAreaDocument(area: String, stackHugging: String) -> String {
        Self.gravityStackDocument(stackHugging: stackHugging, areas: """
                <\(area)>
                    <customView fixedFrame="YES" placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                    </customView>
                </\(area)>
            """)
    }

    /// The edge beside an empty area holds no more firmly than the gap between two areas,
    /// so a lone area's views keep to their own edge: the end area's view against the
    /// trailing edge (x 250), the beginning area's against the leading edge (x 0). With both
    /// edges held alike the view was left open between them and reported ambiguous.
    @Test(arguments: [("endViews", 250.0), ("beginningViews", 0.0)], ["249.99998474121094", "250"])
    func aLoneGravityAreaKeepsToItsOwnEdge(area: (name: String, x: Double), stackHugging: String) throws {
        let layout = try layout(Self.oneAreaDocument(area: area.name, stackHugging: stackHugging))
        #expect(!layout.diagnostics.contains { $0.severity == .error || $0.kind == .ambiguous }, "\(layout.diagnostics)")
        #expect(LayoutFixture.frames(layout)["v"] == rect(area.x, 0, 50, 20))
    }
}
