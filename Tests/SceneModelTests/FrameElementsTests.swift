import SceneModel
import SceneXML
import Testing

@Suite struct FrameElementsTests {
    static let source = """
    <document>
        <view id="a">
            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom"/>
        </view>
        <view id="b">
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom"/>
            <variation key="heightClass=compact">
                <rect key="frame" x="1" y="2" width="3" height="4"/>
            </variation>
        </view>
    </document>

    """

    func lines(_ document: SceneXMLDocument) throws -> [Substring] {
        String(decoding: try document.bytesForSaving(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func anExistingFrameChangesOnlyItsNumbers() throws {
        let document = try SceneXMLDocument(bytes: Array(Self.source.utf8), path: "t")
        let a = try #require(document.root.children.first)
        FrameElements.write(Rect(x: 0, y: 8, width: 100, height: 20.5), to: a)
        let after = try lines(document), before = Self.source.split(separator: "\n", omittingEmptySubsequences: false)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(changed.first?.1 == #"        <rect key="frame" x="0.0" y="8" width="100" height="20.5"/>"#)
    }

    @Test func aMissingFrameIsInsertedFirstWithItsSiblingsIndentation() throws {
        let document = try SceneXMLDocument(bytes: Array(Self.source.utf8), path: "t")
        let b = try #require(document.root.children.last)
        FrameElements.write(Rect(x: 0, y: 0, width: 0.6, height: 44), to: b)
        let text = String(decoding: try document.bytesForSaving(), as: UTF8.self)
        #expect(text.contains("""
            <view id="b">
                <rect key="frame" x="0.0" y="0.0" width="0.59999999999999998" height="44"/>
                <color key="backgroundColor"
        """))
        #expect(FrameElements.rect(of: b)?.attribute("height") == "44")
    }

    @Test func aVariationsFrameIsWrittenThere() throws {
        let document = try SceneXMLDocument(bytes: Array(Self.source.utf8), path: "t")
        let b = try #require(document.root.children.last)
        FrameElements.write(Rect(x: 1, y: 2, width: 3, height: 5), to: b, variationKey: "heightClass=compact")
        #expect(FrameElements.rect(of: b, variationKey: "heightClass=compact")?.attribute("height") == "5")
        #expect(FrameElements.rect(of: b) == nil)
    }
}
