import Foundation
import SceneModel
import SceneXML

/// `scenelayout convert FILE... (--output DIR | --in-place)`: loads each document through
/// the model and saves it. With no transforms the output is byte-identical to the input.
public enum ConvertCommand {
    public enum Destination: Sendable, Equatable {
        case folder(String)
        case inPlace
    }

    public static func run(paths: [String], destination: Destination) -> CommandOutput {
        var output = CommandOutput()
        if case .folder(let folder) = destination, !DocumentRewriting.prepare(folder: folder, output: &output) { return output }
        var written: Set<String> = []
        for path in paths {
            guard let document = DocumentLoading.load(path, output: &output) else { continue }
            let target: String
            switch destination {
            case .inPlace:
                target = path
                AtomicFileWriter.removeStaleTemporaries(besides: path)
            case .folder(let folder):
                target = (folder as NSString).appendingPathComponent((path as NSString).lastPathComponent)
                if DocumentRewriting.canonical(target) == DocumentRewriting.canonical(path) {
                    output.error(at: path, "the output would overwrite the input; use --in-place to change files in place")
                    output.exitCode = max(output.exitCode, ExitStatus.invalid)
                    continue
                }
            }
            guard written.insert(DocumentRewriting.canonical(target)).inserted else {
                output.error(at: path, "another input already wrote \(target)")
                output.exitCode = max(output.exitCode, ExitStatus.invalid)
                continue
            }
            do {
                let outcome = try destination == .inPlace ? document.xml.saveInPlace() : document.xml.save(to: target)
                output.out("\(path) -> \(target)\(outcome == .unchanged ? " (unchanged)" : "")")
            } catch {
                output.err("\(error)")
                output.exitCode = max(output.exitCode, ExitStatus.unreadable)
            }
        }
        return output
    }
}
