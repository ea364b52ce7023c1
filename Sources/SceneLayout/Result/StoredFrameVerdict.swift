#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutSolver
import SceneModel

/// Why the layout gives a view another frame than the one Xcode saved, read from the
/// layout's own equations: every constraint it built that names the view (the document's
/// and those the tool adds: intrinsic sizes, stack views, autoresizing, cells) evaluated
/// with the views at their stored frames (`LayoutBuilder.storedValues`, as
/// `storedFrameResiduals` does) and at the solved ones. Which constraints Xcode's frames
/// break says whether any rule could give its frame (`Documents/AccuracyLog`, session 15,
/// accmap18: the map of the misses).
public struct StoredFrameVerdict: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// (a1) The stored frames break a required document constraint between plain
        /// edges and sizes (a constant, a multiplier): the document is stale, and no rule
        /// can give its frames.
        case staleGeometry = "a1"
        /// (a2) They break a required document constraint through a metric the tool
        /// supplies (baseline, margin, safe area or layout guide, alignment inset, a scroll
        /// view's content area): the tool's metric differs from Xcode's by the residual.
        case metric = "a2"
        /// (a3) They break a required constraint the tool adds itself (a required intrinsic
        /// size, a stack view's arrangement, an autoresizing mask, a cell's placement).
        case toolRequired = "a3"
        /// (b) They keep every required constraint but break an optional one the solution
        /// keeps, or keep one it breaks: a priority, or an intrinsic size (hugging and
        /// compression resistance name the tool's intrinsic size).
        case optional = "b"
        /// (c) They keep every constraint the solution keeps and the constraints leave the
        /// view open: the stays (the tool's tie-break) chose another frame.
        case open = "c"
        /// (c) They keep every constraint the solution keeps and the view is not open:
        /// the difference comes from an item these constraints do not name.
        case elsewhere = "c-elsewhere"
    }

    public var kind: Kind
    /// What the deciding constraint involves: "constant", "multiplier", "baseline",
    /// "margin", "safe area", "alignment inset", … for document constraints; the tool's own
    /// label (view ids left out) for the others; for (c) "open", or where the difference
    /// enters: "rounding", "superview" or "" (`elsewhereCause`).
    public var cause: String
    /// The deciding constraint: a document constraint's id, or the label of one the tool
    /// adds; empty for (c).
    public var constraint: String
    /// Its priority (1000 required).
    public var priority: Double
    /// `first − multiplier × second − constant` at the stored frames and at the solved ones
    /// (for a2, by how much the tool's metric differs from the one Xcode's frames imply).
    public var storedResidual: Double
    public var solvedResidual: Double
    /// The deciding constraint as the solver holds it ("+1 box.width −50 = 0"), items by id
    /// and variable (x, y, width, height of the alignment rectangle, in root coordinates).
    public var equation: String
    /// Whether the deciding constraint names the view itself; false when it names another
    /// view the tool gets wrong and that the view's constraints reach (a cluster of misses
    /// decided together).
    public var namesView: Bool
}

extension SceneLayoutEngine {
    /// A residual this far from holding breaks a constraint: the honest measure's tolerance
    /// (half a point), so rounding to the pixel grid is never taken for a break.
    public static let storedFrameBreakTolerance = 0.5

    /// The verdict for each of `viewIDs` laid out in these traits (the document's own by
    /// default), in the `.solved` presentation. The views' stored frames are Xcode's answer,
    /// read here only to evaluate the equations; the layout is the one `layout` gives.
    public func storedFrameVerdicts(_ document: SceneDocument, viewIDs: Set<String>,
                                    traits: TraitCollection? = nil) -> [String: StoredFrameVerdict] {
        let traits = traits ?? DeviceTable.documentTraits(document.header)
        let bars = SimulatedBars.forDocument(document)
        var result: [String: StoredFrameVerdict] = [:]
        for scene in document.scenes {
            for root in scene.rootViews where root.subtree.contains(where: { viewIDs.contains($0.id) }) {
                let (builder, _) = settledLayout(document: document, scene: scene, root: root, traits: traits, bars: bars,
                                                 holdingPositionsAsDrawn: false)
                result.merge(StoredFrameJudge(builder: builder).verdicts(for: viewIDs)) { first, _ in first }
            }
        }
        return result
    }
}

