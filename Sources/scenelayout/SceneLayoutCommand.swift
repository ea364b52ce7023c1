import ArgumentParser
import SceneCommands

import Foundation

@main
struct SceneLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenelayout",
        abstract: "Read, check and lay out Interface Builder documents (.xib, .storyboard) without a Mac.",
        subcommands: [Check.self, Resolve.self, Validate.self, Dump.self, Convert.self, UpdateFrames.self,
                      UpdateConstraints.self, AddMissingConstraints.self,
                      Diff.self, Render.self]
    )

    /// ArgumentParser leaves usage errors with 64 (`EX_USAGE`); every command here
    /// promises 2 for bad usage, as for unreadable input.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

/// Prints a command's output and leaves with its status.
func finish(_ output: CommandOutput) throws {
    if !output.standardOutput.isEmpty { print(output.standardOutput, terminator: "") }
    if !output.standardError.isEmpty {
        FileHandle.standardError.write(Data(output.standardError.utf8))
    }
    if output.exitCode != 0 { throw ExitCode(output.exitCode) }
}
