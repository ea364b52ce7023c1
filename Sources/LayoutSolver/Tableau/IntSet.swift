/// A set of small non-negative integers (symbol ids) for the column index: open addressing
/// with linear probing. Swift's `Set` hashes with SipHash, which dominated the solver's
/// profile; ids need no protection against hash flooding.
struct IntSet: Sequence {
    private static let empty = -1
    private static let deleted = -2

    private var slots: [Int] = []
    private(set) var count = 0
    /// Occupied plus deleted slots, for the load factor.
    private var used = 0

    var isEmpty: Bool { count == 0 }

    /// Identity hashing: ids are dense small integers, so consecutive ids take consecutive
    /// slots, and iterating a column walks the rows in creation order (cache friendly).
    @inline(__always)
    private static func hash(_ value: Int, _ mask: Int) -> Int {
        value & mask
    }

    func contains(_ value: Int) -> Bool {
        guard !slots.isEmpty else { return false }
        let mask = slots.count - 1
        var index = Self.hash(value, mask)
        while true {
            let slot = slots[index]
            if slot == value { return true }
            if slot == Self.empty { return false }
            index = (index + 1) & mask
        }
    }

    /// Returns false when the value was already there.
    @discardableResult
    mutating func insert(_ value: Int) -> Bool {
        if (used + 1) * 2 > slots.count { rehash() }
        let mask = slots.count - 1
        var index = Self.hash(value, mask)
        var firstDeleted = -1
        while true {
            let slot = slots[index]
            if slot == value { return false }
            if slot == Self.empty { break }
            if slot == Self.deleted && firstDeleted < 0 { firstDeleted = index }
            index = (index + 1) & mask
        }
        if firstDeleted >= 0 {
            slots[firstDeleted] = value
        } else {
            slots[index] = value
            used += 1
        }
        count += 1
        return true
    }

    mutating func remove(_ value: Int) {
        guard !slots.isEmpty else { return }
        let mask = slots.count - 1
        var index = Self.hash(value, mask)
        while true {
            let slot = slots[index]
            if slot == value {
                slots[index] = Self.deleted
                count -= 1
                // Give the memory back when the set has emptied out: a column that once
                // held every row (a symbol substituted everywhere, then cancelled row by
                // row) would otherwise keep its capacity, n columns of n slots.
                if count == 0 {
                    removeAll()
                } else if slots.count > 64 && count * 16 < slots.count {
                    rehash()
                }
                return
            }
            if slot == Self.empty { return }
            index = (index + 1) & mask
        }
    }

    mutating func removeAll() {
        slots = []
        count = 0
        used = 0
    }

    private mutating func rehash() {
        let old = slots
        var capacity = 8
        while capacity < (count + 1) * 4 { capacity *= 2 }
        slots = [Int](repeating: Self.empty, count: capacity)
        count = 0
        used = 0
        for value in old where value >= 0 { insert(value) }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let slots: [Int]
        fileprivate var index = 0
        mutating func next() -> Int? {
            while index < slots.count {
                let value = slots[index]
                index += 1
                if value >= 0 { return value }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots) }

    /// The members in ascending order (for deterministic iteration).
    var sorted: [Int] { slots.filter { $0 >= 0 }.sorted() }
}
