import Foundation
import SceneXML
import Testing
import TestSupport

@Suite struct EditingTests {
    let source = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document>
        <view id="a">
            <constraints>
                <constraint firstAttribute="width" constant="10" id="c1"/>
            </constraints>
            <empty/>
        </view>
    </document>

    """

    @Test func appendedChildIsIndentedLikeItsSiblings() throws {
        let document = try SceneXMLDocument(bytes: Array(source.utf8), path: "t")
        let constraints = try #require(document.root.descendants.first { $0.name == "constraints" })
        constraints.appendChild(named: "constraint", attributes: [("firstAttribute", "height"), ("id", "c2")])
        let text = String(decoding: try document.serializedBytes(), as: UTF8.self)
        #expect(text.contains("""
                    <constraint firstAttribute="width" constant="10" id="c1"/>
                    <constraint firstAttribute="height" id="c2"/>
                </constraints>
        """))
    }

    @Test func anEmptyPairTakesAChildAndKeepsNoStrayText() throws {
        let bytes = Array("<document>\n    <empty></empty>\n</document>\n".utf8)
        let document = try SceneXMLDocument(bytes: bytes, path: "t")
        let empty = try #require(document.root.children.first)
        #expect(empty.textContent == "")
        empty.appendChild(named: "item")
        let text = String(decoding: try document.serializedBytes(), as: UTF8.self)
        #expect(text == "<document>\n    <empty>\n        <item/>\n    </empty>\n</document>\n")
    }

    @Test func firstChildOfAnEmptyElementGetsItsOwnBlock() throws {
        let document = try SceneXMLDocument(bytes: Array(source.utf8), path: "t")
        let empty = try #require(document.root.descendants.first { $0.name == "empty" })
        empty.appendChild(named: "item", attributes: [("id", "i1")])
        let text = String(decoding: try document.serializedBytes(), as: UTF8.self)
        #expect(text.contains("""
                <empty>
                    <item id="i1"/>
                </empty>
        """))
    }

    @Test func removedElementTakesItsLineWithIt() throws {
        let document = try SceneXMLDocument(bytes: Array(source.utf8), path: "t")
        let constraint = try #require(document.root.descendants.first { $0.attribute("id") == "c1" })
        constraint.remove()
        // The handle stays usable after removal: its node lives until the document goes.
        #expect(constraint.attribute("id") == "c1")
        let text = String(decoding: try document.serializedBytes(), as: UTF8.self)
        #expect(text.contains("<constraints>\n        </constraints>"))
        #expect(!text.contains("c1"))
    }

    @Test func attributeChangesKeepTheirPlace() throws {
        let document = try SceneXMLDocument(bytes: Array(source.utf8), path: "t")
        let constraint = try #require(document.root.descendants.first { $0.attribute("id") == "c1" })
        #expect(!document.isModified)
        constraint.setAttribute("constant", "10")
        #expect(!document.isModified, "setting the same value is no change")
        constraint.setAttribute("constant", "12.5")
        constraint.setAttribute("priority", "750")
        let text = String(decoding: try document.serializedBytes(), as: UTF8.self)
        #expect(text.contains("<constraint firstAttribute=\"width\" constant=\"12.5\" id=\"c1\" priority=\"750\"/>"))
        constraint.removeAttribute("priority")
        #expect(!String(decoding: try document.serializedBytes(), as: UTF8.self).contains("priority"))
    }

    @Test func savesAtomicallyAndReadsBack() throws {
        let document = try SceneXMLDocument(bytes: Array(source.utf8), path: "t")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("edit.xib").path
        document.root.children.first?.setAttribute("id", "b")
        try document.save(to: path)
        let again = try SceneXMLDocument.load(contentsOf: path)
        #expect(again.root.children.first?.attribute("id") == "b")
    }

    /// Saving through a symbolic link (a chain of two, one relative) replaces the file it
    /// points to; the links stay links.
    @Test func savingThroughASymbolicLinkKeepsTheLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let real = try folder.file("real.xib", source)
        let inner = folder.url.appendingPathComponent("inner.xib").path
        let outer = folder.url.appendingPathComponent("outer.xib").path
        try FileManager.default.createSymbolicLink(atPath: inner, withDestinationPath: "real.xib")
        try FileManager.default.createSymbolicLink(atPath: outer, withDestinationPath: inner)
        let document = try SceneXMLDocument.load(contentsOf: outer)
        document.root.children.first?.setAttribute("id", "b")
        try document.save(to: outer)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: outer) == inner)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: inner) == "real.xib")
        #expect(try SceneXMLDocument.load(contentsOf: real.path).root.children.first?.attribute("id") == "b")
    }
}


@Suite struct InsertingTests {
    let source = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document>
        <view contentMode="scaleToFill" id="a">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <color key="backgroundColor" white="1" alpha="1"/>
            <connections/>
        </view>
    </document>

    """

    @Test func aChildInsertedAfterASiblingTakesItsIndentation() throws {
        let document = try SceneXMLDocument(bytes: Array(source.utf8), path: "t")
        let view = try #require(document.root.children.first)
        let color = try #require(view.child(named: "color"))
        let constraints = view.insertChild(named: "constraints", after: color)
        constraints.appendChild(named: "constraint", attributes: [("firstAttribute", "width"), ("constant", "10"), ("id", "c1")])
        let text = String(decoding: try document.serializedBytes(), as: UTF8.self)
        #expect(text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <document>
            <view contentMode="scaleToFill" id="a">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <color key="backgroundColor" white="1" alpha="1"/>
                <constraints>
                    <constraint firstAttribute="width" constant="10" id="c1"/>
                </constraints>
                <connections/>
            </view>
        </document>

        """)
    }

    @Test func aNewAttributeGoesBeforeTheNamedOneAnExistingOneStays() throws {
        let document = try SceneXMLDocument(bytes: Array(source.utf8), path: "t")
        let view = try #require(document.root.children.first)
        view.setAttribute("translatesAutoresizingMaskIntoConstraints", "NO", before: ["id"])
        #expect(view.attributes.map(\.name) == ["contentMode", "translatesAutoresizingMaskIntoConstraints", "id"])
        view.setAttribute("contentMode", "center", before: ["id"])
        #expect(view.attributes.map(\.name) == ["contentMode", "translatesAutoresizingMaskIntoConstraints", "id"])
        // Before the first attribute, and after all when the named one is absent.
        view.setAttribute("opaque", "NO", before: ["contentMode"])
        view.setAttribute("userLabel", "Box", before: ["missing"])
        #expect(view.attributes.map(\.name) == ["opaque", "contentMode", "translatesAutoresizingMaskIntoConstraints", "id", "userLabel"])
        let text = String(decoding: try document.serializedBytes(), as: UTF8.self)
        #expect(text.contains(#"<view opaque="NO" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="Box">"#))
    }
}
