import ArgumentParser
import SceneCommands

struct Dump: ParsableCommand, ReadsDocuments {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print a document's scenes, view tree with frames and constraints.",
        discussion: """
        Constraints are written as Interface Builder's outline writes them, e.g.
        `Name Label.leading = Superview.leadingMargin + 20`, with id, priority and the view
        they are installed on. The JSON form is documented in Documents/JSON.md.

        Example: scenelayout dump Main.storyboard --format json
        """)

    @Argument(help: "The .xib or .storyboard files, or folders holding them. Several give one text block per document, or one JSON document with an array of them.", completion: Completions.documents)
    var paths: [String]

    @Option(help: "Output format: text or json.")
    var format: DumpCommand.Format = .text

    @OptionGroup(title: "Limits per document") var limitArguments: LimitArguments

    func run() throws {
        try finish(DumpCommand.run(paths: paths, format: format))
    }
}
