import SceneLayout
import SceneModel
import Testing
import TestSupport

/// NSGridView placement, worked out by hand. A grid pinned 10 points from the top-left of
/// a 300 × 200 view sizes itself to its content:
/// - column 0 is 100 wide; column 1 fits its content after a 4-point leading padding, 6
///   points of column spacing between them;
/// - row 0 fits its content; row 1 is 40 high, 10 points of row spacing between them;
/// - cell (0,0) holds a 40 × 20 view placed trailing and centred; cell (0,1) a 60 × 30 view
///   with the grid's placements (leading, top); row 1's two cells are merged and hold a
///   view 120 wide and 10 high that fills across and sits at the bottom.
/// Column 1 must hold the 60-point view (120 fits in the merged range already), so it is
/// 60 wide and the grid 100 + 6 + 4 + 60 = 170; row 0 is 30 high and the grid 30 + 10 + 40
/// = 80. Top-down in the grid: a (60, 5, 40, 20), b (110, 0, 60, 30), c (0, 70, 170, 10);
/// stored bottom-up (AppKit): a y = 80 − 5 − 20 = 55, b 50, c 0; the grid at y = 200 − 10 − 80.
@Suite struct GridLayoutTests {
    static let document = DocumentFixture.appKitXIB(subviews: """
                    <gridView xPlacement="leading" yPlacement="top" rowAlignment="none" rowSpacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <rows>
                            <gridRow id="r0"/>
                            <gridRow height="40" id="r1"/>
                        </rows>
                        <columns>
                            <gridColumn width="100" id="c0"/>
                            <gridColumn leadingPadding="4" id="c1"/>
                        </columns>
                        <gridCells>
                            <gridCell row="r0" column="c0" xPlacement="trailing" yPlacement="center" id="g00">
                                <customView key="contentView" placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                                </customView>
                            </gridCell>
                            <gridCell row="r0" column="c1" id="g01">
                                <customView key="contentView" placeholderIntrinsicWidth="60" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                                </customView>
                            </gridCell>
                            <gridCell row="r1" column="c0" xPlacement="fill" yPlacement="bottom" headOfMergedCell="g10" id="g10">
                                <customView key="contentView" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="10" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                                    <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                                </customView>
                            </gridCell>
                            <gridCell row="r1" column="c1" headOfMergedCell="g10" id="g11"/>
                        </gridCells>
                    </gridView>
    """, constraints: """
                    <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1"/>
                    <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k2"/>
    """)

    @Test func cellsArePlacedInTheirRowsAndColumns() throws {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.document, path: "grid.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error || $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["grid"] == rect(10, 110, 170, 80))
        #expect(f["a"] == rect(60, 55, 40, 20))
        #expect(f["b"] == rect(110, 50, 60, 30))
        #expect(f["c"] == rect(0, 0, 170, 10))
    }

    @Test func gridAttributesAreRead() throws {
        let document = try LayoutFixture.document(Self.document, path: "grid.xib")
        let grid = try #require(document.scenes.first?.rootViews.first?.children.first?.grid)
        #expect(grid.rows.map(\.size) == [nil, 40])
        #expect(grid.columns.map(\.leadingPadding) == [0, 4])
        #expect(grid.cells.map(\.contentID) == ["a", "b", "c", nil])
        #expect(grid.cells.map(\.headOfMergedCell) == [nil, nil, "g10", "g10"])
        #expect(grid.rowSpacing == 10 && grid.columnSpacing == 6)
    }

    /// Negative paddings (MonitorControl's panes): three rows of 20-point views with 20 of
    /// row spacing; row 0 has bottom padding −13, row 1 top −13 and bottom −10, row 2 bottom
    /// −13. Between rows 0 and 1 both paddings are negative: the gap is 20 − 13 = 7; between
    /// rows 1 and 2 it is 20 − 10 + 0 = 10; at the grid's bottom edge −13 does not reach out.
    /// Top-down: a 0…20, b 27…47, c 57…77, grid 77 high; bottom-up: a 57, b 30, c 0, and the
    /// grid at y = 200 − 10 − 77 = 113.
    @Test func negativePaddingsOverlapTheSpacing() throws {
        func cell(_ row: Int, _ id: String) -> String {
            """
            <gridCell row="r\(row)" column="c0" id="g\(row)">
                <customView key="contentView" placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                </customView>
            </gridCell>
            """
        }
        var text = Self.document
        let start = try #require(text.range(of: "<rows>")), end = try #require(text.range(of: "</gridCells>"))
        text.replaceSubrange(start.lowerBound..<end.upperBound, with: """
            <rows>
                <gridRow bottomPadding="-13" id="r0"/>
                <gridRow topPadding="-13" bottomPadding="-10" id="r1"/>
                <gridRow bottomPadding="-13" id="r2"/>
            </rows>
            <columns>
                <gridColumn id="c0"/>
            </columns>
            <gridCells>
            \(cell(0, "a"))
            \(cell(1, "b"))
            \(cell(2, "c"))
            </gridCells>
            """)
        text = text.replacingOccurrences(of: "rowSpacing=\"10\"", with: "rowSpacing=\"20\"")
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "grid.xib"))
        let f = LayoutFixture.frames(layout)
        #expect(f["grid"] == rect(10, 113, 50, 77))
        #expect(f["a"] == rect(0, 57, 50, 20))
        #expect(f["b"] == rect(0, 30, 50, 20))
        #expect(f["c"] == rect(0, 0, 50, 20))
    }
}
