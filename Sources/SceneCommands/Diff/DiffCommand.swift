#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLayout
import SceneModel

/// `scenelayout diff FILE (--traits A --traits B | --devices A,B | --all-size-classes)` and
/// `scenelayout diff OLD NEW [trait options]`: the layout differences between two
/// configurations of a document, or between two revisions of it in each configuration.
/// Frames are the constraints' solution (`.solved`, as `resolve` gives them).
///
/// Exit status as diff(1): 0 no differences, 1 differences, 2 trouble (unreadable or
/// malformed input, bad usage). As a git external diff driver the status is 0 whenever a
/// report was printed, as git stops at the first driver that fails.
public enum DiffCommand {
    public enum Format: String, Sendable, CaseIterable { case text, json, svg }

    public struct Options: Sendable {
        public var oldPath: String
        /// nil: one document compared across configurations.
        public var newPath: String?
        /// The names printed for the two files (a git driver's path, not its temporary files).
        public var oldName: String?
        public var newName: String?
        /// One document: the first is the base and each other one is compared with it (a
        /// single configuration is compared with the document's own). Two documents: they
        /// are compared in each (default: each document's own).
        public var configurations: [CheckConfiguration] = [.own]
        public var sceneID: String?
        public var format: Format = .text
        /// Called by git as an external diff driver: status 0 unless the options are wrong.
        public var gitDriver = false

        public init(oldPath: String, newPath: String? = nil) {
            self.oldPath = oldPath
            self.newPath = newPath
        }
    }

    /// git's name for a side that does not exist (an added or deleted file).
    static let nullDevice = "/dev/null"

    public static func run(_ options: Options) -> CommandOutput {
        var output = CommandOutput()
        let result = compare(options, output: &output)
        if let result {
            switch options.format {
            case .text: output.standardOutput += DiffText.render(result.report)
            case .json:
                do { output.outBlock(try JSONOutput.encode(result.report, schemaVersion: JSONOutput.SchemaVersion.diff)) } catch {
                    output.error(at: options.oldPath, "cannot encode JSON: \(error)")
                    output.exitCode = ExitStatus.unreadable
                    return output
                }
            case .svg: output.standardOutput += DiffPicture.render(result.report, sides: result.sides, twoDocuments: options.newPath != nil)
            }
            output.exitCode = result.report.identical ? ExitStatus.success : 1
            if options.gitDriver, options.format == .text, result.report.identical {
                // git shows nothing for a changed file unless the driver does.
                let names = result.report.comparisons.first.map { ($0.old.path, $0.new.path) } ?? (options.oldPath, options.oldPath)
                output.out("--- \(names.0)")
                output.out("+++ \(names.1)")
                output.out("no layout differences")
            }
        }
        if options.gitDriver {
            // git stops a whole `git diff` at a driver that fails: report in the diff instead.
            if result == nil {
                output.standardOutput += output.standardError
                output.standardError = ""
            }
            output.exitCode = ExitStatus.success
        }
        return output
    }

