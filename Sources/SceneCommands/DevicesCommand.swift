#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLayout
import SceneModel

/// `scenelayout devices [--format text|json]`: the devices `--device` and `--devices`
/// accept, with the names they answer to, the portrait screen size, the safe-area insets
/// and the size classes per orientation, as the newest Xcode draws them (documents saved
/// by older Xcodes get that Xcode's insets; `DeviceTable.traits`).
public enum DevicesCommand {
    /// One device as the JSON lists it.
    struct Entry: Encodable {
        struct Orientation: Encodable {
            var size: Size
            var safeArea: EdgeInsetsOut
            /// `wC hR`.
            var sizeClasses: String
        }
        struct EdgeInsetsOut: Encodable {
            var top: Double
            var left: Double
            var bottom: Double
            var right: Double
        }
        var id: String
        var names: [String]
        var idiom: String
        var scale: Double
        var portrait: Orientation
        var landscape: Orientation
    }

    struct Listing: Encodable {
        var version = ToolVersion.string
        var devices: [Entry]
    }

    public static func run(format: DumpCommand.Format) -> CommandOutput {
        var output = CommandOutput()
        let entries = DeviceTable.devices.map(entry)
        switch format {
        case .json:
            do {
                output.outBlock(try JSONOutput.encode(Listing(devices: entries)))
            } catch {
                output.err("error: cannot encode JSON: \(error)")
                output.exitCode = ExitStatus.invalid
            }
        case .text:
            output.standardOutput = text(entries)
        }
        return output
    }

    /// Device ids and names as shell words, for completion scripts.
    public static let completionWords: [String] = DeviceTable.devices.flatMap { device in
        [device.id] + DeviceTable.names(of: device).map(DeviceTable.shellWord)
    }

    static func entry(_ device: DeviceProfile) -> Entry {
        func orientation(_ name: String) -> Entry.Orientation {
            let traits = DeviceTable.traits(device: device, orientation: name, toolsVersion: nil)
            let insets = traits.safeAreaInsets
            return Entry.Orientation(size: traits.size ?? device.portraitSize,
                                     safeArea: .init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
                                     sizeClasses: traits.sizeClassDescription)
        }
        return Entry(id: device.id, names: DeviceTable.names(of: device), idiom: device.idiom, scale: device.scale,
                     portrait: orientation("portrait"), landscape: orientation("landscape"))
    }

    /// A table: one device per line, aligned columns, names last.
    static func text(_ entries: [Entry]) -> String {
        let f = SceneDocument.format
        func insets(_ e: Entry.EdgeInsetsOut) -> String { "\(f(e.top)) \(f(e.left)) \(f(e.bottom)) \(f(e.right))" }
        var rows = [["ID", "SIZE", "SCALE", "SAFE AREA PORTRAIT", "SAFE AREA LANDSCAPE", "PORTRAIT", "LANDSCAPE", "NAMES"],
                    ["", "(portrait)", "", "(top left bottom right)", "(top left bottom right)", "", "", ""]]
        for e in entries {
            rows.append([e.id, "\(f(e.portrait.size.width))×\(f(e.portrait.size.height))", "@\(f(e.scale))x",
                         insets(e.portrait.safeArea), insets(e.landscape.safeArea), e.portrait.sizeClasses,
                         e.landscape.sizeClasses, e.names.joined(separator: ", ")])
        }
        var widths = Array(repeating: 0, count: rows[0].count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.map { row in
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
