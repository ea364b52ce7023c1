import SceneLayout
import SceneModel
import Testing
import TestSupport

/// Table cells saved without a frame (Xcode 6.1) are their table's rows: as wide as the
/// table, as tall as the row height the document writes, stacked in order, their content
/// views less a standard accessory's 33 points and, in a table that draws separators, less
/// the separator's row. The shape is francisvm's EpiTime (var24, 6254: 85-point rows in a
/// 600-point table without separators, labels 20 from both sides of a content view beside
/// a disclosure indicator, 527 wide; AccuracyLog, session 20, framelesscell24).
@Suite struct FramelessTableCellTests {
    static func storyboard(separatorStyle: String) -> String {
        let cells = [("plain", "none"), ("disclosure", "disclosureIndicator")].map { id, accessory in
            """
            <tableViewCell contentMode="scaleToFill" accessoryType="\(accessory)" indentationWidth="10" reuseIdentifier="\(id)" rowHeight="85" id="\(id)">
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(id)" id="\(id)-content">
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
                            <rect key="frame" x="20" y="10" width="100" height="16"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="16" id="\(id)-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leading" constant="20" id="\(id)-l"/>
                        <constraint firstAttribute="trailing" secondItem="\(id)-box" secondAttribute="trailing" constant="20" id="\(id)-t"/>
                        <constraint firstAttribute="bottom" secondItem="\(id)-box" secondAttribute="bottom" constant="10" id="\(id)-b"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }.joined(separator: "\n")
        return DocumentFixture.oneControllerStoryboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" systemVersion="14C109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
            device: "", width: 600, height: 600,
            subviews: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="\(separatorStyle)" rowHeight="85" sectionHeaderHeight="22" sectionFooterHeight="22" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <prototypes>
                    \(cells)
                    </prototypes>
                </tableView>
                """,
            constraints: DocumentFixture.pinnedToRoot("table"))
    }

    static func frames(separatorStyle: String) throws -> [String: Rect] {
        let document = try LayoutFixture.document(storyboard(separatorStyle: separatorStyle))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))
    }

    @Test func aFramelessCellIsItsTablesRow() throws {
        let frames = try Self.frames(separatorStyle: "none")
        #expect(frames["plain"] == Rect(x: 0, y: 0, width: 600, height: 85))
        #expect(frames["disclosure"] == Rect(x: 0, y: 85, width: 600, height: 85))
        // No separator: the content view is the whole row, the box 10 above its bottom.
        #expect(frames["plain-content"] == Rect(x: 0, y: 0, width: 600, height: 85))
        #expect(frames["plain-box"] == Rect(x: 20, y: 59, width: 560, height: 16))
    }

    @Test func itsContentViewLeavesTheAccessorysArea() throws {
        // EpiTime's group cell: 600 less the disclosure indicator's 33, a 527-point label.
        let frames = try Self.frames(separatorStyle: "none")
        #expect(frames["disclosure-content"] == Rect(x: 0, y: 0, width: 567, height: 85))
        #expect(frames["disclosure-box"]?.width == 527)
    }

    @Test func aTableWithSeparatorsKeepsTheSeparatorsRow() throws {
        // Before iOS 11 the content view leaves the separator a pixel row (1 point on the
        // Any/Any canvas), as in the corpus's 102 stored cells of tables with separators.
        let frames = try Self.frames(separatorStyle: "default")
        #expect(frames["plain-content"] == Rect(x: 0, y: 0, width: 600, height: 84))
        #expect(frames["plain-box"]?.y == 58)
    }
}
