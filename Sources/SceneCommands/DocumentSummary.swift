import SceneModel

/// The stable JSON form of `scenelayout dump --format json` (documented in
/// `Documents/JSON.md`). Field names are part of the tool's interface: add, never rename.
public struct DocumentSummary: Encodable {
    public struct Counts: Encodable {
        public var scenes: Int
        public var views: Int
        public var constraints: Int
        public var variations: Int
        public var layoutGuides: Int
    }

    public struct DeviceSummary: Encodable {
        public var id: String
        public var orientation: String
    }

    public struct PlaceholderSummary: Encodable {
        public var id: String
        public var identifier: String
        public var label: String?
        public var customClass: String?
    }

    public struct ControllerSummary: Encodable {
        public var id: String
        public var element: String
        public var customClass: String?
        public var topLayoutGuide: String?
        public var bottomLayoutGuide: String?
    }

    public struct GuideSummary: Encodable {
        public var id: String
        public var kind: String
    }

    public struct VariationSummary: Encodable {
        public var key: String
        public var line: Int
        public var overrides: [String: String]
        public var includedSubviews: [String]
        public var excludedSubviews: [String]
        public var includedConstraints: [String]
        public var excludedConstraints: [String]
        public var frame: Rect?
    }

    public struct ConstraintSummary: Encodable {
        public var id: String
        public var description: String
        public var firstItem: String
        public var firstAttribute: String
        public var relation: String
        public var secondItem: String?
        public var secondAttribute: String?
        public var multiplier: Double
        public var constant: Double
        public var priority: Double
        public var placeholder: Bool
        public var installed: Bool
        public var identifier: String?
        /// The id of the view whose `<constraints>` holds it.
        public var installedOn: String
        public var line: Int
        public var variations: [VariationSummary]
    }

    public struct ViewSummary: Encodable {
        public var id: String
        public var element: String
        public var name: String
        public var customClass: String?
        public var userLabel: String?
        public var text: String?
        /// The stored frame, in the superview's coordinates.
        public var storedFrame: Rect?
        public var hidden: Bool
        public var translatesAutoresizingMaskIntoConstraints: Bool
        public var line: Int
        public var layoutGuides: [GuideSummary]
        public var constraints: [ConstraintSummary]
        public var variations: [VariationSummary]
        public var subviews: [ViewSummary]
    }

    public struct SceneSummary: Encodable {
        public var id: String
        public var line: Int
        public var controllers: [ControllerSummary]
        public var placeholders: [PlaceholderSummary]
        public var views: [ViewSummary]
    }

    public struct DiagnosticSummary: Encodable {
        public var severity: String
        public var kind: String
        public var line: Int
        public var column: Int
        public var message: String
    }

    public var path: String
    public var kind: String
    public var platform: String
    public var toolsVersion: String?
    public var device: DeviceSummary?
    public var counts: Counts
    public var scenes: [SceneSummary]
    public var diagnostics: [DiagnosticSummary]

    public init(_ document: SceneDocument) {
        path = document.path
        kind = document.header.kind.rawValue
        platform = document.header.platform.rawValue
        toolsVersion = document.header.toolsVersion
        device = document.header.device.map { DeviceSummary(id: $0.id, orientation: $0.orientation) }
        counts = Counts(
            scenes: document.scenes.count,
            views: document.allViews.count,
            constraints: document.allConstraints.count,
            variations: document.allVariations.count,
            layoutGuides: document.guidesByID.count)
        scenes = document.scenes.map { scene in
            SceneSummary(
                id: scene.id,
                line: scene.line,
                controllers: scene.controllers.map {
                    ControllerSummary(id: $0.id, element: $0.elementName, customClass: $0.customClass,
                                      topLayoutGuide: $0.topLayoutGuide?.id, bottomLayoutGuide: $0.bottomLayoutGuide?.id)
                },
                placeholders: scene.placeholders.map {
                    PlaceholderSummary(id: $0.id, identifier: $0.identifier, label: $0.userLabel, customClass: $0.customClass)
                },
                views: scene.rootViews.map { Self.summary(of: $0, in: document) })
        }
        diagnostics = document.diagnostics.map {
            DiagnosticSummary(severity: $0.severity.rawValue, kind: $0.kind.rawValue, line: $0.line, column: $0.column, message: $0.message)
        }
    }

    static func summary(of view: View, in document: SceneDocument) -> ViewSummary {
        ViewSummary(
            id: view.id,
            element: view.elementName,
            name: view.displayName,
            customClass: view.customClass,
            userLabel: view.userLabel,
            text: view.text,
            storedFrame: view.frame,
            hidden: view.isHidden,
            translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
            line: view.line,
            layoutGuides: view.layoutGuides.map { GuideSummary(id: $0.id, kind: guideKindName($0.kind)) },
            constraints: view.constraints.map { summary(of: $0, in: document) },
            variations: view.variations.map(summary(of:)),
            subviews: view.children.map { summary(of: $0, in: document) })
    }

    static func summary(of constraint: Constraint, in document: SceneDocument) -> ConstraintSummary {
        ConstraintSummary(
            id: constraint.id,
            description: document.describe(constraint),
            firstItem: constraint.firstItem,
            firstAttribute: constraint.firstAttribute.displayName,
            relation: constraint.relation.rawValue,
            secondItem: constraint.secondItem,
            secondAttribute: constraint.secondItem == nil ? nil : constraint.secondAttribute.displayName,
            multiplier: constraint.multiplier,
            constant: constraint.constant,
            priority: constraint.priority,
            placeholder: constraint.isPlaceholder,
            installed: constraint.isInstalled,
            identifier: constraint.identifier,
            installedOn: constraint.ownerID,
            line: constraint.line,
            variations: constraint.variations.map(summary(of:)))
    }

    static func summary(of variation: Variation) -> VariationSummary {
        VariationSummary(
            key: variation.key, line: variation.line, overrides: variation.overrides,
            includedSubviews: variation.includedSubviews, excludedSubviews: variation.excludedSubviews,
            includedConstraints: variation.includedConstraints, excludedConstraints: variation.excludedConstraints,
            frame: variation.frame)
    }

    static func guideKindName(_ kind: LayoutGuide.Kind) -> String {
        switch kind {
        case .safeArea: return "safeArea"
        case .contentLayoutGuide: return "contentLayoutGuide"
        case .frameLayoutGuide: return "frameLayoutGuide"
        case .topLayoutGuide: return "topLayoutGuide"
        case .bottomLayoutGuide: return "bottomLayoutGuide"
        case .keyboard: return "keyboard"
        case .other(let name): return name
        }
    }
}
