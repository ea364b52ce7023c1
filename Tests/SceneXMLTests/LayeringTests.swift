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
    static let system: Set<String> = ["Foundation", "FoundationEssentials", "Glibc", "Darwin", "Dispatch"]

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

    /// No source imports `Foundation` where `FoundationEssentials` exists: on Linux the
    /// binary then never loads `libFoundation`, its internationalization library and its
    /// ICU (about 11 M instructions a process, `Documents/PERFORMANCE.md`, session 15).
    /// Each `import Foundation` sits in the `#else` of `#if canImport(FoundationEssentials)`.
    @Test func foundationIsImportedOnlyWhereEssentialsIsMissing() throws {
        var checked = 0
        for target in Self.allowed.keys {
            let folder = Corpus.packageRoot.appendingPathComponent("Sources/\(target)")
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                for (index, line) in lines.enumerated() where line == "import Foundation" {
                    let guarded = index >= 3 && lines[index - 1] == "#else" && lines[index - 2] == "import FoundationEssentials"
                        && lines[index - 3] == "#if canImport(FoundationEssentials)"
                    #expect(guarded, "\(target)/\(file): import Foundation outside #if canImport(FoundationEssentials) … #else")
                    checked += 1
                }
            }
        }
        #expect(checked > 20, "the guarded imports were found")
    }
}
