#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A number written by the C library's `printf` rules, as Foundation's
/// `String(format:)` writes it (which `FoundationEssentials` does not have).
public enum PrintfText {
    /// `format` must hold exactly one conversion taking a `Double` ("%+g", "%.1f").
    public static func format(_ format: String, _ value: Double) -> String {
        write(format, value)
    }

    /// `format` must hold exactly one conversion taking a C `long` ("%02ld").
    public static func format(_ format: String, _ value: Int) -> String {
        write(format, value)
    }

    private static func write(_ format: String, _ value: some CVarArg) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        if length >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(length) + 1)
            _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
