import ArgumentParser
import SceneCommands
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct SceneLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenelayout",
        abstract: "Read, check and lay out Interface Builder documents (.xib, .storyboard) without a Mac.",
        version: ToolVersion.string,
        subcommands: [Check.self, Resolve.self, Validate.self, Dump.self, Convert.self, UpdateFrames.self,
                      UpdateConstraints.self, AddMissingConstraints.self,
                      Diff.self, Render.self, Devices.self, IBTool.self]
    )

    /// ArgumentParser leaves usage errors with 64 (`EX_USAGE`); every command here
    /// promises 2 for bad usage, as for unreadable input.
    static func main() {
        // A process about to exit need not free its last document (`KeptUntilExit`).
        KeptUntilExit.isEnabled = true
        do {
            // Arguments byte for byte: a file name that is not UTF-8 stays openable.
            var command = try parseAsRoot(ProcessArguments.raw())
            if let reader = command as? ReadsDocuments { DocumentLimits.standard = reader.limitArguments.limits }
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                // The tool's own diagnostics say `error:`; ArgumentParser's say `Error:`.
                var message = fullMessage(for: error)
                if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
                CommandOutput.writeToStandardError(message + "\n")
                leave(status: 2)
            }
            exit(withError: error)
        }
    }
}

/// Prints a command's output and leaves with its status (2 when stdout cannot be written).
func finish(_ output: CommandOutput) throws {
    let status = output.deliver()
    if status != 0 { throw ExitCode(status) }
}

/// `exit` from the C library (inside `SceneLayoutCommand`, `exit` names ArgumentParser's).
private func leave(status: Int32) -> Never { exit(status) }
