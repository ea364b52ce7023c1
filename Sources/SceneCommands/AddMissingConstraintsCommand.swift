import Foundation
import SceneLayout
import SceneModel
import SceneXML

/// `scenelayout add-missing-constraints PATH... [--scene ID] [--view ID] (--in-place | --output DIR) [--dry-run]`:
/// Interface Builder's "Add Missing Constraints" (`MissingConstraintPlanner`), in the
/// document's own configuration.
///
/// Output: one line per added constraint, named as the outline names it, then what is
/// left ambiguous and a summary line. Exit 0 when every ambiguous view got its
/// constraints; 1 when some ambiguity could not be resolved (conflicting views are left
/// alone and count) or a document has errors (views AppKit's scroll machinery places are
/// left alone with a warning and do not count); 2 when an input cannot be read, the options do not
/// apply (an unknown scene or view) or a write failed.
public enum AddMissingConstraintsCommand {
    public enum Mode: Sendable, Equatable {
        /// Replace each changed file; an unchanged file is not written.
        case inPlace
        /// Write every document into this folder (created if missing), changed or not, so
        /// the folder is complete; files found in a folder keep their path below it.
        /// Never overwrites an input.
        case folder(String)
        /// Print a unified diff of what would change and write nothing.
        case dryRun
    }

    public static func run(paths: [String], sceneID: String? = nil, viewID: String? = nil, mode: Mode,
                           planner: MissingConstraintPlanner = MissingConstraintPlanner()) -> CommandOutput {
        var output = CommandOutput()
        if case .folder(let folder) = mode, !prepare(folder: folder, output: &output) { return output }
        var totals = (files: 0, changed: 0, constraints: 0, leftovers: 0, conflicting: 0, machinery: 0)
        var written: Set<String> = []
        for (file, outputName) in inputs(paths, output: &output) {
            guard let document = DocumentLoading.load(file, output: &output) else { continue }
            totals.files += 1
            var status = ExitStatus.success
            for diagnostic in document.diagnostics where diagnostic.severity == .error {
                output.err(diagnostic.description)
                status = ExitStatus.invalid
            }
            if document.header.platform == .watchOS {
                output.error(at: file, "this is a watchOS document (WatchKit interface); WatchKit does not use Auto Layout: left unchanged")
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                continue
            }
            if let sceneID, !document.scenes.contains(where: { $0.id == sceneID }) {
                output.error(at: file, "no scene with id '\(sceneID)'; scenes: \(document.scenes.map(\.id).joined(separator: ", "))")
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                continue
            }
            if let viewID, document.viewsByID[viewID] == nil || sceneID != nil && !document.scenes.contains(where: {
                $0.id == sceneID && $0.allViews.contains { $0.id == viewID }
            }) {
                output.error(at: file, "no view with id '\(viewID)'\(sceneID.map { " in scene '\($0)'" } ?? "")")
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                continue
            }
            let result: MissingConstraintPlanner.Result
            do {
                result = try planner.addMissingConstraints(to: document, sceneID: sceneID, viewID: viewID)
            } catch {
                output.error(at: file, "\(error)")
                output.exitCode = max(output.exitCode, ExitStatus.invalid)
                continue
            }
            for addition in result.additions {
                output.out("\(file): added \(addition.description) [\(addition.id)]")
            }
            for leftover in result.leftovers {
                let view = result.document.viewsByID[leftover.viewID]
                let severity: String, kind: String, message: String
                switch leftover.reason {
                case .conflicting:
                    (severity, kind) = ("error", "unsatisfiable")
                    message = "\(leftover.name) (\(leftover.viewID)) is in unsatisfiable constraints: left alone"
                case .open:
                    (severity, kind) = ("error", "ambiguous")
                    message = "\(leftover.name) (\(leftover.viewID)) is still ambiguous: need constraints for \(leftover.needs)"
                case .placedByContainer:
                    (severity, kind) = ("warning", "ambiguous")
                    message = "\(leftover.name) (\(leftover.viewID)) is placed by its AppKit scroll view or table, not by constraints: left alone (the layout finds \(leftover.needs) open)"
                }
                output.err(DiagnosticLine.format(path: file, line: view?.line ?? 1, column: view?.column ?? 1, severity: severity,
                                                 message: message, kind: kind))
            }
            for diagnostic in result.layout.diagnostics where diagnostic.severity == .error { output.err(diagnostic.description) }
            if result.leftovers.contains(where: { $0.reason != .placedByContainer })
                || result.layout.diagnostics.contains(where: { $0.severity == .error }) {
                status = max(status, ExitStatus.invalid)
            }
            totals.constraints += result.additions.count
            totals.leftovers += result.leftovers.filter { $0.reason == .open }.count
            totals.machinery += result.leftovers.filter { $0.reason == .placedByContainer }.count
            totals.conflicting += result.leftovers.filter(\.conflicting).count
            output.exitCode = max(output.exitCode, status)

            let bytes: [UInt8]
            do {
                bytes = try result.document.xml.bytesForSaving()
            } catch {
                output.error(at: file, "cannot serialize the document: \(error)")
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                continue
            }
            let changed = bytes != document.xml.originalBytes
            if changed { totals.changed += 1 }
            switch mode {
            case .dryRun:
                guard changed else { continue }
                let label = file.hasPrefix("/") ? file : "/" + file
                output.standardOutput += UnifiedDiff.diff(old: document.xml.originalBytes, new: bytes, oldLabel: "a" + label, newLabel: "b" + label)
            case .inPlace:
                guard changed else { continue }
                if write(bytes, to: file, output: &output) { output.out("updated \(file)") }
            case .folder(let folder):
                let target = (folder as NSString).appendingPathComponent(outputName)
                if canonical(target) == canonical(file) {
                    output.error(at: file, "the output would overwrite the input; use --in-place to change files in place")
                    output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                    continue
                }
                guard written.insert(canonical(target)).inserted else {
                    output.error(at: file, "another input already wrote \(target)")
                    output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                    continue
                }
                let parent = (target as NSString).deletingLastPathComponent
                do {
                    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
                } catch {
                    output.error(at: target, "cannot create the folder \(parent): \(error.localizedDescription)")
                    output.exitCode = max(output.exitCode, ExitStatus.unreadable)
                    continue
                }
                if write(bytes, to: target, output: &output) { output.out("\(file) -> \(target)\(changed ? "" : " (unchanged)")") }
            }
        }
        var summary = "\(count(totals.constraints, "constraint")) added in \(count(totals.changed, "document")) of \(totals.files)"
        if totals.leftovers > 0 { summary += "; \(count(totals.leftovers, "view")) still ambiguous" }
        if totals.conflicting > 0 { summary += "; \(count(totals.conflicting, "conflicting view")) left alone" }
        if totals.machinery > 0 { summary += "; \(count(totals.machinery, "view")) placed by AppKit scroll views left alone" }
        if mode == .dryRun { summary += " (dry run: nothing written)" }
        output.out(summary)
        return output
    }

