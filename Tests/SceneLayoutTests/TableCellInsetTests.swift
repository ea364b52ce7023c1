import SceneLayout
import SceneModel
import Testing
import TestSupport

/// Inset-grouped tables and cells under the bars.
@Suite struct TableCellInsetTests {
    static func table(style: String, tableWidth: Int = 390, root: Int = 390, y: Int = 0, preserves: String = "", cellY: Int = 18) -> String {
        LayoutFixture.storyboard(width: root, height: 844, subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="\(style)" rowHeight="61" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="\(y)" width="\(tableWidth)" height="844"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" \(preserves) rowHeight="61" id="cell">
                        <rect key="frame" x="0.0" y="\(cellY)" width="\(tableWidth)" height="61"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" \(preserves) tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="61"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="11" width="10" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b1"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b2"/>
                                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="10" id="b4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """, constraints: DocumentFixture.pinnedToRoot("table"))
    }

    @Test func insetGroupedTablesInsetTheirCellsByTheSystemMargin() throws {
        // UITableView.Style.insetGrouped: a 390-point table's cells sit 20 in, 350 wide
        // (passforios, Xcode 14); a plain table's cells span it.
        let f = LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(Self.table(style: "insetGrouped"))))
        #expect(f["cell"] == rect(20, 18, 350, 61))
        #expect(f["content"] == rect(0, 0, 350, 61))
        let plain = LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(Self.table(style: "plain"))))
        #expect(plain["cell"] == rect(0, 18, 390, 61))
        let narrow = LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(Self.table(style: "insetGrouped", tableWidth: 375, root: 375))))
        #expect(narrow["cell"] == rect(16, 18, 343, 61))
    }

    @Test func cellsDoNotSitUnderTheStatusBar() throws {
        // A table from the root's top: its content inset keeps the rows clear of the status
        // bar, so a cell 18 points down still has its content's top margin at 11.
        let f = LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(Self.table(style: "plain"))))
        #expect(f["box"]?.y == 11)
    }

    @Test func rowsThatPreserveTheTablesMarginsStartBelowItsContentInset() throws {
        // The table's top margin (8 below its safe area's top, 28 on an iPhone 8) does not
        // reach its first row when the row preserves its superview's margins: the row sits
        // below the content inset the safe area adds, so its content keeps the cell's top
        // margin of 11, not 28 (passforios's commit-log cells, Xcode 14: labels on the top
        // margin at y = 11 in a row 50 down a table under a 91-point safe area).
        let text = Self.table(style: "plain", preserves: #"preservesSuperviewLayoutMargins="YES""#, cellY: 0)
        let f = LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text)))
        #expect(f["box"]?.y == 11)
    }
}
