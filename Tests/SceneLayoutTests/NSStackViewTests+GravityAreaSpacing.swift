import SceneLayout
import SceneModel
import Testing
import TestSupport

extension NSStackViewTests {
    /// A document of one horizontal stack `stack` in the older gravity-area form, 300 wide
    /// (a required width), 8 apart, centred across, at the root's leading edge 10 down;
    /// `areas` its `<beginningViews>`, `<middleViews>` and `<endViews>`, `stackHugging` its
    /// `horizontalStackHuggingPriority` when one is written.
    static func gravityStackDocument(stackHugging: String? = nil, areas: String) -> String {
        let hugging = stackHugging.map { " horizontalStackHuggingPriority=\"\($0)\"" } ?? ""
        return DocumentFixture.appKitXIB(subviews: """
            <stackView orientation="horizontal" alignment="centerY" spacing="8"\(hugging) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
            \(areas)
                <constraints>
                    <constraint firstAttribute="width" constant="300" id="w0"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k2"/>
            """)
    }

    /// A horizontal gravity-area stack 300 wide hugging its views at 999 along its axis:
    /// `a` (50) at the beginning, a spacer with no size of its own that hugs and resists
    /// at 1 in the middle, `d` (50) at the end (mac-mouse-fix's enable row). NSStackView
    /// holds the spacing between gravity areas at its hugging priority (Apple's
    /// `NSStackView.spacing` table), so the spacer fills the room between the areas 8 from
    /// each instead of being left open.
    static func gravityDocument(stackHugging: String) -> String {
        func view(_ id: String, width: Int) -> String {
            """
            <customView placeholderIntrinsicWidth="\(width)" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="20"/>
            </customView>
            """
        }
        return Self.gravityStackDocument(stackHugging: stackHugging, areas: """
                <beginningViews>
            \(view("a", width: 50))
                </beginningViews>
                <middleViews>
                    <customView horizontalHuggingPriority="1" verticalHuggingPriority="1" horizontalCompressionResistancePriority="1" verticalCompressionResistancePriority="1" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="20"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="h1"/>
                        </constraints>
                    </customView>
                </middleViews>
                <endViews>
            \(view("d", width: 50))
                </endViews>
            """)
    }

    @Test(arguments: ["999", "250"])
    func aWeakMiddleViewFillsTheRoomBetweenTheGravityAreas(stackHugging: String) throws {
        let layout = try layout(Self.gravityDocument(stackHugging: stackHugging))
        #expect(!layout.diagnostics.contains { $0.severity == .error || $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["a"] == rect(0, 0, 50, 20))
        #expect(f["spacer"] == rect(58, 0, 184, 20))
        #expect(f["d"] == rect(250, 0, 50, 20))
    }
}