/// One root's equations evaluated at the stored and the solved frames.
private struct StoredFrameJudge {
    let builder: LayoutBuilder
    let stored: [Variable: Double]
    /// Which item each variable belongs to (views, guides, scroll content areas).
    let itemsByVariable: [Variable: LayoutItem]
    /// The variables of items whose stored frames Xcode itself disowns: views it flagged
    /// `misplaced="YES"`, the views inside them (it flags only the outermost one), and their
    /// guides and content areas. A constraint naming one proves nothing about the other
    /// views' stored frames: its break is the flagged view's (AccuracyLog, session 20,
    /// stale24).
    let disowned: Set<Variable>

    init(builder: LayoutBuilder) {
        self.builder = builder
        stored = builder.storedValues()
        var owners: [Variable: LayoutItem] = [:]
        for item in builder.items.values {
            for variable in item.variables { owners[variable] = item }
        }
        itemsByVariable = owners
        func isDisowned(_ view: View) -> Bool {
            var current: View? = view
            while let candidate = current {
                if candidate.isMisplaced { return true }
                current = candidate.parent
            }
            return false
        }
        let flagged = Set(builder.views.filter(isDisowned).map(\.id))
        var variables = Set<Variable>()
        for item in builder.items.values {
            let owner: String
            switch item.kind {
            case .view(let view): owner = view.id
            case .guide(let guide): guard let id = guide.ownerID else { continue }; owner = id
            case .scrollContent(let view): owner = view.id
            }
            if flagged.contains(owner) { variables.formUnion(item.variables) }
        }
        disowned = variables
    }

    /// One constraint evaluated both ways.
    struct Finding {
        var id: ConstraintID
        var kind: StoredFrameVerdict.Kind?
        var cause: String
        var name: String
        var priority: Priority
        var stored: Double
        var solved: Double
        var storedBreaks: Bool
        var solvedBreaks: Bool
        var equation = ""
    }

    func verdicts(for viewIDs: Set<String>) -> [String: StoredFrameVerdict] {
        let wanted = builder.views.filter { viewIDs.contains($0.id) && builder.item($0.id) != nil }
        var findings: [ConstraintID: Finding] = [:]
        var named: [String: [ConstraintID]] = [:]
        var viewsByConstraint: [ConstraintID: [String]] = [:]
        for view in wanted {
            guard let item = builder.item(view.id) else { continue }
            var ids: [ConstraintID] = []
            for variable in item.variables {
                for id in builder.solver.constraintIDs(naming: variable) where !ids.contains(id) { ids.append(id) }
            }
            named[view.id] = ids
            for id in ids {
                viewsByConstraint[id, default: []].append(view.id)
                if findings[id] == nil, let finding = finding(id) { findings[id] = finding }
            }
        }
        // Misses that share a constraint are decided together when a view's own
        // constraints say nothing (a view pinned inside a wrongly sized one).
        var cluster = Dictionary(uniqueKeysWithValues: wanted.map { ($0.id, $0.id) })
        func find(_ id: String) -> String {
            var current = id
            while let next = cluster[current], next != current { current = next }
            return current
        }
        for views in viewsByConstraint.values where views.count > 1 {
            for other in views.dropFirst() { cluster[find(other)] = find(views[0]) }
        }
        var clusterConstraints: [String: [ConstraintID]] = [:]
        for view in wanted { clusterConstraints[find(view.id), default: []].append(contentsOf: named[view.id] ?? []) }

        var result: [String: StoredFrameVerdict] = [:]
        for view in wanted {
            let own = (named[view.id] ?? []).compactMap { findings[$0] }
            if var verdict = Self.decide(own) {
                verdict.namesView = true
                result[view.id] = verdict
                continue
            }
            let others = (clusterConstraints[find(view.id)] ?? []).compactMap { findings[$0] }
            if var verdict = Self.decide(others) {
                verdict.namesView = false
                result[view.id] = verdict
                continue
            }
            let item = builder.item(view.id)
            let isOpen = item.flatMap {
                builder.openFrame(of: view, item: $0, ignoringPrioritiesBelow: SolvedScene.aboveStays)
            } != nil
            var verdict = StoredFrameVerdict(kind: isOpen ? .open : .elsewhere, cause: isOpen ? "open" : item.map(elsewhereCause) ?? "",
                                             constraint: "", priority: 0, storedResidual: 0, solvedResidual: 0, equation: "",
                                             namesView: true)
            if verdict.cause == "rounding", let item {
                // The largest gap, stored minus solved, with the variable it is in.
                let gaps = [("x", item.x), ("y", item.y), ("width", item.width), ("height", item.height)].map { name, variable in
                    (name, (stored[variable] ?? 0) - builder.solver.value(of: variable))
                }
                let widest = gaps.max { abs($0.1) < abs($1.1) }!
                verdict.storedResidual = widest.1
                verdict.equation = "stored − solved \(widest.0)"
            }
            result[view.id] = verdict
        }
        return result
    }

