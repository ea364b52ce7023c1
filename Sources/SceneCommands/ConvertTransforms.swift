import SceneLayout
import SceneModel

/// What `convert --apply` can do to a document, in the order given, each reusing the
/// core of the command of the same name, in the document's own configuration.
public enum ConvertTransform: String, Sendable, CaseIterable {
    /// Interface Builder's Update Frames (`FrameUpdater`).
    case updateFrames = "update-frames"
    /// Interface Builder's Add Missing Constraints (`MissingConstraintPlanner`).
    case addMissingConstraints = "add-missing-constraints"
    /// Design-time placeholder constraints and what refers to them removed (`PlaceholderStripper`).
    case stripPlaceholders = "strip-placeholders"

    /// Parses `update-frames,strip-placeholders`; the order is kept, a name twice is refused.
    public static func list(_ text: String) throws -> [ConvertTransform] {
        var result: [ConvertTransform] = []
        for name in text.split(separator: ",").map({ $0.trimmingSpacesAndTabs() }) where !name.isEmpty {
            guard let transform = ConvertTransform(rawValue: name) else {
                throw TraitOptions.Problem(description: "unknown transform '\(name)'; transforms: \(allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard !result.contains(transform) else {
                throw TraitOptions.Problem(description: "the transform '\(name)' is named twice")
            }
            result.append(transform)
        }
        return result
    }

    /// What one transform did to one document.
    struct Outcome {
        /// "3 frames", "2 constraints added": for the document's line on stdout.
        var note: String
        /// Errors to print (the layout's invalid or unsatisfiable constraints): the document
        /// is still written, with status 1.
        var errors: [String] = []
        var changed: Bool
    }

    /// Applies the transform to `document` (its XML is edited) and returns the document
    /// read again when it changed, so the next transform sees the edits.
    func apply(to document: SceneDocument, traits: TraitCollection) throws -> (SceneDocument, Outcome) {
        let outcome: Outcome
        switch self {
        case .updateFrames:
            let report = FrameUpdater(traits: traits).update(document)
            outcome = Outcome(note: "\(DocumentRewriting.count(report.updates.count, "frame")) updated",
                              errors: report.errors.map(\.description), changed: !report.updates.isEmpty)
        case .addMissingConstraints:
            let result = try MissingConstraintPlanner().addMissingConstraints(to: document)
            let errors = result.layout.diagnostics.filter { $0.severity == .error }.map(\.description)
            outcome = Outcome(note: "\(DocumentRewriting.count(result.additions.count, "constraint")) added",
                              errors: errors, changed: !result.additions.isEmpty)
        case .stripPlaceholders:
            let report = PlaceholderStripper.strip(document)
            outcome = Outcome(note: "\(DocumentRewriting.count(report.removedConstraints.count, "placeholder constraint")) removed",
                              changed: !report.removedConstraints.isEmpty)
        }
        // Writers edit the XML under the model; the next one needs the model read again.
        return (document.xml.isModified ? try SceneDocument(xml: document.xml) : document, outcome)
    }
}
