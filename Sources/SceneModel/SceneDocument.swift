import SceneXML

/// A typed view of a `.xib` or `.storyboard`: header, scenes, views, layout guides,
/// constraints and variations. Every object keeps its XML element, so writers can change
/// the file in place through `xml`.
public final class SceneDocument {
    public let xml: SceneXMLDocument
    public let header: DocumentHeader
    public let scenes: [Scene]
    /// Problems found in the content, each with its line.
    public let diagnostics: [ModelDiagnostic]
    /// Views by id.
    public let viewsByID: [String: View]
    /// Layout guides by id.
    public let guidesByID: [String: LayoutGuide]

    public var path: String { xml.path }

    /// Loads a file: throws `XMLError` when the file cannot be read or is not well-formed
    /// XML; content problems become `diagnostics`. `readOnly`: the document will not be
    /// edited nor saved, so libxml2's tree is not kept (`SceneXMLDocument.discardTree`).
    public static func load(contentsOf path: String, limits: DocumentLimits = .standard, readOnly: Bool = false) throws -> SceneDocument {
        try SceneDocument(xml: SceneXMLDocument.load(contentsOf: path, limits: limits, readOnly: readOnly), limits: limits)
    }

    /// Throws `XMLError` (`.unreadable`) when the document has more views or constraints
    /// than `limits` allow: the layout's cost grows with them.
    public init(xml: SceneXMLDocument, limits: DocumentLimits = .standard) throws {
        self.xml = xml
        let reader = try SceneDocumentReader(xml: xml)
        let viewCount = reader.scenes.reduce(0) { $0 + $1.allViews.count }
        if viewCount > limits.views {
            throw XMLError(kind: .unreadable, path: xml.path, line: 1, column: 1,
                           message: DocumentLimits.exceeded("views", count: viewCount, limit: limits.views, option: "--max-views"))
        }
        let constraintCount = reader.scenes.reduce(0) { $0 + $1.allViews.reduce(0) { $0 + $1.constraints.count } }
        if constraintCount > limits.constraints {
            throw XMLError(kind: .unreadable, path: xml.path, line: 1, column: 1,
                           message: DocumentLimits.exceeded("constraints", count: constraintCount, limit: limits.constraints, option: "--max-constraints"))
        }
        header = reader.header
        scenes = reader.scenes
        diagnostics = reader.diagnostics
        viewsByID = reader.viewsByID
        guidesByID = reader.guidesByID
    }

    /// Every view, in document order of scenes and depth first within each.
    public var allViews: [View] { scenes.flatMap(\.allViews) }

    /// Every constraint, with the view that holds it.
    public var allConstraints: [Constraint] { allViews.flatMap(\.constraints) }

    /// Every `<variation>` on views and constraints.
    public var allVariations: [Variation] {
        allViews.flatMap { view in view.variations + view.constraints.flatMap(\.variations) }
    }

    /// The view or guide with this id, for naming constraint items.
    public func itemName(_ id: String) -> String {
        if let view = viewsByID[id] { return view.displayName }
        if let guide = guidesByID[id] {
            switch guide.kind {
            case .safeArea: return "Safe Area"
            case .contentLayoutGuide: return "Content Layout Guide"
            case .frameLayoutGuide: return "Frame Layout Guide"
            case .topLayoutGuide: return "Top Layout Guide"
            case .bottomLayoutGuide: return "Bottom Layout Guide"
            case .keyboard: return "Keyboard Layout Guide"
            case .other(let name): return name
            }
        }
        return id
    }
}
