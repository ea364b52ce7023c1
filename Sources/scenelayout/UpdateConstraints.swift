import ArgumentParser
import SceneCommands

struct UpdateConstraints: ParsableCommand, ReadsDocuments {
    static let configuration = CommandConfiguration(
        commandName: "update-constraints",
        abstract: "Rewrite constraint constants so misplaced views' stored frames become the solution (Interface Builder's Update Constraint Constants).",
        discussion: """
        PATH is a file or a folder (searched for .xib and .storyboard). For each misplaced \
        view, the constants of the constraints that place it (equalities the solution keeps, \
        inequalities it holds tight that the stored frames break) are set so the constraints \
        hold at the stored frames; inequalities that already hold stay. Only constant \
        attributes change (a zero constant is omitted and symbolic="YES" dropped, as Xcode \
        writes them). The result is laid out again: a view still misplaced, or one that \
        would move another, keeps its constraints as they were and is reported. Works in the \
        document's own configuration. Writes are atomic, file by file.

        Exit status: 0 done (changed or not), 1 a document is malformed or has invalid or \
        unsatisfiable constraints, 2 an input cannot be read, other traits were asked for, \
        or a write failed.

        Examples:
          scenelayout update-constraints Main.storyboard --dry-run
          scenelayout update-constraints App/ --in-place
        """)

    @Argument(help: "The .xib or .storyboard files, or folders holding them.", completion: Completions.documents)
    var paths: [String]

    @OptionGroup var traitArguments: TraitArguments

    @OptionGroup var rewrite: RewriteArguments

    @OptionGroup(title: "Limits per document") var limitArguments: LimitArguments

    func run() throws {
        try finish(UpdateConstraintsCommand.run(paths: paths, options: traitArguments.options, mode: rewrite.mode))
    }
}
