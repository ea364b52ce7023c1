import ArgumentParser
import SceneCommands

/// ibtool's grammar (`--flag`, `--flag value`, flags after the file) is read by
/// `IBToolCommand.parse`, so that flags it does not implement are refused by name.
struct IBTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ibtool",
        abstract: "Apple's ibtool command line: report errors, warnings and notices, update frames and constraints.",
        discussion: """
        scenelayout ibtool [--errors] [--warnings] [--notices] [--update-frames]
                           [--update-constraints] [--write PATH]
                           [--output-format human-readable-text|xml1] FILE

        As ibtool: read, modify (--update-constraints, then --update-frames, in the
        document's own configuration), write (--write PATH saves the result there), print
        (the issues asked for, as an XML property list under
        com.apple.ibtool.document.errors/.warnings/.notices, or as ibtool's text). The
        issues are those of `scenelayout check`. Any other ibtool flag (--compile,
        --strings-file, --export, …) is refused by name with exit 2.

        Exit status: 0 no errors, 1 the document has errors, 2 bad usage, unreadable input
        or a failed write.

        Examples:
          scenelayout ibtool --errors --warnings --output-format human-readable-text Main.storyboard
          scenelayout ibtool --update-frames --write Main.storyboard Main.storyboard
        """)

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("ibtool flags and the document.", valueName: "ibtool-arguments"),
              completion: Completions.documents)
    var arguments: [String] = []

    /// ibtool's flags, read by `IBToolCommand.parse`; a mistake is a usage error (exit 2).
    var options: IBToolCommand.Options {
        get throws {
            do {
                return try IBToolCommand.parse(arguments)
            } catch {
                throw ValidationError("\(error)")
            }
        }
    }

    func validate() throws { _ = try options }

    func run() throws {
        try finish(IBToolCommand.run(try options))
    }
}
