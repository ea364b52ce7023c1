import SceneXML
import Testing

/// Diagnostics name the column where an element's start tag begins (libxml2 keeps only
/// lines).
@Suite struct ElementColumnTests {
    @Test func columnsAreWhereStartTagsBegin() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document>
            <viewController id="vc"><view id="a"/></viewController>
            <view
                id="b" key="multi-line"/>
        </document>
        """
        let document = try SceneXMLDocument(bytes: Array(text.utf8), path: "inline.xml")
        let elements = Dictionary(uniqueKeysWithValues: document.root.descendants.compactMap { e in e.attribute("id").map { ($0, e) } })
        #expect(document.root.column == 1)
        #expect(elements["vc"]?.column == 5)
        // `<view` is not found inside `<viewController`.
        #expect(elements["a"]?.column == 29)
        // A start tag over two lines: found on the line where it begins.
        #expect(elements["b"]?.column == 5)
    }
}
