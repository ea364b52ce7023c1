import Foundation
@testable import SceneCommands
@testable import SceneLayout
import SceneModel
import Testing
import TestSupport

/// `ResolveJSONWriter` writes the bytes of the `Encodable` path for `resolve`'s result:
/// Foundation's `JSONEncoder` followed by `JSONNumbers.normalize` (the oracle, independent
/// of both writers) and `PrettyJSONEncoder`, for random results and corpus documents'
/// results; and it writes every stored property of every result type, so a field added
/// to one of them without a line in the writer fails here.
@Suite struct ResolveJSONWriterTests {
    typealias Random = SplitMix64

    static func double(_ random: inout Random) -> Double { PrettyJSONEncoderTests.double(&random) }
    static func text(_ random: inout Random) -> String { PrettyJSONEncoderTests.text(&random) }
    static func maybe<T>(_ random: inout Random, _ make: (inout Random) -> T) -> T? {
        Bool.random(using: &random) ? make(&random) : nil
    }

    static func rect(_ random: inout Random) -> Rect {
        Rect(x: double(&random), y: double(&random), width: double(&random), height: double(&random))
    }

    static let sources: [SizeProvenance.Source] = [.storedFrame, .measuredText, .imageResource, .fixedControl, .placeholder, .designable, .autoresizing]
    static let kinds: [LayoutDiagnostic.Kind] = [.invalidConstraint, .unsatisfiable, .ambiguous, .misplaced, .missingItem, .outOfRange,
                                                 .solverBudget, .duplicateID, .unknownAttribute, .unsupportedPlatform]
    static let severities: [LayoutDiagnostic.Severity] = [.error, .warning, .note]

    static func view(_ random: inout Random, depth: Int) -> ViewLayout {
        let ambiguity = maybe(&random) { r in
            FrameAmbiguity(needs: (0..<Int.random(in: 0...3, using: &r)).map { _ in
                (0..<Int.random(in: 0...2, using: &r)).map { _ in FrameAttribute.allCases.randomElement(using: &r)! }
            }, witness: rect(&r), scrollableContentSize: Bool.random(using: &r))
        }
        let provenance = maybe(&random) { r in
            SizeProvenance(width: maybe(&r) { sources.randomElement(using: &$0)! }, height: maybe(&r) { sources.randomElement(using: &$0)! })
        }
        let children = depth > 2 ? 0 : Int.random(in: 0...3, using: &random)
        return ViewLayout(id: text(&random), name: text(&random), element: text(&random), frame: rect(&random),
                          storedFrame: maybe(&random, rect), ambiguous: Bool.random(using: &random), misplaced: Bool.random(using: &random),
                          installed: Bool.random(using: &random), conflicting: Bool.random(using: &random),
                          solvedFrame: maybe(&random, rect), ambiguity: ambiguity, sizeProvenance: provenance,
                          subviews: (0..<children).map { _ in view(&random, depth: depth + 1) })
    }

    static func traits(_ random: inout Random) -> TraitCollection {
        let classes: [SizeClass?] = [nil, .compact, .regular]
        var traits = TraitCollection(
            widthClass: classes.randomElement(using: &random)!, heightClass: classes.randomElement(using: &random)!,
            size: maybe(&random) { Size(width: double(&$0), height: double(&$0)) },
            safeAreaInsets: EdgeInsets(top: double(&random), left: double(&random), bottom: double(&random), right: double(&random),
                                       isDirectional: Bool.random(using: &random)),
            statusBarHeight: double(&random), layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
            scale: double(&random), deviceID: maybe(&random, text), orientation: text(&random), idiom: text(&random),
            includesPlaceholderConstraints: Bool.random(using: &random))
        traits.screenWidth = maybe(&random, double)
        traits.toolsVersion = maybe(&random) { Double(Int.random(in: 0...40000, using: &$0)) + [0, 0.99, 0.5][Int.random(in: 0...2, using: &$0)] }
        return traits
    }

