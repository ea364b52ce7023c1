import ArgumentParser
import SceneCommands

struct Check: ParsableCommand, ReadsDocuments {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check documents as Interface Builder's issue navigator would: the CI gate.",
        discussion: """
        PATH is a file or a folder (searched for .xib and .storyboard files). Each document
        is read, validated against the schema and the model rules, and laid out in each
        configuration asked for (by default its own device and orientation). One line per
        problem, with a rule id: malformed-xml, schema, duplicate-id, missing-reference,
        invalid-constraint, unsatisfiable, ambiguous, misplaced, placeholder-constraint, …
        (README lists them all). A summary line ends the report.

        Exit status: 0 clean; 1 errors, or warnings with --strict, that the baseline does
        not know; 2 a file cannot be read or the options are wrong.

        Examples:
          scenelayout check App/
          scenelayout check Main.storyboard --devices iphone-se,retina6_12:landscape
          scenelayout check App/ --format sarif > scenelayout.sarif
          scenelayout check App/ --write-baseline .scenelayout-baseline.json
          scenelayout check App/ --baseline .scenelayout-baseline.json --format github
        """)

    @Argument(help: "The .xib or .storyboard files, or folders holding them.", completion: Completions.documents)
    var paths: [String]

    @OptionGroup var traitArguments: TraitArguments

    @Option(help: "Check on each of these devices, comma separated; `id:landscape` for landscape (iOS).")
    var devices: String?

    @Flag(help: "Check in each size class: wC hC, wC hR, wR hC, wR hR (iOS).")
    var allSizeClasses = false

    @Option(help: "Output format: text, json, sarif (SARIF 2.1.0) or github (workflow annotations).")
    var format: CheckFormat = .text

    @Flag(help: "Fail on warnings too (ambiguous and misplaced views, placeholder constraints).")
    var strict = false

    @Option(help: "Problems recorded in this file (by --write-baseline) do not fail the check.")
    var baseline: String?

    @Option(help: "Record today's problems in this file and exit 0.")
    var writeBaseline: String?

    @Flag(help: "With --baseline: list the known problems too, marked (baseline).")
    var showBaselined = false

    @Option(help: "Documents checked at once (default: one per core).")
    var jobs: Int?

    @OptionGroup(title: "Limits per document") var limitArguments: LimitArguments

    func validate() throws {
        if [traitArguments.isSet, devices != nil, allSizeClasses].filter({ $0 }).count > 1 {
            throw ValidationError("Give one of: trait options (--traits, --device, --orientation, --size, --rtl, --runtime), --devices, --all-size-classes.")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
        if let devices {
            do { _ = try CheckConfiguration.devices(devices) } catch { throw ValidationError("\(error)") }
        }
    }

    func run() throws {
        var options = CheckCommand.Options(paths: paths)
        if let devices {
            do {
                options.configurations = try CheckConfiguration.devices(devices)
            } catch {
                throw ValidationError("\(error)")
            }
        } else if allSizeClasses {
            options.configurations = CheckConfiguration.allSizeClasses
        } else if traitArguments.isSet {
            let traitOptions = traitArguments.options
            options.configurations = [CheckConfiguration(label: traitOptions.label, options: traitOptions)]
        }
        options.format = format
        options.strict = strict
        options.baselinePath = baseline
        options.writeBaselinePath = writeBaseline
        options.showBaselined = showBaselined
        options.jobs = jobs
        try finish(CheckCommand.run(options))
    }
}
