#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes temporary files of `AtomicFileWriter`'s own pattern that no running process is
/// writing: a process killed outright (SIGKILL) cannot remove its own. A name carries its
/// writer's process id (`.NAME.scenelayout-PID-N.tmp`): it is stale when that process is
/// gone, or when it carries this very process's id (reused) but is not one this process
/// is writing. Names without a process id (written before it was added) are stale when
/// older than this process.
enum StaleTemporaries {
    private static let processStart = Date()
    /// The temporaries this process is writing now, on any thread: never stale. (Comparing
    /// their age with the process's start raced: the start was read at the first sweep,
    /// after other threads had already created theirs.)
    private static let lock = ThreadLock()
    nonisolated(unsafe) private static var writing: Set<String> = []

    /// Marks a temporary as being written, before it is created.
    static func claim(_ name: String) {
        lock.lock()
        writing.insert(name)
        lock.unlock()
    }

    /// Once it is renamed or removed.
    static func release(_ name: String) {
        lock.lock()
        writing.remove(name)
        lock.unlock()
    }

    private static func isBeingWritten(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return writing.contains(name)
    }

    /// Folders already swept by this process.
    nonisolated(unsafe) private static var cleaned: Set<String> = []

    /// Once per folder and process: a run over many files lists each folder once.
    static func remove(in directory: String) {
        lock.lock()
        let first = cleaned.insert(directory).inserted
        lock.unlock()
        guard first else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where isTemporaryName(name) {
            let path = PathText.appending(name, to: directory)
            if isStale(name: name, path: path) { unlink(FilePath.bytes(path)) }
        }
    }

    static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".scenelayout-")
    }

    private static func isStale(name: String, path: String) -> Bool {
        let olderThanThisProcess: Bool = {
            guard let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { return false }
            return date < processStart
        }()
        guard let marker = name.ranges(of: ".scenelayout-").last else { return false }
        let fields = name[marker.upperBound...].dropLast(4).split(separator: "-")
        guard fields.count == 2, let pid = pid_t(fields[0]) else { return olderThanThisProcess }
        if pid == getpid() { return !isBeingWritten(name) }
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}

/// The temporary files being written, removed when SIGINT, SIGTERM or SIGHUP ends the
/// process. The handler may only make async-signal-safe calls, so each path sits in a
/// fixed C buffer, one slot per file being written at once (parallel writers each take
/// their own), set before the file is created and cleared once it is renamed or removed.
/// Past `slotCount` simultaneous writes a temporary goes unregistered; the next run's
/// `StaleTemporaries` sweep removes it if an interrupt leaves it behind.
enum InterruptCleanup {
    static let slotCount = 64
    private static let slotBytes = Int(PATH_MAX) + 1
    nonisolated(unsafe) private static let paths = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotBytes)
    nonisolated(unsafe) private static let active = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: slotCount)
    private static let lock = ThreadLock()
    nonisolated(unsafe) private static var taken = Set<Int>()

    static func install() {
        active.initialize(repeating: 0, count: slotCount)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { number in
                for slot in 0..<InterruptCleanup.slotCount where InterruptCleanup.active[slot] != 0 {
                    unlink(InterruptCleanup.paths + slot * InterruptCleanup.slotBytes)
                }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    /// Registers `temporary`; the slot to give back to `end`, or nil when none is free.
    static func begin(_ temporary: String) -> Int? {
        let bytes = FilePath.bytes(temporary)
        guard bytes.count < slotBytes else { return nil }
        lock.lock()
        let free = (0..<slotCount).first { !taken.contains($0) }
        if let free { taken.insert(free) }
        lock.unlock()
        guard let slot = free else { return nil }
        let buffer = paths + slot * slotBytes
        for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        buffer[bytes.count] = 0
        active[slot] = 1
        return slot
    }

    static func end(_ slot: Int?) {
        guard let slot else { return }
        active[slot] = 0
        lock.lock()
        taken.remove(slot)
        lock.unlock()
    }
}
