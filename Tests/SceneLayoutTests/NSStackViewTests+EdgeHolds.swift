import SceneLayout
import SceneModel
import Testing
import TestSupport

/// Which edges an NSStackView holds its first and last views to firmly (`StackLayout.edgeHolds`):
/// a stack held wider than its views, with the stack and its views all hugging at the
/// default 250, must open its gaps, not leave an edge, and leave nothing ambiguous. This
/// was an order made "a hair" (0.001) below the edges; now it is structural.
extension NSStackViewTests {
    @Test func anEqualSpacingStackKeepsItsEndViewsOnItsEdgesAndOpensItsGaps() throws {
        // iGlance's and pock's rows: three 50-point views in a 300-point stack, spacing 10.
        let text = Self.document(stack: #"orientation="horizontal" distribution="equalSpacing" alignment="top" spacing="10""#,
                                 views: Self.view("a") + Self.view("b") + Self.view("c"),
                                 constraints: "",
                                 stackConstraints: #"<constraint firstAttribute="width" constant="300" id="w0"/>"#)
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error || $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["a"] == rect(0, 0, 50, 20))
        #expect(f["b"] == rect(125, 0, 50, 20))
        #expect(f["c"] == rect(250, 0, 50, 20))
    }

    @Test func gravityAreasKeepTheirEdgesAndOpenTheRoomBetweenThem() throws {
        // Fluor's preferences: a view in the beginning area and one in the end area of a
        // 300-point stack; the end view stays on the trailing edge.
        let text = DocumentFixture.appKitXIB(subviews: """
            <stackView orientation="horizontal" alignment="centerY" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
                <beginningViews>
            \(Self.view("a"))
                </beginningViews>
                <endViews>
            \(Self.view("d"))
                </endViews>
                <constraints>
                    <constraint firstAttribute="width" constant="300" id="w0"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k2"/>
            """)
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error || $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["a"] == rect(0, 0, 50, 20))
        #expect(f["d"] == rect(250, 0, 50, 20))
    }
}
