import Foundation
@testable import SceneCommands
import SceneLayout
import SceneModel
import Testing
import TestSupport

/// `PrettyJSONEncoder` writes the bytes of Foundation's `JSONEncoder` (pretty, sorted
/// keys, slashes unescaped) followed by `JSONNumbers.normalize`, the oracle here, for
/// every shape of value the Codable protocols allow.
@Suite struct PrettyJSONEncoderTests {
    enum Kind: String, Codable, CaseIterable { case label, button, stackView = "stack-view" }

    struct Leaf: Codable {
        var double: Double
        var float: Float
        var integers: [Int64]
        var unsigned: UInt8
        var text: String
        var optional: Double?
        var kind: Kind
        var flags: [Bool?]
    }

    struct Tree: Codable {
        var leaves: [Leaf]
        var children: [Tree]
        var table: [String: Int]
        var byNumber: [Int: String]
        var nested: [[Double]]
        var note: String?
    }

    /// Writes one key twice, asks for its container twice, nests containers by hand, and
    /// hands out a super encoder: the paths synthesized conformances never take.
    struct Handwritten: Encodable {
        var value: Double
        enum Key: String, CodingKey { case value, again, nested, list, parent, zeta = "ζ", upper = "Z" }
        struct Silent: Encodable { func encode(to encoder: Encoder) throws {} }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(value, forKey: .value)
            try container.encode("first", forKey: .again)
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
            try nested.encode(Silent(), forKey: .value)
            try nested.encodeNil(forKey: .upper)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(value * 3)
            var inner = list.nestedContainer(keyedBy: Key.self)
            try inner.encode(1, forKey: .zeta)
            try list.encode([String]())
            try Tree?.none.encode(to: list.superEncoder())
            try "super".encode(to: container.superEncoder(forKey: .parent))
            try [Double: Bool]().encode(to: container.superEncoder())
            var again = encoder.container(keyedBy: Key.self)
            try again.encode("second", forKey: .again)
        }
    }

    static let textPieces = ["a", "é", "名前", "👍🏽", "\u{301}", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", " ", "1.50000000001", "-3e-7", "Z", "z", "aa"]

    static func double(_ random: inout SplitMix64) -> Double {
        let base = Double(Int.random(in: -2000...2000, using: &random)) / 3
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return base
        case 1: return base.rounded() + Double.ulpOfOne * 64 * Double.random(in: -1...1, using: &random)
        case 2: return Double.random(in: -1e9...1e9, using: &random)
        case 3: return Double.random(in: -1e-3...1e-3, using: &random)
        case 4: return [0.0, -0.0, 1e15, -1e15, 1e15 - 0.5, 999_999_999_999_999, 1e16, 2e300, Double.leastNonzeroMagnitude, 1e-7, -4.9999999e-7, 0.0000005][Int.random(in: 0..<12, using: &random)]
        case 5: return Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF) * (Bool.random(using: &random) ? 1 : -1)
        case 6: return Double(Int.random(in: -9_007_199_254_740_992...9_007_199_254_740_992, using: &random))
        case 7: return base * 1e-9
        default: return base.rounded()
        }
    }

    static func text(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...5, using: &random)).map { _ in textPieces[Int.random(in: 0..<textPieces.count, using: &random)] }.joined()
    }

    static func leaf(_ random: inout SplitMix64) -> Leaf {
        let float = Float(double(&random))
        return Leaf(double: double(&random), float: float.isFinite ? float : 1.5,
             integers: (0..<Int.random(in: 0...3, using: &random)).map { _ in Int64(bitPattern: random.next()) },
             unsigned: UInt8(truncatingIfNeeded: random.next()), text: text(&random),
             optional: Bool.random(using: &random) ? double(&random) : nil, kind: Kind.allCases.randomElement(using: &random)!,
             flags: (0..<Int.random(in: 0...3, using: &random)).map { _ in [true, false, nil][Int.random(in: 0...2, using: &random)] })
    }

    static func tree(_ random: inout SplitMix64, depth: Int) -> Tree {
        Tree(leaves: (0..<Int.random(in: 0...3, using: &random)).map { _ in leaf(&random) },
             children: depth == 0 ? [] : (0..<Int.random(in: 0...2, using: &random)).map { _ in tree(&random, depth: depth - 1) },
             table: Dictionary((0..<Int.random(in: 0...6, using: &random)).map { _ in (text(&random), Int.random(in: -99...99, using: &random)) },
                               uniquingKeysWith: { a, _ in a }),
             byNumber: Dictionary(uniqueKeysWithValues: (0..<Int.random(in: 0...3, using: &random)).map { ($0 * 7 - 5, text(&random)) }),
             nested: (0..<Int.random(in: 0...2, using: &random)).map { _ in (0..<Int.random(in: 0...2, using: &random)).map { _ in double(&random) } },
             note: Bool.random(using: &random) ? text(&random) : nil)
    }

    @Test func sameBytesAsFoundationOnRandomValues() throws {
        var random = SplitMix64(seed: 2026)
        for _ in 0..<300 {
            let value = Self.tree(&random, depth: 3)
            let ours = try PrettyJSONEncoder.encode(value)
            #expect(ours == (try JSONOutput.encodeWithFoundation(value)))
        }
    }

    @Test func sameBytesForHandwrittenContainersAndTopLevelScalars() throws {
        for value in [0.5, -0.0, 128.00000000000003, 3e-7, 1e300] {
            #expect(try PrettyJSONEncoder.encode(Handwritten(value: value)) == (try JSONOutput.encodeWithFoundation(Handwritten(value: value))))
            #expect(try PrettyJSONEncoder.encode(value) == (try JSONOutput.encodeWithFoundation(value)))
        }
        #expect(try PrettyJSONEncoder.encode("a/\"b\"\n") == (try JSONOutput.encodeWithFoundation("a/\"b\"\n")))
        #expect(try PrettyJSONEncoder.encode([Int]()) == (try JSONOutput.encodeWithFoundation([Int]())))
        #expect(try PrettyJSONEncoder.encode([String: [Int]]()) == (try JSONOutput.encodeWithFoundation([String: [Int]]())))
        #expect(try PrettyJSONEncoder.encode(Data([0, 1, 250])) == (try JSONOutput.encodeWithFoundation(Data([0, 1, 250]))))
        #expect(try PrettyJSONEncoder.encode([URL(string: "https://example.com/a b")!]) == (try JSONOutput.encodeWithFoundation([URL(string: "https://example.com/a%20b")!])))
    }

    /// The writer remembers the order of key lists it has sorted (`memberOrder`): objects
    /// with the same keys, the same keys in another order, one key more or less, and keys
    /// that are canonically equivalent but differ in their bytes, must each be sorted as
    /// Foundation sorts them.
    @Test func objectsRepeatingTheirKeysSortAsFoundationDoes() throws {
        let composed = "\u{E9}", decomposed = "e\u{301}"
        let objects: [[String: Int]] = [
            ["b": 1, "a": 2, "c": 3], ["c": 4, "a": 5, "b": 6], ["a": 7, "b": 8], ["a": 9, "b": 10, "c": 11, "d": 12],
            [composed: 1, "f": 2, "e": 3], [decomposed: 4, "f": 5, "e": 6], [composed: 7, "f": 8, "e": 9],
        ]
        for repeated in [objects, objects + objects.reversed(), Array(repeating: objects, count: 5).flatMap { $0 }] {
            #expect(try PrettyJSONEncoder.encode(repeated) == (try JSONOutput.encodeWithFoundation(repeated)))
        }
    }

    @Test func numbersJSONCannotHoldAreRefused() {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EncodingError.self) { try PrettyJSONEncoder.encode(["x": [value]]) }
            #expect(throws: EncodingError.self) { try JSONOutput.encodeWithFoundation(["x": [value]]) }
        }
        #expect(throws: EncodingError.self) { try PrettyJSONEncoder.encode(Handwritten.Silent()) }
    }

    /// Real output: the layouts and summaries of the example documents.
    @Test func sameBytesOnTheExampleDocuments() throws {
        let examples = Corpus.examples
        #expect(!examples.isEmpty)
        for url in examples {
            let document = try SceneDocument.load(contentsOf: url.path)
            let layout = SceneLayoutEngine().layout(document)
            #expect(try JSONOutput.encode(layout, schemaVersion: 1) == (try JSONOutput.encodeWithFoundation(layout, schemaVersion: 1)), "\(url.lastPathComponent)")
            #expect(try JSONOutput.encode(DocumentSummary(document)) == (try JSONOutput.encodeWithFoundation(DocumentSummary(document))), "\(url.lastPathComponent)")
        }
    }
}
