import ArgumentParser
import SceneCommands

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the solved layout as a wireframe SVG.",
        discussion: """
        Each installed view's rectangle with its name (as text), the root's safe area
        (shaded) and each container's layout margins (dashed); ambiguous and conflicting
        views in red, misplaced ones in orange, as Interface Builder marks them. One panel
        per configuration: --devices and --all-size-classes draw each side by side, the
        scenes one row each; a single configuration lays its scenes out in rows of four.

        Exit status: 0 written; 1 the document has errors (malformed: nothing is written;
        broken or invalid constraints: written, with the views concerned in red); 2
        unreadable input, bad options or a failed write.

        Examples:
          scenelayout render Main.storyboard --output main.svg
          scenelayout render Main.storyboard --scene BYZ-38-t0r --all-size-classes --output sizes.svg
          scenelayout render Main.storyboard --devices retina4_0,ipad9_7:landscape --output devices.svg
        """)

    @Argument(help: "The .xib or .storyboard file.")
    var file: String

    @OptionGroup var traitArguments: TraitArguments

    @OptionGroup var configurationList: ConfigurationListArguments

    @Option(help: "Only this scene (its sceneID; `objects` for a XIB).")
    var scene: String?

    @Option(help: "The SVG file to write, or - for standard output.")
    var output: String

    func validate() throws {
        try configurationList.validate(traitOptionsGiven: traitArguments.isSet)
    }

    func run() throws {
        var options = RenderCommand.Options(path: file, output: output)
        options.configurations = try configurationList.configurations(traitOptions: traitArguments.isSet ? traitArguments.options : nil)
        options.sceneID = scene
        try finish(RenderCommand.run(options))
    }
}
