import SceneLayout
import SceneModel
import Testing
import TestSupport

/// NSTableView places each column's prototype cell views in the column's cell frame
/// (`TableColumnGeometry`): after the visible columns before it, with the insets of the
/// table's style from Xcode 12.2. The cells' stored x are wrong on purpose (all 0): the
/// columns must not come from them. Expected values are Xcode's stored frames in the
/// corpus documents each test names.
@Suite struct TableColumnPlacementTests {
    struct Column {
        var width: Double
        var hidden = false
    }

    static func cell(_ id: String, width: Double) -> String {
        LayoutFixture.pinnedTableCellView(id, y: "1", width: "\(width)", height: "20")
    }

    /// A 500-point table of `columns` (cells `c0`, `c1`, …) in a scroll view.
    static func document(toolsVersion: String, border: String?, style: String?, spacing: Double?, columns: [Column]) -> String {
        let columnsXML = columns.enumerated().map { index, column in
            """
            <tableColumn width="\(column.width)" minWidth="10" maxWidth="1000" \(column.hidden ? #"hidden="YES""# : "") id="col\(index)">
                <prototypeCellViews>
            \(cell("c\(index)", width: column.width))
                </prototypeCellViews>
            </tableColumn>
            """
        }.joined(separator: "\n")
        return DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: """
            <scrollView \(border.map { #"borderType="\#($0)""# } ?? "") autohidesScrollers="YES" horizontalLineScroll="24" horizontalPageScroll="10" verticalLineScroll="24" verticalPageScroll="10" usesPredominantAxisScrolling="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <clipView key="contentView" drawsBackground="NO" copiesOnScroll="NO" id="clip">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <tableView verticalHuggingPriority="750" \(style.map { #"tableStyle="\#($0)""# } ?? "") rowHeight="24" viewBased="YES" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="500" height="200"/>
                            <autoresizingMask key="autoresizingMask"/>
                            \(spacing.map { #"<size key="intercellSpacing" width="\#($0)" height="2"/>"# } ?? "")
                            <tableColumns>
            \(columnsXML)
                            </tableColumns>
                        </tableView>
                    </subviews>
                </clipView>
            </scrollView>
            """, constraints: DocumentFixture.pinnedToRoot("scroll"))
    }

    func cellXs(toolsVersion: String = "21507", border: String? = nil, style: String? = nil, spacing: Double? = 3,
                columns: [Column]) throws -> [Double?] {
        let text = Self.document(toolsVersion: toolsVersion, border: border, style: style, spacing: spacing, columns: columns)
        let frames = LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib")))
        return columns.indices.map { frames["c\($0)"]?.x }
    }

    @Test func insetTablesStartTenInAndWidenTheirFirstColumn() throws {
        // OpenEmu's cores table (21507, automatic style, borderless scroll view): written
        // widths 128.5, 262.5 and 71 with spacing 3; Xcode stores x 11, 148 and 413 (the
        // second from 147.5, rounded as every AppKit frame).
        let xs = try cellXs(border: "none", columns: [Column(width: 128.5), Column(width: 262.5), Column(width: 71)])
        #expect(xs == [11, 148, 413])
        #expect(try cellXs(border: nil, style: "inset", spacing: 0, columns: [Column(width: 328), Column(width: 90)]) == [10, 344])  // Mos
    }

    @Test func fullWidthTablesStartAtHalfTheSpacing() throws {
        // Cog's path suggester (24506, bordered scroll view, spacing 17): 8 and 87 for 64.
        #expect(try cellXs(toolsVersion: "24506", spacing: 17, columns: [Column(width: 64), Column(width: 337)]) == [8, 87])
        // CotEditor (24408, fullWidth even in a borderless scroll view): 1, 29, 136 for 20 and 104.
        #expect(try cellXs(toolsVersion: "24408", border: "none", style: "fullWidth",
                           columns: [Column(width: 20), Column(width: 104), Column(width: 104)]) == [1, 29, 136])
    }

    @Test func plainTablesAndOlderDocumentsAddNoInsets() throws {
        // Tunnelblick (10117): 1 and 120 for a 116-point first column.
        #expect(try cellXs(toolsVersion: "10117", border: "none", columns: [Column(width: 116), Column(width: 293)]) == [1, 120])
        // mac-mouse-fix (24412, plain, spacing 17): 8 and 312 for 287.
        #expect(try cellXs(toolsVersion: "24412", style: "plain", spacing: 17, columns: [Column(width: 287), Column(width: 219.5)]) == [8, 312])
    }

    @Test func hiddenColumnsTakeNoRoom() throws {
        // Cog's playlist (24765): the hidden album-artist column between title and artist.
        let xs = try cellXs(toolsVersion: "24765", border: "none",
                            columns: [Column(width: 64), Column(width: 150, hidden: true), Column(width: 212)])
        #expect(xs[0] == 11 && xs[2] == 83)
    }

    @Test func sourceListsAreLeftOpen() throws {
        // No corpus table is written as a source list: its geometry is not known, and the
        // cells keep where their stays put them.
        let xs = try cellXs(style: "sourceList", columns: [Column(width: 100), Column(width: 100)])
        #expect(xs == [0, 0])
    }

    @Test(arguments: [0.0, 2, 3, 8, 17])
    func laterColumnsFollowTheirPredecessorsByWidthAndSpacing(spacing: Double) throws {
        // Whatever the style: a column after the second starts its predecessor's width and
        // the spacing after the predecessor's start (whole widths: frames are rounded).
        let widths: [Double] = [40, 75, 120, 33]
        for (style, border) in [(nil, "none"), (nil, nil), ("plain", nil), ("inset", nil), ("fullWidth", "none")] as [(String?, String?)] {
            let xs = try cellXs(border: border, style: style, spacing: spacing, columns: widths.map { Column(width: $0) })
            for index in 2..<widths.count {
                let x = try #require(xs[index]), before = try #require(xs[index - 1])
                #expect(x - before == widths[index - 1] + spacing, "\(style ?? "automatic") \(border ?? "bezel") column \(index)")
            }
        }
    }
}
