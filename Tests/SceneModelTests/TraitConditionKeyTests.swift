@testable import SceneModel
import Testing
import TestSupport

/// `TraitCondition(key:)` answers the size-class keys from a table; every key, in the
/// table or not, must parse as the part-by-part parser (`init(parsing:)`) parses it.
@Suite struct TraitConditionKeyTests {
    @Test func tableKeysParseAsTheParserParsesThem() {
        #expect(TraitCondition.sizeClassKeys.count == 13)
        for (key, condition) in TraitCondition.sizeClassKeys {
            #expect(TraitCondition(parsing: key) == condition, "\(key)")
            #expect(TraitCondition(key: condition.description) == condition, "\(key)")
        }
    }

    /// Keys made of the parts Interface Builder writes, near misses, separators in odd
    /// places and canonically equivalent spellings (U+212A for `K`, combining marks).
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomKeysParseAsTheParserParsesThem(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let parts = ["heightClass", "widthClass", "userInterfaceIdiom", "compact", "regular", "pad", "mac", "default",
                     "=", "=", "-", "-", "Compact", " ", "\u{301}", "\u{212A}", "", "heightClass=compact", "widthClass=regular"]
        var known = 0
        for _ in 0..<5_000 {
            let key = (0..<Int.random(in: 1...5, using: &generator)).map { _ in parts[Int.random(in: 0..<parts.count, using: &generator)] }.joined()
            let fast = TraitCondition(key: key), slow = TraitCondition(parsing: key)
            #expect(fast == slow, "\(key.unicodeScalars.map { String($0.value, radix: 16) })")
            if TraitCondition.sizeClassKeys[key] != nil { known += 1 }
        }
        #expect(known > 0)
    }
}
