import ArgumentParser
import SceneCommands

struct Convert: ParsableCommand, ReadsDocuments {
    static let configuration = CommandConfiguration(
        abstract: "Load documents and save them again, into a folder or in place.",
        discussion: """
        With no transforms the output is byte-identical to the input. Files are written
        atomically: a failure never leaves a truncated file.

        Example: scenelayout convert Views/*.xib --output converted/
        """)

    @Argument(help: "The .xib or .storyboard files.", completion: Completions.documents)
    var files: [String]

    @Option(help: "Write the results into this folder (created if missing).")
    var output: String?

    @Flag(help: "Replace the input files.")
    var inPlace = false

    @OptionGroup(title: "Limits per document") var limitArguments: LimitArguments

    func validate() throws {
        if (output == nil) == !inPlace {
            throw ValidationError("Give exactly one of --output DIR and --in-place.")
        }
    }

    func run() throws {
        let destination: ConvertCommand.Destination = inPlace ? .inPlace : .folder(output ?? ".")
        try finish(ConvertCommand.run(paths: files, destination: destination))
    }
}
