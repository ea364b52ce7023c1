import ArgumentParser
import SceneCommands

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices --device and --devices accept, with sizes, safe areas and size classes.",
        discussion: """
        A device is named by Interface Builder's id (retina6_12) or by any of its names, in
        any case, with spaces or hyphens ("iPhone 15", iphone-15, iphone-se, ipad-pro-13).
        Sizes are the portrait screen in points; safe areas are top, left, bottom and right
        insets as the newest Xcode draws them (documents saved by older Xcodes get the
        insets their Xcode drew).

        Examples:
          scenelayout devices
          scenelayout devices --format json
        """)

    @Option(help: "Output format: text or json.")
    var format: DumpCommand.Format = .text

    func run() throws {
        try finish(DevicesCommand.run(format: format))
    }
}