    /// Where a difference no constraint naming the view shows comes from: "rounding" when
    /// the solved alignment rectangle is within the tolerance of the stored one in root
    /// coordinates (the frames part at the pixel grid, `FrameRounding`), "superview" when
    /// it sits where the stored frames put it relative to its superview's stored frame
    /// but the superview moved, else "" (also when an ancestor has no stored frame).
    func elsewhereCause(_ item: LayoutItem) -> String {
        let tolerance = SceneLayoutEngine.storedFrameBreakTolerance + 1e-6
        let variables = item.variables
        // An ancestor saved without a frame leaves no stored frame in root coordinates: no gap to read.
        guard variables.allSatisfy({ stored[$0] != nil }) else { return "" }
        func gap(_ variable: Variable) -> Double { abs((stored[variable] ?? builder.solver.value(of: variable)) - builder.solver.value(of: variable)) }
        if variables.allSatisfy({ gap($0) <= tolerance }) { return "rounding" }
        if let parent = item.view?.parent.flatMap({ builder.item($0.id) }),
           abs(gap(item.width)) <= tolerance, abs(gap(item.height)) <= tolerance {
            func offset(_ child: Variable, _ owner: Variable) -> Double {
                ((stored[child] ?? 0) - (stored[owner] ?? 0)) - (builder.solver.value(of: child) - builder.solver.value(of: owner))
            }
            if abs(offset(item.x, parent.x)) <= tolerance, abs(offset(item.y, parent.y)) <= tolerance { return "superview" }
        }
        return ""
    }

    /// The first class the findings show: a required constraint the stored frames break
    /// (a plain one before one through a metric before one the tool adds, the largest
    /// residual first), else an optional one above the stays kept one way and broken the
    /// other (the highest priority first); nil when they agree.
    static func decide(_ findings: [Finding]) -> StoredFrameVerdict? {
        func verdict(_ finding: Finding, _ kind: StoredFrameVerdict.Kind) -> StoredFrameVerdict {
            StoredFrameVerdict(kind: kind, cause: finding.cause, constraint: finding.name, priority: finding.priority.value,
                               storedResidual: finding.stored, solvedResidual: finding.solved, equation: finding.equation,
                               namesView: true)
        }
        let broken = findings.filter { $0.priority.isRequired && $0.storedBreaks }
        for kind in [StoredFrameVerdict.Kind.staleGeometry, .metric, .toolRequired] {
            if let worst = broken.filter({ $0.kind == kind }).max(by: { abs($0.stored) < abs($1.stored) }) {
                return verdict(worst, kind)
            }
        }
        let differing = findings.filter {
            !$0.priority.isRequired && $0.priority.value > SolvedScene.aboveStays && $0.storedBreaks != $0.solvedBreaks
        }
        if let first = differing.max(by: { ($0.priority, $1.id) < ($1.priority, $0.id) }) {
            return verdict(first, .optional)
        }
        return nil
    }

    func finding(_ id: ConstraintID) -> Finding? {
        guard let constraint = builder.solver.constraint(id),
              !constraint.expression.terms.contains(where: { disowned.contains($0.variable) }) else { return nil }
        let atStored: (Variable) -> Double = { stored[$0] ?? builder.solver.value(of: $0) }
        let atSolved: (Variable) -> Double = { builder.solver.value(of: $0) }
        // Broken: off by more than the honest measure's tolerance.
        let tolerance = SceneLayoutEngine.storedFrameBreakTolerance
        var finding = Finding(id: id, kind: .toolRequired, cause: "", name: "", priority: constraint.priority,
                              stored: ConstraintEvaluation.value(of: constraint.expression, atStored),
                              solved: ConstraintEvaluation.value(of: constraint.expression, atSolved),
                              storedBreaks: !ConstraintEvaluation.holds(constraint, tolerance: tolerance, value: atStored),
                              solvedBreaks: !ConstraintEvaluation.holds(constraint, tolerance: tolerance, value: atSolved))
        finding.equation = describe(constraint)
        if let source = builder.sources[id] {
            let model = source.constraint
            finding.name = model.id
            let geometry = model.multiplier != 1 ? "multiplier" : "constant"
            if let metric = metric(of: model, terms: constraint.expression.terms) {
                // Within the metric's own size (and a pixel's slack) a different metric
                // could give the stored frame; beyond it the constraint is stale.
                let explained = abs(finding.stored) <= metric.size + 1
                finding.kind = explained ? .metric : .staleGeometry
                finding.cause = explained ? metric.name : "\(geometry) (beyond the \(metric.name))"
            } else {
                finding.kind = .staleGeometry
                finding.cause = geometry
            }
        } else {
            finding.name = label(constraint.label)
            finding.cause = finding.name
            if constraint.priority.isRequired, finding.storedBreaks, let reading = stackArrangementReading(constraint, stored: finding.stored) {
                finding.kind = reading.kind
                finding.cause = reading.cause
            }
        }
        return finding
    }

