import LayoutSolver
import SceneModel

/// How far a document constraint is from holding, as the layout evaluates it
/// (`first − multiplier × second − constant`, with leading and trailing, margins,
/// baselines, alignment rectangles and multipliers' common origins as in the solve):
/// once with every view at its stored frame and once with the solved frames. Adding
/// `stored` to the constant makes the constraint hold exactly at the stored frames, which
/// is what Interface Builder's Update Constraint Constants does.
public struct ConstraintResidual: Sendable {
    public var constraintID: String
    public var relation: ConstraintRelation
    public var priority: Double
    /// With the views at their stored frames (guides and content areas moved with the view
    /// that owns them).
    public var stored: Double
    /// With the solved frames: about zero for an equality the solution keeps.
    public var solved: Double
}

extension SceneLayoutEngine {
    /// The residual of each installed document constraint for these traits, by id.
    public func storedFrameResiduals(_ document: SceneDocument, traits: TraitCollection? = nil,
                                     sceneID: String? = nil) -> [String: ConstraintResidual] {
        let traits = traits ?? DeviceTable.documentTraits(document.header)
        let bars = SimulatedBars.forDocument(document)
        var result: [String: ConstraintResidual] = [:]
        for scene in document.scenes where sceneID == nil || scene.id == sceneID {
            for root in scene.rootViews {
                let (builder, _) = settledLayout(document: document, scene: scene, root: root, traits: traits, bars: bars,
                                                 holdingPositionsAsDrawn: false)
                let stored = builder.storedValues()
                for (id, reference) in builder.sources {
                    guard let constraint = builder.solver.constraint(id) else { continue }
                    let source = reference.constraint
                    result[source.id] = ConstraintResidual(
                        constraintID: source.id, relation: source.relation, priority: source.priority,
                        stored: ConstraintEvaluation.value(of: constraint.expression) { stored[$0] ?? builder.solver.value(of: $0) },
                        solved: ConstraintEvaluation.value(of: constraint.expression) { builder.solver.value(of: $0) })
                }
            }
        }
        return result
    }
}

extension LayoutBuilder {
    /// Each item's variables at the stored frames: views at their stored alignment
    /// rectangles; guides and scroll content areas where the solution puts them, moved and
    /// resized as the view that owns them is between its solved and stored frames.
    func storedValues() -> [Variable: Double] {
        var values: [Variable: Double] = [:]
        var shifts: [String: (dx: Double, dy: Double, dw: Double, dh: Double)] = [:]
        for view in views {
            guard let item = item(view.id), let rect = storedAlignmentRect(view) else { continue }
            let solved = (x: solver.value(of: item.x), y: solver.value(of: item.y),
                          width: solver.value(of: item.width), height: solver.value(of: item.height))
            values[item.x] = rect.x
            values[item.y] = rect.y
            values[item.width] = rect.width
            values[item.height] = rect.height
            shifts[view.id] = (rect.x - solved.x, rect.y - solved.y, rect.width - solved.width, rect.height - solved.height)
        }
        for item in items.values where item.view == nil {
            let owner: String?
            switch item.kind {
            case .guide(let guide): owner = guide.ownerID
            case .scrollContent(let view): owner = view.id
            case .view(let view): owner = view.id
            }
            guard let owner, let shift = shifts[owner] else { continue }
            values[item.x] = solver.value(of: item.x) + shift.dx
            values[item.y] = solver.value(of: item.y) + shift.dy
            values[item.width] = solver.value(of: item.width) + shift.dw
            values[item.height] = solver.value(of: item.height) + shift.dh
        }
        return values
    }
}
