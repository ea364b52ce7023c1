@testable import SceneCommands
import Testing
import TestSupport

/// `JSONByteWriter` writes whole numbers' digits itself: the bytes must be those of
/// `JSONNumbers.token` (doubles) and `String` (integers), which it used for all of them.
@Suite struct JSONByteWriterNumberTests {
    static func written(_ write: (inout JSONByteWriter) throws -> Void) rethrows -> String {
        var writer = JSONByteWriter(capacity: 32)
        try write(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func doublesAsTheTokenPrintsThem() throws {
        var random = SplitMix64(seed: 1520)
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 1e15, -1e15, 1e15 - 1, -(1e15 - 1), 1e15 - 0.5, 9_007_199_254_740_992, 2e300, Double.leastNonzeroMagnitude]
        values += (0..<20).flatMap { exponent -> [Double] in
            let power = Self.pow10(exponent)
            return [power, power - 1, -power, -(power - 1)]
        }
        values += (0..<20_000).map { _ in PrettyJSONEncoderTests.double(&random) }
        for value in values {
            #expect(try Self.written { try $0.number(value) } == JSONNumbers.token(value), "\(value)")
        }
    }

    @Test func integersAsStringPrintsThem() {
        var random = SplitMix64(seed: 1521)
        let values = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.max - 1, Int.min + 1]
            + (0..<5_000).map { _ in Int(bitPattern: UInt(random.next())) >> Int.random(in: 0...63, using: &random) }
        for value in values {
            #expect(Self.written { $0.int(value) } == String(value))
        }
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { result, _ in result * 10 }
    }
}
