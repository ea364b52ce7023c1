import SceneLayout
import SceneModel
import Testing
import TestSupport

/// An NSMatrix has an intrinsic content size set by its cells (Apple,
/// `NSMatrix.autorecalculatesCellSize`); the tool takes it from the stored frame, as for
/// other content-sized controls. SelfControl's radio matrix (corpus: one column of two
/// 93 × 21 cells 2 apart, stored 93 × 44, placed from its trailing edge only) was open in
/// width, which Xcode does not flag. AccuracyLog, session 19, amb23.
@Suite struct MatrixIntrinsicSizeTests {
    static let document = DocumentFixture.appKitXIB(subviews: """
        <matrix verticalHuggingPriority="750" allowsEmptySelection="NO" translatesAutoresizingMaskIntoConstraints="NO" id="matrix">
            <rect key="frame" x="200" y="20" width="93" height="44"/>
            <size key="cellSize" width="93" height="21"/>
            <size key="intercellSpacing" width="4" height="2"/>
            <buttonCell key="prototype" type="radio" title="Radio" imagePosition="left" alignment="left" inset="2" id="prototype"/>
            <cells>
                <column>
                    <buttonCell type="radio" title="Blocklist" imagePosition="left" alignment="left" state="on" tag="1" inset="2" id="first"/>
                    <buttonCell type="radio" title="Allowlist" imagePosition="left" alignment="left" inset="2" id="second"/>
                </column>
            </cells>
        </matrix>
        """, constraints: """
        <constraint firstAttribute="trailing" secondItem="matrix" secondAttribute="trailing" constant="7" id="k1"/>
        <constraint firstAttribute="bottom" secondItem="matrix" secondAttribute="bottom" constant="20" id="k2"/>
        """)

    @Test func aMatrixPlacedByOneEdgeKeepsItsSize() throws {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.document, path: "matrix.xib"))
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let frame = LayoutFixture.frames(layout)["matrix"]
        #expect(frame?.width == 93)
        #expect(frame?.height == 44)
    }
}
