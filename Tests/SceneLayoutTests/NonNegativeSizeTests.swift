import SceneLayout
import SceneModel
import Testing

/// Auto Layout never gives a view a negative width or height (Apple's Auto Layout Guide,
/// "Anatomy of a Constraint": "these values can never be negative";
/// `LayoutBuilder+NonNegativeSizes`). Shapes from the corpus: Fusuma's camera view
/// (ytakzk), an aspect ratio at 750 between two spacers; Lockdown's warning (confirmedcode),
/// a view held at zero height at 999 around a label inset by 4 above and below.
@Suite struct NonNegativeSizeTests {
    static func view(_ id: String, _ x: Int, _ y: Int, _ width: Int, _ height: Int, subviews: String = "", constraints: String = "") -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            \(subviews.isEmpty ? "" : "<subviews>\(subviews)</subviews>")
            \(constraints.isEmpty ? "" : "<constraints>\(constraints)</constraints>")
        </view>
        """
    }

    /// A 200-point-wide view `holder` stored `height` high, with a view `content` inset by
    /// `inset` on every side (stored zero high), and a height constraint on the holder with
    /// `heightConstraint`'s priority and constant.
    static func holder(height: Int, inset: Int, heightConstraint: String) -> String {
        view("holder", 0, 0, 200, height, subviews: view("content", inset, inset, 200 - 2 * inset, 0), constraints: """
            <constraint firstItem="content" firstAttribute="top" secondItem="holder" secondAttribute="top" constant="\(inset)" id="h1"/>
            <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" constant="\(inset)" id="h2"/>
            <constraint firstItem="content" firstAttribute="leading" secondItem="holder" secondAttribute="leading" constant="\(inset)" id="h3"/>
            <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" constant="\(inset)" id="h4"/>
            <constraint firstAttribute="height" \(heightConstraint) id="h5"/>
            """)
    }

    /// The root's constraints placing `holder` at its top-left corner, 200 wide.
    static let holderPinned = """
        <constraint firstItem="holder" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
        <constraint firstItem="holder" firstAttribute="top" secondItem="root" secondAttribute="top" id="r2"/>
        <constraint firstItem="holder" firstAttribute="width" constant="200" id="r3"/>
        """

    func layout(subviews: String, constraints: String) throws -> DocumentLayout {
        SceneLayoutEngine().layout(try LayoutFixture.document(LayoutFixture.storyboard(subviews: subviews, constraints: constraints)))
    }

    @Test func spacersStayAtZeroAndTheAspectRatioGivesWay() throws {
        // 400 wide at 999 and 3:4 + 1 at 750 would make the middle view 532 high in a
        // 500-point column, its spacers -16 each; Xcode stores 400 × 500 and two empty spacers.
        let column = Self.view("column", 0, 0, 400, 500, subviews: Self.view("top", 0, 0, 400, 0) + Self.view("middle", 0, 0, 400, 500, constraints: """
            <constraint firstAttribute="width" secondItem="middle" secondAttribute="height" multiplier="3:4" priority="750" constant="1" id="a1"/>
            """) + Self.view("bottom", 0, 500, 400, 0), constraints: """
            <constraint firstItem="top" firstAttribute="top" secondItem="column" secondAttribute="top" id="c1"/>
            <constraint firstItem="top" firstAttribute="leading" secondItem="column" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="middle" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c4"/>
            <constraint firstItem="middle" firstAttribute="leading" secondItem="column" secondAttribute="leading" priority="999" id="c5"/>
            <constraint firstAttribute="trailing" secondItem="middle" secondAttribute="trailing" priority="999" id="c6"/>
            <constraint firstItem="bottom" firstAttribute="top" secondItem="middle" secondAttribute="bottom" id="c7"/>
            <constraint firstItem="bottom" firstAttribute="leading" secondItem="column" secondAttribute="leading" id="c8"/>
            <constraint firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" id="c9"/>
            <constraint firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="c10"/>
            <constraint firstItem="bottom" firstAttribute="height" secondItem="top" secondAttribute="height" id="c11"/>
            """)
        let layout = try layout(subviews: column, constraints: """
            <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
            <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="r2"/>
            <constraint firstItem="column" firstAttribute="width" constant="400" id="r3"/>
            <constraint firstItem="column" firstAttribute="height" constant="500" id="r4"/>
            """)
        #expect(!layout.diagnostics.contains { $0.kind == .unsatisfiable }, "\(layout.diagnostics)")
        let frames = LayoutFixture.frames(layout)
        #expect(frames["middle"] == rect(0, 0, 400, 500))
        #expect(frames["top"] == rect(0, 0, 400, 0))
        #expect(frames["bottom"] == rect(0, 500, 400, 0))
    }

    @Test func aViewHeldAtZeroOptionallyGrowsAroundItsContent() throws {
        // The holder's zero height at 999 would leave the content -8 high between its 4-point
        // insets; the content stays at zero and the holder takes the 8 points.
        let layout = try layout(subviews: Self.holder(height: 8, inset: 4, heightConstraint: #"priority="999" constant="0.0""#),
                                constraints: Self.holderPinned)
        #expect(!layout.diagnostics.contains { $0.kind == .unsatisfiable }, "\(layout.diagnostics)")
        let frames = LayoutFixture.frames(layout)
        #expect(frames["holder"] == rect(0, 0, 200, 8))
        #expect(frames["content"] == rect(4, 4, 192, 0))
    }

    @Test func requiredConstraintsThatDemandANegativeSizeReportNoNewConflict() throws {
        // A holder one point high with content 8 points in from each side (HMCatalog's stale
        // cell content view): only the bound could give way, so it is taken out again.
        let layout = try layout(subviews: Self.holder(height: 1, inset: 8, heightConstraint: #"constant="1""#),
                                constraints: Self.holderPinned)
        #expect(!layout.diagnostics.contains { $0.kind == .unsatisfiable }, "\(layout.diagnostics)")
        #expect(LayoutFixture.frames(layout)["holder"] == rect(0, 0, 200, 1))
    }
}
