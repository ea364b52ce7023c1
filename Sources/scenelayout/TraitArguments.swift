import ArgumentParser
import SceneCommands

/// The trait options every command that lays documents out takes (`resolve`, `check` and
/// the writing commands): one trait collection, the document's own when none is given.
struct TraitArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Size classes, one per axis, e.g. wC,hR or wR or hAny (overrides those of the device; iOS).",
                               valueName: "classes"),
            completion: .list(TraitOptions.sizeClassValues + ["wC,hC", "wC,hR", "wR,hC", "wR,hR"]))
    var traits: String?

    @Option(help: ArgumentHelp("A device: Interface Builder's id (retina6_12, ipad9_7) or its name (\"iPhone 15\", iphone-se, ipad-pro-13); `scenelayout devices` lists them (iOS).",
                               valueName: "device"),
            completion: .list(Completions.deviceNames))
    var device: String?

    @Option(help: "portrait or landscape.", completion: .list(TraitOptions.orientations))
    var orientation: String?

    // Unconditional, so that `--size -5x10` reaches the check (and its clear message)
    // instead of being read as a cluster of short flags.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("The root view size in points, WIDTHxHEIGHT, e.g. 375x667, each side 1 to 100000 (iOS and macOS; not with --device).",
                               valueName: "WxH"))
    var size: String?

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Flag(help: "Drop design-time placeholder constraints, as a build does.")
    var runtime = false

    /// Whether any option was given (else: the document's own configuration).
    var isSet: Bool { traits != nil || device != nil || orientation != nil || size != nil || rtl || runtime }

    var options: TraitOptions {
        TraitOptions(traits: traits, device: device, orientation: orientation, size: size, rightToLeft: rtl, runtime: runtime)
    }

    /// Malformed or contradictory options are usage errors (exit 2), found before any
    /// document is read.
    func validate() throws {
        do { try options.validate() } catch { throw ValidationError("\(error)") }
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
