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

/// Which file a document was read from, as it was when read: a write in place is refused
/// when the file no longer matches (another program changed or replaced it meanwhile).
public struct FileIdentity: Sendable, Equatable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modificationSeconds: Int
    public var modificationNanoseconds: Int
    public var mode: UInt32
    public var owner: UInt32
    public var group: UInt32

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Glibc)
        modificationSeconds = Int(status.st_mtim.tv_sec)
        modificationNanoseconds = Int(status.st_mtim.tv_nsec)
        #else
        modificationSeconds = Int(status.st_mtimespec.tv_sec)
        modificationNanoseconds = Int(status.st_mtimespec.tv_nsec)
        #endif
        mode = UInt32(status.st_mode)
        owner = UInt32(status.st_uid)
        group = UInt32(status.st_gid)
    }

    /// The same file with the same content as far as the file system tells.
    func isUnchanged(comparedTo other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode && size == other.size
            && modificationSeconds == other.modificationSeconds && modificationNanoseconds == other.modificationNanoseconds
    }

    /// The identity of the file at a path now (links followed); nil when there is none.
    static func of(_ path: String) -> FileIdentity? {
        var status = stat()
        return stat(FilePath.bytes(path), &status) == 0 ? FileIdentity(status) : nil
    }
}

/// Reads whole files with clear errors and a size limit, before any parsing happens.
/// Only regular files: the file is opened without blocking (a FIFO with no writer would
/// block `open` forever) and checked with `fstat` before a byte is read.
enum FileReader {
    static func readBytes(atPath path: String, limit: Int) throws -> [UInt8] {
        try readFile(atPath: path, limit: limit).bytes
    }

    static func readFile(atPath path: String, limit: Int, limitOption: String = "--max-file-size") throws -> (bytes: [UInt8], identity: FileIdentity) {
        let descriptor = open(FilePath.bytes(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            throw XMLError(kind: .unreadable, path: path, message: openFailure(errno))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw XMLError(kind: .unreadable, path: path, message: "cannot be read: \(String(cString: strerror(errno)))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw XMLError(kind: .unreadable, path: path, message: "is a directory, not a scene document")
        case S_IFIFO: throw XMLError(kind: .unreadable, path: path, message: "is a FIFO (named pipe), not a regular file; only regular files are read")
        case S_IFCHR, S_IFBLK: throw XMLError(kind: .unreadable, path: path, message: "is a device, not a regular file; only regular files are read")
        case S_IFSOCK: throw XMLError(kind: .unreadable, path: path, message: "is a socket, not a regular file; only regular files are read")
        default: throw XMLError(kind: .unreadable, path: path, message: "is not a regular file; only regular files are read")
        }
        if Int64(status.st_size) > Int64(limit) {
            throw XMLError(kind: .unreadable, path: path,
                           message: "the file has \(status.st_size) bytes, more than the limit of \(limit) (raise it with \(limitOption))")
        }
        // Read one byte past the limit: a file that grows while it is read is caught too.
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= limit else { break }
                bytes.append(contentsOf: [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - bytes.count)))
            }
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw XMLError(kind: .unreadable, path: path, message: "cannot be read: \(String(cString: strerror(errno)))")
            }
            if got == 0 { break }
            count += got
        }
        if count > limit {
            throw XMLError(kind: .unreadable, path: path, message: "the file has more than \(limit) bytes, the limit (raise it with \(limitOption))")
        }
        bytes.removeSubrange(count...)
        return (bytes, FileIdentity(status))
    }

    private static func openFailure(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "cannot be opened for reading: permission denied"
        case ELOOP: return "too many levels of symbolic links"
        case ENOTDIR: return "no such file (a part of the path is not a folder)"
        case ENAMETOOLONG: return "the path is too long"
        default: return "cannot be opened for reading: \(String(cString: strerror(code)))"
        }
    }
}
