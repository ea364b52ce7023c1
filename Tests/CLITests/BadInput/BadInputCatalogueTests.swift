import Foundation
import SceneCommands
import SceneXML
import Testing
import TestSupport

/// Every case of the bad-input catalogue through `validate`, `resolve` and `check`, in
/// process: the exit status and the first diagnostic line (path replaced by `PATH`) each
/// command gives, as listed in `Documents/BAD-INPUT.md`. Every line printed is one line
/// with no control character, whatever the input holds.
@Suite struct BadInputCatalogueTests {
    enum Command: String, CaseIterable, Sendable { case validate, resolve, check }

    struct Observation: Equatable, CustomStringConvertible {
        var status: Int32
        var firstDiagnostic: String
        var description: String { "\(status) \(firstDiagnostic)" }
    }

    static func run(_ command: Command, path: String) -> CommandOutput {
        switch command {
        case .validate: return ValidateCommand.run(paths: [path])
        case .resolve: return ResolveCommand.run(path: path, options: TraitOptions(), sceneID: nil, format: .text)
        case .check: return CheckCommand.run(CheckCommand.Options(paths: [path]))
        }
    }

    static func observe(_ output: CommandOutput, path: String) -> Observation {
        let printedPath = DiagnosticLine.escaped(path)
        let lines = (output.standardError + output.standardOutput).split(separator: "\n").map(String.init)
        let first = lines.first { $0.contains(": error: ") } ?? lines.first { $0.contains(": warning: ") } ?? ""
        return Observation(status: output.exitCode, firstDiagnostic: first.replacingOccurrences(of: printedPath, with: "PATH"))
    }

    @Test func catalogueHasEnoughCases() {
        #expect(BadInputCatalogue.cases.count >= 80)
        #expect(Set(BadInputCatalogue.cases.map(\.id)).count == BadInputCatalogue.cases.count)
        #expect(Set(BadInputExpectations.table.keys) == Set(BadInputCatalogue.cases.map(\.id)))
    }

    @Test(arguments: BadInputCatalogue.cases)
    func eachCase(_ badCase: BadInputCase) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try badCase.make(in: folder.url)
        let expected = BadInputExpectations.table[badCase.id]
        var recorded: [String] = []
        for command in Command.allCases {
            let start = ContinuousClock.now
            let output = Self.run(command, path: path)
            // A generous bound that only a hang would break (the 100,000 attributes took a minute).
            #expect(ContinuousClock.now - start < .seconds(20), "\(badCase.id) \(command)")
            for line in (output.standardError + output.standardOutput).split(separator: "\n") {
                #expect(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" }, "\(badCase.id) \(command): a control character in \(line)")
                #expect(!line.hasPrefix("evil.storyboard") && !line.hasPrefix("x.storyboard"), "\(badCase.id) \(command): a forged line \(line)")
            }
            let observation = Self.observe(output, path: path)
            recorded.append("\"\(command)\": .init(\(observation.status), \(String(reflecting: observation.firstDiagnostic)))")
            if let want = expected?[command.rawValue] {
                #expect(observation == want, "\(badCase.id) \(command)")
            }
        }
        if expected == nil || ProcessInfo.processInfo.environment["BAD_INPUT_RECORD"] != nil {
            print("RECORD \"\(badCase.id)\": [\(recorded.joined(separator: ", "))],")
        }
    }
}

extension BadInputCatalogueTests.Observation {
    init(_ status: Int32, _ firstDiagnostic: String) {
        self.init(status: status, firstDiagnostic: firstDiagnostic)
    }
}
