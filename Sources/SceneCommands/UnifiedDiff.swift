/// A line diff in the unified format of `diff -u` (`--- a/path`, `+++ b/path`, `@@` hunks
/// with three lines of context), what `--dry-run` prints. Lines are compared exactly
/// (a CRLF document's lines keep their `\r`); the edit script is a shortest one, found by
/// Myers' algorithm in linear space (divide and conquer on the middle snake), so time is
/// O((N+M)·D) for D differing lines and memory O(N+M).
public enum UnifiedDiff {
    /// One step of the edit script.
    enum Edit: Equatable {
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// The unified diff of two texts, empty when they are equal.
    public static func diff(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
        diff(old: Array(old.utf8), new: Array(new.utf8), oldLabel: oldLabel, newLabel: newLabel, context: context)
    }

    /// The unified diff of two byte sequences split at `\n`, empty when they are equal.
    public static func diff(old: [UInt8], new: [UInt8], oldLabel: String, newLabel: String, context: Int = 3) -> String {
        if old == new { return "" }
        let a = lines(old), b = lines(new)
        // A last line without its newline differs from the same text with one, as in `diff -u`.
        let script = edits(a, b)
        return render(script, a, b, oldLabel: oldLabel, newLabel: newLabel, context: context)
    }

    struct Line: Hashable {
        var text: [UInt8]
        var hasNewline: Bool
    }

