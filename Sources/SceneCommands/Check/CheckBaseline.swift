#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Problems known when the baseline was written, so that CI fails only on new ones.
/// Problems are matched by fingerprint (rule, file, element ids; never the line, which
/// moves with every edit above it), as many times as the baseline recorded each.
public struct CheckBaseline: Sendable, Codable {
    public struct Entry: Sendable, Codable {
        public var fingerprint: String
        public var rule: String
        public var path: String
        public var message: String
    }

    public var version = 1
    public var problems: [Entry]

    public init(problems: [CheckProblem]) {
        self.problems = problems.map { Entry(fingerprint: $0.fingerprint, rule: $0.rule, path: $0.path, message: $0.message) }
            .sorted { ($0.path, $0.fingerprint) < ($1.path, $1.fingerprint) }
    }

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    public static func read(from path: String) throws -> CheckBaseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(description: "\(path):1:1: error: cannot read the baseline file")
        }
        do {
            return try JSONDecoder().decode(CheckBaseline.self, from: data)
        } catch {
            throw Problem(description: "\(path):1:1: error: not a baseline written by `check --write-baseline`: \(error)")
        }
    }

    public func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Marks the problems the baseline knows, each recorded entry absorbing one problem.
    public func apply(to problems: inout [CheckProblem]) {
        var remaining: [String: Int] = [:]
        for entry in self.problems { remaining[entry.fingerprint, default: 0] += 1 }
        for index in problems.indices {
            let fingerprint = problems[index].fingerprint
            if let count = remaining[fingerprint], count > 0 {
                remaining[fingerprint] = count - 1
                problems[index].baselined = true
            }
        }
    }
}
