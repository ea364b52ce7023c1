import SceneLayout
import SceneModel
import Testing
import TestSupport

/// UITableView makes each cell as wide as itself and each cell keeps its content view to
/// its bounds less the accessory, whatever width and masks the document saved them with.
/// A cell saved 320 wide (content view 287: a disclosure indicator takes 33) in a table
/// that is 375 wide here: the cell is 375 and its content view 342.
@Suite struct TableCellTests {
    static let storyboard = LayoutFixture.storyboard(subviews: """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <prototypes>
                <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" id="cell">
                    <rect key="frame" x="0.0" y="28" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="287" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """, constraints: DocumentFixture.pinnedToRoot("table"))

    @Test func cellsTakeTheirTablesWidth() throws {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.storyboard))
        let f = LayoutFixture.frames(layout)
        #expect(f["table"] == rect(0, 0, 375, 667))
        #expect(f["cell"] == rect(0, 28, 375, 44))
        #expect(f["content"] == rect(0, 0, 342, 44))
    }

    @Test func theAccessoryIsOnTheLeftRightToLeft() throws {
        // Right to left the disclosure indicator takes the cell's first 33 points.
        let document = try LayoutFixture.document(Self.storyboard)
        let f = LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, rtl: true)))
        #expect(f["cell"] == rect(0, 28, 375, 44))
        #expect(f["content"] == rect(33, 0, 342, 44))
    }

    @Test func collectionViewItemsMirrorRightToLeft() throws {
        // A 100-point item 10 points from the leading edge of a 375-point collection view:
        // right to left it sits 10 points from the right edge, at x = 265.
        let text = LayoutFixture.storyboard(subviews: """
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="collection">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                    <size key="itemSize" width="100" height="50"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell contentMode="center" id="item">
                        <rect key="frame" x="10" y="20" width="100" height="50"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </collectionViewCell>
                </cells>
            </collectionView>
            """, constraints: DocumentFixture.pinnedToRoot("collection"))
        let document = try LayoutFixture.document(text)
        let ltr = LayoutFixture.frames(SceneLayoutEngine().layout(document))
        #expect(ltr["item"] == rect(10, 20, 100, 50))
        let rtl = LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, rtl: true)))
        #expect(rtl["item"] == rect(265, 20, 100, 50))
    }
}