    static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            result.append(Line(text: Array(bytes[start..<index]), hasNewline: true))
            start = index + 1
        }
        if start < bytes.count { result.append(Line(text: Array(bytes[start...]), hasNewline: false)) }
        return result
    }

    // MARK: - The edit script

    /// A shortest edit script turning `a` into `b`.
    static func edits<T: Hashable>(_ a: [T], _ b: [T]) -> [Edit] {
        // Lines become small integers so the inner loops compare integers.
        var numbers: [T: Int] = [:]
        let x = a.map { value -> Int in
            if let known = numbers[value] { return known }
            numbers[value] = numbers.count
            return numbers.count - 1
        }
        let y = b.map { value -> Int in
            if let known = numbers[value] { return known }
            numbers[value] = numbers.count
            return numbers.count - 1
        }
        var searcher = MiddleSnakeSearch(a: x, b: y)
        var script: [Edit] = []
        script.reserveCapacity(max(a.count, b.count))
        searcher.compare(0, x.count, 0, y.count, into: &script)
        return deletionsFirst(script)
    }

    /// Within each run of changes, deletions before insertions, as `diff -u` prints them.
    static func deletionsFirst(_ script: [Edit]) -> [Edit] {
        var result: [Edit] = []
        result.reserveCapacity(script.count)
        var insertions: [Edit] = []
        for edit in script {
            switch edit {
            case .keep:
                result += insertions
                insertions.removeAll()
                result.append(edit)
            case .delete: result.append(edit)
            case .insert: insertions.append(edit)
            }
        }
        return result + insertions
    }

    /// Myers' linear-space refinement: find the middle snake of a shortest path, then solve
    /// the halves on either side of it.
    struct MiddleSnakeSearch {
        let a: [Int], b: [Int]
        var forward: [Int] = [], backward: [Int] = []

        init(a: [Int], b: [Int]) {
            self.a = a
            self.b = b
            // Diagonals of any sub-box, shifted by its own offset, stay inside.
            let size = 4 * (a.count + b.count) + 8
            forward = Array(repeating: 0, count: size)
            backward = Array(repeating: 0, count: size)
        }

        mutating func compare(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int, into script: inout [Edit]) {
            var aLow = aLow, bLow = bLow, aHigh = aHigh, bHigh = bHigh
            // Common prefix and suffix need no search.
            var prefix: [Edit] = []
            while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
                prefix.append(.keep(old: aLow, new: bLow))
                aLow += 1
                bLow += 1
            }
            var suffixCount = 0
            while aLow < aHigh, bLow < bHigh, a[aHigh - 1] == b[bHigh - 1] {
                aHigh -= 1
                bHigh -= 1
                suffixCount += 1
            }
            script += prefix
            if aLow == aHigh {
                for j in bLow..<bHigh { script.append(.insert(new: j)) }
            } else if bLow == bHigh {
                for i in aLow..<aHigh { script.append(.delete(old: i)) }
            } else {
                let (x, y, u, v) = middleSnake(aLow, aHigh, bLow, bHigh)
                if (x, y) == (aLow, bLow) && (u, v) == (aHigh, bHigh) {
                    // Cannot happen for D > 0 (the snake would be the whole box); guard
                    // against a loop all the same.
                    for i in aLow..<aHigh { script.append(.delete(old: i)) }
                    for j in bLow..<bHigh { script.append(.insert(new: j)) }
                } else {
                    compare(aLow, x, bLow, y, into: &script)
                    for k in 0..<(u - x) { script.append(.keep(old: x + k, new: y + k)) }
                    compare(u, aHigh, v, bHigh, into: &script)
                }
            }
            for k in 0..<suffixCount { script.append(.keep(old: aHigh + k, new: bHigh + k)) }
        }

        /// The middle snake of the box `[aLow, aHigh) × [bLow, bHigh)`: its start (x, y) and
        /// end (u, v). Both boxes' sides are non-empty.
        mutating func middleSnake(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (Int, Int, Int, Int) {
            let n = aHigh - aLow, m = bHigh - bLow
            let delta = n - m
            let odd = delta & 1 != 0
            let offset = 2 * (n + m) + 3
            let maxD = (n + m + 1) / 2
            // forward[k]: furthest x on diagonal k (x − y, relative to the box) going forward;
            // backward[k]: furthest x going backward on diagonal k (same numbering).
            forward[offset + 1] = 0
            backward[offset + delta - 1] = n
            for d in 0...maxD {
                var k = -d
                while k <= d {
                    var x: Int
                    if k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]) {
                        x = forward[offset + k + 1]
                    } else {
                        x = forward[offset + k - 1] + 1
                    }
                    var y = x - k
                    let startX = x, startY = y
                    while x < n, y < m, a[aLow + x] == b[bLow + y] {
                        x += 1
                        y += 1
                    }
                    forward[offset + k] = x
                    if odd, k >= delta - (d - 1), k <= delta + (d - 1), backward[offset + k] <= x {
                        return (aLow + startX, bLow + startY, aLow + x, bLow + y)
                    }
                    k += 2
                }
                k = -d
                while k <= d {
                    let diagonal = k + delta
                    var x: Int
                    if k == d || (k != -d && backward[offset + diagonal - 1] < backward[offset + diagonal + 1]) {
                        x = backward[offset + diagonal - 1]
                    } else {
                        x = backward[offset + diagonal + 1] - 1
                    }
                    var y = x - diagonal
                    let endX = x, endY = y
                    while x > 0, y > 0, a[aLow + x - 1] == b[bLow + y - 1] {
                        x -= 1
                        y -= 1
                    }
                    backward[offset + diagonal] = x
                    if !odd, diagonal >= -d, diagonal <= d, x <= forward[offset + diagonal] {
                        return (aLow + x, bLow + y, aLow + endX, bLow + endY)
                    }
                    k += 2
                }
            }
            // Unreachable: a path of length at most n + m always exists.
            return (aLow, bLow, aHigh, bHigh)
        }
    }

    // MARK: - Rendering

    static func render(_ script: [Edit], _ a: [Line], _ b: [Line], oldLabel: String, newLabel: String, context: Int) -> String {
        // Indices into the script of the changes, grouped into hunks whose gaps of unchanged
        // lines are at most twice the context.
        let changeIndices = script.indices.filter { if case .keep = script[$0] { return false } else { return true } }
        guard !changeIndices.isEmpty else { return "" }
        var groups: [(first: Int, last: Int)] = []
        for index in changeIndices {
            if let last = groups.last, index - last.last - 1 <= 2 * context {
                groups[groups.count - 1].last = index
            } else {
                groups.append((index, index))
            }
        }
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for group in groups {
            let start = max(0, group.first - context), end = min(script.count - 1, group.last + context)
            // Where the hunk begins in each file: the first line of either side at or after start.
            var oldStart = 0, newStart = 0
            var oldCount = 0, newCount = 0
            var body = ""
            var foundOld = false, foundNew = false
            for index in start...end {
                switch script[index] {
                case .keep(let i, let j):
                    if !foundOld { oldStart = i; foundOld = true }
                    if !foundNew { newStart = j; foundNew = true }
                    oldCount += 1
                    newCount += 1
                    body += line(" ", a[i])
                case .delete(let i):
                    if !foundOld { oldStart = i; foundOld = true }
                    oldCount += 1
                    body += line("-", a[i])
                case .insert(let j):
                    if !foundNew { newStart = j; foundNew = true }
                    newCount += 1
                    body += line("+", b[j])
                }
            }
            if !foundOld { oldStart = position(before: start, in: script, old: true) }
            if !foundNew { newStart = position(before: start, in: script, old: false) }
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
        }
        return output
    }

    /// For a side with no line in the hunk: the number of that side's lines before it.
    private static func position(before index: Int, in script: [Edit], old: Bool) -> Int {
        var count = 0
        for edit in script[..<index] {
            switch edit {
            case .keep: count += 1
            case .delete: if old { count += 1 }
            case .insert: if !old { count += 1 }
            }
        }
        return count
    }

    /// `diff -u`'s range: 1-based start, the count omitted when 1, and an empty range named
    /// by the line before it.
    private static func range(_ start: Int, _ count: Int) -> String {
        if count == 0 { return "\(start),0" }
        if count == 1 { return "\(start + 1)" }
        return "\(start + 1),\(count)"
    }

    private static func line(_ marker: String, _ line: Line) -> String {
        let text = marker + String(decoding: line.text, as: UTF8.self) + "\n"
        return line.hasNewline ? text : text + "\\ No newline at end of file\n"
    }
}
