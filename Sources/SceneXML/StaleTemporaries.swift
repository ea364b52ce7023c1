import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes temporary files of `AtomicFileWriter`'s own pattern that no running process is
/// writing: a process killed outright (SIGKILL) cannot remove its own. A name carries its
/// writer's process id (`.NAME.scenelayout-PID-N.tmp`): it is stale when that process is
/// gone, or when it is this very process's id (reused) and older than this process.
/// Names without a process id (written before it was added) are stale when older than
/// this process.
enum StaleTemporaries {
    private static let processStart = Date()

    static func remove(in directory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where isTemporaryName(name) {
            let path = (directory as NSString).appendingPathComponent(name)
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
        guard let marker = name.range(of: ".scenelayout-", options: .backwards) else { return false }
        let fields = name[marker.upperBound...].dropLast(4).split(separator: "-")
        guard fields.count == 2, let pid = pid_t(fields[0]) else { return olderThanThisProcess }
        if pid == getpid() { return olderThanThisProcess }
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}

/// The temporary file being written, removed when SIGINT, SIGTERM or SIGHUP ends the
/// process. The handler may only make async-signal-safe calls, so the path sits in a
/// fixed C buffer set before the file is created and cleared once it is renamed or removed.
enum InterruptCleanup {
    nonisolated(unsafe) private static let path = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 1)
    nonisolated(unsafe) private static var active: sig_atomic_t = 0

    static func install() {
        path[0] = 0
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { number in
                if InterruptCleanup.active != 0 { unlink(InterruptCleanup.path) }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    static func begin(_ temporary: String) {
        let bytes = FilePath.bytes(temporary)
        guard bytes.count <= Int(PATH_MAX) else { return }
        active = 0
        for (index, byte) in bytes.enumerated() { path[index] = byte }
        active = 1
    }

    static func end() { active = 0 }
}
