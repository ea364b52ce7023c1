import Foundation
import SceneCommands
import SceneLayout
import SceneModel
import SceneXML
import Testing
import TestSupport

/// Update Frames writes only what the constraints determine: a view that differs from the
/// solution only where it is left open (here a table's cell view, which AppKit places) keeps
/// its frame, and the document is not rewritten.
@Suite struct UpdateFramesOpenPartsTests {
    /// A view-based table whose cell view is drawn as the second row (y = 17); the cell's
    /// label is pinned inside it.
    static let xib = DocumentFixture.appKitTable(cellY: 17)

    @Test func aViewDifferingOnlyWhereItIsOpenKeepsItsFrame() throws {
        let document = try SceneDocument(xml: SceneXMLDocument(bytes: Array(Self.xib.utf8), path: "table.xib"))
        let traits = DeviceTable.documentTraits(document.header)
        let cell = try #require(SceneLayoutEngine().layout(document, traits: traits).allViews.first { $0.id == "cell" })
        // The solution puts it elsewhere, yet that part is open: not misplaced…
        #expect(FrameUpdater.differs(try #require(cell.storedFrame), cell.frame))
        #expect(!cell.misplaced)
        // …and Update Frames leaves the file as it was.
        let report = FrameUpdater(traits: traits).update(document)
        #expect(report.updates.isEmpty)
        #expect(try document.xml.bytesForSaving() == document.xml.originalBytes)
    }
}
