import ArgumentParser
import SceneCommands

struct UpdateFrames: ParsableCommand, ReadsDocuments {
    static let configuration = CommandConfiguration(
        commandName: "update-frames",
        abstract: "Move misplaced views to the frames their constraints give (Interface Builder's Update Frames).",
        discussion: """
        PATH is a file or a folder (searched for .xib and .storyboard). Each misplaced view \
        (a stored number more than half a point from the solved one) gets its solved frame; \
        numbers already within half a point are kept as written, and nothing else in the \
        file changes. Views Xcode flagged misplaced="YES" lose the flag. Ambiguous views and \
        views in unsatisfiable constraints are left where they are and reported as warnings. \
        With trait options, only the frames an Xcode 6 document keeps per size class are \
        written. --view updates that view only, not its subviews, as Interface Builder \
        updates only the selected views. Writes are atomic, file by file.

        Exit status: 0 done (changed or not), 1 a document is malformed or has invalid or \
        unsatisfiable constraints (still updated where possible), 2 an input cannot be \
        read, the options do not apply, or a write failed.

        Examples:
          scenelayout update-frames Main.storyboard --in-place
          scenelayout update-frames App/ --dry-run
          scenelayout update-frames Old.storyboard --traits wC,hR --output updated/
        """)

    @Argument(help: "The .xib or .storyboard files, or folders holding them.", completion: Completions.documents)
    var paths: [String]

    @OptionGroup var traitArguments: TraitArguments

    @Option(help: "Only this scene: its scene id (`objects` for a XIB), a view controller's storyboard identifier, id or custom class, or its outline name.",
            completion: Completions.scenes)
    var scene: String?

    @Option(help: "Only this view (its id), not its subviews.")
    var view: String?

    @OptionGroup var rewrite: RewriteArguments

    @OptionGroup(title: "Limits per document") var limitArguments: LimitArguments

    func run() throws {
        try finish(UpdateFramesCommand.run(paths: paths, options: traitArguments.options, sceneID: scene, viewID: view,
                                           mode: rewrite.mode))
    }
}
