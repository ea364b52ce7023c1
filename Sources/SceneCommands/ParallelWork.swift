#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import SceneXML

/// Runs one job per document on several threads (`check`, `convert`): workers take the
/// next index from a shared counter, so a slow document never holds up the others, and
/// results come back in the order of the inputs whatever order they finished in.
enum ParallelWork {
    /// `work(index)` for every index below `count` on up to `jobs` threads (nil: one per
    /// core); one input's failure never keeps the others from running.
    static func map<Value>(count: Int, jobs: Int?, _ work: @Sendable (Int) -> Value) -> [Value] {
        let results = ResultSlots<Value>(count: count)
        let next = Counter()
        // The cores are counted only for two inputs or more: on Linux that reads the
        // scheduler's affinity and the cgroup files, about 500,000 instructions, a fixed
        // cost of every one-file `check`.
        let workers = count < 2 ? 1 : max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: count) {
                results.set(index, work(index))
            }
        }
        // Every slot was filled: concurrentPerform returns when all workers have finished.
        return results.values.map { $0! }
    }

    /// Hands out indices to workers until the inputs run out.
    final class Counter: @unchecked Sendable {
        private let lock = ThreadLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}

/// Results filled in by worker threads, each slot written once.
final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = ThreadLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Value) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
