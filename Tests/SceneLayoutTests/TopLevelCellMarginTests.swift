import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A table cell at the top of a XIB (no table around it) lays its content view's side
/// margins out by its own width when it is 320 points or narrower or wider than 375, as a
/// cell in a table does by its table's; between them, and from Xcode 26, it takes the
/// screen's. The shapes are the documents': QuickBlox's chat sample (15705: a 320-point cell
/// on a 414-point iPhone, a label on both margins at 16), ChatSecure's server cell (16096: 380
/// points on the same phone, 20), Pisth's file cell (13771: 595 points on a 375-point phone,
/// 20), Zatch's list cell (19529: 360 points on the 414 phone, 20) and firebase's quickstart
/// post cell (24127: 339 points on a 393-point phone, 20). AccuracyLog, session 17
/// (cellmargin21) and session 18 (audit22). Margins written on the content view give way to
/// the cell's (session 20, stale24).
@Suite struct TopLevelCellMarginTests {
    static func xib(toolsVersion: String, device: String, cellWidth: Int, contentMargins: String = "",
                    cellPreserves: Bool = false, contentPreserves: Bool = false) -> String {
        let preserving = #" preservesSuperviewLayoutMargins="YES""#
        return TopLevelCellFixture.xib(
            toolsVersion: toolsVersion, device: device, cellWidth: cellWidth, cellHeight: 44,
            cellAttributes: cellPreserves ? preserving : "", contentAttributes: contentPreserves ? preserving : "",
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="17" width="10" height="10"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="10" id="h"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="r"/>
                <constraint firstItem="bar" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c"/>
                """,
            contentExtra: contentMargins)
    }

    static func bar(toolsVersion: String, device: String, cellWidth: Int, contentMargins: String = "",
                    cellPreserves: Bool = false, contentPreserves: Bool = false) throws -> Rect? {
        let document = try LayoutFixture.document(xib(toolsVersion: toolsVersion, device: device, cellWidth: cellWidth,
                                                      contentMargins: contentMargins,
                                                      cellPreserves: cellPreserves, contentPreserves: contentPreserves),
                                                  path: "inline.xib")
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["bar"]
    }

    @Test func aNarrowCellOnAWidePhoneHasSixteenPointSides() throws {
        // QuickBlox (15705) and woocommerce (17701): 320 points on a 414-point iPhone 11.
        #expect(try Self.bar(toolsVersion: "15705", device: "retina6_1", cellWidth: 320) == rect(16, 17, 288, 10))
    }

    @Test func aCellWiderThan375HasTwentyPointSidesOnAnyPhone() throws {
        // ChatSecure (16096): 380 points on the same phone; Pisth (13771): 595 on an iPhone 8.
        #expect(try Self.bar(toolsVersion: "16096", device: "retina6_1", cellWidth: 380) == rect(20, 17, 340, 10))
        #expect(try Self.bar(toolsVersion: "13771", device: "retina4_7", cellWidth: 595) == rect(20, 17, 555, 10))
    }

    @Test func aCellBetween321And375PointsKeepsTheScreensMargin() throws {
        // Zatch (19529, xib22): 360 points on a 414-point iPhone 11 at 20.
        #expect(try Self.bar(toolsVersion: "19529", device: "retina6_1", cellWidth: 360) == rect(20, 17, 320, 10))
        // BankWallet (14313, xib21): 335 points on a 375-point iPhone 8 at 16, either reading.
        #expect(try Self.bar(toolsVersion: "14313", device: "retina4_7", cellWidth: 335) == rect(16, 17, 303, 10))
    }

    @Test func xcode26TakesTheScreensMargin() throws {
        // firebase's quickstart (24127): 339 points on a 393-point iPhone 15 at 20.
        #expect(try Self.bar(toolsVersion: "24127", device: "retina6_12", cellWidth: 339) == rect(20, 17, 299, 10))
    }

    @Test func marginsWrittenOnTheContentViewGiveWayToTheCells() throws {
        // covpass's action cell (17701, xib21): zeros written on a 352-point cell's content
        // view on an iPhone 11, its stack stored 20 in; LoopKit's bolus cell (14490, xib19)
        // writes 8, 15, 8, 8 and is stored 20 in. AccuracyLog, session 20, stale24.
        let zeros = #"<edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>"#
        #expect(try Self.bar(toolsVersion: "17701", device: "retina6_1", cellWidth: 352, contentMargins: zeros) == rect(20, 17, 312, 10))
        let written = #"<edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="8"/>"#
        #expect(try Self.bar(toolsVersion: "14490.70", device: "retina4_7", cellWidth: 416, contentMargins: written) == rect(20, 17, 376, 10))
    }
}