    /// What a required arrangement constraint of a stack view's (`StackLayout`'s plain
    /// "stack <id>" constraints: its edges, gaps, equal sizes and alignment) broken by the
    /// stored frames says, where the stack itself does not decide (AccuracyLog, session 21,
    /// stack25): nil when it is the stack's own semantics (class a3).
    /// - through an arranged control's alignment rectangle (its insets along the
    ///   constraint's axis, as `metric` reads a document constraint's): a metric, when the
    ///   break is within those insets and a pixel. Fluor's segmented controls, hidden's help
    ///   button and vimari's push buttons (control metrics, AccuracyLog, session 16, stack19)
    ///   break their stacks' edges by a point through their insets.
    /// - through a UIStackView's layout margins (it arranges in them): a metric, within the
    ///   margin and a pixel (keepassium's preserved top margin).
    /// - else, in a UIStackView, between plain edges of visible views: stale. UIKit's
    ///   arrangement is required in every distribution (Apple, `UIStackView.spacing`: "the
    ///   distance in points between the adjacent edges of the stack view's arranged views",
    ///   strict in the fill distributions and the minimum in equal spacing and centering;
    ///   the first and last views on the stack's edges, the alignment across), so frames
    ///   that break it by more than the measure's half point belong to no layout of the
    ///   stack: Ramotion's 0-wide stack (13771, views drawn on top of each other across a
    ///   10-point spacing, 4 views), Monserg's labels 1 apart in a 2-spacing stack (xib19,
    ///   12120, 2 views); no other view in the corpus or the fresh sets. Left to the stack (a3):
    ///   baselines (the alignment, or a baseline-relative arrangement), standard spacing
    ///   (the system's), hidden views (where UIKit puts them is the tool's reading), and
    ///   NSStackView, whose edges and alignment are not all required.
    func stackArrangementReading(_ constraint: LinearConstraint, stored: Double) -> (kind: StoredFrameVerdict.Kind, cause: String)? {
        let parts = constraint.label.split(separator: " ")
        guard parts.count == 2, parts[0] == "stack", let stackItem = builder.item(String(parts[1])),
              let stack = stackItem.view, let attributes = builder.resolver.stackAttributes(of: stack),
              let firstTerm = constraint.expression.terms.first, let firstItem = itemsByVariable[firstTerm.variable] else { return nil }
        let horizontal = firstTerm.variable == firstItem.x || firstTerm.variable == firstItem.width
        var named: [LayoutItem] = []
        for term in constraint.expression.terms {
            if let item = itemsByVariable[term.variable], !named.contains(where: { $0 === item }) { named.append(item) }
        }
        let arranged = named.filter { $0 !== stackItem }
        let insets = arranged.map { item -> Double in
            let insets = item.alignmentInsets
            return horizontal ? insets.left + insets.right : insets.top + insets.bottom
        }.reduce(0, +)
        if insets > 0 {
            return abs(stored) <= insets + 1 ? (.metric, "alignment inset") : nil
        }
        guard !attributes.isMacOS else { return nil }
        if named.contains(where: { $0 === stackItem }), StackLayout.arrangesInMargins(stack, attributes) {
            let margins = stackItem.margins
            let size = horizontal ? max(margins.left, margins.right) : max(margins.top, margins.bottom)
            return abs(stored) <= size + 1 ? (.metric, "margin") : nil
        }
        if case .baseline = attributes.alignment.placement { return nil }
        guard !attributes.isBaselineRelativeArrangement, !attributes.usesStandardSpacing,
              !arranged.contains(where: { item in item.view.map { builder.resolver.isHidden($0) || AlignmentInsets.alignsByUIKitMetric($0) } ?? true })
        else { return nil }
        return (.staleGeometry, "stack arrangement")
    }

