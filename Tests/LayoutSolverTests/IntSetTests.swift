@testable import LayoutSolver
import Testing

@Suite struct IntSetTests {
    /// Random inserts and removes agree with Swift's Set, through growth and tombstones.
    @Test func behavesLikeASet() {
        var generator = SeededGenerator(seed: 7)
        var set = IntSet()
        var reference: Set<Int> = []
        for step in 0..<20_000 {
            let value = Int.random(in: 0..<500, using: &generator)
            if Bool.random(using: &generator) {
                #expect(set.insert(value) == reference.insert(value).inserted)
            } else {
                set.remove(value)
                reference.remove(value)
            }
            if step % 997 == 0 {
                #expect(Set(set) == reference)
                #expect(set.count == reference.count)
                #expect(set.sorted == reference.sorted())
            }
        }
        for value in 0..<500 { #expect(set.contains(value) == reference.contains(value)) }
        set.removeAll()
        #expect(set.isEmpty && !set.contains(3))
    }
}
