import Foundation
import SceneCommands
import SceneLayout
import SceneModel
import SceneXML
import Testing
import TestSupport

/// update-constraints: the views it says it placed are no longer misplaced, no other view
/// moves, and only constants change.
@Suite struct UpdateConstraintsTests {
    /// The line with its `constant` and `symbolic` attributes taken out.
    static func withoutConstant(_ line: Substring) -> String {
        line.replacingOccurrences(of: #" (constant|symbolic)="[^"]*""#, with: "", options: .regularExpression)
    }

    /// Every changed line is a constraint or its variation, differing only in `constant`
    /// (and `symbolic`, the standard-spacing mark Xcode drops with a new constant).
    static func onlyConstantsChanged(_ old: [UInt8], _ new: [UInt8]) -> Bool {
        let a = String(decoding: old, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let b = String(decoding: new, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where x != y {
            let trimmed = x.drop { $0 == " " }
            guard trimmed.hasPrefix("<constraint ") || trimmed.hasPrefix("<variation "), withoutConstant(x) == withoutConstant(y) else { return false }
        }
        return true
    }

    static func misplaced(_ document: SceneDocument, _ traits: TraitCollection) -> Set<String> {
        // As the writers judge it: an AppKit root a window would resize is not theirs to place.
        Set(SceneLayoutEngine.forWriters.layout(document, traits: traits).allViews.filter(\.misplaced).map(\.id))
    }

    @Test(.enabled(if: Corpus.isAvailable)) func placedViewsAreInPlaceAndOnlyConstantsChange() throws {
        let files = Corpus.documents
        try #require(!files.isEmpty)
        var documents = 0, changedDocuments = 0, constants = 0, placed = 0, targets = 0
        for file in files {
            let document = try SceneDocument.load(contentsOf: file.path)
            guard document.header.platform != .watchOS else { continue }
            let traits = DeviceTable.documentTraits(document.header)
            // Unedited: the layout `UpdateFramesCorpusTests` asks for too, made once.
            let before = Set(SharedWriterLayouts.ownConfiguration(of: document, path: file.path).allViews.filter(\.misplaced).map(\.id))
            guard !before.isEmpty else { continue }
            documents += 1
            let report = ConstraintConstantUpdater(traits: traits).update(document)
            let bytes = try document.xml.bytesForSaving()
            targets += report.resolvedViews.count + report.unresolved.filter { $0.reason == .misplaced }.count
            guard bytes != document.xml.originalBytes else {
                #expect(report.changes.isEmpty, "\(file.lastPathComponent)")
                continue
            }
            changedDocuments += 1
            constants += report.changes.count
            placed += report.resolvedViews.count
            #expect(Self.onlyConstantsChanged(document.xml.originalBytes, bytes), "\(file.lastPathComponent): more than constants changed")
            let after = Self.misplaced(try SceneDocument(xml: SceneXMLDocument(bytes: bytes, path: file.path)), traits)
            #expect(after.isSubset(of: before), "\(file.lastPathComponent): newly misplaced \(after.subtracting(before).sorted())")
            #expect(after.isDisjoint(with: report.resolvedViews), "\(file.lastPathComponent): still misplaced \(after.intersection(report.resolvedViews).sorted())")
        }
        print("update-constraints: \(constants) constants in \(changedDocuments) of \(documents) corpus documents with misplaced views; \(placed) of \(targets) misplaced (not ambiguous) views placed, none moved elsewhere")
        #expect(placed > 0)
    }

    /// The example with its text field 100 points below its top constraint: the constant
    /// follows the stored frame.
    @Test func aMovedViewGetsItsConstant() throws {
        let example = Corpus.examplesDirectory.appendingPathComponent("SimpleLabelAndTextField.storyboard").path
        let source = try String(contentsOfFile: example, encoding: .utf8)
            .replacingOccurrences(of: #"<rect key="frame" x="69" y="40" width="290" height="30"/>"#,
                                  with: #"<rect key="frame" x="69" y="140" width="290" height="30"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="16" y="43.5" width="45" height="20.5"/>"#,
                                  with: #"<rect key="frame" x="16" y="143.5" width="45" height="20.5"/>"#)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file("Moved.storyboard", source)
        let dry = UpdateConstraintsCommand.run(paths: [file.path], options: TraitOptions(), mode: .dryRun)
        #expect(dry.exitCode == 0, "\(dry.standardError)")
        #expect(try String(contentsOf: file, encoding: .utf8) == source)
        #expect(dry.standardOutput.contains("""
        -                            <constraint firstItem="9DL-nT-gju" firstAttribute="top" secondItem="Z6U-yH-3i2" secondAttribute="bottom" constant="20" id="sJm-Sg-SS1"/>
        +                            <constraint firstItem="9DL-nT-gju" firstAttribute="top" secondItem="Z6U-yH-3i2" secondAttribute="bottom" constant="120" id="sJm-Sg-SS1"/>
        """), "\(dry.standardOutput)")
        let result = UpdateConstraintsCommand.run(paths: [file.path], options: TraitOptions(), mode: .inPlace)
        #expect(result.standardError.hasSuffix("updated 1 constant in 1 of 1 file, placing 2 misplaced views\n"), "\(result.standardError)")
        let updated = try SceneDocument.load(contentsOf: file.path)
        #expect(Self.misplaced(updated, DeviceTable.documentTraits(updated.header)).isEmpty)
        #expect(Self.onlyConstantsChanged(Array(source.utf8), updated.xml.originalBytes))
        // Other traits than the document's own: refused, nothing written.
        let refused = UpdateConstraintsCommand.run(paths: [file.path], options: TraitOptions(orientation: "landscape"), mode: .inPlace)
        #expect(refused.exitCode == 2)
    }

    @Test func zeroConstantIsOmittedAndSymbolicDropped() throws {
        let source = #"<document><constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="8" symbolic="YES" id="c1"/><constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="bottom" priority="250" id="c2"/></document>"#
        let document = try SceneXMLDocument(bytes: Array(source.utf8), path: "t")
        let first = document.root.children[0], second = document.root.children[1]
        ConstraintConstantUpdater.write(0, to: first, isVariation: false)
        ConstraintConstantUpdater.write(12.333333333333334, to: second, isVariation: false)
        let text = String(decoding: try document.serializedBytes(), as: UTF8.self)
        #expect(text.contains(#"<constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="bottom" id="c1"/>"#))
        #expect(text.contains(#"secondAttribute="bottom" priority="250" constant="12.333333333333334" id="c2"/>"#))
        #expect(ConstraintConstantUpdater.snapped(20.333333333333336) == 61.0 / 3)
        #expect(ConstraintConstantUpdater.snapped(7.999999999999999) == 8)
        #expect(ConstraintConstantUpdater.snapped(8.1234) == 8.1234)
    }
}