    static func layout(_ random: inout Random) -> DocumentLayout {
        DocumentLayout(
            path: text(&random), traits: traits(&random),
            scenes: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                SceneLayoutResult(id: text(&random), views: (0..<Int.random(in: 0...3, using: &random)).map { _ in view(&random, depth: 0) })
            },
            diagnostics: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                LayoutDiagnostic(severity: severities.randomElement(using: &random)!, kind: kinds.randomElement(using: &random)!,
                                 path: text(&random), line: Int.random(in: -5...100_000, using: &random),
                                 column: Int.random(in: 0...200, using: &random), message: text(&random),
                                 items: (0..<Int.random(in: 0...3, using: &random)).map { _ in text(&random) })
            })
    }

    static func expectSameBytes(_ layout: DocumentLayout, _ label: String) throws {
        let direct = try ResolveJSONWriter.encode(layout, schemaVersion: JSONOutput.SchemaVersion.resolve)
        let foundation = try JSONOutput.encodeWithFoundation(layout, schemaVersion: JSONOutput.SchemaVersion.resolve)
        #expect(direct == foundation, "\(label): the direct writer and Foundation's encoder differ")
        #expect(direct == (try JSONOutput.encode(layout, schemaVersion: JSONOutput.SchemaVersion.resolve)), "\(label): differs from PrettyJSONEncoder")
    }

    @Test func randomResultsGiveTheEncodersBytes() throws {
        for seed in UInt64(1)...300 {
            var random = Random(seed: seed)
            try Self.expectSameBytes(Self.layout(&random), "seed \(seed)")
        }
    }

    /// A number JSON cannot hold is refused as the encoders refuse it (the direct writer
    /// hands the result to `PrettyJSONEncoder`, whose error names the field).
    @Test func nonFiniteNumbersAreRefused() throws {
        for bad in [Double.infinity, -.infinity, .nan] {
            var random = Random(seed: 7)
            var layout = Self.layout(&random)
            layout.traits.scale = bad
            #expect(throws: (any Error).self) { try ResolveJSONWriter.encode(layout, schemaVersion: 1) }
            #expect(throws: (any Error).self) { try JSONOutput.encodeWithFoundation(layout, schemaVersion: 1) }
        }
    }

    /// Every stored property of each type the result holds is a key the writer writes
    /// (optional ones filled in), found by reflection, not by a list kept here.
    @Test func everyStoredPropertyIsWritten() throws {
        var random = Random(seed: 11)
        var view = Self.view(&random, depth: 3)
        view.storedFrame = .zero
        view.solvedFrame = .zero
        view.ambiguity = FrameAmbiguity(needs: [[.width]], witness: .zero)
        view.sizeProvenance = SizeProvenance(width: .measuredText, height: .placeholder)
        var traits = Self.traits(&random)
        traits.widthClass = .compact
        traits.heightClass = .regular
        traits.size = Size(width: 1, height: 2)
        traits.screenWidth = 3
        traits.toolsVersion = 21701
        traits.deviceID = "retina6_12"
        let diagnostic = LayoutDiagnostic(severity: .error, kind: .ambiguous, path: "p", line: 1, message: "m", items: ["a"])
        let layout = DocumentLayout(path: "p", traits: traits, scenes: [SceneLayoutResult(id: "s", views: [view])], diagnostics: [diagnostic])
        let json = try ResolveJSONWriter.encode(layout, schemaVersion: 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])

        WrittenKeys.expectKeys(root, of: layout, extra: ["schemaVersion"])
        WrittenKeys.expectKeys(root["traits"], of: traits)
        let traitsObject = root["traits"] as? [String: Any]
        WrittenKeys.expectKeys(traitsObject?["safeAreaInsets"], of: traits.safeAreaInsets)
        WrittenKeys.expectKeys(traitsObject?["size"], of: traits.size!)
        WrittenKeys.expectKeys((root["diagnostics"] as? [Any])?.first, of: diagnostic)
        let scene = (root["scenes"] as? [Any])?.first as? [String: Any]
        WrittenKeys.expectKeys(scene, of: layout.scenes[0])
        let viewObject = (scene?["views"] as? [Any])?.first as? [String: Any]
        WrittenKeys.expectKeys(viewObject, of: view)
        WrittenKeys.expectKeys(viewObject?["frame"], of: view.frame)
        WrittenKeys.expectKeys(viewObject?["ambiguity"], of: view.ambiguity!)
        WrittenKeys.expectKeys(viewObject?["sizeProvenance"], of: view.sizeProvenance!)
    }

    /// Real results: every seventh corpus document (a spread of platforms, Xcode versions,
    /// diagnostics, ambiguities and conflicts) in its own configuration.
    @Test(.enabled(if: Corpus.isAvailable)) func corpusResultsGiveTheEncodersBytes() throws {
        let documents = Corpus.documents.enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
        var compared = 0
        for url in documents {
            guard case .success(let layout) = ResolveCommand.resolve(path: url.path, options: TraitOptions(), sceneID: nil, presentation: .canvas) else {
                continue
            }
            try Self.expectSameBytes(layout, url.lastPathComponent)
            compared += 1
        }
        #expect(compared > documents.count / 2, "only \(compared) of \(documents.count) documents laid out")
    }

    /// Several documents (`resolve A B …`): the files' array, written directly, with
    /// results and failures mixed, against Foundation's encoder.
    @Test func severalDocumentsGiveTheEncodersBytes() throws {
        var entries: [ManyDocuments.Entry<DocumentLayout>] = []
        for url in Corpus.documents.enumerated().filter({ $0.offset % 40 == 0 }).map(\.element) + Corpus.examples {
            switch ResolveCommand.resolve(path: url.path, options: TraitOptions(), sceneID: nil, presentation: .solved) {
            case .success(let layout): entries.append(.value(layout))
            case .failure(let failure): entries.append(.failure(failure.failure))
            }
        }
        var random = Random(seed: 3)
        for index in 0..<20 {
            entries.insert(.failure(FileFailure(path: Self.text(&random), kind: Self.text(&random), line: Int.random(in: -3...70_000, using: &random),
                                                column: Int.random(in: 0...90, using: &random), message: Self.text(&random))),
                           at: Int.random(in: 0...entries.count, using: &random))
            if index % 4 == 0 { entries.append(.value(Self.layout(&random))) }
        }
        let write: (DocumentLayout, inout JSONByteWriter) throws -> Void = { try ResolveJSONWriter.write($0, schemaVersion: nil, into: &$1) }
        for slice in [entries[...], entries.prefix(0), entries.prefix(1)] {
            let direct = try ManyDocuments.multiFileJSON(Array(slice), schemaVersion: 1, writeJSON: write)
            #expect(direct == (try JSONOutput.encodeWithFoundation(MultiFileJSON(files: Array(slice)), schemaVersion: 1)))
        }
        let failure = FileFailure(path: "p", kind: "k", message: "m")
        var out = JSONByteWriter()
        failure.write(into: &out)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.bytes)) as? [String: Any])
        #expect(Set(object.keys) == Set(Mirror(reflecting: failure).children.compactMap(\.label)))
        let diagnostic = (object["diagnostics"] as? [[String: Any]])?.first
        #expect(Set(diagnostic?.keys.map { $0 } ?? []) == Set(Mirror(reflecting: failure.diagnostics[0]).children.compactMap(\.label)))
    }
}
