@testable import SceneXML
import Testing
import TestSupport

/// `NameTable` numbers each name once, in the order first seen, and finds exactly the names
/// it has numbered, by bytes (as libxml2 compares names). The oracle is a Swift dictionary
/// of byte arrays.
@Suite struct NameTableTests {
    /// Names built from a small alphabet, so that many share a length, a prefix or a
    /// suffix (what a weak hash would confuse), with non-ASCII letters and the empty name.
    static func randomName(_ generator: inout SplitMix64) -> [UInt8] {
        let pieces: [[UInt8]] = [Array("a".utf8), Array("b".utf8), Array("view".utf8), Array("Controller".utf8),
                                 Array("é".utf8), Array("e\u{301}".utf8), Array("ß".utf8), Array(":".utf8)]
        let count = Int.random(in: 0...6, using: &generator)
        return (0..<count).flatMap { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func numbersEachNameOnceAndFindsExactlyThem(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var table = NameTable()
        var oracle: [[UInt8]: Int32] = [:]
        // Enough names to grow the table several times past its first 64 slots.
        for _ in 0..<2_000 {
            let name = Self.randomName(&generator)
            let expected = oracle[name] ?? Int32(oracle.count)
            oracle[name] = expected
            let id = name.withUnsafeBufferPointer { table.intern($0) }
            #expect(id == expected, "seed \(seed): \(name)")
        }
        #expect(table.count == oracle.count)
        for (name, id) in oracle {
            #expect(name.withUnsafeBufferPointer { table.id(of: $0) } == id)
            #expect(Array(table.names[Int(id)].utf8) == name)
            if let string = String(validating: name, as: UTF8.self) {
                #expect(table.id(of: string) == id, "seed \(seed): \(string)")
            }
        }
        // Names never interned are absent, whatever they share with the interned ones.
        for _ in 0..<2_000 {
            let name = Self.randomName(&generator) + Array("x".utf8)
            guard oracle[name] == nil else { continue }
            #expect(name.withUnsafeBufferPointer { table.id(of: $0) } == nil, "seed \(seed): \(name)")
        }
    }

    /// Canonically equivalent names with different bytes are different names, as libxml2
    /// compares them (Swift's `String ==` would call them equal).
    @Test func comparesBytesNotCanonicalEquivalence() {
        var table = NameTable()
        let composed = Array("é".utf8), decomposed = Array("e\u{301}".utf8)
        let first = composed.withUnsafeBufferPointer { table.intern($0) }
        #expect(table.id(of: "e\u{301}") == nil)
        let second = decomposed.withUnsafeBufferPointer { table.intern($0) }
        #expect(first != second)
        #expect(table.id(of: "é") == first)
        #expect(table.id(of: "e\u{301}") == second)
    }
}
