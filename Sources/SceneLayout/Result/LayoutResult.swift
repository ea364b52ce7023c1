import SceneModel

/// A diagnostic about the layout, printed like a compiler's.
public struct LayoutDiagnostic: Sendable, Equatable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable { case error, warning, note }
    public enum Kind: String, Sendable, Codable {
        case invalidConstraint = "invalid-constraint"
        case unsatisfiable
        case ambiguous
        case misplaced
        case missingItem = "missing-item"
        /// The document's numbers overflowed: no finite frame (the stored one is reported).
        case outOfRange = "out-of-range"
        /// The solver stopped at its budget: the frames hold the required constraints but
        /// may not be the optimum.
        case solverBudget = "solver-budget"
        // The document's own problems, as the model reads them (`ModelDiagnostic.Kind`).
        case duplicateID = "duplicate-id"
        case missingReference = "missing-reference"
        case unknownAttribute = "unknown-attribute"
        case invalidNumber = "invalid-number"
        case invalidValue = "invalid-value"
        case unexpectedStructure = "unexpected-structure"
        case unsupportedPlatform = "unsupported-platform"
    }

    public var severity: Severity
    public var kind: Kind
    public var path: String
    public var line: Int
    /// Where the element's start tag begins on its line (1 when unknown).
    public var column: Int
    public var message: String
    /// Ids of the constraints or views concerned.
    public var items: [String]

    /// A problem the model found, in the layout's report (`resolve` lists both).
    public init(_ model: ModelDiagnostic) {
        severity = Severity(rawValue: model.severity.rawValue) ?? .error
        kind = Kind(rawValue: model.kind.rawValue) ?? .unexpectedStructure
        path = model.path
        line = model.line
        column = model.column
        message = model.message
        items = []
    }

    public init(severity: Severity, kind: Kind, path: String, line: Int, column: Int = 1, message: String, items: [String]) {
        self.severity = severity
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.items = items
    }

    public var description: String {
        ModelDiagnostic.line(path: path, line: line, column: column, severity: severity.rawValue, message: message, kind: kind.rawValue)
    }
}

/// One view's computed layout.
public struct ViewLayout: Sendable, Codable {
    public var id: String
    public var name: String
    public var element: String
    /// Relative to the superview, rounded to the pixel grid, in the document's convention
    /// (macOS: y from the bottom of the superview).
    public var frame: Rect
    /// What the document stores for these traits.
    public var storedFrame: Rect?
    /// Some part of the frame is not fixed by the constraints.
    public var ambiguous: Bool
    /// For an ambiguous view: what is open, in Interface Builder's words, and a witness.
    public var ambiguity: FrameAmbiguity?
    /// The stored frame differs from the computed one by more than half a point.
    public var misplaced: Bool
    /// Not installed for these traits (excluded by a size-class variation).
    public var installed: Bool
    /// Placed by constraints that cannot all hold, or inside such a view. In the document's
    /// own configuration `frame` is then the stored one, as Interface Builder leaves it;
    /// for other traits, the runtime's.
    public var conflicting: Bool
    /// For a conflicting view: the frame the runtime would compute after breaking the
    /// reported constraint.
    public var solvedFrame: Rect?
    /// Where the width and height came from when the constraints did not decide them.
    public var sizeProvenance: SizeProvenance?
    public var subviews: [ViewLayout]

    public init(id: String, name: String, element: String, frame: Rect, storedFrame: Rect?, ambiguous: Bool, misplaced: Bool,
                installed: Bool, conflicting: Bool = false, solvedFrame: Rect? = nil, ambiguity: FrameAmbiguity? = nil,
                sizeProvenance: SizeProvenance? = nil, subviews: [ViewLayout]) {
        self.id = id
        self.name = name
        self.element = element
        self.frame = frame
        self.storedFrame = storedFrame
        self.ambiguous = ambiguous
        self.ambiguity = ambiguity
        self.misplaced = misplaced
        self.installed = installed
        self.conflicting = conflicting
        self.solvedFrame = solvedFrame
        self.sizeProvenance = sizeProvenance
        self.subviews = subviews
    }
}

public struct SceneLayoutResult: Sendable, Codable {
    public var id: String
    public var views: [ViewLayout]
}

/// The layout of a whole document for one trait collection.
public struct DocumentLayout: Sendable, Codable {
    public var path: String
    public var traits: TraitCollection
    public var scenes: [SceneLayoutResult]
    public var diagnostics: [LayoutDiagnostic]

    /// Every view layout, depth first.
    public var allViews: [ViewLayout] {
        var result: [ViewLayout] = []
        var stack = scenes.flatMap(\.views).reversed() as [ViewLayout]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }
}
