import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A table cell's content view takes the system side margin of its table's width (16 up
/// to 375 points, 20 beyond), as a root view takes its own width's, not the screen's:
/// KeePassium's pricing plans (21701) put content 16 in from the cells of a 252-point table
/// on a 414-point iPhone (AccuracyLog, session 15, accmap18). Apple: the system margins
/// depend on "the size of the container" (ContentMarginGuide.container).
@Suite struct TableWidthCellMarginTests {
    /// TableCellMarginTests' cell, in a table of `tableWidth` on an iPhone 8 Plus.
    func boxFrame(tableWidth: Int) throws -> Rect? {
        try TableCellMarginTests.boxFrame(
            toolsVersion: "21701",
            screen: .init(device: #"<device id="retina5_5" orientation="portrait"/>"#, width: 414, height: 736),
            tableWidth: tableWidth)
    }

    @Test func aNarrowTablesCellsHaveSixteenPointMarginsOnAWidePhone() throws {
        #expect(try boxFrame(tableWidth: 252) == rect(16, 11, 10, 10))
    }

    @Test func aFullWidthTablesCellsHaveTheWidePhonesTwenty() throws {
        #expect(try boxFrame(tableWidth: 414) == rect(20, 11, 10, 10))
    }
}
