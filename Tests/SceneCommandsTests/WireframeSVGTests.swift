import Foundation
@testable import SceneCommands
import SceneLayout
import SceneModel
import SceneXML
import Testing
import TestSupport

/// The wireframe pictures of `render` (and `diff --format svg`): well-formed SVG in the
/// SVG namespace, as libxml2 reads it; one rectangle and one name per installed view, the
/// rectangles where the solved frames put the views; names escaped.
@Suite struct WireframeSVGTests {
    static let svgNamespace = "http://www.w3.org/2000/svg"

    static func descendants(_ element: SceneXMLElement) -> [SceneXMLElement] {
        element.children.flatMap { [$0] + descendants($0) }
    }

    static func parse(_ svg: String) throws -> SceneXMLDocument {
        try SceneXMLDocument(bytes: Array(svg.utf8), path: "picture.svg")
    }

    /// The documents drawn: the examples, and a few corpus documents with deeper trees.
    static var documents: [URL] { Corpus.examples + Corpus.documents.prefix(6) }

    @Test func picturesAreSVGWithARectangleAndANamePerViewWhereTheSolvedFramesPutThem() throws {
        let engine = SceneLayoutEngine()
        for url in Self.documents {
            let document = try SceneDocument.load(contentsOf: url.path)
            guard document.header.platform == .iOS else { continue }
            var options = RenderCommand.Options(path: url.path, output: "-")
            options.configurations = CheckConfiguration.allSizeClasses
            let output = RenderCommand.run(options)
            #expect(output.exitCode != ExitStatus.unreadable, "\(url.lastPathComponent): \(output.standardError)")
            let svg = try Self.parse(output.standardOutput)
            #expect(svg.root.name == "svg" && svg.root.namespaceURI == Self.svgNamespace, "\(url.lastPathComponent)")

            // Panels are columns, scenes rows; scene groups come panel by panel, in scene order.
            let sceneGroups = svg.root.children.filter { $0.name == "g" && $0.attribute("class") == "scene" }
            let layouts = try CheckConfiguration.allSizeClasses.map { configuration in
                engine.layout(document, traits: try configuration.options!.resolve(for: document))
            }
            #expect(sceneGroups.count == layouts.map(\.scenes.count).reduce(0, +), "\(url.lastPathComponent)")
            var groups = sceneGroups.makeIterator()
            for layout in layouts {
                for scene in layout.scenes {
                    guard let group = groups.next() else { break }
                    #expect(group.attribute("data-scene-id") == scene.id)
                    let roots = group.children.filter { $0.name == "g" && $0.attribute("class") == "root" }
                    #expect(roots.count == scene.views.count)
                    for (root, rootGroup) in zip(scene.views, roots) {
                        try Self.checkRoot(root, drawn: rootGroup, document: document, file: url.lastPathComponent)
                    }
                }
            }
        }
    }

    /// Every installed view of the root is drawn once, at its frame in root coordinates
    /// (the sum of its superviews' frames: iOS, y down), followed by its name.
    static func checkRoot(_ root: ViewLayout, drawn: SceneXMLElement, document: SceneDocument, file: String) throws {
        var expected: [String: [Double]] = [:]
        var stack: [(ViewLayout, Double, Double)] = [(root, -root.frame.x, -root.frame.y)]
        while let (view, originX, originY) = stack.popLast() {
            guard view.installed else { continue }
            let x = originX + view.frame.x, y = originY + view.frame.y
            expected[view.id] = [x, y, max(0, view.frame.width), max(0, view.frame.height)]   // drawn no smaller than nothing
            for child in view.subviews { stack.append((child, x, y)) }
        }
        let elements = drawn.children
        var seen: Set<String> = []
        for (index, element) in elements.enumerated() where element.name == "rect" {
            guard let id = element.attribute("data-view-id") else { continue }
            #expect(seen.insert(id).inserted, "\(file): \(id) drawn twice")
            let rect = ["x", "y", "width", "height"].map { Double(element.attribute($0) ?? "") ?? .nan }
            let want = try #require(expected[id], "\(file): \(id) drawn but not installed")
            #expect(zip(rect, want).allSatisfy { abs($0 - $1) < 0.0001 }, "\(file) \(id): \(rect) vs \(want)")
            let name = index + 1 < elements.count ? elements[index + 1] : nil
            #expect(name?.name == "text" && name?.attribute("class") == "name", "\(file) \(id)")
            let view = document.viewsByID[id]
            let printable = view.map { SVGWriter.escapeText($0.displayName) }
            #expect(name.map { SVGWriter.escapeText($0.textContent) } == printable, "\(file) \(id)")
        }
        #expect(seen == Set(expected.keys), "\(file): views not drawn: \(Set(expected.keys).subtracting(seen))")
    }

    @Test func escapesMarkupQuotesAndControlCharacters() throws {
        #expect(SVGWriter.escapeText(#"a<b>&"c""#) == #"a&lt;b&gt;&amp;"c""#)
        #expect(SVGWriter.escapeAttribute(#"say "<hi>" & 'bye'"#) == #"say &quot;&lt;hi&gt;&quot; &amp; 'bye'"#)
        #expect(SVGWriter.escapeText("tab\there\nnext") == "tab here next")
        #expect(SVGWriter.escapeText("bell\u{7}nul\u{0}del\u{7F}") == "bell\u{2407}nul\u{2400}del\u{2421}")

        // Through a whole picture: every hostile name reads back as written (controls as
        // their pictures), and the file parses.
        let names = [#"<script>alert("x")</script>"#, "a & b", "quote \" apostrophe '", "esc\u{1B}[31m", "]]>", "emoji 😀 ünïcödé"]
        var writer = SVGWriter()
        for name in names {
            writer.text(name, ["class": "name", "data-name": name])
        }
        let document = try Self.parse(writer.document(width: 10, height: 10, style: ""))
        let texts = document.root.children.filter { $0.name == "text" }
        #expect(texts.map(\.textContent) == names.map { $0.replacingOccurrences(of: "\u{1B}", with: "\u{241B}") })
        #expect(texts.map { $0.attribute("data-name") } == names.map { $0.replacingOccurrences(of: "\u{1B}", with: "\u{241B}") })
    }

    @Test func aDocumentsOwnNamesAreEscapedInItsPicture() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = try String(contentsOf: Corpus.examplesDirectory.appendingPathComponent("TwoButtonsWithSizeClassBasedLayout.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"userLabel="Short Button""#, with: #"userLabel="&lt;Short &amp; &quot;Button&quot;&gt;&#9;x""#)
        let file = try folder.file("Hostile.storyboard", source)
        let picture = folder.url.appendingPathComponent("picture.svg").path
        let output = RenderCommand.run(RenderCommand.Options(path: file.path, output: picture))
        #expect(output.exitCode == 0, "\(output.standardError)")
        let svg = try SceneXMLDocument.load(contentsOf: picture)
        let names = Self.descendants(svg.root).filter { $0.name == "text" && $0.attribute("class") == "name" }.map(\.textContent)
        #expect(names.contains(#"<Short & "Button"> x"#), "\(names)")
    }

    @Test func aFailedWriteLeavesNothingAndSaysSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let example = Corpus.examplesDirectory.appendingPathComponent("SimpleLabelAndTextField.storyboard").path
        let target = folder.url.appendingPathComponent("missing/folder/picture.svg").path
        let output = RenderCommand.run(RenderCommand.Options(path: example, output: target))
        #expect(output.exitCode == ExitStatus.unreadable)
        #expect(output.standardError.contains("cannot write the picture"))
        #expect(!FileManager.default.fileExists(atPath: target))
    }
}
