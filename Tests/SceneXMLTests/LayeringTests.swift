import Foundation
import Testing
import TestSupport

/// The layers import in one direction (`Documents/ARCHITECTURE.md`): each target's
/// sources import only the targets below it, so the layout layer never reads XML and the
/// solver knows nothing of documents. System modules are allowed everywhere.
@Suite struct LayeringTests {
    static let allowed: [String: Set<String>] = [
        "SceneXML": ["CLibXML2"],
        "SceneModel": ["SceneXML"],
        "LayoutSolver": [],
        "SceneLayout": ["SceneModel", "LayoutSolver"],
        "SceneCommands": ["SceneXML", "SceneModel", "LayoutSolver", "SceneLayout"],
        "scenelayout": ["SceneCommands", "ArgumentParser"],
    ]
    static let system: Set<String> = ["Foundation", "Glibc", "Darwin", "Dispatch"]

    @Test func everyTargetImportsOnlyTheLayersBelowIt() throws {
        var checked = 0
        for (target, allowed) in Self.allowed {
            let folder = Corpus.packageRoot.appendingPathComponent("Sources/\(target)")
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            #expect(!files.isEmpty, "\(target) has sources")
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                    guard words.first == "import", words.count >= 2 else { continue }
                    let module = String(words[1])
                    #expect(allowed.contains(module) || Self.system.contains(module), "\(target)/\(file) imports \(module)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100, "imports were found")
    }
}
