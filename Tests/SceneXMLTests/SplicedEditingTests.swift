import Foundation
import SceneXML
import Testing
import TestSupport

/// Documents edited by splicing (`SceneXMLDocument.loadForSplicing`) against the same edits
/// on libxml2's tree, the oracle: the same bytes whenever splicing does not refuse, and the
/// same answers from the read API after the edits.
@Suite struct SplicedEditingTests {
    /// One random edit, made the same way on both documents. Elements are named by their
    /// place among the root's descendants before any edit (the same in both).
    enum Edit {
        case set(element: Int, name: String, value: String, before: [String])
        case removeAttribute(element: Int, name: String)
        case remove(element: Int)
    }

    static let values = ["0.0", "12.5", "YES", "a<b>&\"c\"", "line\nbreak\ttab", "375", ""]

    static func randomEdits(_ document: SceneXMLDocument, count: Int, generator: inout SplitMix64) -> [Edit] {
        let elements = document.root.descendants
        guard !elements.isEmpty else { return [] }
        var edits: [Edit] = []
        for _ in 0..<count {
            let index = Int.random(in: 0..<elements.count, using: &generator)
            let names = elements[index].attributeNames
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<4 where !names.isEmpty:
                edits.append(.set(element: index, name: names.randomElement(using: &generator)!,
                                  value: values.randomElement(using: &generator)!, before: []))
            case 4..<6:
                // Not `&`: libxml2's tree reads it as an entity reference in a value placed
                // before another attribute (`aValueWithAnAmpersandBeforeAnotherIsRefused`).
                edits.append(.set(element: index, name: "added\(Int.random(in: 0..<3, using: &generator))",
                                  value: values.filter { !$0.contains("&") }.randomElement(using: &generator)!,
                                  before: names.isEmpty ? [] : [names.randomElement(using: &generator)!, "id"]))
            case 6..<8 where !names.isEmpty:
                edits.append(.removeAttribute(element: index, name: names.randomElement(using: &generator)!))
            default:
                edits.append(.remove(element: index))
            }
        }
        return edits
    }

    static func apply(_ edits: [Edit], to document: SceneXMLDocument) {
        let elements = document.root.descendants
        for edit in edits {
            switch edit {
            case .set(let element, let name, let value, let before):
                if before.isEmpty { elements[element].setAttribute(name, value) } else { elements[element].setAttribute(name, value, before: before) }
            case .removeAttribute(let element, let name): elements[element].removeAttribute(name)
            case .remove(let element): elements[element].remove()
            }
        }
    }

    /// What the read API says of every element left, in document order.
    static func reading(_ document: SceneXMLDocument) -> [String] {
        ([document.root] + document.root.descendants).map { element in
            let attributes = element.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
            let children = element.children.map(\.name).joined(separator: ",")
            let named = element.children(named: "constraint").count
            return "\(element.name) [\(attributes)] (\(element.attributeNames.joined(separator: ","))) {\(children)} \(named) \(element.parent?.name ?? "-")"
        }
    }

    /// Returns whether splicing refused; expects the same bytes and reads otherwise.
    @discardableResult
    static func compare(_ bytes: [UInt8], edits: (SceneXMLDocument) -> [Edit], label: String) throws -> Bool {
        let tree = try SceneXMLDocument(bytes: bytes, path: label)
        let spliced = try SceneXMLDocument.forSplicing(bytes: bytes, path: label)
        #expect(spliced.isEditedBySplicing)
        let list = edits(tree)
        apply(list, to: tree)
        apply(list, to: spliced)
        // Some refusals are found only when the edits are written. A refused document is
        // edited again on the tree by its caller: its reads do not matter.
        let splicedBytes = try? spliced.bytesForSaving()
        if spliced.splicingRefusal != nil { return true }
        #expect(reading(spliced) == reading(tree), "\(label): reads after \(list)")
        #expect(spliced.isModified == tree.isModified, "\(label)")
        #expect(splicedBytes == (try tree.bytesForSaving()), "\(label): bytes after \(list)")
        return false
    }

    @Test(.enabled(if: Corpus.isAvailable)) func randomEditsOnCorpusDocumentsSpliceAsTheTreeSerializes() throws {
        var generator = SplitMix64(seed: 12)
        var documents = 0, refused = 0
        for (position, file) in Corpus.documents.enumerated() where position % 8 == 0 {
            let bytes = Array(try Data(contentsOf: file))
            for round in 0..<3 {
                let count = [1, 4, 12][round]
                documents += 1
                if try Self.compare(bytes, edits: { Self.randomEdits($0, count: count, generator: &generator) },
                                    label: "\(file.lastPathComponent) round \(round)") { refused += 1 }
            }
        }
        print("spliced random edits: \(documents - refused) of \(documents) identical to the tree's serialization, \(refused) refused")
        #expect(documents > 0)
        // Refusals are rare (a removed element after a comment, one leaving its parent empty).
        #expect(refused * 5 < documents)
    }

    @Test func attributeEditsKeepEverythingElse() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n    <view id=\"a\" misplaced=\"YES\">\n        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"10\" height=\"20\"/>\n    </view>\n</document>\n"
        let document = try SceneXMLDocument.forSplicing(bytes: Array(text.utf8), path: "t")
        let view = try #require(document.root.children.first)
        let rect = try #require(view.child(named: "rect", key: "frame"))
        rect.setAttribute("x", "5")
        rect.setAttribute("width", "10")   // unchanged: no edit
        view.removeAttribute("misplaced")
        view.setAttribute("translatesAutoresizingMaskIntoConstraints", "NO", before: ["id"])
        #expect(rect.attribute("x") == "5")
        #expect(view.attribute("misplaced") == nil)
        #expect(document.splicingRefusal == nil)
        #expect(String(decoding: try document.bytesForSaving(), as: UTF8.self) == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n    <view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"a\">\n        <rect key=\"frame\" x=\"5\" y=\"0.0\" width=\"10\" height=\"20\"/>\n    </view>\n</document>\n")
    }

    @Test func unchangedValuesLeaveTheDocumentUnmodified() throws {
        let text = "<document>\n    <a x=\"1\"/>\n</document>\n"
        let document = try SceneXMLDocument.forSplicing(bytes: Array(text.utf8), path: "t")
        let a = try #require(document.root.children.first)
        a.setAttribute("x", "1")
        a.removeAttribute("y")
        #expect(!document.isModified)
        #expect(try document.bytesForSaving() == Array(text.utf8))
    }

    /// What splicing cannot write exactly is refused, never written differently.
    @Test(arguments: [
        ("a tag over two lines", "<document>\n    <a x=\"1\"\n       y=\"2\"/>\n</document>\n", "set"),
        ("single quotes", "<document>\n    <a x='1'/>\n</document>\n", "set"),
        ("the only content", "<document><a><b/></a></document>\n", "remove b"),
        ("after a comment", "<document>\n    <!--note-->\n    <b/>\n</document>\n", "remove b"),
        ("a new element in a parsed leaf", "<document>\n    <a x=\"1\"/>\n</document>\n", "append"),
        ("non-ASCII value", "<document>\n    <a x=\"1\"/>\n</document>\n", "set é"),
    ])
    func refusedEdits(name: String, text: String, edit: String) throws {
        let tree = try SceneXMLDocument(bytes: Array(text.utf8), path: name)
        let spliced = try SceneXMLDocument.forSplicing(bytes: Array(text.utf8), path: name)
        for document in [tree, spliced] {
            let a = document.root.descendants[0]
            switch edit {
            case "set": a.setAttribute("x", "3")
            case "set é": a.setAttribute("x", "é")
            case "append": a.appendChild(named: "c")
            default: document.root.descendants.first { $0.name == "b" }?.remove()
            }
        }
        #expect(throws: XMLError.self) { try spliced.bytesForSaving() }
        #expect(spliced.splicingRefusal != nil, "\(name)")
        _ = try tree.bytesForSaving()
    }

    @Test func aValueWithAnAmpersandBeforeAnotherIsRefused() throws {
        let document = try SceneXMLDocument.forSplicing(bytes: Array("<document>\n    <a id=\"1\"/>\n</document>\n".utf8), path: "t")
        document.root.children[0].setAttribute("title", "a&b", before: ["id"])
        #expect(document.splicingRefusal != nil)
    }

    @Test func aLatin1DocumentIsRefused() throws {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document title=\"caf".utf8)
        bytes.append(0xE9)
        bytes += Array("\">\n    <a x=\"1\"/>\n</document>\n".utf8)
        let document = try SceneXMLDocument.forSplicing(bytes: bytes, path: "latin1")
        #expect(document.splicingRefusal != nil)
    }

    @Test func removalsTakeTheirIndentationAndDescendants() throws {
        let text = "<document>\n    <list>\n        <a/>\n        <b><c/></b>\n        <d/>\n    </list>\n</document>\n"
        try Self.compare(Array(text.utf8), edits: { document in
            let names = document.root.descendants.map(\.name)
            return [.remove(element: names.firstIndex(of: "b")!), .remove(element: names.firstIndex(of: "c")!),
                    .remove(element: names.firstIndex(of: "a")!)]
        }, label: "removals")
        let spliced = try SceneXMLDocument.forSplicing(bytes: Array(text.utf8), path: "t")
        let list = spliced.root.children[0]
        list.children[1].remove()
        #expect(list.children.map(\.name) == ["a", "d"])
        #expect(spliced.root.descendants.map(\.name) == ["list", "a", "d"])
        #expect(String(decoding: try spliced.bytesForSaving(), as: UTF8.self) == "<document>\n    <list>\n        <a/>\n        <d/>\n    </list>\n</document>\n")
    }
}
