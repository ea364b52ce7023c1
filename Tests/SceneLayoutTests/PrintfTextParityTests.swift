import Foundation
import SceneLayout
import Testing

/// `PrintfText` (the C library's `vsnprintf`, which the tool uses on Linux where
/// `FoundationEssentials` has no `String(format:)`) writes the formats the tool uses as
/// Foundation's `String(format:)` does.
@Suite struct PrintfTextParityTests {
    static let doubles: [Double] = [0, -0.0, 0.5, -0.5, 1, 9.95, 10, 12.25, -13.25, 1e-7, 123456789.125, 1e21, .infinity]

    @Test func doublesAsFoundationWritesThem() {
        for format in ["%.1f", "%.0f", "%+g", "%+g "] {
            for value in Self.doubles {
                #expect(PrintfText.format(format, value) == String(format: format, value), "\(format) \(value)")
            }
        }
    }

    @Test func integersAsFoundationWritesThem() {
        for value in [0, 5, 59, 60, 61, 3599, -7] {
            #expect(PrintfText.format("%02ld", value) == String(format: "%02ld", value), "\(value)")
        }
    }

    /// Longer than the first 64-character buffer: written again into one that fits.
    @Test func longOutputIsWrittenWhole() {
        #expect(PrintfText.format("%.40f", 1.0 / 3) == String(format: "%.40f", 1.0 / 3))
        #expect(PrintfText.format("%.1f", 1e70).count > 64)
    }
}
