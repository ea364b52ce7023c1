import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see either the old content or the new, never a mix:
/// the bytes go to a temporary file beside the destination, are flushed, and replace
/// the destination by rename. An existing file's permissions are kept. A destination that
/// is a symbolic link is written through: the file it points to is replaced and the link
/// stays a link (renaming over the link itself would turn it into a plain file).
public enum AtomicFileWriter {
    public static func write(_ bytes: [UInt8], to requested: String) throws {
        let destination = try resolvingSymbolicLinks(requested)
        let folder = (destination as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory), isDirectory.boolValue {
            throw XMLError(kind: .write, path: destination, message: "is a directory")
        }
        var mode: mode_t = 0o644
        var status = stat()
        if stat(destination, &status) == 0 { mode = status.st_mode & 0o7777 }

        let name = ".\((destination as NSString).lastPathComponent).scenelayout-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let temporary = (directory as NSString).appendingPathComponent(name)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else {
            throw XMLError(kind: .write, path: destination, message: "cannot create a file in \(directory): \(String(cString: strerror(errno)))")
        }
        var failure: String?
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, let base = raw.baseAddress {
                let count = Glibc_write(descriptor, base + offset, raw.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, destination) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw XMLError(kind: .write, path: destination, message: "cannot write: \(failure)")
        }
    }
}

extension AtomicFileWriter {
    /// The path with every symbolic link of its last component followed (a chain of links
    /// included, at most 40 as the kernel allows); other paths unchanged.
    static func resolvingSymbolicLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return current }
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = target.hasPrefix("/") ? target
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        }
        throw XMLError(kind: .write, path: path, message: "too many levels of symbolic links")
    }
}

@inline(__always)
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
    #else
    return Darwin.write(fd, buffer, count)
    #endif
}
