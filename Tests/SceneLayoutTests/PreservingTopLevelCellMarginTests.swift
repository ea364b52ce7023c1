import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A table cell at the top of a XIB that preserves its superview's margins, with a content
/// view preserving the cell's, is inset 15 at the sides by Xcode 10.2 to 11.x
/// (`XcodeEra.preservingTopLevelCellsAt15` up to `subviewTablesAtSystemMargin`), whatever
/// its width; before and after, and when either does not preserve, the cell's own system
/// margin. The shapes are the documents': passforios's title cell (14868, 320 points on an
/// iPhone 8: an image on the leading margin at 15) with its own cells at 16 either side
/// (14490, 21507), Zebra's source cell (16096, 416 points: 15 where the width gives 20) and
/// QuickBlox's cells (15705, not preserving: 16). AccuracyLog, session 20, era24.
@Suite struct PreservingTopLevelCellMarginTests {
    /// The bar of `TopLevelCellMarginTests`' cell on an iPhone 8, preserving margins as asked.
    static func bar(toolsVersion: String, cellWidth: Int = 320, cellPreserves: Bool = true, contentPreserves: Bool = true) throws -> Rect? {
        try TopLevelCellMarginTests.bar(toolsVersion: toolsVersion, device: "retina4_7", cellWidth: cellWidth,
                                        cellPreserves: cellPreserves, contentPreserves: contentPreserves)
    }

    @Test func xcode11InsetsAPreservingCell15() throws {
        // passforios (14868): 320 points, content on both margins at 15.
        #expect(try Self.bar(toolsVersion: "14868") == rect(15, 17, 290, 10))
        // Zebra (16096): 416 points, where the cell's own width gives 20.
        #expect(try Self.bar(toolsVersion: "16096", cellWidth: 416) == rect(15, 17, 386, 10))
    }

    @Test func theCellsOwnMarginBeforeAndAfter() throws {
        // passforios's preserving cells of 14490 and 21507: 16.
        #expect(try Self.bar(toolsVersion: "14490") == rect(16, 17, 288, 10))
        #expect(try Self.bar(toolsVersion: "21507") == rect(16, 17, 288, 10))
    }

    @Test func aCellThatDoesNotPreserveKeepsItsOwnMargin() throws {
        // QuickBlox (15705): neither preserves, 16; the content view alone preserving reaches
        // only the cell's own margins.
        #expect(try Self.bar(toolsVersion: "15705", cellPreserves: false, contentPreserves: false) == rect(16, 17, 288, 10))
        #expect(try Self.bar(toolsVersion: "15705", cellPreserves: false) == rect(16, 17, 288, 10))
        #expect(try Self.bar(toolsVersion: "15705", contentPreserves: false) == rect(16, 17, 288, 10))
    }
}
