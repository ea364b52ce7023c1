import Foundation
import SceneXML
import Testing
import TestSupport

/// New elements in documents edited by splicing, against the same insertions on libxml2's
/// tree (the oracle): random sequences of `appendChild`, `insertChild(after:)`,
/// `insertFirstChild`, attribute edits and removals of new elements, and removals of parsed
/// ones, made step by step on both documents; the same answers from the read API after
/// every step and the same bytes at the end whenever splicing does not refuse, and the
/// spliced bytes parse.
@Suite struct SplicedInsertionTests {
    /// Both documents' handles to one element.
    struct Pair {
        var tree: SceneXMLElement
        var spliced: SceneXMLElement
    }

    /// One random step, chosen from the tree's state and made on both documents. Returns
    /// false when the step had nothing to act on.
    static func step(_ elements: inout [Pair], added: inout [Pair], generator: inout SplitMix64) -> Bool {
        let live = elements.filter { $0.tree.parent != nil } + added.filter { $0.tree.parent != nil }
        // Mostly elements with element children: inserting into a parsed leaf is refused.
        let containers = live.filter { !$0.tree.children.isEmpty }
        let attributes: [(String, String)] = [("firstAttribute", "top"), ("constant", "\(Int.random(in: 0..<40, using: &generator))"),
                                              ("id", "n\(Int.random(in: 0..<1000, using: &generator))")]
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<3:
            // Parsed elements with element children, or new ones (Add Missing Constraints
            // appends to the `<constraints>` it made).
            let parents = containers + added.filter { $0.tree.parent != nil && $0.tree.name == "constraints" }
            guard let parent = parents.randomElement(using: &generator) else { return false }
            let new = Pair(tree: parent.tree.appendChild(named: "constraint", attributes: attributes),
                           spliced: parent.spliced.appendChild(named: "constraint", attributes: attributes))
            added.append(new)
        case 3..<5:
            guard let sibling = live.filter({ $0.tree.parent != nil && $0.tree.parent?.parent != nil }).randomElement(using: &generator),
                  let treeParent = sibling.tree.parent, let splicedParent = sibling.spliced.parent else { return false }
            let new = Pair(tree: treeParent.insertChild(named: "constraints", after: sibling.tree),
                           spliced: splicedParent.insertChild(named: "constraints", after: sibling.spliced))
            added.append(new)
        case 5:
            guard let parent = containers.randomElement(using: &generator) else { return false }
            added.append(Pair(tree: parent.tree.insertFirstChild(named: "constraints"),
                              spliced: parent.spliced.insertFirstChild(named: "constraints")))
        case 6..<8:
            guard let new = added.filter({ $0.tree.parent != nil }).randomElement(using: &generator) else { return false }
            let value = ["0.0", "12.5", "YES", "a<b>\"c\""].randomElement(using: &generator)!
            if Bool.random(using: &generator) {
                new.tree.setAttribute("constant", value, before: ["id"])
                new.spliced.setAttribute("constant", value, before: ["id"])
            } else {
                new.tree.removeAttribute("constant")
                new.spliced.removeAttribute("constant")
            }
        case 8:
            guard let new = added.filter({ $0.tree.parent != nil }).randomElement(using: &generator) else { return false }
            new.tree.remove()
            new.spliced.remove()
        default:
            guard let parsed = elements.filter({ $0.tree.parent != nil && $0.tree.children.isEmpty }).randomElement(using: &generator) else { return false }
            parsed.tree.remove()
            parsed.spliced.remove()
        }
        return true
    }

    /// What the read API says of every element left, in document order.
    static func reading(_ document: SceneXMLDocument) -> [String] {
        ([document.root] + document.root.descendants).map { element in
            let attributes = element.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
            let children = element.children.map(\.name).joined(separator: ",")
            let named = element.children(named: "constraint").count
            let first = element.child(named: "constraints").map { "\($0.line):\($0.children.count)" } ?? "-"
            // The same questions through the model's numbered names (`InterfaceBuilderName`),
            // which must answer for inserted elements as the `String` API does.
            let byNumber = "\(element.hasName(.constraint)),\(element.hasName(.constraints)),\(element.attribute(.id) ?? "-"),\(element.children(named: .constraint).count)"
            return "\(element.name)@\(element.line) [\(attributes)] (\(element.attributeNames.joined(separator: ","))) {\(children)} \(named) \(first) \(element.parent?.name ?? "-") \(byNumber)"
        }
    }

    /// Random steps on one document; returns whether splicing refused.
    static func compare(_ bytes: [UInt8], steps: Int, generator: inout SplitMix64, label: String) throws -> Bool {
        let tree = try SceneXMLDocument(bytes: bytes, path: label)
        let spliced = try SceneXMLDocument.forSplicing(bytes: bytes, path: label)
        var elements = zip(tree.root.descendants, spliced.root.descendants).map { Pair(tree: $0, spliced: $1) }
        var added: [Pair] = []
        for number in 0..<steps {
            guard step(&elements, added: &added, generator: &generator) else { continue }
            if let refusal = spliced.splicingRefusal {
                if ProcessInfo.processInfo.environment["SPLICED_INSERTION_REFUSALS"] != nil { print("\(label): \(refusal)") }
                return true
            }
            #expect(reading(spliced) == reading(tree), "\(label): reads after step \(number)")
        }
        let splicedBytes = try? spliced.bytesForSaving()
        if spliced.splicingRefusal != nil { return true }
        let expected = try tree.bytesForSaving()
        #expect(splicedBytes.map { String(decoding: $0, as: UTF8.self) } == String(decoding: expected, as: UTF8.self), "\(label): bytes")
        // The result parses, and reads as the tree reads.
        let again = try SceneXMLDocument(bytes: splicedBytes ?? [], path: label)
        #expect(again.root.descendants.count == tree.root.descendants.count, "\(label)")
        return false
    }

    @Test(.enabled(if: Corpus.isAvailable)) func randomInsertionsOnCorpusDocumentsSpliceAsTheTreeSerializes() throws {
        var generator = SplitMix64(seed: 13)
        var documents = 0, refused = 0
        for (position, file) in Corpus.documents.enumerated() where position % 12 == 5 {
            let bytes = Array(try Data(contentsOf: file))
            for round in 0..<3 {
                documents += 1
                if try Self.compare(bytes, steps: [2, 6, 16][round], generator: &generator,
                                    label: "\(file.lastPathComponent) round \(round)") { refused += 1 }
            }
        }
        print("spliced random insertions: \(documents - refused) of \(documents) identical to the tree's serialization, \(refused) refused")
        #expect(documents > 0)
        #expect(refused * 3 < documents)
    }

    /// Small documents: every step compared, many seeds.
    @Test func randomInsertionsOnASmallDocument() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n    <view id=\"a\">\n        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"10\" height=\"20\"/>\n        <subviews>\n            <view id=\"b\">\n                <rect key=\"frame\"/>\n            </view>\n        </subviews>\n        <constraints>\n            <constraint firstAttribute=\"width\" constant=\"10\" id=\"c\"/>\n        </constraints>\n    </view>\n</document>\n"
        var refused = 0
        for seed in 0..<60 {
            var generator = SplitMix64(seed: UInt64(seed))
            if try Self.compare(Array(text.utf8), steps: 12, generator: &generator, label: "small \(seed)") { refused += 1 }
        }
        print("spliced random insertions, small document: \(60 - refused) of 60 identical, \(refused) refused")
        #expect(refused * 3 < 60)
    }

    @Test func aConstraintsBlockIsWrittenAsXcodeIndentsIt() throws {
        let text = "<document>\n    <view id=\"a\">\n        <rect key=\"frame\"/>\n        <connections/>\n    </view>\n</document>\n"
        let document = try SceneXMLDocument.forSplicing(bytes: Array(text.utf8), path: "t")
        let view = document.root.children[0]
        let constraints = view.insertChild(named: "constraints", after: view.children[0])
        let constraint = constraints.appendChild(named: "constraint", attributes: [("firstAttribute", "width"), ("id", "x")])
        constraints.appendChild(named: "constraint", attributes: [("firstAttribute", "height"), ("id", "y")])
        constraint.setAttribute("constant", "5", before: ["id"])
        #expect(view.children.map(\.name) == ["rect", "constraints", "connections"])
        #expect(document.root.descendants.map(\.name) == ["view", "rect", "constraints", "constraint", "constraint", "connections"])
        #expect(constraint.parent?.name == "constraints" && constraint.line == 0)
        #expect(document.splicingRefusal == nil)
        #expect(String(decoding: try document.bytesForSaving(), as: UTF8.self) == "<document>\n    <view id=\"a\">\n        <rect key=\"frame\"/>\n        <constraints>\n            <constraint firstAttribute=\"width\" constant=\"5\" id=\"x\"/>\n            <constraint firstAttribute=\"height\" id=\"y\"/>\n        </constraints>\n        <connections/>\n    </view>\n</document>\n")
        // Taking both out again gives the source back.
        for element in constraints.children { element.remove() }
        constraints.remove()
        #expect(try document.bytesForSaving() == Array(text.utf8))
    }

    @Test func aSourceWithCarriageReturnsIsRefused() throws {
        let document = try SceneXMLDocument.forSplicing(bytes: Array("<document>\r\n    <a><b/></a>\r\n</document>\r\n".utf8), path: "t")
        document.root.children[0].appendChild(named: "c")
        #expect(document.splicingRefusal != nil)
    }
}
