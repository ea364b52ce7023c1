import SceneLayout
import SceneModel
import Testing
import TestSupport

/// Rows of a table with automatic row heights (`rowHeight="-1"`) stored shorter than their
/// content: the subviews keep their own sizes and run past the row's bottom (Esri's
/// 3D-graphic settings, KeePassium's entry viewer), where a row of fixed height squeezes them.
@Suite struct SelfSizingTableCellTests {
    /// A static table (`tableRowHeight`) whose one row (`cellRowHeight`, stored `rowHeight`
    /// points high) holds `title` on the top margin, 21 high at the priority a label resists
    /// compression, and `slider`, 30 high, 8 below it and on the bottom margin: 82 points of
    /// content. The subviews are drawn at y = 0 so that nothing is read from where they sit.
    /// `bottom` is the slider's constraint to the content view's bottom margin, written with
    /// the content view first unless told.
    static func table(tableRowHeight: String, cellRowHeight: String = "", rowHeight: Int,
                      bottom: String = #"<constraint firstAttribute="bottomMargin" secondItem="slider" secondAttribute="bottom" id="s5"/>"#) -> String {
        LayoutFixture.storyboard(width: 375, height: 667, subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="\(tableRowHeight)" estimatedRowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <sections>
                    <tableViewSection id="section">
                        <cells>
                            <tableViewCell contentMode="scaleToFill" \(cellRowHeight) id="cell">
                                <rect key="frame" x="0.0" y="28" width="375" height="\(rowHeight)"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(rowHeight)"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="t1"/>
                                        <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t2"/>
                                        <constraint firstItem="title" firstAttribute="width" constant="100" id="t3"/>
                                        <constraint firstItem="title" firstAttribute="height" constant="21" priority="750" id="t4"/>
                                        <constraint firstItem="slider" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="s1"/>
                                        <constraint firstItem="slider" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="s2"/>
                                        <constraint firstItem="slider" firstAttribute="width" constant="100" id="s3"/>
                                        <constraint firstItem="slider" firstAttribute="height" constant="30" id="s4"/>
                                        \(bottom)
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            """, constraints: DocumentFixture.pinnedToRoot("table"))
    }

    static func frames(_ text: String) throws -> [String: Rect] {
        LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text)))
    }

    @Test func aSelfSizingRowStoredShorterThanItsContentLetsTheContentRunPastItsBottom() throws {
        // Stored 44 high: the row and its content view keep 44, the title keeps its 21
        // points on the top margin (11) and the slider sits 8 below it, ending at 70.
        let f = try Self.frames(Self.table(tableRowHeight: "-1", rowHeight: 44))
        #expect(f["cell"]?.height == 44)
        #expect(f["content"]?.height == 44)
        #expect(f["title"] == rect(16, 11, 100, 21))
        #expect(f["slider"] == rect(16, 40, 100, 30))
        // Written the other way round: the slider first, 11 above the content view's bottom.
        let reversed = try Self.frames(Self.table(tableRowHeight: "-1", rowHeight: 44, bottom:
            #"<constraint firstItem="slider" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" constant="-11" id="s5"/>"#))
        #expect(reversed["title"] == rect(16, 11, 100, 21))
        #expect(reversed["slider"] == rect(16, 40, 100, 30))
    }

    @Test func aRowOfFixedHeightSqueezesItsContentInstead() throws {
        // The same row in a table of 44-point rows, or with a row height of its own: the
        // bottom margin holds, and the title gives way (11 + h + 8 + 30 + 11 = 44).
        for text in [Self.table(tableRowHeight: "44", rowHeight: 44),
                     Self.table(tableRowHeight: "-1", cellRowHeight: #"rowHeight="44""#, rowHeight: 44)] {
            let f = try Self.frames(text)
            #expect(f["slider"] == rect(16, 3, 100, 30))
            #expect(f["title"]?.height == -16)
        }
    }

    @Test func rowsStoredAtOrAboveTheirContentsHeightAreLaidOutAsBefore() throws {
        // Stored at its content's 81 points, nothing gives; stored 100 high, the slider still
        // ends on the bottom margin (89) and the title stretches to meet it.
        let fitted = try Self.frames(Self.table(tableRowHeight: "-1", rowHeight: 81))
        #expect(fitted["title"] == rect(16, 11, 100, 21))
        #expect(fitted["slider"] == rect(16, 40, 100, 30))
        let tall = try Self.frames(Self.table(tableRowHeight: "-1", rowHeight: 100))
        #expect(tall["slider"] == rect(16, 59, 100, 30))
        #expect(tall["title"] == rect(16, 11, 100, 40))
    }
}
