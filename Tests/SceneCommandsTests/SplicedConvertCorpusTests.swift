import Foundation
@testable import SceneCommands
import SceneLayout
import SceneModel
import SceneXML
import Testing
import TestSupport

/// `convert`'s transforms on documents read for splicing (no libxml2 tree) against the same
/// transforms on the tree, the writers' own path and the oracle: the same bytes on corpus
/// documents, and few documents refused (then converted on the tree).
@Suite struct SplicedConvertCorpusTests {
    /// The transforms applied to `file` read both ways: (changed, refused).
    static func compare(_ file: URL, _ transforms: [ConvertTransform]) throws -> (changed: Bool, refused: Bool) {
        var tree = try SceneDocument(xml: SceneXMLDocument.load(contentsOf: file.path))
        var spliced = try SceneDocument(xml: SceneXMLDocument.loadForSplicing(contentsOf: file.path))
        #expect(spliced.xml.isEditedBySplicing)
        guard tree.header.platform != .watchOS else { return (false, false) }
        let traits = try TraitOptions().resolve(for: tree)
        for transform in transforms {
            tree = try transform.apply(to: tree, traits: traits).0
            spliced = try transform.apply(to: spliced, traits: traits).0
        }
        let expected = try tree.xml.bytesForSaving()
        let bytes = try? spliced.xml.bytesForSaving()
        if spliced.xml.splicingRefusal != nil { return (expected != tree.xml.originalBytes, true) }
        #expect(bytes == expected, "\(file.lastPathComponent): \(transforms.map(\.rawValue))")
        return (expected != tree.xml.originalBytes, false)
    }

    /// Every corpus document with placeholder constraints (no layout: quick).
    @Test(.enabled(if: Corpus.isAvailable)) func stripPlaceholdersSplicesAsTheTreeWrites() throws {
        var changed = 0, refused = 0
        for file in Corpus.documents {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains("placeholder=\"YES\"") else { continue }
            let result = try Self.compare(file, [.stripPlaceholders])
            if result.changed { changed += 1 }
            if result.refused { refused += 1 }
        }
        print("strip-placeholders spliced: \(changed) corpus documents changed, \(refused) refused")
        #expect(changed > 0)
        #expect(refused * 4 <= changed)
    }

    /// Every fifth corpus document (the layout is the cost; `cmp` of the command's output
    /// over all 475 is in `Documents/PERFORMANCE.md`, session 12 conv15).
    @Test(.enabled(if: Corpus.isAvailable)) func updateFramesSplicesAsTheTreeWrites() throws {
        var changed = 0, refused = 0, documents = 0
        for (position, file) in Corpus.documents.enumerated() where position % 5 == 2 {
            documents += 1
            let result = try Self.compare(file, [.updateFrames, .stripPlaceholders])
            if result.changed { changed += 1 }
            if result.refused { refused += 1 }
        }
        print("update-frames,strip-placeholders spliced: \(changed) of \(documents) corpus documents changed, \(refused) refused")
        #expect(changed > 0)
        #expect(refused * 4 <= changed)
    }

    /// A document splicing refuses (here: declared ISO-8859-1, so libxml2's positions are
    /// not offsets into the source) is converted again from its tree by the command: the
    /// same file, messages and status as the tree's writers give.
    @Test(.enabled(if: Corpus.isAvailable)) func aRefusedDocumentIsConvertedFromItsTree() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spliced-refusal-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The first corpus document Update Frames changes, all ASCII, declared Latin-1.
        var converted = 0
        for (position, file) in Corpus.documents.enumerated() where position % 5 == 2 && converted == 0 {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.utf8.allSatisfy({ $0 < 0x80 }), text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") else { continue }
            let latin1 = text.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"ISO-8859-1\"")
            let input = folder.appendingPathComponent("in.storyboard")
            try Data(latin1.utf8).write(to: input)
            var tree = try SceneDocument(xml: SceneXMLDocument.load(contentsOf: input.path))
            guard tree.header.platform != .watchOS else { continue }
            tree = try ConvertTransform.updateFrames.apply(to: tree, traits: try TraitOptions().resolve(for: tree)).0
            guard tree.xml.isModified else { continue }
            #expect(try SceneXMLDocument.loadForSplicing(contentsOf: input.path).splicingRefusal != nil)
            var options = ConvertCommand.Options(paths: [input.path], destination: .folder(folder.appendingPathComponent("out").path))
            options.transforms = [.updateFrames]
            options.showsProgress = false
            let output = ConvertCommand.run(options)
            let written = Array(try Data(contentsOf: folder.appendingPathComponent("out/in.storyboard")))
            #expect(written == (try tree.xml.bytesForSaving()), "\(file.lastPathComponent)")
            #expect(output.standardOutput.contains("update-frames:"), "\(output.standardOutput)")
            #expect(!output.standardError.contains("splicing"), "\(output.standardError)")
            converted += 1
        }
        #expect(converted == 1)
    }
}
