import Foundation
@testable import SceneXML
import Testing
import TestSupport

/// `SceneXMLElement`'s API by `InterfaceBuilderName` (a fixed name number, values compared in
/// place) answers exactly what its `String` API answers for the name's text. The oracle is the
/// `String` API on libxml2's tree of the same bytes; the fast path is the read-only store's.
@Suite struct InterfaceBuilderNameTests {
    @Test func numbersArePositionsAndNamesArePlainASCII() {
        #expect(MemoryLayout<InterfaceBuilderName>.size == 1)
        for (position, name) in InterfaceBuilderName.allCases.enumerated() {
            #expect(name.number == Int32(position), "\(name)")
            // `hasName` compares numbers: exact only for ASCII without the three characters
            // a non-ASCII text can be canonically equivalent to.
            #expect(name.rawValue.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") })
            #expect(NameTable.startingWithInterfaceBuilderNames.id(of: name.rawValue) == Int32(position))
        }
        #expect(Set(InterfaceBuilderName.allCases.map(\.rawValue)).count == InterfaceBuilderName.allCases.count)
    }

    /// Everything the named API says about an element, one string per question, with the
    /// `String` API's answer to the same question beside it (from `oracle`, the same element
    /// in libxml2's tree).
    static func compare(_ element: SceneXMLElement, with oracle: SceneXMLElement, numbers: [SceneXMLElement: Int], oracleNumbers: [SceneXMLElement: Int]) -> [String] {
        var differences: [String] = []
        func check(_ what: String, _ fast: String, _ slow: String) {
            if fast != slow { differences.append("line \(oracle.line) <\(oracle.name)> \(what): \(fast) vs \(slow)") }
        }
        // The names the element has as attributes or children's tags, and a few it may not
        // (every name on every element made the corpus test take minutes).
        let present = Set(oracle.attributeNames + oracle.children.map(\.name) + [oracle.name])
        let names = InterfaceBuilderName.allCases.filter { present.contains($0.rawValue) } + [.id, .key, .hidden, .rect]
        let known: [InterfaceBuilderName] = [.id, .key, .hidden, .constant]
        check("names not known", "\(element.attributeNames(notIn: known))",
              "\(oracle.attributeNames.filter { name in !known.contains { $0.rawValue == name } })")
        // The child walks (`SceneXMLElement+ChildWalks`) against the `children` array.
        var walked: [Int] = []
        element.forEachChild { walked.append(numbers[$0] ?? -1) }
        check("each child", "\(walked)", "\(oracle.children.map { oracleNumbers[$0] ?? -1 })")
        check("name ends with Cell", "\(element.hasName(endingWith: "Cell"))", "\(oracle.name.hasSuffix("Cell"))")
        check("first cell child", "\(element.firstChild { $0.hasName(endingWith: "Cell") }.flatMap { numbers[$0] } ?? -1)",
              "\(oracle.children.first { $0.name.hasSuffix("Cell") }.flatMap { oracleNumbers[$0] } ?? -1)")
        let keys: [(StaticString, String)] = [("frame", "frame"), ("text", "text"), ("K", "K"), ("e\u{301}", "e\u{301}"), ("", "")]
        for (literal, string) in keys {
            check("a child keyed \(string)", "\(element.hasChild(withKey: literal))", "\(oracle.children.contains { $0.attribute("key") == string })")
        }
        for name in names {
            let text = name.rawValue
            check("attribute \(text)", element.attribute(name) ?? "nil", oracle.attribute(text) ?? "nil")
            check("has \(text)", "\(element.hasAttribute(name))", "\(oracle.attribute(text) != nil)")
            check("name \(text)", "\(element.hasName(name))", "\(oracle.name == text)")
            // Each literal a comparison in the model uses, and ones that only canonical
            // equivalence matches (`K` is U+212A's equivalent, `é` two spellings').
            let comparisons: [(StaticString, String)] = [("YES", "YES"), ("NO", "NO"), ("frame", "frame"), ("normal", "normal"),
                                                         ("text", "text"), ("", ""), ("K", "K"), ("\u{E9}", "\u{E9}"), ("e\u{301}", "e\u{301}")]
            for (literal, string) in comparisons {
                check("\(text) is \(string)", "\(element.attribute(name, is: literal))", "\(oracle.attribute(text) == string)")
                check("child \(text) key \(string)", "\(element.child(named: name, key: literal).flatMap { numbers[$0] } ?? -1)",
                      "\(oracle.child(named: text, key: string).flatMap { oracleNumbers[$0] } ?? -1)")
            }
            check("child \(text)", "\(element.child(named: name).flatMap { numbers[$0] } ?? -1)",
                  "\(oracle.child(named: text).flatMap { oracleNumbers[$0] } ?? -1)")
            check("children \(text)", "\(element.children(named: name).compactMap { numbers[$0] })",
                  "\(oracle.children(named: text).compactMap { oracleNumbers[$0] })")
        }
        return differences
    }

