import SceneLayout
import SceneModel
import SceneXML

/// Interface Builder's Update Constraint Constants on a loaded document, in memory: for
/// each misplaced view, the constants of the constraints that place it are rewritten so
/// that the constraints hold at the stored frames, which thereby become the solution.
///
/// - Only constraints naming a misplaced view (neither ambiguous nor in unsatisfiable
///   constraints) change, and only those that determine the layout: equalities the
///   solution keeps, and inequalities it holds tight that the stored frames violate.
///   Inequalities that hold at the stored frames stay. A constraint changes only when
///   the stored frames miss it by more than the misplacement tolerance (half a point), so
///   slivers the check does not report are not written into constants.
/// - Constants are written in Xcode's number style where the constant lives (a matching
///   size-class variation's `constant`, else the constraint's); a constant of zero is
///   omitted as Xcode omits it, and `symbolic="YES"` (standard spacing) goes when the
///   constant moves away from it.
/// - The document is laid out again: a view still misplaced, or one newly misplaced, has
///   the constraints that name it put back as they were and is reported; if that does not
///   settle it, the document is left as it was.
public struct ConstraintConstantUpdater {
    public static let tolerance = FrameUpdater.tolerance

    public struct Change: Sendable {
        public var constraintID: String
        public var line: Int
        /// The variation whose constant was written; nil for the constraint's own.
        public var variationKey: String?
        public var from: Double
        public var to: Double
    }

    /// A misplaced view the constants did not place.
    public struct Unresolved: Sendable {
        public enum Reason: String, Sendable {
            case ambiguous
            /// No constraint constant puts it at its stored frame (its size comes from its
            /// content, or it follows other views), or changing them moved another view.
            case misplaced
        }
        public var viewID: String
        public var name: String
        public var line: Int
        public var reason: Reason
        public var stored: Rect
        public var solved: Rect
    }

    public struct Report: Sendable {
        public var changes: [Change] = []
        public var unresolved: [Unresolved] = []
        public var resolvedViews: [String] = []
        public var errors: [LayoutDiagnostic] = []
    }

    public var traits: TraitCollection
    /// Without Interface Builder's ambiguity question (`SceneLayoutEngine.forWriters`).
    public var engine = SceneLayoutEngine.forWriters

    public init(traits: TraitCollection) { self.traits = traits }

    /// The attributes Xcode writes after `constant` in a constraint.
    static let afterConstant = ["symbolic", "placeholder", "identifier", "userLabel", "id"]
    static let afterSymbolic = ["placeholder", "identifier", "userLabel", "id"]

    /// What a constraint element (or its variation) held before it was changed.
    struct Saved {
        var element: SceneXMLElement
        var constant: String?
        var symbolic: String?
        var isVariation: Bool

        func restore() {
            if let constant {
                element.setAttribute("constant", constant, before: ConstraintConstantUpdater.afterConstant)
            } else {
                element.removeAttribute("constant")
            }
            if let symbolic { element.setAttribute("symbolic", symbolic, before: ConstraintConstantUpdater.afterSymbolic) }
        }
    }

