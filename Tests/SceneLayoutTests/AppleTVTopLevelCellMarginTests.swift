import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A table cell at the top of a tvOS XIB gets the side margins of a wide iOS cell: 20 points.
/// The shape is NoahFetz's `ThumbnailTitleSubtitleTableViewCell` (tv23, 18122, 1920 × 250):
/// a thumbnail on the leading margin less 8 stored at x = 12 and an accessory image on the
/// trailing margin ending at 1900. It is the only tvOS cell in the corpus and every fresh set
/// whose stored frames show its margins by equalities; its top and bottom (views 36 or more
/// inside `topMargin + 8` and `bottomMargin - 8` inequalities) only bound them, and the 11 of
/// an iOS cell keeps them. One owner, so it pins what the tool already does rather than a
/// tvOS rule (AccuracyLog, session 20, tvcell24).
@Suite struct AppleTVTopLevelCellMarginTests {
    static let xib = TopLevelCellFixture.xib(
        toolsVersion: "18122", device: "appleTV", television: true, cellWidth: 1920, cellHeight: 250,
        subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="thumbnail">
                <rect key="frame" x="12" y="44" width="288" height="162"/>
                <constraints>
                    <constraint firstAttribute="width" constant="288" id="tw"/>
                    <constraint firstAttribute="height" constant="162" id="th"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="accessory">
                <rect key="frame" x="1840" y="95" width="60" height="60"/>
                <constraints>
                    <constraint firstAttribute="width" constant="60" id="aw"/>
                    <constraint firstAttribute="height" constant="60" id="ah"/>
                </constraints>
            </view>
            """,
        constraints: """
            <constraint firstItem="thumbnail" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="-8" id="tl"/>
            <constraint firstItem="thumbnail" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="ty"/>
            <constraint firstItem="accessory" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="at"/>
            <constraint firstItem="accessory" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="ay"/>
            """,
        cellExtra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#)

    @Test func aWideTopLevelCellHas20PointSideMargins() throws {
        let document = try LayoutFixture.document(Self.xib, path: "inline.xib")
        let frames = LayoutFixture.frames(SceneLayoutEngine().layout(document))
        #expect(frames["thumbnail"] == rect(12, 44, 288, 162))
        #expect(frames["accessory"] == rect(1840, 95, 60, 60))
    }
}
