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

extension CommandOutput {
    /// Writes the output to the process's stdout and stderr and returns the exit status:
    /// the command's own, or 2 when stdout could not be written in full (a full disk,
    /// `>/dev/full`, a closed pipe), with a message on stderr: a truncated report must
    /// never pass for a complete one.
    public func deliver() -> Int32 {
        var status = exitCode
        if let failure = Self.writeAll(standardOutput, then: standardOutputBytes, to: STDOUT_FILENO) {
            status = ExitStatus.unreadable
            _ = Self.writeAll(standardError + "scenelayout: error: cannot write the output: \(failure)\n", to: STDERR_FILENO)
            return status
        }
        _ = Self.writeAll(standardError, to: STDERR_FILENO)
        return status
    }

    /// A message on standard error, written in full (a failure to write it is ignored, as
    /// nothing is left to tell).
    public static func writeToStandardError(_ text: String) {
        _ = writeAll(text, to: STDERR_FILENO)
    }

    /// Every byte of `text` and then of `bytes` written, or the reason why not. The text is
    /// written from its own UTF-8 storage: copying it into an array first cost about one
    /// instruction a byte (0.9 M for `resolve`'s JSON of a 1,000-view document).
    static func writeAll(_ text: String, then bytes: [UInt8] = [], to descriptor: Int32) -> String? {
        var text = text
        return text.withUTF8 { utf8 in
            bytes.withUnsafeBytes { tail in writeAll([UnsafeRawBufferPointer(utf8), tail], to: descriptor) }
        }
    }

    /// Every byte of the parts, in order, or the reason why not. `fsync` is not asked of a
    /// terminal or a pipe; a regular file's data errors (ENOSPC on some file systems)
    /// surface at close, which is the shell's, so they are caught by `fsync` where it applies.
    static func writeAll(_ parts: [UnsafeRawBufferPointer], to descriptor: Int32) -> String? {
        for part in parts where !part.isEmpty {
            var offset = 0
            while offset < part.count {
                let count = write(descriptor, part.baseAddress! + offset, part.count - offset)
                if count < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return String(cString: strerror(errno))
                }
                offset += count
            }
        }
        var status = stat()
        if parts.contains(where: { !$0.isEmpty }), fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
           fsync(descriptor) != 0, errno != EINVAL && errno != EROFS {
            return String(cString: strerror(errno))
        }
        return nil
    }
}
