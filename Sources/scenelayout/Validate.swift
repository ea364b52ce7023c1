import ArgumentParser
import SceneCommands

struct Validate: ParsableCommand, ReadsDocuments {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that documents are valid: XML, schema, model rules, constraints that can hold.",
        discussion: """
        Problems print as `path:line:column: error: message [rule]`, the form editors and CI
        annotate. Required constraints that cannot all hold in the document's own
        configuration make it invalid; ambiguous and misplaced views are `check`'s.
        Exit status: 0 every file is valid, 1 a file is invalid, 2 a file cannot be read.

        Example: scenelayout validate Main.storyboard Views/*.xib
        """)

    @Argument(help: "The .xib or .storyboard files to check.", completion: Completions.documents)
    var files: [String]

    @Option(help: "Validate against this XSD instead of the built-in Schemas/scene.xsd.")
    var schema: String?

    @Flag(name: .shortAndLong, help: "Print nothing for valid files.")
    var quiet = false

    @OptionGroup(title: "Limits per document") var limitArguments: LimitArguments

    func run() throws {
        try finish(ValidateCommand.run(paths: files, schemaPath: schema, quiet: quiet))
    }
}
