import SceneModel
import SceneXML

/// Loads a scene document, turning failures into a printed error and an exit status.
enum DocumentLoading {
    static func load(_ path: String, output: inout CommandOutput) -> SceneDocument? {
        do {
            return try SceneDocument.load(contentsOf: path)
        } catch let error as XMLError {
            output.err(error.description)
            output.exitCode = max(output.exitCode, error.kind == .unreadable ? ExitStatus.unreadable : ExitStatus.invalid)
        } catch {
            output.error(at: path, "\(error)")
            output.exitCode = max(output.exitCode, ExitStatus.invalid)
        }
        return nil
    }
}
