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

/// Texts that Foundation gave for file-system failures, kept byte for byte now that the
/// tool loads only `FoundationEssentials` on Linux (which has no `localizedDescription`
/// and no `FileHandle`).
enum FileSystemErrorText {
    /// `error.localizedDescription` of a `FileManager` error as Foundation on Linux wrote
    /// it: "The operation could not be completed. " and the reason Foundation knows for
    /// the code (read from Foundation 6.3's own output), or "(NSCocoaErrorDomain error N.)".
    static func describe(_ error: any Error) -> String {
        guard let error = error as? CocoaError else { return "The operation could not be completed. (\(error))" }
        if let description = error.userInfo["NSLocalizedDescription"] as? String { return description }
        let code = error.code.rawValue
        return "The operation could not be completed. " + (reasons[code] ?? "(NSCocoaErrorDomain error \(code).)")
    }

    private static let reasons: [Int: String] = [
        4: "The file doesn’t exist.",
        255: "The file couldn’t be locked.",
        257: "You don’t have permission.",
        258: "The file name is invalid.",
        259: "The file isn’t in the correct format.",
        260: "The file doesn’t exist.",
        261: "The specified text encoding isn’t applicable.",
        262: "The specified URL type isn’t supported.",
        263: "The item is too large.",
        264: "The text encoding of the contents couldn’t be determined.",
        513: "You don’t have permission.",
        514: "The file name is invalid.",
        516: "A file with the same name already exists.",
        517: "The specified text encoding isn’t applicable.",
        518: "The specified URL type isn’t supported.",
        640: "There isn’t enough space.",
        642: "The volume is read only.",
    ]

    /// A failed read of standard input, printed as Foundation's `FileHandle` error printed
    /// (`NSError`'s description, the POSIX error underneath).
    struct ReadFailure: Error, CustomStringConvertible {
        var number: Int32

        var description: String {
            let code = switch number {
            case ENOENT: 260
            case EPERM, EACCES: 257
            case ENAMETOOLONG: 258
            default: 256
            }
            return "Error Domain=NSCocoaErrorDomain Code=\(code) \"(null)\"UserInfo={NSUnderlyingError=Error Domain=NSPOSIXErrorDomain Code=\(number) \"\(String(cString: strerror(number)))\"}"
        }
    }

    /// Standard input to its end in chunks of 64 KiB, `body` given each; a failed read
    /// throws `ReadFailure`.
    static func readStandardInput(_ body: ([UInt8]) throws -> Void) throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadFailure(number: errno)
            }
            if count == 0 { return }
            try body(Array(chunk[..<count]))
        }
    }
}