    /// The documents named, each with its name below an output folder: a file named
    /// directly keeps its file name, one found in a folder its path below that folder.
    static func inputs(_ paths: [String], output: inout CommandOutput) -> [(file: String, outputName: String)] {
        var result: [(String, String)] = []
        var seen: Set<String> = []
        for path in paths {
            let expansion = DocumentPaths.expand([path])
            for problem in expansion.problems {
                output.error(at: problem.path, problem.message)
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
            }
            var isDirectory: ObjCBool = false
            let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            for file in expansion.files where seen.insert(file).inserted {
                var name = (file as NSString).lastPathComponent
                if isFolder {
                    let prefix = path.hasSuffix("/") ? path : path + "/"
                    if file.hasPrefix(prefix) { name = String(file.dropFirst(prefix.count)) }
                }
                result.append((file, name))
            }
        }
        return result
    }

    /// One atomic write; a failure is printed and sets status 2.
    private static func write(_ bytes: [UInt8], to target: String, output: inout CommandOutput) -> Bool {
        do {
            try AtomicFileWriter.write(bytes, to: target)
            return true
        } catch {
            output.err("\(error)")
            output.exitCode = max(output.exitCode, ExitStatus.unreadable)
            return false
        }
    }

    private static func prepare(folder: String, output: inout CommandOutput) -> Bool {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                output.error(at: folder, "cannot create the output folder: \(error.localizedDescription)")
                output.exitCode = ExitStatus.unreadable
                return false
            }
        } else if !isDirectory.boolValue {
            output.error(at: folder, "the output path is a file, not a folder")
            output.exitCode = ExitStatus.unreadable
            return false
        }
        return true
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// "1 constraint", "3 constraints".
    private static func count(_ number: Int, _ singular: String) -> String {
        "\(number) \(number == 1 ? singular : singular + "s")"
    }
}
