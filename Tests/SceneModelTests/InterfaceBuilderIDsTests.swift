import SceneModel
import SceneXML
import Testing

@Suite struct InterfaceBuilderIDsTests {
    static func hasInterfaceBuilderShape(_ id: String) -> Bool {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    @Test func idsHaveInterfaceBuilderShapeAndNeverRepeat() {
        var ids = InterfaceBuilderIDs(taken: [])
        var seen: Set<String> = []
        for _ in 0..<10_000 {
            let id = ids.next()
            #expect(Self.hasInterfaceBuilderShape(id), "\(id)")
            #expect(seen.insert(id).inserted)
        }
    }

    @Test func theDocumentsIdsAreNeverReused() throws {
        // The first id of the default sequence, already in the document: the next is another.
        var probe = InterfaceBuilderIDs(taken: [])
        let first = probe.next()
        let text = #"<document><objects><view id="\#(first)"/><view id="-1"/></objects></document>"#
        var ids = InterfaceBuilderIDs(document: try SceneXMLDocument(bytes: Array(text.utf8), path: "t"))
        #expect(ids.isTaken(first) && ids.isTaken("-1"))
        #expect(ids.next() != first)
    }

    @Test func theSequenceIsTheSameEveryRun() {
        var a = InterfaceBuilderIDs(taken: []), b = InterfaceBuilderIDs(taken: [])
        #expect((0..<5).map { _ in a.next() } == (0..<5).map { _ in b.next() })
    }
}
