import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A table cell at the top of a XIB is not drawn under the simulated screen's status bar:
/// its content view's top margin is the cell's 11, with no safe-area inset added, even when
/// the cell carries a safe-area layout guide. The shapes are the documents': openHAB's image
/// cell (cell21, 14460: 317 points on a 4.7-inch iPhone, a view on the top margin at 11),
/// skedgo's alert cell (ios24, Xcode 26 beta: the same phone, 11) and covpass's action cell
/// (xib21, 17701: a notched iPhone 11, 11 where the sensor housing would give 55).
/// BankWallet's About cell (xib21, 14313) stores 31, as if the 20-point status bar were added;
/// it is the only document that does, and openHAB's, one Xcode later, does not: one owner,
/// left as it is (AccuracyLog, session 20, cellmargin24).
@Suite struct TopLevelCellTopMarginTests {
    static func xib(toolsVersion: String, device: String) -> String {
        TopLevelCellFixture.xib(
            toolsVersion: toolsVersion, device: device, cellWidth: 320, cellHeight: 100,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="16" y="11" width="40" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="40" id="w"/>
                        <constraint firstAttribute="height" constant="40" id="h"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                """,
            cellExtra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#)
    }

    static func boxTop(toolsVersion: String, device: String) throws -> Double? {
        let document = try LayoutFixture.document(xib(toolsVersion: toolsVersion, device: device), path: "inline.xib")
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]?.y
    }

    @Test func aTopLevelCellIsNotUnderTheStatusBar() throws {
        // openHAB (14460) and skedgo (Xcode 26 beta) on a 4.7-inch iPhone: 11, not 31.
        #expect(try Self.boxTop(toolsVersion: "14460.31", device: "retina4_7") == 11)
        #expect(try Self.boxTop(toolsVersion: "32700.99.1234", device: "retina4_7") == 11)
    }

    @Test func aTopLevelCellIsNotUnderTheSensorHousing() throws {
        // covpass (17701) on a notched iPhone 11: 11, not 55.
        #expect(try Self.boxTop(toolsVersion: "17701", device: "retina6_1") == 11)
    }
}
