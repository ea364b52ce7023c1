/// Elements added to a document edited by splicing (`SplicedEdits`), kept as libxml2's tree
/// would hold them: each new element numbered after the parsed ones (so a handle to it
/// stays valid however many come after), with its parent, the element it follows and the
/// whitespace text nodes `SceneXMLElement+Editing` puts around it.
///
/// Order: `following[anchor]` lists the new elements placed right after `anchor` (an
/// element, or `firstKey(parent)` for "before the parent's first child"), the latest
/// first, as an element inserted after `anchor` goes before those inserted there earlier.
/// A new element's own followers come right after it, so the children of a parent are its
/// parsed children with each one's followers expanded depth first
/// (`SplicedEdits.children(of:store:)`).
struct SplicedInsertions {
    /// How a new element was placed, which says what text node precedes it.
    enum Placement {
        /// After a sibling (or as the only child of an element with none): its own
        /// `leading` text node, if any, precedes it.
        case after
        /// Before its parent's first child: the text that preceded that child precedes it
        /// now, and its `trailing` text separates the two (removing it is not spliced).
        case first
    }

    struct NewElement {
        let name: String
        var attributes: [SplicedEdits.Attribute]
        let parent: Int32
        let placement: Placement
        /// The whitespace text node made with it, before it (`appendChild`, `insertChild`).
        let leading: [UInt8]?
        /// The whitespace text node made with it, after it (`insertFirstChild`).
        let trailing: [UInt8]?
        /// For a new element that was given children: the text node after its last child.
        var closing: [UInt8]?
    }

    /// The number of parsed elements: new element `i` is number `base + i`.
    private(set) var base: Int32 = 0
    private(set) var elements: [NewElement] = []
    private(set) var following: [Int32: [Int32]] = [:]
    /// The elements that were given new children, sorted: the read API lists the
    /// children of the others as it does without insertions. A sorted array, not a set:
    /// asked on every read of children, hashing cost more than the few compares.
    private(set) var parents: [Int32] = []

    var isEmpty: Bool { elements.isEmpty }

    func isNew(_ element: Int32) -> Bool { !elements.isEmpty && element >= base }

    subscript(element: Int32) -> NewElement {
        get { elements[Int(element - base)] }
        set { elements[Int(element - base)] = newValue }
    }

    /// Whether the sorted `values` hold `value` (binary search).
    static func contains(_ values: [Int32], _ value: Int32) -> Bool {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < values.count && values[low] == value
    }

    /// The anchor standing for "before the first child of `parent`".
    static func firstKey(_ parent: Int32) -> Int32 { -(parent + 2) }

    /// Adds `element` right after `anchor`; returns its number.
    mutating func add(_ element: NewElement, after anchor: Int32, parsedCount: Int) -> Int32 {
        if elements.isEmpty { base = Int32(parsedCount) }
        let number = base + Int32(elements.count)
        elements.append(element)
        following[anchor, default: []].insert(number, at: 0)
        if !Self.contains(parents, element.parent) {
            parents.insert(element.parent, at: parents.firstIndex { $0 > element.parent } ?? parents.count)
        }
        return number
    }

    /// The new elements placed after `anchor`, in document order with their followers,
    /// each passed to `body` (removed ones too: their followers stay).
    func forEachFollowing(_ anchor: Int32, _ body: (Int32) -> Void) {
        guard let first = following[anchor] else { return }
        var stack = Array(first.reversed())
        while let element = stack.popLast() {
            body(element)
            if let next = following[element] { stack.append(contentsOf: next.reversed()) }
        }
    }
}
