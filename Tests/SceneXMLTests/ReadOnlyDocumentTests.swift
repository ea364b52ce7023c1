import Foundation
import SceneXML
import Testing
import TestSupport

/// A read-only document (libxml2's SAX2 events into an `ElementStore`, no tree) and one whose
/// tree was discarded answer every read exactly as the lossless libxml2 tree does, and a
/// document that cannot be read fails with the same error. The oracle is libxml2's tree read
/// through the tree path of `SceneXMLElement`.
@Suite struct ReadOnlyDocumentTests {
    /// Everything the read API says about every element, one line per element, with
    /// parents and identities as element numbers in document order.
    static func describe(_ document: SceneXMLDocument) -> [String] {
        let elements = [document.root] + document.root.descendants
        var numbers: [SceneXMLElement: Int] = [:]
        for (number, element) in elements.enumerated() { numbers[element] = number }
        return elements.enumerated().map { number, element in
            let names = element.attributeNames
            let attributes = element.attributes.map { "\($0.name)=\($0.value)" }
            let lookedUp = (names + ["key", "id", "no-such-attribute"]).map { "\($0):\(element.attribute($0) ?? "nil")" }
            let children = element.children
            let childNames = children.map(\.name)
            // The first child of each name, as the model looks children up.
            let firsts = Set(childNames).sorted().map { name in
                "\(name)#\(element.child(named: name).flatMap { numbers[$0] } ?? -1)/\(element.children(named: name).count)"
            }
            let keyed = element.child(named: childNames.first ?? "-", key: children.first?.attribute("key")).flatMap { numbers[$0] } ?? -1
            let parent = element.parent.flatMap { numbers[$0] } ?? -1
            let namespace = element.namespace.map { "\($0.prefix ?? "")=\($0.uri)" } ?? ""
            // Text is compared for elements without element children (see `ElementStoreBuilder`).
            let text = children.isEmpty ? element.textContent : ""
            let same = element.isSameElement(as: elements[number]) && element == elements[number]
            return "\(number) \(element.name) ns[\(namespace)] \(element.line):\(element.column) parent \(parent) "
                + "attributes \(attributes) names \(names) lookups \(lookedUp) children \(childNames.count) \(firsts) keyed \(keyed) "
                + "descendants \(element.descendants.count) text[\(text)] same \(same)"
        }
    }

    static func readEveryWay(_ bytes: [UInt8], path: String = "input.storyboard") throws -> (tree: [String], readOnly: [String], discarded: [String]) {
        let tree = try SceneXMLDocument(bytes: bytes, path: path)
        let readOnly = try SceneXMLDocument(bytes: bytes, path: path, readOnly: true)
        let discarded = try SceneXMLDocument(bytes: bytes, path: path)
        discarded.discardTree()
        #expect(tree.hasTree && !readOnly.hasTree && !discarded.hasTree)
        #expect(tree.declaredEncoding == readOnly.declaredEncoding && tree.declaredEncoding == discarded.declaredEncoding)
        return (describe(tree), describe(readOnly), describe(discarded))
    }

    static func error(_ bytes: [UInt8], readOnly: Bool) -> String {
        do {
            _ = try SceneXMLDocument(bytes: bytes, path: "input.xib", readOnly: readOnly)
            return "read"
        } catch let error as XMLError {
            return "\(error.kind) \(error.description)"
        } catch {
            return "\(error)"
        }
    }

