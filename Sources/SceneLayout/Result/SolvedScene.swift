import LayoutSolver
import SceneModel

/// One scene solved and kept alive for the questions writers ask: its roots' builders
/// (each solver with every equation, the items and the maps from views and guides to
/// variables), the solved views, and what the constraints leave open. Made by
/// `SceneLayoutEngine.solve`; `layout` drops the builders as soon as it has read their
/// frames, since holding solvers costs memory that reading frames does not need.
public final class SolvedScene {
    public let id: String
    /// The scene's views as `layout(…, presentation: .solved)` gives them.
    public let views: [ViewLayout]
    /// Each root's builder with the report of its last solve.
    private let roots: [(builder: LayoutBuilder, report: SolveReport)]

    init(id: String, views: [ViewLayout], roots: [(builder: LayoutBuilder, report: SolveReport)]) {
        self.id = id
        self.views = views
        self.roots = roots
    }

    private func root(of viewID: String) -> (builder: LayoutBuilder, report: SolveReport)? {
        roots.first { $0.builder.item(viewID) != nil }
    }

    private func builder(of viewID: String) -> LayoutBuilder? { root(of: viewID)?.builder }

    /// A view's solved frame in its root view's coordinates; nil when it is not laid out
    /// in this scene (or is a root: a root's frame is its design frame, not solved).
    public func absoluteFrame(of viewID: String) -> Rect? {
        builder(of: viewID)?.solvedFrames()[viewID]
    }

    /// What the constraints leave open in a view's frame, in Interface Builder's groups
    /// ("X position or width", "height"); empty when they fix it.
    public func openParts(of viewID: String) -> [[FrameAttribute]] {
        guard let builder = builder(of: viewID), let view = builder.document.viewsByID[viewID],
              let item = builder.item(viewID) else { return [] }
        return builder.openFrame(of: view, item: item, ignoringPrioritiesBelow: Self.aboveStays)?.needs ?? []
    }

    /// What adding `constraint` (required) would do, asked of the live solver and taken out
    /// again before returning: whether it holds with the scene's required constraints,
    /// which of `watching` it leaves open, and which views' frames it moves by more than
    /// half a point. Nil when its items are not laid out together in one root of this scene.
    public func trial(_ constraint: TrialConstraint, watching: [String]) -> TrialOutcome? {
        guard let (builder, settled) = root(of: constraint.firstItem), let owner = builder.document.viewsByID[constraint.owner],
              let equation = builder.equation(constraint.firstItem, constraint.firstAttribute, constraint.secondItem,
                                              constraint.secondAttribute, multiplier: constraint.multiplier, owner: owner,
                                              constant: { constraint.constant }) else { return nil }
        let before = builder.solvedFrames()
        let id = builder.solver.add(equation, LayoutBuilder.relation(constraint.relation), label: "trial")
        let report = builder.solver.solve()
        var outcome = TrialOutcome(holds: report.conflicts.count <= settled.conflicts.count)
        for (viewID, after) in builder.solvedFrames().sorted(by: { $0.key < $1.key }) {
            if let old = before[viewID], !Self.agree(old, after) { outcome.moved.append(.init(id: viewID, before: old, after: after)) }
        }
        for viewID in watching {
            guard let view = builder.document.viewsByID[viewID], let item = builder.item(viewID),
                  let open = builder.openFrame(of: view, item: item, ignoringPrioritiesBelow: Self.aboveStays) else { continue }
            outcome.stillOpen[viewID] = open.needs
        }
        builder.solver.remove(id)
        builder.solver.solve()
        return outcome
    }

    /// Just above the stays (`LayoutBuilder.stayPriority`): questions about what the
    /// constraints leave open ignore them, as the open-variable pass asked before adding them.
    static let aboveStays = LayoutBuilder.stayPriority.value + 0.5

    private static func agree(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5 && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
    }
}

/// A constraint to try on a solved scene: `firstItem.firstAttribute relation multiplier ×
/// secondItem.secondAttribute + constant`, held by `owner` (whose layout direction
/// applies), required.
public struct TrialConstraint: Sendable, Equatable {
    public var owner: String
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: ConstraintRelation
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    public var constant: Double

    public init(owner: String, firstItem: String, firstAttribute: LayoutAttribute, relation: ConstraintRelation = .equal,
                secondItem: String? = nil, secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1, constant: Double) {
        self.owner = owner
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }
}

/// What a trial constraint did.
public struct TrialOutcome: Sendable, Equatable {
    public struct MovedView: Sendable, Equatable {
        public var id: String
        public var before: Rect, after: Rect
    }

    /// False when it cannot hold with the scene's constraints (it adds a conflict).
    public var holds: Bool
    /// Views whose solved frames it moves, by id.
    public var moved: [MovedView] = []
    /// The watched views it leaves open, with what they still need.
    public var stillOpen: [String: [[FrameAttribute]]] = [:]
}
