import ArgumentParser
import SceneCommands

struct Convert: ParsableCommand, ReadsDocuments {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert documents in batch: load, apply transforms, write XML or the resolved layout as JSON.",
        discussion: """
        PATH is a file, a folder (searched for .xib and .storyboard) or - for standard input \
        (the result then goes to standard output). With no transforms the output is \
        byte-identical to the input. The transforms run in the order given, in the \
        document's own configuration: update-frames (Interface Builder's Update Frames), \
        add-missing-constraints, strip-placeholders (design-time placeholder constraints and \
        the references to them removed; everything else byte-identical). --to json writes \
        what `resolve --format json` gives (FILE.json beside FILE with --in-place).

        Files are converted in parallel and written atomically, file by file: a kill leaves \
        every file old or complete. Every file is tried: one bad file never stops the \
        others. A document whose model, transforms or layout report errors (invalid or \
        unsatisfiable constraints) is not written, as its result may be wrong, unless \
        --continue-on-error is given. On a terminal a progress line is drawn on stderr; a \
        summary (converted, unchanged, failed with the reasons) ends stderr.

        Exit status (the worst over the files): 0 every file converted, 1 a document is \
        malformed or has errors, 2 an input cannot be read, a write failed, or bad usage.

        Examples:
          scenelayout convert App/ --output converted/
          scenelayout convert Main.storyboard --in-place --apply strip-placeholders,update-frames
          scenelayout convert App/ --output layouts/ --to json --jobs 2 --continue-on-error
          cat Main.storyboard | scenelayout convert - --apply update-frames > Updated.storyboard
        """)

    @Argument(help: "The .xib or .storyboard files, folders holding them, or - for standard input.", completion: Completions.documents)
    var paths: [String]

    @Option(help: "Write the results into this folder (created if missing), keeping paths below folders named.")
    var output: String?

    @Flag(help: "Replace the input files (with --to json: write FILE.json beside each).")
    var inPlace = false

    @OptionGroup(title: "Limits per document") var limitArguments: LimitArguments

    @Option(help: "Transforms to apply, in order, comma separated: update-frames, add-missing-constraints, strip-placeholders.")
    var apply: String?

    @Option(help: "Output: xml (the document) or json (its resolved layout, as resolve --format json).")
    var to: ConvertCommand.OutputFormat = .xml

    @Option(help: "Documents converted at once (default: one per core).")
    var jobs: Int?

    @Flag(help: "Write documents whose model, transforms or layout report errors (their errors are printed, the exit status is still 1).")
    var continueOnError = false

    func options() throws -> ConvertCommand.Options {
        if output != nil && inPlace { throw ValidationError("Give only one of --output DIR and --in-place.") }
        let destination: ConvertCommand.Destination = inPlace ? .inPlace : output.map { .folder($0) } ?? .standardOutput
        var options = ConvertCommand.Options(paths: paths, destination: destination)
        do {
            options.transforms = try apply.map(ConvertTransform.list) ?? []
        } catch {
            throw ValidationError("--apply: \(error)")
        }
        options.format = to
        options.jobs = jobs
        options.continueOnError = continueOnError
        if let problem = options.usageProblem { throw ValidationError(problem.prefix(1).uppercased() + problem.dropFirst() + ".") }
        return options
    }

    func validate() throws { _ = try options() }

    func run() throws {
        try finish(ConvertCommand.run(try options()))
    }
}
