import SceneLayout
import SceneModel
import Testing
import TestSupport

extension XcodeWarningRuleTests {
    @Test func tableCellsAndTheirContentViewsArePlacedByTheTableAndNeverMisplaced() throws {
        // An inset-grouped table insets its cells (20 in, 350 wide on 390 points), yet Xcode
        // saved many still full width and flags none of them (passforios, 27 cells), nor
        // PopcornTimeTV's or AdguardForiOS's cells stored not spanning their tables: the
        // table sets a cell's frame and the cell its content view's, whatever was drawn.
        let layout = try layout(TableCellInsetTests.table(style: "insetGrouped"))
        let cell = try view("cell", in: layout), content = try view("content", in: layout)
        #expect(cell.frame == rect(20, 18, 350, 61))
        #expect(cell.storedFrame == rect(0, 18, 390, 61))
        #expect(!cell.misplaced)
        #expect(content.storedFrame?.width == 390)
        #expect(content.frame.width == 350)
        #expect(!content.misplaced)
        let named = Set(layout.diagnostics.filter { $0.kind == .misplaced }.flatMap(\.items))
        #expect(!named.contains("cell") && !named.contains("content"))
        // What the constraints place inside the cell is still judged: the box, pinned to the
        // content view's margins, is 310 wide where it was drawn 10 wide.
        #expect(try view("box", in: layout).misplaced)
    }
}
