import ArgumentParser
import SceneCommands

/// What the shell completion scripts (`--generate-completion-script`) offer besides
/// subcommands and options.
enum Completions {
    /// Interface Builder documents (folders are completed too, to reach them).
    static let documents = CompletionKind.file(extensions: ["xib", "storyboard"])

    /// Device ids and names as shell words (`retina6_12`, `iphone-15`).
    static let deviceNames = DevicesCommand.completionWords

    /// `--scene`: the scenes of the documents already on the command line.
    static let scenes = CompletionKind.custom { words, _, prefix in SceneSelection.completions(for: words, prefix: prefix) }
}
