import ArgumentParser
import SceneCommands

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare solved layouts: two configurations of a document, or two revisions of it.",
        discussion: """
        One file: the layouts of two configurations (--traits A --traits B, --devices A,B,
        or --traits A alone against the document's own configuration); with more than two
        (--devices A,B,C, --all-size-classes) each is compared with the first (the
        document's own for --all-size-classes). Two files: the two revisions in each
        configuration given (default: each document's own). Scenes, views and constraints
        are matched by their Interface Builder ids.

        Reported per scene: views installed on one side only (`-`/`+ view`), frames that
        differ (`~ frame`, old → new, relative to the superview), constraints active on one
        side only (`-`/`+ constraint`) or named differently (`~ constraint`), named as
        Interface Builder's outline names them.

        Exit status as diff(1): 0 no differences, 1 differences, 2 trouble (unreadable or
        malformed input, bad options). With --git-external-diff, 0 whenever git can go on.

        As a git diff driver (README):
          git config diff.scenelayout.command 'scenelayout diff --git-external-diff'
          echo '*.storyboard diff=scenelayout' >> .gitattributes

        Examples:
          scenelayout diff Main.storyboard --traits wC,hR --traits wR,hR
          scenelayout diff Main.storyboard --devices retina4_0,ipad9_7:landscape --format json
          scenelayout diff old/Main.storyboard Main.storyboard --all-size-classes
          scenelayout diff Main.storyboard --all-size-classes --format svg > sizes.svg
        """)

    @Argument(help: "The document, or its old and new revisions (with --git-external-diff: git's seven arguments).")
    var files: [String]

    @Option(help: "Size classes of a configuration, e.g. wC,hR; give it twice to compare two (iOS).")
    var traits: [String] = []

    @Option(help: "An Interface Builder device id for every configuration, e.g. retina6_12 (iOS).")
    var device: String?

    @Option(help: "portrait or landscape, for every configuration.")
    var orientation: String?

    @Option(help: "The root view size in points, WIDTHxHEIGHT, for every configuration.")
    var size: String?

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Flag(help: "Drop design-time placeholder constraints, as a build does.")
    var runtime = false

    @OptionGroup var configurationList: ConfigurationListArguments

    @Option(help: "Only this scene (its sceneID; `objects` for a XIB).")
    var scene: String?

    @Option(help: "Output format: text, json or svg (the layouts side by side, changed views highlighted).")
    var format: DiffCommand.Format = .text

    @Flag(help: "Take git's external diff arguments: path old-file old-hex old-mode new-file new-hex new-mode.")
    var gitExternalDiff = false

    private var traitOptionsSet: Bool { !traits.isEmpty || device != nil || orientation != nil || size != nil || rtl || runtime }

    func validate() throws {
        if gitExternalDiff {
            guard files.count == 7 else {
                throw ValidationError("--git-external-diff takes git's seven arguments (path old-file old-hex old-mode new-file new-hex new-mode), not \(files.count)")
            }
        } else if files.isEmpty || files.count > 2 {
            throw ValidationError("Give one document (and two configurations) or two documents.")
        }
        try configurationList.validate(traitOptionsGiven: traitOptionsSet)
    }

    func run() throws {
        var options: DiffCommand.Options
        if gitExternalDiff {
            options = DiffCommand.Options(oldPath: files[1], newPath: files[4])
            options.oldName = "a/\(files[0])"
            options.newName = "b/\(files[0])"
            options.gitDriver = true
        } else {
            options = DiffCommand.Options(oldPath: files[0], newPath: files.count > 1 ? files[1] : nil)
        }
        if traitOptionsSet {
            // Each --traits is a configuration; the other trait options apply to all of them.
            let configurations = (traits.isEmpty ? [nil] : traits.map { Optional($0) }).map { traits in
                TraitOptions(traits: traits, device: device, orientation: orientation, size: size, rightToLeft: rtl, runtime: runtime)
            }
            options.configurations = configurations.map { CheckConfiguration(label: $0.label, options: $0) }
        } else {
            options.configurations = try configurationList.configurations(traitOptions: nil)
            // One document in every size class: each against its own configuration.
            if configurationList.allSizeClasses && options.newPath == nil { options.configurations.insert(.own, at: 0) }
        }
        options.sceneID = scene
        options.format = format
        try finish(DiffCommand.run(options))
    }
}
