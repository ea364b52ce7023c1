import ArgumentParser
import SceneCommands

struct AddMissingConstraints: ParsableCommand, ReadsDocuments {
    static let configuration = CommandConfiguration(
        commandName: "add-missing-constraints",
        abstract: "Add the constraints Interface Builder's \"Add Missing Constraints\" would add to ambiguous views.",
        discussion: """
        For every ambiguous view (outermost first) and every part of its frame the
        constraints leave open, adds one constraint to its nearest neighbour (a sibling's
        edge, or the superview's margin, safe area or edge; leading and trailing, top and
        bottom), or a fixed width or height where nothing else can give the size, with the
        constant that keeps the view where it is drawn. Works in the document's own
        configuration. Views in unsatisfiable constraints are left alone and reported.
        Everything else in the file stays byte-identical; an unchanged file is not
        rewritten in place. Prints one line per added constraint and a summary.
        Exit 0 done, 1 when some ambiguity remains or a document has errors, 2 when an
        input cannot be read, an option does not apply, or a write failed.

        Examples:
          scenelayout add-missing-constraints Main.storyboard --dry-run
          scenelayout add-missing-constraints Views/ --in-place
          scenelayout add-missing-constraints Main.storyboard --scene BYZ-38-t0r --view 8bC-Xf-vdC --output fixed/
        """)

    @Argument(help: "The .xib or .storyboard files, or folders to search for them.", completion: Completions.documents)
    var paths: [String]

    @Option(help: "Only this scene: its scene id (`objects` for a XIB), a view controller's storyboard identifier, id or custom class, or its outline name.",
            completion: Completions.scenes)
    var scene: String?

    @Option(help: "Only this view (its id), not its subviews, as Interface Builder acts on the selected views.")
    var view: String?

    @OptionGroup var rewrite: RewriteArguments

    @OptionGroup(title: "Limits per document") var limitArguments: LimitArguments

    func run() throws {
        try finish(AddMissingConstraintsCommand.run(paths: paths, sceneID: scene, viewID: view, mode: rewrite.mode))
    }
}
