import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CommandOutput {
    /// Writes the output to the process's stdout and stderr and returns the exit status:
    /// the command's own, or 2 when stdout could not be written in full (a full disk,
    /// `>/dev/full`, a closed pipe), with a message on stderr: a truncated report must
    /// never pass for a complete one.
    public func deliver() -> Int32 {
        var status = exitCode
        if let failure = Self.writeAll(Array(standardOutput.utf8) + standardOutputBytes, to: STDOUT_FILENO) {
            status = ExitStatus.unreadable
            _ = Self.writeAll(Array((standardError + "scenelayout: error: cannot write the output: \(failure)\n").utf8), to: STDERR_FILENO)
            return status
        }
        _ = Self.writeAll(Array(standardError.utf8), to: STDERR_FILENO)
        return status
    }

    /// Every byte written, or the reason why not. `fsync` is not asked of a terminal or a
    /// pipe; a regular file's data errors (ENOSPC on some file systems) surface at close,
    /// which is the shell's, so they are caught by `fsync` where it applies.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return String(cString: strerror(errno))
            }
            offset += count
        }
        var status = stat()
        if !bytes.isEmpty, fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, fsync(descriptor) != 0,
           errno != EINVAL && errno != EROFS {
            return String(cString: strerror(errno))
        }
        return nil
    }
}
