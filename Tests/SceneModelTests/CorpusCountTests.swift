import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SceneModel
import SceneXML
import Testing
import TestSupport

/// Counts elements with Foundation's XMLParser, independently of SceneXML/SceneModel.
private final class ElementCounter: NSObject, XMLParserDelegate {
    var scenes = 0, constraints = 0, variations = 0, views = 0
    private var stack: [(name: String, hasID: Bool, inSubviews: Bool, hasFrame: Bool, keyedView: Bool)] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "scene": scenes += 1
        case "objects" where stack.count == 1: scenes += 1
        case "constraint": constraints += 1
        case "variation": variations += 1
        default: break
        }
        let marksParent = (name == "rect" && attributes["key"] == "frame") || name == "subviews" || name == "constraints"
        if marksParent, let last = stack.indices.last { stack[last].hasFrame = true }
        let parentName = stack.last?.name
        let keyedView = ["view", "contentView", "backgroundView", "selectedBackgroundView"].contains(attributes["key"] ?? "") && name != "window"
        stack.append((name, attributes["id"] != nil, parentName == "subviews", false, keyedView))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        let opaque = stack.contains { ["variation", "connections", "constraints"].contains($0.name) }
        // A table cell is a view even when saved without a frame (Xcode 6.1's prototypes).
        let isCell = element.name == "tableViewCell"
        if element.hasID && (element.hasFrame || element.inSubviews || element.keyedView || isCell) && !opaque { views += 1 }
    }
}

@Suite struct CorpusCountTests {
    @Test(.enabled(if: Corpus.isAvailable)) func modelCountsAgreeWithAnIndependentElementCount() throws {
        for file in Corpus.documents {
            let document = try SceneDocument.load(contentsOf: file.path)
            let counter = ElementCounter()
            let parser = try #require(XMLParser(contentsOf: file))
            parser.delegate = counter
            #expect(parser.parse(), "\(file.lastPathComponent)")
            let name = file.lastPathComponent
            #expect(document.scenes.count == counter.scenes, "scenes in \(name)")
            #expect(document.allConstraints.count == counter.constraints, "constraints in \(name)")
            #expect(document.allVariations.count == counter.variations, "variations in \(name)")
            #expect(document.allViews.count == counter.views, "views in \(name)")
        }
    }

    @Test(.enabled(if: Corpus.isAvailable)) func corpusDocumentsHaveNoModelErrors() throws {
        let files = Corpus.documents
        var clean = 0
        for file in files {
            let document = try SceneDocument.load(contentsOf: file.path)
            let errors = document.diagnostics.filter { $0.severity == .error }
            if errors.isEmpty { clean += 1 }
            #expect(errors.isEmpty, "\(file.lastPathComponent): \(errors.map(\.description))")
        }
        print("model: \(clean)/\(files.count) corpus documents read without errors")
        #expect(!files.isEmpty)
    }

    @Test(.enabled(if: Corpus.isAvailable)) func everyCorpusDocumentMatchesTheSchema() throws {
        let schema = try SceneSchema.load()
        let files = Corpus.documents
        var valid = 0
        for file in files {
            let errors = schema.validate(try SceneXMLDocument.load(contentsOf: file.path))
            if errors.isEmpty { valid += 1 }
            #expect(errors.isEmpty, "\(file.lastPathComponent): \(errors.map(\.description))")
        }
        print("schema: \(valid)/\(files.count) corpus documents valid")
        #expect(!files.isEmpty)
    }

    @Test func embeddedSchemaIsTheSchemaFile() throws {
        let file = try String(contentsOfFile: Corpus.schemaPath, encoding: .utf8)
        #expect(SceneSchema.source + "\n" == file, "run Scripts/embed-schema after editing Schemas/scene.xsd")
    }
}