    /// The metric of the tool's that a document constraint goes through, if any, and how
    /// large it is along the constraint's axis in this layout (a margin's width, an
    /// alignment rectangle's insets, a guide's inset from its view, a baseline's view's
    /// height): a stored frame that breaks the constraint by more than that (and a pixel)
    /// would break it whatever the metric, and is stale.
    func metric(of constraint: Constraint, terms: [Term]) -> (name: String, size: Double)? {
        let axis = constraint.firstAttribute.axis ?? constraint.secondAttribute.axis ?? .horizontal
        let ids = [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])
        let items = ids.compactMap { builder.item($0) }
        func value(_ variable: Variable) -> Double { builder.solver.value(of: variable) }
        func extent(_ item: LayoutItem) -> (start: Double, length: Double) {
            axis == .horizontal ? (value(item.x), value(item.width)) : (value(item.y), value(item.height))
        }
        let attributes = [constraint.firstAttribute, constraint.secondAttribute]
        if attributes.contains(where: { $0 == .firstBaseline || $0 == .lastBaseline }) {
            return ("baseline", items.map { extent($0).length }.max() ?? 0)
        }
        if attributes.contains(where: \.isMargin) {
            let sizes = zip(ids, attributes).compactMap { id, attribute -> Double? in
                guard attribute.isMargin, let margins = builder.item(id)?.margins else { return nil }
                return axis == .horizontal ? max(margins.left, margins.right) : max(margins.top, margins.bottom)
            }
            return ("margin", sizes.max() ?? 0)
        }
        for item in items {
            guard case .guide(let guide) = item.kind else { continue }
            let name: String
            switch guide.kind {
            case .safeArea: name = "safe area"
            case .topLayoutGuide, .bottomLayoutGuide: name = "legacy layout guide"
            case .contentLayoutGuide, .frameLayoutGuide: name = "scroll content area"
            case .keyboard: name = "keyboard guide"
            case .other(let key): name = "layout guide (\(key))"
            }
            guard let owner = guide.ownerID.flatMap({ builder.item($0) }) else { return (name, .infinity) }
            let (start, length) = extent(item), (ownerStart, ownerLength) = extent(owner)
            return (name, max(abs(start - ownerStart), abs(ownerStart + ownerLength - start - length)))
        }
        if terms.contains(where: { if case .scrollContent = itemsByVariable[$0.variable]?.kind { return true }; return false }) {
            // Its size is the tool's answer: no bound.
            return ("scroll content area", .infinity)
        }
        if insetsCancel(constraint, items: items, axis: axis) { return nil }
        let insets = items.map { item in
            let insets = item.alignmentInsets
            return axis == .horizontal ? insets.left + insets.right : insets.top + insets.bottom
        }
        let size = insets.reduce(0, +)
        return items.contains(where: { $0.alignmentInsets != .zero }) ? ("alignment inset", size) : nil
    }

    /// Whether the constraint ties the same attribute of two views drawn alike (one
    /// control, cell and size) with equal insets along its axis and a multiplier of 1: one
    /// metric enters both sides and cancels, so no value of it moves one view against the
    /// other, and stored frames that break it are not explained by a metric (fresh-mac23
    /// found GrandPerspective's identical check boxes, tied by equal heights and stored 17
    /// and 18 high, classed a2; AccuracyLog, session 19, box23). Views drawn differently
    /// keep the metric: a row of one of them could still differ.
    func insetsCancel(_ constraint: Constraint, items: [LayoutItem], axis: LayoutAttribute.Axis) -> Bool {
        guard items.count == 2, constraint.multiplier == 1, constraint.firstAttribute == constraint.secondAttribute,
              let first = items[0].view, let second = items[1].view,
              first.elementName == second.elementName, first.control.cell == second.control.cell,
              first.control.controlSize == second.control.controlSize else { return false }
        let a = items[0].alignmentInsets, b = items[1].alignmentInsets
        return axis == .horizontal ? (a.left == b.left && a.right == b.right) : (a.top == b.top && a.bottom == b.bottom)
    }

    /// The constraint with each variable named by its item's id.
    func describe(_ constraint: LinearConstraint) -> String {
        let expression = constraint.expression
        var parts: [String] = expression.terms.map { term in
            let item = itemsByVariable[term.variable]
            let part = item.map { item in
                term.variable == item.x ? "x" : term.variable == item.y ? "y" : term.variable == item.width ? "width" : "height"
            } ?? builder.solver.name(of: term.variable)
            return PrintfText.format("%+g ", term.coefficient) + (item.map { "\($0.id)." } ?? "") + part
        }
        parts.append(PrintfText.format("%+g", expression.constant))
        return parts.joined(separator: " ") + " \(constraint.relation.rawValue) 0"
    }

    /// A tool constraint's label with the ids of views left out, so that the same rule
    /// reads the same on every view ("• fills its cell").
    func label(_ text: String) -> String {
        text.split(separator: " ").map { builder.item(String($0)) != nil ? "•" : String($0) }.joined(separator: " ")
    }
}