    /// Reads `bytes` read-only (the fast path) and as libxml2's tree (the oracle, whose
    /// named API is the `String` API), and compares every element; also the tree's own
    /// named API, which must fall back to the `String` API.
    static func differences(_ bytes: [UInt8], path: String) throws -> [String] {
        let tree = try SceneXMLDocument(bytes: bytes, path: path)
        let stored = try SceneXMLDocument(bytes: bytes, path: path, readOnly: true)
        let treeElements = [tree.root] + tree.root.descendants
        let storedElements = [stored.root] + stored.root.descendants
        guard treeElements.count == storedElements.count else { return ["element counts differ"] }
        var treeNumbers: [SceneXMLElement: Int] = [:], storedNumbers: [SceneXMLElement: Int] = [:]
        for (number, element) in treeElements.enumerated() { treeNumbers[element] = number }
        for (number, element) in storedElements.enumerated() { storedNumbers[element] = number }
        var result: [String] = []
        for name in [InterfaceBuilderName.id, .key] {
            // The oracle: a dictionary of `String` values seen, as the model kept it.
            var seen: [String: Int] = [:]
            var repeated: [String] = []
            for element in tree.root.descendants {
                guard let value = element.attribute(name.rawValue) else { continue }
                if let first = seen[value] { repeated.append("\(treeNumbers[element]!) \(value) \(first)") } else { seen[value] = element.line }
            }
            #expect(tree.root.repeatedValues(of: name) == nil)
            if let fast = stored.root.repeatedValues(of: name) {
                let described = fast.map { "\(storedNumbers[$0.element]!) \($0.value) \($0.firstLine)" }
                if described != repeated { result.append("repeated \(name): \(described) vs \(repeated)") }
            } else if storedElements.allSatisfy({ $0.attribute(name)?.utf8.allSatisfy { $0 < 0x80 } ?? true }) {
                result.append("repeated \(name): no answer for ASCII values")
            }
        }
        for (fast, slow) in zip(storedElements, treeElements) {
            result += compare(fast, with: slow, numbers: storedNumbers, oracleNumbers: treeNumbers)
            result += compare(slow, with: slow, numbers: treeNumbers, oracleNumbers: treeNumbers)
        }
        return result
    }

    /// Random documents: elements and attributes named from `InterfaceBuilderName` (and a few
    /// other names), values from a pool of the compared literals, their canonical
    /// equivalents in other bytes, near misses and references.
    static func randomDocument(_ generator: inout SplitMix64, asciiOnly: Bool) -> [UInt8] {
        let names = InterfaceBuilderName.allCases.map(\.rawValue) + ["other", "keyed", "Key", "buttonCell", "Cell", "cell", "CellView"]
        let values = ["YES", "NO", "yes", "YES ", "frame", "normal", "text", "", "K", "\u{212A}", "\u{E9}", "e\u{301}",
                      "N&#79;", "&#x212A;", "fr&amp;me", "normal\u{301}", "1.5", "漢字"].filter { !asciiOnly || $0.utf8.allSatisfy { $0 < 0x80 } && !$0.contains("&#x") }
        func pick<T>(_ list: [T]) -> T { list[Int.random(in: 0..<list.count, using: &generator)] }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        func element(depth: Int) {
            let name = pick(names)
            text += "<\(name)"
            var used: Set<String> = []
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                let attribute = Bool.random(using: &generator) ? "key" : pick(names)
                guard used.insert(attribute).inserted else { continue }
                text += " \(attribute)=\"\(pick(values))\""
            }
            if Bool.random(using: &generator), Bool.random(using: &generator) { text += " xmlns:p=\"urn:p\" p:key=\"frame\"" }
            text += ">"
            if depth < 3 { for _ in 0..<Int.random(in: 0...4, using: &generator) { element(depth: depth + 1) } }
            text += "</\(name)>"
        }
        element(depth: 0)
        return Array(text.utf8)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomDocumentsAnswerAsTheStringAPI(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        for round in 0..<10 {
            let bytes = Self.randomDocument(&generator, asciiOnly: round % 2 == 0)
            let differences = try Self.differences(bytes, path: "random.xib")
            #expect(differences.isEmpty, "\(differences.prefix(5)) in \(String(decoding: bytes, as: UTF8.self))")
        }
    }

    /// Every twentieth corpus document.
    @Test(.enabled(if: Corpus.isAvailable)) func corpusDocumentsAnswerAsTheStringAPI() throws {
        let all = Corpus.documents
        for url in stride(from: 0, to: all.count, by: 20).map({ all[$0] }) {
            let differences = try Self.differences([UInt8](Data(contentsOf: url)), path: url.lastPathComponent)
            #expect(differences.isEmpty, "\(url.lastPathComponent): \(differences.prefix(5))")
        }
    }
}
