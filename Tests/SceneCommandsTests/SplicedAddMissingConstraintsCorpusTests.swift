import Foundation
@testable import SceneCommands
import SceneLayout
import SceneModel
import SceneXML
import Testing
import TestSupport

/// Add Missing Constraints (which inserts `<constraint>` elements and `<constraints>`
/// blocks) and the ibtool front end's updates on documents read for splicing, against the
/// same on libxml2's tree (the oracle): the same bytes from the transforms alone and mixed
/// with the others, and the same output, status and written files from the commands,
/// refused documents (declared ISO-8859-1) taking the tree. (`cmp` of the binary against
/// main's over all 475 corpus documents is in `Documents/PERFORMANCE.md`, session 13 conv17.)
@Suite struct SplicedAddMissingConstraintsCorpusTests {
    /// Corpus documents Add Missing Constraints changes, found by the tree path, with the
    /// transform lists tried on each (one per document: the layout is the cost).
    static let lists: [[ConvertTransform]] = [
        [.addMissingConstraints], [.updateFrames, .addMissingConstraints], [.addMissingConstraints, .stripPlaceholders],
    ]

    @Test(.enabled(if: Corpus.isAvailable)) func addMissingConstraintsSplicesAsTheTreeWrites() throws {
        var changed = 0, refused = 0, documents = 0
        for (position, file) in Corpus.documents.enumerated() where position % 16 == 1 {
            documents += 1
            let transforms = Self.lists[(position / 16) % Self.lists.count]
            let result = try SplicedConvertCorpusTests.compare(file, transforms)
            if result.changed { changed += 1 }
            if result.refused { refused += 1 }
        }
        print("add-missing-constraints spliced: \(changed) of \(documents) corpus documents changed, \(refused) refused")
        #expect(changed >= 3)
        #expect(refused * 4 <= changed)
    }

    /// Random documents with constraints to add: corpus documents with random constraints
    /// deleted (on the tree), then Add Missing Constraints read both ways. The spliced
    /// output parses and is the tree's, byte for byte.
    @Test(.enabled(if: Corpus.isAvailable)) func constraintsAddedToRandomlyStrippedDocumentsSpliceAsTheTreeWrites() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var generator = SplitMix64(seed: 17)
        var changed = 0, refused = 0, documents = 0
        for (position, file) in Corpus.documents.enumerated() where position % 40 == 11 {
            let stripped = try SceneXMLDocument.load(contentsOf: file.path)
            let constraints = stripped.root.descendants.filter { $0.name == "constraint" }
            guard !constraints.isEmpty else { continue }
            for _ in 0..<3 { constraints.randomElement(using: &generator)!.remove() }
            let input = folder.url.appendingPathComponent("\(position)-\(file.lastPathComponent)")
            try Data(try stripped.bytesForSaving()).write(to: input)
            documents += 1
            let result = try SplicedConvertCorpusTests.compare(input, [.addMissingConstraints])
            if result.changed { changed += 1 }
            if result.refused { refused += 1 }
            if !result.refused {
                var spliced = try SceneDocument(xml: SceneXMLDocument.loadForSplicing(contentsOf: input.path))
                spliced = try ConvertTransform.addMissingConstraints.apply(to: spliced, traits: try TraitOptions().resolve(for: spliced)).0
                #expect(throws: Never.self) { try SceneXMLDocument(bytes: try spliced.xml.bytesForSaving(), path: input.path) }
            }
        }
        print("add-missing-constraints on randomly stripped documents: \(changed) of \(documents) changed, \(refused) refused")
        #expect(changed * 2 >= documents)
        #expect(refused * 4 <= changed)
    }

    /// The command over documents it changes (and refused copies), in one run each way.
    @Test(.enabled(if: Corpus.isAvailable)) func addMissingConstraintsCommandWritesAsOnTheTree() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var paths: [String] = []
        for (position, file) in Corpus.documents.enumerated() where position % 24 == 7 { paths.append(file.path) }
        // A refused copy of a document the command changes.
        let source = try #require(Corpus.documents.first { $0.lastPathComponent.hasPrefix("AdguardTeam__AdguardForiOS__AdguardExtension__ActionExtension__Base.lproj__MainInterface") }
            ?? Corpus.documents.first)
        let text = try String(contentsOf: source, encoding: .utf8)
        let copy = folder.url.appendingPathComponent("latin1.storyboard")
        try Data(text.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"ISO-8859-1\"").utf8).write(to: copy)
        paths.append(copy.path)
        var written: [String: [String: Data]] = [:]
        var outputs: [String: CommandOutput] = [:]
        for (name, reading) in [("spliced", DocumentLoading.Reading.splicing), ("tree", .tree)] {
            let out = folder.url.appendingPathComponent(name)
            var output = AddMissingConstraintsCommand.run(paths: paths, sceneID: nil, viewID: nil, mode: .folder(out.path),
                                                          planner: MissingConstraintPlanner(), firstReading: reading)
            output.standardOutput = output.standardOutput.replacingOccurrences(of: out.path, with: "OUT")
            outputs[name] = output
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
            written[name] = try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: out.appendingPathComponent($0))) })
        }
        SplicedUpdateCommandsCorpusTests.same(outputs["spliced"]!, outputs["tree"]!, "add-missing-constraints --output")
        #expect(written["spliced"] == written["tree"])
        #expect(outputs["tree"]!.standardOutput.contains(": added "), "no constraint added: the comparison would show little")
    }

    /// ibtool's updates and `--write` (spliced, then checked from the written bytes) against
    /// the tree's, on every fortieth corpus document.
    @Test(.enabled(if: Corpus.isAvailable)) func ibtoolUpdatesAsOnTheTree() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var changed = 0
        for (position, file) in Corpus.documents.enumerated() where position % 40 == 3 {
            var options = IBToolCommand.Options(file: file.path)
            (options.errors, options.warnings, options.notices) = (true, true, true)
            options.updateFrames = position % 80 == 3
            options.updateConstraints = !options.updateFrames
            var results: [[UInt8]] = []
            var outputs: [CommandOutput] = []
            for reading in [DocumentLoading.Reading.splicing, .tree] {
                options.write = folder.url.appendingPathComponent("\(reading)").path
                var output = IBToolCommand.run(options, firstReading: reading)
                output.standardError = output.standardError.replacingOccurrences(of: options.write!, with: "W")
                outputs.append(output)
                results.append(Array(try Data(contentsOf: URL(fileURLWithPath: options.write!))))
            }
            SplicedUpdateCommandsCorpusTests.same(outputs[0], outputs[1], "ibtool \(file.lastPathComponent)")
            #expect(results[0] == results[1], "ibtool --write \(file.lastPathComponent)")
            if results[1] != Array(try Data(contentsOf: file)) { changed += 1 }
        }
        #expect(changed > 0, "no document changed: the comparison would show little")
    }
}
