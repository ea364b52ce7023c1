import Foundation
import SceneLayout
import SceneModel
import SceneXML
import Testing
import TestSupport

/// Resolving each real document for its own device must reproduce the frames Xcode saved
/// in it. Counted as `shared/tools/oracle.py` counts: non-root views that a constraint
/// names or that opt out of autoresizing, skipping views Xcode itself flagged misplaced
/// or ambiguous; a frame agrees when every number is within 0.5 pt.
@Suite struct CorpusAccuracyTests {
    /// The rate reached so far; the test fails if a change goes below it.
    static let floor = 84.1

    struct Tally { var agreeing = 0, total = 0 }

    static func expectedFrames(_ document: XMLDocument) -> [(id: String, frame: Rect, constrained: Bool)] {
        var constrained: Set<String> = []
        var result: [(String, Rect, XMLElement)] = []
        for element in document.root.descendants {
            if element.name == "constraint" {
                let owner = element.parent?.parent?.attribute("id")
                if let first = element.attribute("firstItem") ?? owner { constrained.insert(first) }
                if let second = element.attribute("secondItem") { constrained.insert(second) }
            }
            guard let id = element.attribute("id"), let rect = element.children.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) else { continue }
            let numbers = ["x", "y", "width", "height"].compactMap { rect.attribute($0).flatMap(Double.init) }
            guard numbers.count == 4 else { continue }
            var ancestor = element.parent, isRoot = true
            while let node = ancestor {
                if node.name == "subviews" { isRoot = false; break }
                ancestor = node.parent
            }
            if element.attribute("translatesAutoresizingMaskIntoConstraints") == "NO" { constrained.insert(id) }
            if isRoot || element.attribute("misplaced") == "YES" || element.attribute("ambiguous") == "YES" { continue }
            result.append((id, Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), element))
        }
        return result.map { ($0.0, $0.1, constrained.contains($0.0)) }
    }

    @Test(.enabled(if: Corpus.isAvailable)) func corpusFramesAgreeWithXcode() throws {
        var total = Tally()
        var lines: [String] = []
        for file in Corpus.documents {
            let xml = try XMLDocument.load(contentsOf: file.path)
            let document = try SceneDocument(xml: xml)
            let frames = LayoutFixture.frames(SceneLayoutEngine().layout(document))
            var tally = Tally()
            for expected in Self.expectedFrames(xml) where expected.constrained {
                tally.total += 1
                if let got = frames[expected.id],
                   abs(got.x - expected.frame.x) <= 0.5, abs(got.y - expected.frame.y) <= 0.5,
                   abs(got.width - expected.frame.width) <= 0.5, abs(got.height - expected.frame.height) <= 0.5 {
                    tally.agreeing += 1
                }
            }
            total.agreeing += tally.agreeing
            total.total += tally.total
            lines.append("\(tally.agreeing)/\(tally.total)  \(file.lastPathComponent)")
        }
        let rate = total.total == 0 ? 100 : 100 * Double(total.agreeing) / Double(total.total)
        print(lines.joined(separator: "\n"))
        print(String(format: "corpus agreement: %.2f%% of %d constrained views (floor %.1f%%)", rate, total.total, Self.floor))
        #expect(rate >= Self.floor)
    }
}
