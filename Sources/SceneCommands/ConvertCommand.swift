import Foundation
import SceneModel
import SceneXML

/// `scenelayout convert FILE... (--output DIR | --in-place)`: loads each document through
/// the model and saves it. With no transforms the output is byte-identical to the input.
public enum ConvertCommand {
    public enum Destination: Sendable {
        case folder(String)
        case inPlace
    }

    public static func run(paths: [String], destination: Destination) -> CommandOutput {
        var output = CommandOutput()
        if case .folder(let folder) = destination {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    output.error(at: folder, "cannot create the output folder: \(error.localizedDescription)")
                    output.exitCode = ExitStatus.unreadable
                    return output
                }
            } else if !isDirectory.boolValue {
                output.error(at: folder, "the output path is a file, not a folder")
                output.exitCode = ExitStatus.unreadable
                return output
            }
        }
        var written: Set<String> = []
        for path in paths {
            guard let document = DocumentLoading.load(path, output: &output) else { continue }
            let target: String
            switch destination {
            case .inPlace:
                target = path
            case .folder(let folder):
                target = (folder as NSString).appendingPathComponent((path as NSString).lastPathComponent)
                if canonical(target) == canonical(path) {
                    output.error(at: path, "the output would overwrite the input; use --in-place to change files in place")
                    output.exitCode = max(output.exitCode, ExitStatus.invalid)
                    continue
                }
            }
            guard written.insert(canonical(target)).inserted else {
                output.error(at: path, "another input already wrote \(target)")
                output.exitCode = max(output.exitCode, ExitStatus.invalid)
                continue
            }
            do {
                try document.xml.save(to: target)
                output.out("\(path) -> \(target)")
            } catch {
                output.err("\(error)")
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
            }
        }
        return output
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