    /// Every tenth corpus document and the five largest (the whole corpus takes half a minute
    /// of processor time in a debug build; the commands' output was compared byte for byte
    /// on all 475 documents, `Documents/PERFORMANCE.md`, session 10).
    @Test(.enabled(if: Corpus.isAvailable)) func corpusDocumentsReadTheSameWithoutTheirTree() throws {
        let all = Corpus.documents
        #expect(all.count > 400)
        func size(_ url: URL) -> Int { (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0 }
        let largest = all.sorted { size($0) > size($1) }
        let documents = Set(stride(from: 0, to: all.count, by: 10).map { all[$0] } + largest.prefix(5)).sorted { $0.path < $1.path }
        for url in documents {
            let bytes = try [UInt8](Data(contentsOf: url))
            let read = try Self.readEveryWay(bytes, path: url.lastPathComponent)
            #expect(read.readOnly == read.tree, "\(url.lastPathComponent)")
            #expect(read.discarded == read.tree, "\(url.lastPathComponent)")
        }
    }

    @Test func referencesNamespacesCDATAAndTextReadAsTheTreeReadsThem() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>\r
        <document xmlns:x="urn:x" a="1 &amp; 2 &#38;#38; &lt;&gt;&quot;&apos; &#x41;&#10;tab\tend" x:b="ns" xml:lang="en">\r
            <!-- a comment -->\r
            <string key="text">  Hello &amp; <![CDATA[<raw> & ]]> world  </string>\r
            <string key="blank">   </string>\r
            <empty></empty><selfClosed/>\r
            <x:item x:key="k" key="plain"><?pi data?>tail</x:item>\r
            <view id="v" userLabel="é ü 漢字"/>\r
        </document>\r

        """
        let read = try Self.readEveryWay(Array(text.utf8))
        #expect(read.readOnly == read.tree)
        #expect(read.discarded == read.tree)
        let document = try SceneXMLDocument(bytes: Array(text.utf8), path: "input.xib", readOnly: true)
        #expect(document.root.attribute("a") == "1 & 2 &#38; <>\"' A\ntab end")
        #expect(document.root.attribute("b") == nil)
        #expect(document.root.attributeNames == ["a", "b", "lang"])
        #expect(document.root.child(named: "string", key: "text")?.textContent == "  Hello & <raw> &  world  ")
        #expect(document.root.child(named: "string", key: "blank")?.textContent == "   ")
        #expect(document.root.child(named: "item")?.namespace?.uri == "urn:x")
    }

    /// Elements with element children: their text is their descendants' text without the
    /// whitespace-only runs between elements (libxml2 keeps those).
    @Test func textOfAnElementWithChildrenLeavesOutIndentation() throws {
        let text = "<document>\n    <a>one</a>\n    <b> two </b>\n    three\n</document>\n"
        let document = try SceneXMLDocument(bytes: Array(text.utf8), path: "input.xib", readOnly: true)
        #expect(document.root.textContent == "one two \n    three\n")
    }

    @Test func linesPastLibXML2sSixteenBitCounterStayExact() throws {
        let text = "<document>\n" + String(repeating: "\n", count: 70_000) + "<view id=\"v\"/>\n</document>\n"
        let document = try SceneXMLDocument(bytes: Array(text.utf8), path: "input.xib", readOnly: true)
        #expect(document.root.child(named: "view")?.line == 70_002)
        #expect(document.root.child(named: "view")?.column == 1)
    }

    @Test func badInputFailsWithTheSameErrorEitherWay() {
        let cases: [String] = [
            "",
            "not xml at all",
            "<document>",
            "<document><view></document>",
            "<?xml version=\"1.0\"?>\n<document>\n    <view id=\"a\">\n        <rect key=\"frame\" x=",
            "<document a=\"1\" a=\"2\"/>",
            "<document>&undefined;</document>",
            "<!DOCTYPE document [<!ENTITY e \"x\">]>\n<document>&e;</document>",
            "<!DOCTYPE document [<!ATTLIST constraint constant CDATA \"250\">]>\n<document/>",
            "<!DOCTYPE document>\n<document/>",
            "<x:document/>",
            "<document x:a=\"1\"/>",
            "<document/>\n<second/>",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document a=\"\u{1}\"/>",
            "<<<<<<< HEAD\n<document/>\n=======\n<document/>\n>>>>>>> other\n",
            "<document>\n" + String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300) + "\n</document>",
        ]
        var inputs = cases.map { Array($0.utf8) }
        inputs.append([0x3C, 0x64, 0x3E, 0xFF, 0xFE, 0x3C, 0x2F, 0x64, 0x3E])
        inputs.append([0xFF, 0xFE, 0x3C, 0x00, 0x64, 0x00, 0x2F, 0x00, 0x3E, 0x00])
        for bytes in inputs {
            #expect(Self.error(bytes, readOnly: true) == Self.error(bytes, readOnly: false), "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test func aDocumentWithoutItsTreeCanStillBeSavedUnchanged() throws {
        let text = "<document>\n    <view id=\"v\"/>\n</document>\n"
        let document = try SceneXMLDocument(bytes: Array(text.utf8), path: "input.xib", readOnly: true)
        #expect(try document.bytesForSaving() == Array(text.utf8))
    }
}
