import ArgumentParser
import SceneCommands

struct Resolve: ParsableCommand, ReadsDocuments {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Compute every view's frame for a trait collection, as Auto Layout would.",
        discussion: """
        By default the document's own device and orientation (Xcode 6/7 documents: the
        600×600 Any/Any canvas). Frames are relative to the superview, rounded to the
        device's pixel grid, in the document's convention (macOS: y from the bottom).
        Diagnostics (invalid and conflicting constraints, ambiguous and misplaced views)
        go to stderr as `path:line:col: severity: message [kind]`.

        Examples:
          scenelayout resolve Main.storyboard
          scenelayout resolve Main.storyboard --device ipad9_7 --orientation landscape --format json
          scenelayout resolve Main.storyboard --traits wC,hC --size 667x375 --rtl
        """)

    @Argument(help: "The .xib or .storyboard files, or folders holding them. Several give one text block per document, or one JSON document with an array of them.", completion: Completions.documents)
    var paths: [String]

    @OptionGroup var traitArguments: TraitArguments

    @Flag(help: "Interface Builder's canvas: views in unsatisfiable constraints keep their stored frames, and positions the constraints leave open stay where they were drawn. Without it: the constraints' solution.")
    var canvas = false

    @Option(help: "Only this scene: its scene id (`objects` for a XIB), a view controller's storyboard identifier, id or custom class, or its outline name.",
            completion: Completions.scenes)
    var scene: String?

    @Option(help: "Output format: text or json.")
    var format: DumpCommand.Format = .text

    @OptionGroup(title: "Limits per document") var limitArguments: LimitArguments

    func run() throws {
        try finish(ResolveCommand.run(paths: paths, options: traitArguments.options, sceneID: scene, format: format,
                                      presentation: canvas ? .canvas : .solved))
    }
}
