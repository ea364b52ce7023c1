import Foundation
@testable import SceneCommands
import SceneModel
import SceneXML
import Testing
import TestSupport

/// `update-frames` and `update-constraints` read documents for splicing (no libxml2 tree)
/// and fall back to the tree when an edit cannot be spliced. The oracle is the same
/// command reading every document with its tree: the same diff, messages, summary, exit
/// status and written bytes, over a sample of the corpus plus documents splicing refuses
/// (declared ISO-8859-1), in one run, so per-document counts after a fallback are checked
/// too. (`cmp` of the binary's output against the tree-only build over all 475 documents
/// is in `Documents/PERFORMANCE.md`, session 12 conv16.)
@Suite struct SplicedUpdateCommandsCorpusTests {
    /// Every twentieth corpus document (the layout is the cost, twice per command), and
    /// copies in `folder` of the first three ASCII documents with misplaced views, declared
    /// ISO-8859-1: splicing refuses them.
    static func inputs(copyingInto folder: URL) throws -> (paths: [String], refused: Int) {
        var paths: [String] = [], refused = 0
        for (position, file) in Corpus.documents.enumerated() {
            if position % 20 == 4 { paths.append(file.path) }
            let text = try String(contentsOf: file, encoding: .utf8)
            guard refused < 3, text.contains("misplaced=\"YES\""), text.utf8.allSatisfy({ $0 < 0x80 }),
                  text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") else { continue }
            let copy = folder.appendingPathComponent("latin1-\(file.lastPathComponent)")
            try Data(text.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"ISO-8859-1\"").utf8).write(to: copy)
            #expect(try SceneXMLDocument.loadForSplicing(contentsOf: copy.path).splicingRefusal != nil)
            paths.append(copy.path)
            refused += 1
        }
        return (paths, refused)
    }

    static func same(_ spliced: CommandOutput, _ tree: CommandOutput, _ label: String) {
        #expect(spliced.standardOutput == tree.standardOutput, "\(label): stdout")
        #expect(spliced.standardError == tree.standardError, "\(label): stderr")
        #expect(spliced.exitCode == tree.exitCode, "\(label): exit status")
        #expect(!spliced.standardError.contains("splic"), "\(label): \(spliced.standardError)")
    }

    @Test(.enabled(if: Corpus.isAvailable)) func updateFramesDiffsAsOnTheTree() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (paths, refused) = try Self.inputs(copyingInto: folder.url)
        #expect(refused == 3)
        let run = { (reading: DocumentLoading.Reading) in
            UpdateFramesCommand.run(paths: paths, options: TraitOptions(), sceneID: nil, viewID: nil, mode: .dryRun, firstReading: reading)
        }
        let spliced = run(.splicing), tree = run(.tree)
        Self.same(spliced, tree, "update-frames --dry-run")
        // Some documents change, among them a refused one (converted from its tree).
        #expect(spliced.standardOutput.contains("+++ b/"))
        #expect(spliced.standardOutput.contains("latin1-"))
    }

    @Test(.enabled(if: Corpus.isAvailable)) func updateConstraintsWritesAsOnTheTree() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (paths, refused) = try Self.inputs(copyingInto: folder.url)
        #expect(refused == 3)
        var written: [String: [String: Data]] = [:]
        var outputs: [String: CommandOutput] = [:]
        for (name, reading) in [("spliced", DocumentLoading.Reading.splicing), ("tree", .tree)] {
            let out = folder.url.appendingPathComponent(name)
            var output = UpdateConstraintsCommand.run(paths: paths, options: TraitOptions(), mode: .folder(out.path), firstReading: reading)
            output.standardOutput = output.standardOutput.replacingOccurrences(of: out.path, with: "OUT")
            outputs[name] = output
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
            written[name] = try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: out.appendingPathComponent($0))) })
        }
        Self.same(outputs["spliced"]!, outputs["tree"]!, "update-constraints --output")
        #expect(written["spliced"]!.count == paths.count)
        #expect(written["spliced"] == written["tree"])
        let changed = written["tree"]!.filter { name, data in
            let input = paths.first { ($0 as NSString).lastPathComponent == name }!
            return (try? Data(contentsOf: URL(fileURLWithPath: input))) != data
        }
        #expect(!changed.isEmpty, "no document changed: the comparison would show nothing")
    }
}
