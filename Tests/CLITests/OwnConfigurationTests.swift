import SceneCommands
import SceneModel
import Testing
import TestSupport

/// The document's own configuration gives one answer, whether it is implied or named:
/// `resolve FILE` and `resolve FILE --device OWN --orientation OWN` print the same.
@Suite struct OwnConfigurationTests {
    @Test(.enabled(if: Corpus.isAvailable)) func namingTheOwnDeviceChangesNothing() throws {
        var compared = 0
        for file in Corpus.documents {
            let document = try SceneDocument.load(contentsOf: file.path)
            guard document.header.platform != .macOS, let device = document.header.device else { continue }
            let implied = ResolveCommand.run(path: file.path, options: TraitOptions(), sceneID: nil, format: .json)
            let named = ResolveCommand.run(path: file.path, options: TraitOptions(device: device.id, orientation: device.orientation),
                                           sceneID: nil, format: .json)
            compared += 1
            #expect(implied.standardOutput == named.standardOutput, "\(file.lastPathComponent)")
            #expect(implied.exitCode == named.exitCode, "\(file.lastPathComponent)")
        }
        print("own configuration: \(compared) corpus documents compared, implied against named device")
        #expect(compared > 0)
    }
}
