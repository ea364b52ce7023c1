import SceneCommands
import SceneLayout
import SceneModel
import SceneXML
import Testing
import TestSupport

/// The writers act on what the frames' layout leaves open, not on Interface Builder's
/// ambiguity question (`SceneLayoutEngine.forWriters`): a view whose frames tie is left as
/// drawn even where a window would settle it.
@Suite struct WritersAmbiguityQuestionTests {
    /// The tied boxes, `top` drawn 10 points right of where it is pinned (misplaced in a
    /// part its constraints decide), its height open in the frames' layout.
    static func document() throws -> SceneDocument {
        let xml = DocumentFixture.appKitTiedBoxes(height: 90, priority: 750, topX: 30)
        return try SceneDocument(xml: SceneXMLDocument(bytes: Array(xml.utf8), path: "window.xib"))
    }

    @Test func updateFramesLeavesAViewOpenInTheFramesLayoutAsDrawn() throws {
        let document = try Self.document()
        let traits = DeviceTable.documentTraits(document.header)
        let report = FrameUpdater(traits: traits).update(document)
        #expect(report.updates.isEmpty)
        #expect(report.leftInPlace.map(\.viewID) == ["top"])
        #expect(report.leftInPlace.first?.reason == .ambiguous)
        #expect(try document.xml.bytesForSaving() == document.xml.originalBytes)
    }

    @Test func interfaceBuildersQuestionWouldHaveWrittenIt() throws {
        // The same update asking Interface Builder's question finds `top` determined and
        // writes the frame the frames' layout chose by breaking the tie.
        let document = try Self.document()
        var updater = FrameUpdater(traits: DeviceTable.documentTraits(document.header))
        updater.engine = SceneLayoutEngine()
        #expect(updater.update(document).updates.map(\.viewID).contains("top"))
    }
}
