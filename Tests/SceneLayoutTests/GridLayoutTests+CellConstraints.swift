import SceneLayout
import SceneModel
import Testing
import TestSupport

/// Content views of an NSGridView that also carry constraints of their own between cells
/// (CodeEdit's general preferences, /work/fresh/mac: Documents/AccuracyLog, session 14,
/// helper grid18). A grid row fits its content only as a preference, so such a constraint
/// stretches the rows it spans; it conflicts only when it asks for less room than the rows'
/// contents and the spacing need.
///
/// One column, two rows 10 apart, the grid's placement leading and top, each cell holding a
/// 40 × 20 view; the grid pinned 10 from the root's top-left (300 × 200). `b.top = a.bottom +
/// gap` is installed in the grid.
extension GridLayoutTests {
    static func twoRowGrid(gap: Int) -> String {
        DocumentFixture.appKitXIB(subviews: """
                    <gridView xPlacement="leading" yPlacement="top" rowAlignment="none" rowSpacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <constraints>
                            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="\(gap)" id="gap"/>
                        </constraints>
                        <rows>
                            <gridRow id="r0"/>
                            <gridRow id="r1"/>
                        </rows>
                        <columns>
                            <gridColumn id="c0"/>
                        </columns>
                        <gridCells>
                            <gridCell row="r0" column="c0" id="g0">
                                <customView key="contentView" placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                                </customView>
                            </gridCell>
                            <gridCell row="r1" column="c0" id="g1">
                                <customView key="contentView" placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                                </customView>
                            </gridCell>
                        </gridCells>
                    </gridView>
    """, constraints: """
                    <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1"/>
                    <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k2"/>
    """)
    }

    /// A gap of 40 where the rows' contents leave 10: row 0 grows to 50 (a at its top, b
    /// 40 below a's bottom), row 1 keeps 20, the grid 50 + 10 + 20 = 80 high. Stored
    /// bottom-up: the grid at 200 − 10 − 80 = 110, a at 80 − 20 = 60, b at 0.
    @Test(arguments: [40, 10, 25])
    func aConstraintBetweenCellsStretchesTheRowsItSpans(gap: Int) throws {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.twoRowGrid(gap: gap), path: "grid.xib"))
        #expect(!layout.diagnostics.contains { $0.kind == .unsatisfiable }, "\(layout.diagnostics.map(\.message))")
        let f = LayoutFixture.frames(layout)
        let height = Double(20 + gap + 20)
        #expect(f["grid"] == rect(10, 200 - 10 - height, 40, height))
        #expect(f["a"] == rect(0, height - 20, 40, 20))
        #expect(f["b"] == rect(0, 0, 40, 20))
    }

    /// A gap of 4 where the rows' contents and the spacing need 10: rows never overlap, so
    /// the constraints are unsatisfiable together, and the report names the cell constraint.
    @Test func aConstraintBetweenCellsAskingForLessThanTheSpacingConflicts() throws {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.twoRowGrid(gap: 4), path: "grid.xib"))
        let conflicts = layout.diagnostics.filter { $0.kind == .unsatisfiable }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.items.contains("gap") == true, "\(conflicts.map(\.message))")
    }
}
