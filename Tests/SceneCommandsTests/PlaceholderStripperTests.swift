import Foundation
import SceneCommands
import SceneModel
import SceneXML
import Testing
import TestSupport

/// `convert --apply strip-placeholders` on every corpus document that has placeholder
/// constraints, checked line by line against the source: the new document is the old one
/// with lines deleted, and each deleted line is a placeholder constraint, a reference to
/// one, or a container those left empty.
@Suite struct PlaceholderStripperTests {
    /// Opening or closing tags of the containers that may go once empty, alone on a line.
    static let containerLine = try! NSRegularExpression(
        pattern: #"^\s*</?(constraints|mask|variation|connections)( key="[^"]*")?>\s*$"#)

    @Test(.enabled(if: Corpus.isAvailable)) func removesPlaceholdersAndWhatRefersToThemAndNothingElse() throws {
        var documents = 0, removed = 0, references = 0
        for file in Corpus.documents {
            let original = Array(try Data(contentsOf: file))
            let text = String(decoding: original, as: UTF8.self)
            guard text.contains("placeholder=\"YES\" id=") else { continue }
            let document = try SceneDocument(xml: SceneXMLDocument(bytes: original, path: file.path))
            // The ids, read from the text (not the model) as the oracle.
            let ids = Set(text.split(separator: "\n").filter { $0.contains("<constraint ") && $0.contains("placeholder=\"YES\"") }
                .compactMap { line in line.range(of: #" id="[^"]+""#, options: .regularExpression).map { String(line[$0].dropFirst(5).dropLast()) } })
            guard !ids.isEmpty else { continue }
            documents += 1
            let report = PlaceholderStripper.strip(document)
            #expect(Set(report.removedConstraints) == ids, "\(file.lastPathComponent)")
            removed += report.removedConstraints.count
            references += report.removedReferences
            let stripped = String(decoding: try document.xml.bytesForSaving(), as: UTF8.self)
            let old = text.split(separator: "\n", omittingEmptySubsequences: false)
            let new = stripped.split(separator: "\n", omittingEmptySubsequences: false)
            // new is old with lines deleted: walk both.
            var index = 0
            var deleted: [Substring] = []
            for line in old {
                if index < new.count && new[index] == line { index += 1 } else { deleted.append(line) }
            }
            #expect(index == new.count, "\(file.lastPathComponent): only deletions")
            for line in deleted {
                let isPlaceholder = line.contains("placeholder=\"YES\"")
                let isReference = ids.contains { line.contains("reference=\"\($0)\"") || line.contains("destination=\"\($0)\"") }
                let isContainer = Self.containerLine.firstMatch(in: String(line), range: NSRange(line.startIndex..., in: line)) != nil
                #expect(isPlaceholder || isReference || isContainer, "\(file.lastPathComponent): deleted \(line)")
            }
            for id in ids { #expect(!stripped.contains("\"\(id)\""), "\(file.lastPathComponent): \(id) still referred to") }
            // What is left reads back without new problems.
            let reread = try SceneDocument(xml: SceneXMLDocument(bytes: Array(stripped.utf8), path: file.path))
            #expect(reread.diagnostics.count <= document.diagnostics.count, "\(file.lastPathComponent)")
        }
        #expect(documents >= 10, "the corpus has documents with placeholder constraints")
        #expect(references > 0, "and some refer to them (size-class variations)")
        print("strip-placeholders: \(removed) constraints and \(references) references removed in \(documents) documents")
    }

    @Test func aDocumentWithoutPlaceholdersIsUntouched() throws {
        for example in Corpus.examples {
            let document = try SceneDocument.load(contentsOf: example.path)
            let report = PlaceholderStripper.strip(document)
            #expect(report.removedConstraints.isEmpty && report.removedReferences == 0)
            #expect(!document.xml.isModified)
        }
    }
}
