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

/// Writes a file so that readers see either the old content or the new, never a mix, and
/// the file keeps its identity as far as a rename allows:
/// - the bytes go to a temporary file beside the destination (`.NAME.scenelayout-PID-N.tmp`),
///   are flushed and renamed over it; a failure at any step removes the temporary file;
/// - a destination that is a symbolic link is written through: the file it points to is
///   replaced and the link stays a link;
/// - only regular files are replaced: a directory, FIFO, device or socket is refused;
/// - an existing file keeps its mode bits (setuid, sticky included, whatever the umask) and,
///   where the process may, its owner and group; other hard links to it keep the old
///   content (a rename makes a new file);
/// - a file whose bytes would not change is not written at all (same inode, same mtime);
/// - given the identity the file had when it was read, the write is refused when the file
///   changed since (another program wrote it meanwhile): its changes are not overwritten;
/// - SIGXFSZ is ignored, so a write past `ulimit -f` fails with EFBIG and a clean error
///   instead of killing the process; SIGINT, SIGTERM and SIGHUP remove the temporary file
///   being written before the process ends; temporary files left by a process that was
///   killed outright (SIGKILL) are removed by the next write into that folder.
public enum AtomicFileWriter {
    public enum Outcome: Sendable, Equatable {
        case written
        /// The file already held exactly these bytes; it was left alone.
        case unchanged
    }

    @discardableResult
    public static func write(_ bytes: [UInt8], to requested: String, replacing expected: FileIdentity? = nil) throws -> Outcome {
        _ = processSetUp
        let destination = try resolvingSymbolicLinks(requested)
        var status = stat()
        let exists = lstat(FilePath.bytes(destination), &status) == 0
        if exists {
            if let refusal = refusal(forType: status.st_mode & S_IFMT) {
                throw XMLError(kind: .write, path: destination, message: refusal)
            }
        } else if expected != nil {
            throw XMLError(kind: .write, path: destination, message: "was removed or renamed since it was read; not written")
        }
        if let expected, exists, !FileIdentity(status).isUnchanged(comparedTo: expected) {
            throw changedSinceRead(destination)
        }
        if exists && Int(status.st_size) == bytes.count && (try? FileReader.readBytes(atPath: destination, limit: bytes.count)) == bytes {
            return .unchanged
        }
        let folder = PathText.deletingLastComponent(of: destination)
        let directory = folder.isEmpty ? "." : folder
        StaleTemporaries.remove(in: directory)

        let name = ".\(PathText.lastComponent(of: destination)).scenelayout-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let temporary = PathText.appending(name, to: directory)
        StaleTemporaries.claim(name)
        defer { StaleTemporaries.release(name) }
        // A new file gets the usual mode (the umask applies); an existing one its own, below.
        let descriptor = open(FilePath.bytes(temporary), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, exists ? 0o600 : 0o666)
        guard descriptor >= 0 else {
            throw XMLError(kind: .write, path: destination, message: "cannot create a file in \(directory): \(String(cString: strerror(errno)))")
        }
        let cleanupSlot = InterruptCleanup.begin(temporary)
        var failure = writeAll(bytes, to: descriptor)
        if failure == nil && exists {
            // Owner first: changing it clears setuid and setgid, which the mode then restores.
            if fchown(descriptor, status.st_uid, status.st_gid) != 0 && errno != EPERM { failure = String(cString: strerror(errno)) }
            if failure == nil && fchmod(descriptor, status.st_mode & 0o7777) != 0 { failure = String(cString: strerror(errno)) }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, let expected, FileIdentity.of(destination).map({ !$0.isUnchanged(comparedTo: expected) }) ?? true {
            unlink(FilePath.bytes(temporary))
            InterruptCleanup.end(cleanupSlot)
            throw changedSinceRead(destination)
        }
        if failure == nil, rename(FilePath.bytes(temporary), FilePath.bytes(destination)) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(FilePath.bytes(temporary))
            InterruptCleanup.end(cleanupSlot)
            throw XMLError(kind: .write, path: destination, message: "cannot write: \(failure)")
        }
        InterruptCleanup.end(cleanupSlot)
        return .written
    }

    /// Removes stale temporary files beside `path` (once per folder and process), also when
    /// nothing is written there: a run that finds every file up to date still cleans up
    /// after one that was killed.
    public static func removeStaleTemporaries(besides path: String) {
        let folder = PathText.deletingLastComponent(of: path)
        StaleTemporaries.remove(in: folder.isEmpty ? "." : folder)
    }

    private static func changedSinceRead(_ path: String) -> XMLError {
        XMLError(kind: .write, path: path, message: "the file changed since it was read (another program wrote it); not overwritten, run the command again")
    }

    private static func refusal(forType type: mode_t) -> String? {
        switch type {
        case S_IFREG: return nil
        case S_IFDIR: return "is a directory"
        case S_IFIFO: return "is a FIFO (named pipe); only regular files are written"
        case S_IFCHR, S_IFBLK: return "is a device; only regular files are written"
        default: return "is not a regular file; only regular files are written"
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                #if canImport(Glibc)
                Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #else
                Darwin.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                return errno == EFBIG ? "the file would be larger than the process may write (ulimit -f)" : String(cString: strerror(errno))
            }
            offset += count
        }
        return nil
    }

    /// Once per process: SIGXFSZ ignored (so a write past the file-size limit returns
    /// EFBIG) and the interrupt handlers that remove a temporary file being written.
    private static let processSetUp: Bool = {
        signal(SIGXFSZ, SIG_IGN)
        InterruptCleanup.install()
        return true
    }()
}

extension AtomicFileWriter {
    /// The path with every symbolic link of its last component followed (a chain of links
    /// included, at most 40 as the kernel allows); other paths unchanged.
    static func resolvingSymbolicLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(FilePath.bytes(current), &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(FilePath.bytes(current), &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let target = FilePath.string(fromBytes: buffer[0..<length].map { UInt8(bitPattern: $0) })
            current = target.hasPrefix("/") ? target
                : PathText.appending(target, to: PathText.deletingLastComponent(of: current))
        }
        throw XMLError(kind: .write, path: path, message: "too many levels of symbolic links")
    }
}
