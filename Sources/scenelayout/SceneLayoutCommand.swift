import ArgumentParser
import SceneCommands

import Foundation

@main
struct SceneLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenelayout",
        abstract: "Read, check and lay out Interface Builder documents (.xib, .storyboard) without a Mac.",
        subcommands: [Resolve.self, Validate.self, Dump.self, Convert.self, AddMissingConstraints.self]
    )
}

/// Prints a command's output and leaves with its status.
func finish(_ output: CommandOutput) throws {
    if !output.standardOutput.isEmpty { print(output.standardOutput, terminator: "") }
    if !output.standardError.isEmpty {
        FileHandle.standardError.write(Data(output.standardError.utf8))
    }
    if output.exitCode != 0 { throw ExitCode(output.exitCode) }
}
