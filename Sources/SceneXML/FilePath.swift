#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names are bytes; Swift strings are Unicode. A name that is not valid UTF-8 (an
/// old Latin-1 file name) would otherwise lose its odd bytes to U+FFFD and then be
/// "no such file". Each byte that is not part of valid UTF-8 is carried in the string as
/// one code point of Unicode's last private-use plane (U+10FF80 + byte − 0x80), and
/// turned back into that byte when the file is opened; messages show it as `\xNN`.
public enum FilePath {
    private static let base: UInt32 = 0x10FF00

    /// The string for a file name given as raw bytes (a command-line argument).
    public static func string(fromBytes bytes: [UInt8]) -> String {
        if let valid = String(validatingCString: bytes.map { CChar(bitPattern: $0) } + [0]), !valid.contains(where: isCarrier) {
            return valid
        }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = decodeOne(bytes, at: index) {
                scalars.append(scalar)
                index += length
            } else {
                scalars.append(Unicode.Scalar(base + UInt32(bytes[index]))!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// A program argument, byte for byte (`CommandLine.arguments` would replace bad bytes).
    public static func arguments() -> [String] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let pointer = CommandLine.unsafeArgv[index] else { return "" }
            return string(fromBytes: Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) })
        }
    }

    /// The bytes to hand the system for a path string, with carried bytes restored.
    public static func bytes(_ path: String) -> [CChar] {
        var result: [UInt8] = []
        for scalar in path.unicodeScalars {
            if scalar.value >= base + 0x80 && scalar.value <= base + 0xFF {
                result.append(UInt8(scalar.value - base))
            } else {
                result.append(contentsOf: String(scalar).utf8)
            }
        }
        return result.map { CChar(bitPattern: $0) } + [0]
    }

    /// True when the path carries bytes that are not UTF-8.
    public static func hasCarriedBytes(_ path: String) -> Bool { path.unicodeScalars.contains(where: isCarrierScalar) }

    /// How a carried byte prints in a message.
    static func carriedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        isCarrierScalar(scalar) ? UInt8(scalar.value - base) : nil
    }

    private static func isCarrierScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= base + 0x80 && scalar.value <= base + 0xFF
    }

    private static func isCarrier(_ character: Character) -> Bool {
        character.unicodeScalars.contains(where: isCarrierScalar)
    }

    private static func decodeOne(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
            return (scalar, UTF8.width(scalar))
        default:
            return nil
        }
    }
}
