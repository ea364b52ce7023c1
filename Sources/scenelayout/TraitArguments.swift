import ArgumentParser
import SceneCommands

/// The trait options of the commands that write documents, as `resolve` spells them.
struct TraitArguments: ParsableArguments {
    @Option(help: "Size classes, e.g. wC,hR (iOS; Xcode 6 documents that keep frames per size class).")
    var traits: String?

    @Option(help: "An Interface Builder device id, e.g. retina6_12 (iOS).")
    var device: String?

    @Option(help: "portrait or landscape.")
    var orientation: String?

    @Option(help: "The root view size in points, WIDTHxHEIGHT.")
    var size: String?

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Flag(help: "Drop design-time placeholder constraints, as a build does.")
    var runtime = false

    var options: TraitOptions {
        TraitOptions(traits: traits, device: device, orientation: orientation, size: size, rightToLeft: rtl, runtime: runtime)
    }
}

/// `--in-place`, `--output DIR` and `--dry-run`, as the writing commands take them.
struct RewriteArguments: ParsableArguments {
    @Option(help: "Write every document into this folder (created if missing), changed or not; files found in a folder keep their path below it.")
    var output: String?

    @Flag(help: "Replace the changed files (unchanged files are not touched).")
    var inPlace = false

    @Flag(help: "Print a unified diff of what would change and write nothing.")
    var dryRun = false

    /// A wrong combination is a usage error (status 2, as `SceneLayoutCommand.main` maps them).
    func validate() throws {
        if output != nil && inPlace { throw ValidationError("give only one of --output DIR and --in-place") }
        if output == nil && !inPlace && !dryRun { throw ValidationError("give --in-place, --output DIR or --dry-run") }
    }

    var mode: RewriteMode {
        if dryRun { return .dryRun }
        if let output { return .folder(output) }
        return .inPlace
    }
}
