import Foundation
import SceneXML
import Testing
import TestSupport

@Suite struct RoundTripTests {
    @Test(.enabled(if: Corpus.isAvailable)) func everyCorpusDocumentSerializesByteForByte() throws {
        let files = Corpus.documents
        var mismatches: [String] = []
        for file in files {
            let document = try SceneXMLDocument.load(contentsOf: file.path)
            // Forced through libxml2's serializer, not the unchanged-bytes shortcut.
            if try document.serializedBytes() != document.originalBytes { mismatches.append(file.lastPathComponent) }
            #expect(try document.bytesForSaving() == document.originalBytes)
        }
        print("round trip through libxml2: \(files.count - mismatches.count)/\(files.count) corpus documents identical")
        #expect(mismatches.isEmpty, "not byte-identical: \(mismatches)")
    }

    @Test(arguments: [
        ("crlf", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<document>\r\n    <a x=\"1\"/>\r\n</document>\r\n"),
        ("comments", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- head -->\n<document>\n    <!--View Controller-->\n    <a/>\n</document>\n<!-- tail -->\n"),
        ("cdata", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document><s><![CDATA[a < b && c]]></s></document>\n"),
        ("spacing", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n\n\t<a/>\n      <b>  text  </b>\n\n</document>\n"),
        ("no declaration", "<document>\n    <a/>\n</document>\n"),
        ("no final newline", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document/>"),
        ("standalone", "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<document a=\"&amp;&lt;&quot;\"/>\n"),
        ("unicode", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document title=\"Ünïcødé — 名前 🙂\">ß</document>\n"),
        ("processing instruction", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?tool arg?>\n<document/>\n"),
        // Xcode writes `<string key="NSNoSelectionPlaceholder"></string>` in AppKit bindings.
        ("empty pair", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n    <string></string>\n    <string key=\"k\"></string>\n    <b/>\n</document>\n"),
        ("empty root pair", "<document></document>\n"),
    ])
    func unseenXMLSurvivesSerialization(name: String, text: String) throws {
        let bytes = Array(text.utf8)
        let document = try SceneXMLDocument(bytes: bytes, path: name)
        #expect(try document.serializedBytes() == bytes, "\(name)")
    }

    @Test func latin1DocumentKeepsItsEncoding() throws {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document title=\"caf".utf8)
        bytes.append(0xE9)
        bytes += Array("\"/>\n".utf8)
        let document = try SceneXMLDocument(bytes: bytes, path: "latin1")
        #expect(document.root.attribute("title") == "café")
        #expect(try document.serializedBytes() == bytes)
    }

    @Test func utf16DocumentKeepsItsEncoding() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document title=\"名前\"/>\n"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes.append(UInt8(unit & 0xFF)); bytes.append(UInt8(unit >> 8)) }
        let document = try SceneXMLDocument(bytes: bytes, path: "utf16")
        #expect(document.root.attribute("title") == "名前")
        #expect(try document.bytesForSaving() == bytes)
        // A re-serialized UTF-16 document is still UTF-16 and still parses to the same value.
        let again = try SceneXMLDocument(bytes: try document.serializedBytes(), path: "utf16-again")
        #expect(again.root.attribute("title") == "名前")
    }

    /// Inside a tag libxml2 keeps no spacing or quote style, so an unchanged document is
    /// written back from its source bytes; this is what `convert` relies on.
    @Test func unchangedDocumentKeepsInTagSpacingAndQuotes() throws {
        let bytes = Array("<?xml version='1.0'?>\n<document  a = 'x' >\n  <b c=\"&#65;\"   />\n</document>\n".utf8)
        let document = try SceneXMLDocument(bytes: bytes, path: "odd")
        #expect(try document.bytesForSaving() == bytes)
        #expect(document.root.children.first?.attribute("c") == "A")
    }

    /// An edit changes exactly the line it touches, in every corpus document.
    @Test(.enabled(if: Corpus.isAvailable)) func oneAttributeEditChangesOneLine() throws {
        let files = Corpus.documents
        var edited = 0, surgical = 0
        defer { print("one-attribute edit: \(surgical)/\(edited) corpus documents change exactly one line (\(files.count - edited) have no frame)") }
        for file in files {
            let document = try SceneXMLDocument.load(contentsOf: file.path)
            guard let rect = document.root.descendants.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) else { continue }
            edited += 1
            rect.setAttribute("x", "12.5")
            #expect(document.isModified)
            let before = String(decoding: document.originalBytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let after = String(decoding: try document.bytesForSaving(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(before.count == after.count, "\(file.lastPathComponent)")
            let changed = zip(before, after).filter { $0 != $1 }
            if before.count == after.count && changed.count == 1 { surgical += 1 }
            #expect(changed.count == 1, "\(file.lastPathComponent): \(changed.count) lines changed")
            #expect(changed.first?.1.contains("x=\"12.5\"") == true)
        }
    }
}
