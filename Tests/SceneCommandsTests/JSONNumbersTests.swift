import Foundation
@testable import SceneCommands
import Testing

/// `JSONNumbers`: every number of the JSON the commands print comes out rounded to a
/// millionth in its shortest form, reads back as the same JSON, and nothing else changes.
@Suite struct JSONNumbersTests {
    struct Sample: Codable, Equatable {
        var values: [Double]
        var label: String
        var flags: [Bool?]
    }

    @Test func roundedShortestAndOtherwiseUnchanged() throws {
        var random = SplitMix64(seed: 12)
        for _ in 0..<200 {
            // Values as a solver leaves them: thirds, float noise, large and tiny numbers.
            let values: [Double] = (0..<8).map { _ in
                let base = Double(Int.random(in: -2000...2000, using: &random)) / 3
                switch Int.random(in: 0..<4, using: &random) {
                case 0: return base
                case 1: return base.rounded() + Double.ulpOfOne * 64 * Double.random(in: -1...1, using: &random)
                case 2: return Double.random(in: -1e9...1e9, using: &random)
                default: return Double.random(in: -1e-3...1e-3, using: &random)
                }
            }
            let sample = Sample(values: values, label: "a 0.30000000000000004 \"quoted\" 128.0x \\ e-5", flags: [true, nil, false])
            let json = try JSONOutput.encode(sample)
            let decoded = try JSONDecoder().decode(Sample.self, from: Data(json.utf8))
            #expect(decoded.label == sample.label && decoded.flags == sample.flags)
            for (original, printed) in zip(values, decoded.values) {
                #expect(abs(original - printed) <= 0.5e-6 + original.ulp * 8, "\(original) → \(printed)")
            }
            // Whole numbers print without a fraction; no number has more than six decimals.
            #expect(json.ranges(of: /[0-9]\.0[,\n ]/).isEmpty, "\(json)")
            #expect(json.ranges(of: /[0-9]\.[0-9]{7,}/).count == (json.contains("0.30000000000000004") ? 1 : 0), "\(json)")
        }
        #expect(JSONNumbers.normalize(#"{"a" : 128.00000000000003, "b" : -0.0000001, "c" : 20.333333333333336, "d" : 17}"#)
                == #"{"a" : 128, "b" : 0, "c" : 20.333333, "d" : 17}"#)
    }
}
