import SceneLayout
import SceneModel
import Testing
import TestSupport

/// NSTableView places its prototype cell views itself, one column's prototypes as
/// consecutive rows (`LayoutBuilder.tableRowOffset`), whether or not they translate their
/// masks. The cells' stored positions here are wrong on purpose: the rows must not come
/// from them.
@Suite struct TableRowPlacementTests {
    static func cell(_ id: String, height: Double) -> String {
        LayoutFixture.pinnedTableCellView(id, attributes: #"identifier="\#(id)" "#, y: "99", width: "200", height: "\(height)",
                                          extraConstraints: """
                                                  <constraint firstAttribute="width" constant="200" id="\(id)-k5"/>
                                                  <constraint firstAttribute="height" constant="\(height)" id="\(id)-k6"/>
                                          """)
    }

    static func table(spacing: String) -> String {
        """
        <tableView verticalHuggingPriority="750" rowHeight="17" viewBased="YES" id="table">
            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            \(spacing)
            <tableColumns>
                <tableColumn width="200" minWidth="40" maxWidth="1000" id="column">
                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border"/>
                    <prototypeCellViews>
        \(cell("first", height: 17))
        \(cell("second", height: 22))
        \(cell("third", height: 20))
                    </prototypeCellViews>
                </tableColumn>
            </tableColumns>
        </tableView>
        """
    }

    func rowTops(spacing: String) throws -> [Double?] {
        let text = DocumentFixture.appKitXIB(toolsVersion: "21507", subviews: Self.table(spacing: spacing), constraints: "")
        let frames = LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib")))
        return ["first", "second", "third"].map { frames[$0]?.y }
    }

    @Test func prototypesAreRowsHalfTheSpacingInAndTheSpacingApart() throws {
        // OpenEmu's cores table (3 × 2 spacing): rows at 1, 17 + 2 + 1 = 20, 20 + 22 + 2 = 44.
        #expect(try rowTops(spacing: #"<size key="intercellSpacing" width="3" height="2"/>"#) == [1, 20, 44])
    }

    @Test func noWrittenSpacingMeansNone() throws {
        // simplenote's metrics table writes none: rows at 0, 17 and 39.
        #expect(try rowTops(spacing: "") == [0, 17, 39])
    }
}