    public func update(_ document: SceneDocument) -> Report {
        var report = Report()
        let layout = engine.layout(document, traits: traits, presentation: .solved)
        report.errors = layout.diagnostics.filter { $0.severity == .error }
        let placed = Dictionary(layout.allViews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var targets: Set<String> = []
        for view in layout.allViews where view.misplaced {
            guard let stored = view.storedFrame else { continue }
            if view.ambiguous {
                report.unresolved.append(Unresolved(viewID: view.id, name: view.name, line: document.viewsByID[view.id]?.line ?? 1,
                                                    reason: .ambiguous, stored: stored, solved: view.frame))
            } else {
                targets.insert(view.id)
            }
        }
        guard !targets.isEmpty else { return report }
        let residuals = engine.storedFrameResiduals(document, traits: traits)
        let resolver = TraitResolver(traits: traits)
        var saved: [String: Saved] = [:]
        var touching: [String: [String]] = [:]   // view id → ids of changed constraints naming it
        for constraint in document.allConstraints {
            let items = [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])
            guard items.contains(where: targets.contains), let residual = residuals[constraint.id],
                  !items.contains(where: { placed[$0]?.conflicting == true }),
                  abs(residual.stored) > Self.tolerance else { continue }
            let tightInSolution = abs(residual.solved) < 0.01
            switch constraint.relation {
            case .equal:
                guard tightInSolution else { continue }   // a broken optional constraint places nothing
            case .lessThanOrEqual:
                guard tightInSolution, residual.stored > Self.tolerance else { continue }
            case .greaterThanOrEqual:
                guard tightInSolution, residual.stored < -Self.tolerance else { continue }
            }
            let current = resolver.constant(of: constraint)
            let value = Self.snapped(current + residual.stored)
            let variation = resolver.matching(constraint.variations).last { $0.overrides["constant"] != nil }
            let element = variation?.element ?? constraint.element
            saved[constraint.id] = Saved(element: element, constant: element.attribute(.constant),
                                         symbolic: element.attribute(.symbolic), isVariation: variation != nil)
            Self.write(value, to: element, isVariation: variation != nil)
            report.changes.append(Change(constraintID: constraint.id, line: constraint.line, variationKey: variation?.key,
                                         from: current, to: value))
            for item in items where targets.contains(item) { touching[item, default: []].append(constraint.id) }
        }
        guard !report.changes.isEmpty else {
            report.unresolved += unresolved(targets, placed: placed, document: document)
            return report
        }
        // Verify: the targets are in place and nothing else moved.
        var bad = misplacedAfter(document, before: placed, targets: targets)
        if !bad.isEmpty {
            var undone: Set<String> = []
            for view in bad { for id in touching[view] ?? [] where undone.insert(id).inserted { saved[id]?.restore() } }
            report.changes.removeAll { undone.contains($0.constraintID) }
            bad = misplacedAfter(document, before: placed, targets: targets)
            if !bad.isSubset(of: targets) {
                // Putting those back moved another view: leave the document as it was.
                saved.values.forEach { $0.restore() }
                report.changes.removeAll()
                bad = targets
            }
        }
        report.resolvedViews = targets.subtracting(bad).sorted()
        report.unresolved += unresolved(bad.intersection(targets), placed: placed, document: document)
        return report
    }

    /// Views misplaced once the edited document is laid out again: targets still misplaced,
    /// and views that were in place and no longer are.
    private func misplacedAfter(_ document: SceneDocument, before: [String: ViewLayout], targets: Set<String>) -> Set<String> {
        guard let edited = try? SceneDocument(xml: document.xml) else { return targets }
        var result: Set<String> = []
        for view in engine.layout(edited, traits: traits, presentation: .solved).allViews where view.misplaced {
            if targets.contains(view.id) || before[view.id]?.misplaced == false { result.insert(view.id) }
        }
        return result
    }

    private func unresolved(_ ids: Set<String>, placed: [String: ViewLayout], document: SceneDocument) -> [Unresolved] {
        ids.sorted().compactMap { id in
            guard let view = placed[id], let stored = view.storedFrame else { return nil }
            return Unresolved(viewID: id, name: view.name, line: document.viewsByID[id]?.line ?? 1, reason: .misplaced,
                              stored: stored, solved: view.frame)
        }
    }

    /// Float noise off: a value within a millionth of a sixth of a point (the half- and
    /// third-point grids) is that multiple.
    public static func snapped(_ value: Double) -> Double {
        let grid = (value * 6).rounded() / 6
        return abs(grid - value) < 1e-6 ? grid : value
    }

    public static func write(_ value: Double, to element: SceneXMLElement, isVariation: Bool) {
        if let text = element.attribute(.constant), DocumentNumber.parse(text) == value { return }
        if value == 0 && !isVariation {
            element.removeAttribute("constant")   // Xcode omits a zero constant
        } else {
            element.setAttribute("constant", XcodeNumberFormat.string(value), before: afterConstant)
        }
        // `symbolic` marks the standard spacing; a constant moved off it is a plain number.
        element.removeAttribute("symbolic")
    }
}
