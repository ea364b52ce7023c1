import Foundation
import SceneLayout
import SceneModel
import SceneXML

/// The measure of `shared/tools/oracle.py --honest`, inside the test suite: every view laid
/// out by constraints (not a fixed frame) has its stored position moved by `shift` points
/// before resolving, and the solved frames are compared with the frames Xcode saved.
/// Counted as the oracle counts: non-root views with a frame that a constraint names or that
/// opt out of autoresizing, leaving out views Xcode flagged misplaced (and everything inside
/// them) or ambiguous, and views the tool reports in an unsatisfiable set (counted apart).
enum HonestCorpusMeasure {
    static let shift = 13.25
    static let tolerance = 0.5

    struct Expected {
        var id: String
        var frame: Rect
    }

    struct Result {
        var agreeing = 0, total = 0, conflicting = 0
        var mismatches: [String] = []
    }

    /// The constrained views whose saved frames count, read from the unmodified document.
    static func expectedFrames(_ document: SceneXMLDocument) -> [Expected] {
        var constrained: Set<String> = []
        var candidates: [(Expected, SceneXMLElement)] = []
        for element in document.root.descendants {
            if element.name == "constraint" {
                let owner = element.parent?.parent?.attribute("id")
                if let first = element.attribute("firstItem") ?? owner { constrained.insert(first) }
                if let second = element.attribute("secondItem") { constrained.insert(second) }
            }
            guard let id = element.attribute("id"), let rect = frameRect(of: element) else { continue }
            let numbers = ["x", "y", "width", "height"].map { rect.attribute($0) ?? "0" }.compactMap(Double.init)
            guard numbers.count == 4 else { continue }
            if element.attribute("translatesAutoresizingMaskIntoConstraints") == "NO" { constrained.insert(id) }
            var isRoot = true, insideMisplaced = false
            var ancestor = element.parent
            while let node = ancestor {
                if node.name == "subviews" { isRoot = false }
                if node.attribute("misplaced") == "YES" { insideMisplaced = true }
                ancestor = node.parent
            }
            if isRoot || insideMisplaced || element.attribute("misplaced") == "YES" || element.attribute("ambiguous") == "YES" { continue }
            candidates.append((Expected(id: id, frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])), element))
        }
        return candidates.map(\.0).filter { constrained.contains($0.id) }
    }

    /// Moves the stored position of every constraint-placed view (written back as the
    /// oracle writes numbers, `%g`), as Auto Layout would never notice.
    /// As `oracle.py --honest` does, sizes are rewritten too, in `%g`'s six significant
    /// digits (79.66666666666667 becomes 79.6667); `exactly` moves the positions alone and
    /// leaves every size as written, for tests that compare layouts before and after.
    static func movePositions(in document: SceneXMLDocument, exactly: Bool = false) {
        for element in document.root.descendants
        where element.attribute("translatesAutoresizingMaskIntoConstraints") == "NO" && element.attribute("fixedFrame") != "YES" {
            guard let rect = frameRect(of: element) else { continue }
            for key in ["x", "y", "width", "height"] {
                guard let text = rect.attribute(key), let value = Double(text) else { continue }
                let isPosition = key == "x" || key == "y"
                if exactly {
                    if isPosition { rect.setAttribute(key, String(value + shift)) }
                } else {
                    rect.setAttribute(key, String(format: "%g", isPosition ? value + shift : value))
                }
            }
        }
    }

    private static func frameRect(of element: SceneXMLElement) -> SceneXMLElement? {
        element.children.first { $0.name == "rect" && $0.attribute("key") == "frame" }
    }

    /// Resolves `path` in its own configuration with moved positions and compares.
    static func measure(path: String) throws -> Result {
        let expected = expectedFrames(try SceneXMLDocument.load(contentsOf: path))
        let moved = try SceneXMLDocument.load(contentsOf: path)
        movePositions(in: moved)
        let layout = SceneLayoutEngine().layout(try SceneDocument(xml: moved))
        var views: [String: ViewLayout] = [:]
        for view in layout.allViews where views[view.id] == nil { views[view.id] = view }
        var result = Result()
        for view in expected {
            if views[view.id]?.conflicting == true { result.conflicting += 1; continue }
            result.total += 1
            if let got = views[view.id]?.frame, agrees(got, view.frame) { result.agreeing += 1 } else { result.mismatches.append(view.id) }
        }
        return result
    }

    static func agrees(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// The categories a document is counted in besides the total.
    static func categories(of document: SceneDocument) -> [String] {
        let header = document.header
        var result: [String] = []
        let isTV = header.targetRuntime?.hasPrefix("AppleTV") == true || header.type.contains(".AppleTV.")
        result.append(isTV ? "tvOS" : header.platform.rawValue)
        result.append(header.kind.rawValue)
        // Beta builds write the placeholder 32700.99.1234; their era is their plug-in's
        // (`eraToolsVersion`: the corpus's 13 are Xcode 15 betas, not Xcode 26).
        let tools = header.eraToolsVersion ?? 0
        let era: String
        switch tools {
        case ..<11000: era = "Xcode 6-7 (<11000)"
        case ..<14000: era = "Xcode 8-9 (11000-13999)"
        case ..<18000: era = "Xcode 10-12 (14000-17999)"
        case ..<22000: era = "Xcode 13-14 (18000-21999)"
        case ..<24000: era = "Xcode 15-16 (22000-23999)"
        default: era = "Xcode 26 (24000-)"
        }
        result.append(era)
        let names = Set(document.allViews.map(\.elementName))
        if !names.isDisjoint(with: ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView"]) { result.append("with cells") }
        if names.contains("stackView") { result.append("with stack views") }
        if !names.isDisjoint(with: ["scrollView", "tableView", "collectionView", "textView", "outlineView"]) { result.append("with scroll views") }
        if !document.allVariations.isEmpty { result.append("with variations") }
        return result
    }
}