    /// The comparisons and the laid-out sides they used (for the picture), or nil after
    /// printing why there are none.
    private static func compare(_ options: Options, output: inout CommandOutput) -> (report: LayoutDiffReport, sides: [[LaidOutDocument]])? {
        var configurations = options.configurations
        if options.newPath == nil {
            if configurations.count == 1 {
                guard configurations[0].options != nil else {
                    return usage("comparing one document needs two configurations (--traits A --traits B, --devices A,B or --all-size-classes), or give two files", &output)
                }
                configurations.insert(.own, at: 0)
            }
        }
        if options.gitDriver, options.oldPath == nullDevice || options.newPath == nullDevice {
            return wholeDocument(options, output: &output)
        }
        guard let old = load(options.oldPath, name: options.oldName, output: &output) else { return nil }
        var new: SceneDocument?
        if let newPath = options.newPath {
            guard let loaded = load(newPath, name: options.newName, output: &output) else { return nil }
            new = loaded
        }
        // `--scene` as every command reads it (`SceneSelection`), in the old revision, else the new.
        var sceneID: String?
        do {
            sceneID = try SceneSelection.sceneID(options.sceneID, in: old)
        } catch {
            guard let new, let found = try? SceneSelection.sceneID(options.sceneID, in: new) else {
                return trouble(at: options.oldName ?? options.oldPath, "\(error)", &output)
            }
            sceneID = found
        }
        let engine = SceneLayoutEngine()
        func laidOut(_ document: SceneDocument, _ name: String, _ configuration: CheckConfiguration) throws -> LaidOutDocument {
            let traits = try configuration.traits(for: document)
            let layout = engine.layout(document, traits: traits, sceneID: sceneID, presentation: .solved)
            return LaidOutDocument(document: document, side: LayoutSide(path: name, configuration: configuration.label, traits: traits.label),
                                   traits: traits, layout: layout, sceneID: sceneID)
        }
        var comparisons: [LayoutComparison] = []
        var sides: [[LaidOutDocument]] = []
        do {
            let oldName = options.oldName ?? options.oldPath
            if let new, let newPath = options.newPath {
                for configuration in configurations {
                    let pair = [try laidOut(old, oldName, configuration), try laidOut(new, options.newName ?? newPath, configuration)]
                    comparisons.append(LayoutDiffer.compare(pair[0], pair[1]))
                    sides.append(pair)
                }
            } else {
                let base = try laidOut(old, oldName, configurations[0])
                for configuration in configurations.dropFirst() {
                    let other = try laidOut(old, oldName, configuration)
                    comparisons.append(LayoutDiffer.compare(base, other))
                    sides.append([base, other])
                }
            }
        } catch {
            return usage("\(error)", &output)
        }
        let report = LayoutDiffReport(comparisons: comparisons)
        if !options.gitDriver && options.format == .text && comparisons.count > 1 {
            output.err("\(comparisons.filter { !$0.identical }.count) of \(comparisons.count) comparisons differ")
        }
        return (report, sides)
    }

    private static func load(_ path: String, name: String?, output: inout CommandOutput) -> SceneDocument? {
        var loading = CommandOutput()
        let document = DocumentLoading.load(path, readOnly: true, output: &loading)
        // Errors name the file as the user knows it, not a driver's temporary copy.
        output.standardError += name.map { loading.standardError.replacingScalars(of: path, with: $0) } ?? loading.standardError
        guard let document else {
            output.exitCode = ExitStatus.unreadable   // trouble, as diff(1) says it
            return nil
        }
        if document.header.platform == .watchOS {
            return trouble(at: name ?? path, "this is a watchOS document (WatchKit interface); WatchKit does not use Auto Layout and is not laid out by this tool", &output)
        }
        return document
    }

    /// A git driver's added or deleted document: a count of what came or went.
    private static func wholeDocument(_ options: Options, output: inout CommandOutput) -> (report: LayoutDiffReport, sides: [[LaidOutDocument]])? {
        let added = options.oldPath == nullDevice
        let path = added ? options.newPath ?? nullDevice : options.oldPath
        let name = (added ? options.newName : options.oldName) ?? path
        guard let document = load(path, name: name, output: &output) else { return nil }
        let constraints = document.allConstraints.count
        output.out(added ? "--- \(nullDevice)" : "--- \(name)")
        output.out(added ? "+++ \(name)" : "+++ \(nullDevice)")
        output.out("\(added ? "+" : "-") document: \(document.scenes.count) scene(s), \(document.allViews.count) view(s), \(constraints) constraint(s)")
        return nil
    }

    private static func usage<T>(_ message: String, _ output: inout CommandOutput) -> T? {
        output.err("error: \(message)")
        output.exitCode = ExitStatus.unreadable
        return nil
    }

    private static func trouble<T>(at path: String, _ message: String, _ output: inout CommandOutput) -> T? {
        output.error(at: path, message)
        output.exitCode = ExitStatus.unreadable
        return nil
    }
}
