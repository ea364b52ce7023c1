import LayoutSolver
import SceneModel

/// Lays out every scene of a document for one trait collection: the frames Auto Layout
/// would compute, which views are ambiguous or misplaced, and what is wrong.
public struct SceneLayoutEngine {
    public var provider: IntrinsicSizeProvider
    /// Seconds the solver may spend on one solve of one root view (optimizing and explaining
    /// conflicts), nil for no limit; past it the layout is reported as it stands with a
    /// `solver-budget` warning. The default is far above any real document (the corpus's
    /// slowest root solves in well under a second).
    public var solverTimeBudget: Double?

    /// Later layout passes take the earlier pass's solutions of unchanged components
    /// (`SolutionArchive`); tests switch it off to compare with solving every pass anew.
    var reusesSolutionsBetweenPasses = true

    /// Later layout passes replay their build against the previous pass's solver instead
    /// of a fresh one (`Solver+Replay`); tests switch it off to compare with fresh solvers.
    var replaysPassesInPlace = true

    /// Another layout pass runs only when an inset some rule read moved
    /// (`LayoutBuilder.hasSameGeometryDependentInsets(as:comparingEveryInset:)`); false: when
    /// any view's inset moved, as before (the writers, which read margins after the layout;
    /// tests, to compare). Kept builders, anchors and pictures always compare every inset.
    var settlesOnReadInsets = true

    /// Whether UIStackView's ambiguity suppression settles arranged views' sizes across a
    /// stack that does not fill (`LayoutBuilder.ambiguitySuppressedSizes`), as Interface
    /// Builder's reports do. Add Missing Constraints switches it off: it settles such a
    /// size with a constraint as drawn (harmless), where leaving it to UIKit can leave the
    /// views inside a stack so sized with no constraint that places them without moving a
    /// frame (corona-warn-app's statistics card, whose views Xcode flags ambiguous).
    public var appliesStackAmbiguitySuppression = true

    /// Whether an AppKit root's ambiguity is asked with its size held as a window holds it
    /// (`SceneLayoutEngine+AmbiguityQuestion`), as Interface Builder's reports do. The
    /// writers switch it off (`forWriters`): they act on what the frames' layout leaves open.
    public var asksAmbiguityQuestion = true

    /// Whether the last root's builder (its solver, equations and the model it reads) is
    /// left to the process's exit (`KeptUntilExit`) instead of freed when its frames are
    /// read: the command line sets it for its last document only. Every other builder is
    /// dropped as before, so no two are alive at once.
    public var keepsLastBuilderUntilExit = false

    /// `LayoutLimits.solveSeconds` (`--max-solve-seconds`), 30 unless set.
    public static var defaultSolverTimeBudget: Double { LayoutLimits.solveSeconds }

    public init(provider: IntrinsicSizeProvider = DocumentIntrinsicSizeProvider(),
                solverTimeBudget: Double? = SceneLayoutEngine.defaultSolverTimeBudget) {
        self.provider = provider
        self.solverTimeBudget = solverTimeBudget
    }

    /// `traits` nil: the document's own device and orientation. `presentation`: `.solved`
    /// (the constraints' solution) or `.canvas` (Interface Builder's canvas policies).
    public func layout(_ document: SceneDocument, traits: TraitCollection? = nil, sceneID: String? = nil,
                       presentation: Presentation = .solved) -> DocumentLayout {
        run(document, traits: traits, sceneID: sceneID, presentation: presentation, keepsBuilders: false).layout
    }

    /// The scenes solved (`.solved` presentation) and kept alive with their solvers, for
    /// writers that ask what a constraint would change (`SolvedScene.trial`).
    public func solve(_ document: SceneDocument, traits: TraitCollection? = nil, sceneID: String? = nil) -> [SolvedScene] {
        run(document, traits: traits, sceneID: sceneID, presentation: .solved, keepsBuilders: true).solved
    }

    private func run(_ document: SceneDocument, traits: TraitCollection?, sceneID: String?, presentation: Presentation,
                     keepsBuilders: Bool) -> (layout: DocumentLayout, solved: [SolvedScene]) {
        let own = DeviceTable.documentTraits(document.header)
        let traits = traits ?? own
        // Stored frames belong to the document's own configuration: only there can a view be misplaced.
        let checksPlacement = traits == own
        var scenes: [SceneLayoutResult] = []
        var diagnostics: [LayoutDiagnostic] = []
        let bars = SimulatedBars.forDocument(document)
        // Child controllers take their size from their container in the parent scene,
        // which is laid out first (once: results are kept by root id). In the document's
        // own configuration the stored root sizes are the design sizes (`rootFrame`), and
        // the placement gives only the legacy guides of Xcode 8 children.
        let embeddings = document.header.platform == .macOS ? [:] : document.containerEmbeddings
        let sceneOfRoot = Dictionary(document.scenes.flatMap { scene in scene.rootViews.map { ($0.id, scene) } },
                                     uniquingKeysWith: { first, _ in first })
        var laidOut: [String: (LayoutBuilder, SolveReport)] = [:]
        // Roots holding a container view: a child controller's placement reads their
        // builders. Every other builder (its solver's tableaux and the document's
        // equations) is dropped as soon as its frames are read.
        let containerRoots = Set(embeddings.values.compactMap { document.viewsByID[$0] }.map { container in
            var root = container
            while let parent = root.parent { root = parent }
            return root.id
        })
        var inProgress: Set<String> = []
        func solve(_ root: View, in scene: Scene) -> (LayoutBuilder, SolveReport) {
            if let done = laidOut[root.id] { return done }
            inProgress.insert(root.id)
            var placement: ContainerPlacement?
            // A freeform child keeps its own size (its placement still gives its legacy guides).
            if let controller = scene.controller(of: root), let containerID = embeddings[controller.id],
               let container = document.viewsByID[containerID] {
                var parentRoot = container
                while let parent = parentRoot.parent { parentRoot = parent }
                if !inProgress.contains(parentRoot.id), let parentScene = sceneOfRoot[parentRoot.id] {
                    placement = ContainerPlacement(container: container, in: solve(parentRoot, in: parentScene).0,
                                                   freeform: controller.freeformSize != nil)
                }
            }
            // Kept builders answer trials (`SolvedScene.trial`), which may name any margin.
            let result = settledLayout(document: document, scene: scene, root: root, traits: traits, bars: bars,
                                       holdingPositionsAsDrawn: presentation.holdsOpenPositionsAsDrawn, placement: placement,
                                       readsInsetsAfterwards: keepsBuilders)
            settleAmbiguityAsInterfaceBuilder(result.0, document: document, scene: scene, traits: traits, bars: bars,
                                        holdingPositionsAsDrawn: presentation.holdsOpenPositionsAsDrawn,
                                        checksPlacement: checksPlacement)
            reportSizesGivenUpInConflicts(result.0, report: result.1, document: document, scene: scene, traits: traits, bars: bars,
                                          holdingPositionsAsDrawn: presentation.holdsOpenPositionsAsDrawn, placement: placement)
            inProgress.remove(root.id)
            laidOut[root.id] = result
            return result
        }
        var solved: [SolvedScene] = []
        let lastRoot = keepsLastBuilderUntilExit
            ? document.scenes.last(where: { sceneID == nil || $0.id == sceneID })?.rootViews.last : nil
        for scene in document.scenes where sceneID == nil || scene.id == sceneID {
            var roots: [ViewLayout] = []
            var solvedRoots: [(builder: LayoutBuilder, report: SolveReport)] = []
            for root in scene.rootViews {
                let (builder, report) = solve(root, in: scene)
                diagnostics += builder.diagnostics
                diagnostics += conflictDiagnostics(report, builder: builder)
                if !report.isComplete {
                    diagnostics.append(LayoutDiagnostic(
                        severity: .warning, kind: .solverBudget, path: document.path, line: root.line, column: root.column,
                        message: Self.budgetMessage(report, root: root, timeBudget: solverTimeBudget), items: [root.id]))
                }
                let conflicting = builder.views(in: report.conflicts.flatMap(\.members)).subtracting([root.id])
                let extractor = FrameExtractor(builder: builder, checksPlacement: checksPlacement, conflicting: conflicting,
                                               keepsConflictingViewsAsStored: presentation.keepsConflictingViewsAsStored,
                                               judgesAsInterfaceBuilder: asksAmbiguityQuestion)
                roots.append(extractor.layout(of: root, parentRect: nil))
                diagnostics += extractor.diagnostics
                if keepsBuilders { solvedRoots.append((builder, report)) }
                if !containerRoots.contains(root.id) { laidOut[root.id] = nil }
                if root === lastRoot { KeptUntilExit.keep(builder) }
            }
            scenes.append(SceneLayoutResult(id: scene.id, views: roots))
            if keepsBuilders { solved.append(SolvedScene(id: scene.id, views: roots, roots: solvedRoots)) }
        }
        return (DocumentLayout(path: document.path, traits: traits, scenes: scenes, diagnostics: diagnostics), solved)
    }

    static func budgetMessage(_ report: SolveReport, root: View, timeBudget: Double?) -> String {
        let seconds = timeBudget.map { $0 == $0.rounded() && abs($0) < 1e9 ? String(Int($0)) : "\($0)" } ?? "?"
        let time = "time budget (\(seconds) s; raise it with --max-solve-seconds)"
        var parts: [String] = []
        if report.unfinishedComponents > 0 {
            parts.append("stopped at its \(report.reachedTimeBudget ? time : "pivot budget") in \(report.unfinishedComponents) part(s) (their frames satisfy the required constraints but may not be optimal)")
        }
        if report.unexplainedConflicts > 0 {
            let why = report.reachedTimeBudget ? "past its \(time)" : "beyond the first \(report.conflicts.count - report.unexplainedConflicts) explained"
            parts.append("broke \(report.unexplainedConflicts) unsatisfiable constraint(s) without an explanation (\(why))")
        }
        return "the solver \(parts.joined(separator: " and ")) in \(root.displayName) (\(root.id))"
    }

    private func conflictDiagnostics(_ report: SolveReport, builder: LayoutBuilder) -> [LayoutDiagnostic] {
        report.conflicts.map { conflict in
            // The arrangement of one stack view is many internal constraints with one name:
            // named once, with their number ("stack abc-de-fgh ×4").
            var counts: [String: Int] = [:]
            var names: [String] = []
            for id in conflict.members {
                let name = builder.sources[id].map(\.constraint).map { "\(builder.document.describe($0)) [\($0.id)]" } ?? builder.describe(id)
                if counts[name] == nil { names.append(name) }
                counts[name, default: 0] += 1
            }
            let members = names.map { counts[$0, default: 1] > 1 ? "\($0) ×\(counts[$0, default: 1])" : $0 }
            let broken = builder.sources[conflict.broken]?.constraint
            let brokenText = broken.map { "\(builder.document.describe($0)) [\($0.id)]" } ?? builder.describe(conflict.broken)
            return LayoutDiagnostic(
                severity: .error, kind: .unsatisfiable, path: builder.document.path, line: broken?.line ?? builder.root.line, column: broken?.column ?? builder.root.column,
                message: "unable to satisfy constraints together: \(members.joined(separator: "; ")); breaking \(brokenText)",
                items: conflict.members.compactMap { builder.sources[$0]?.constraint.id })
        }
    }
}

/// Reads solved rectangles back as frames relative to each superview, rounded to the
/// pixel grid and in the document's convention.
/// Stored properties without runtime exclusivity checks: see `Solver`.
final class FrameExtractor {
    let builder: LayoutBuilder
    @exclusivity(unchecked) var diagnostics: [LayoutDiagnostic] = []
    private var isMacOS: Bool { builder.document.header.platform == .macOS }
    /// AppKit ties round up the screen (down in top-down terms) in files of every era from
    /// Xcode 6 (Xcode 5's go the other way: `appKitTiesDownTheScreen`). This was held to
    /// files from toolsVersion 20000 (RxSwift's 11542 storyboard rounds both ways); on the
    /// honest measure every era agrees: dev half +35 / −12 views (iglance, br1sk, AgoraIO,
    /// MacDown, HexFiend…), check half +23 / −4 (Fluor, RxSwift, pock…); against:
    /// TableTool's 13122 accessories (7 views), Aerial's 19529 setup (2), br1sk (2) and
    /// five single views elsewhere.
    private let macOSTiesUp: Bool
    /// Xcode 5 (toolsVersion below `XcodeEra.xcode6`) rounds AppKit's ties the other way on
    /// both axes, down in AppKit's own upward coordinates: left and down the screen. Three
    /// owners agree, none against: irkit (5056, a 16-point spinner centred in a 21-point view
    /// stored at 2, not 3), SubEthaEdit (4514, fields 29 and 39 wide centred, stored on the
    /// lower whole point) and arrizer (4457, a small spinner centred on a push button):
    /// 4 views, both halves; Xcode 6's ties go the modern way (`XcodeEra.xcode6`).
    /// AccuracyLog, session 21, fresh25b. Read once here: `roundedRect` asks for every view.
    private let appKitTiesDownTheScreen: Bool

    let checksPlacement: Bool
    /// Views named by unsatisfiable constraints (they and their subviews are flagged).
    let conflicting: Set<String>
    /// The canvas policy: conflicting views report their stored frames.
    let keepsConflictingViewsAsStored: Bool
    /// Whether the flags follow Interface Builder's canvas where it judges otherwise than
    /// the constraints alone (prototyping constraints, framed effect views' content); the
    /// writers' engine flags what the constraints leave open, which is what Add Missing
    /// Constraints settles (a view with no constraints gets them; IB's does the same).
    let judgesAsInterfaceBuilder: Bool

    init(builder: LayoutBuilder, checksPlacement: Bool, conflicting: Set<String> = [], keepsConflictingViewsAsStored: Bool = false,
         judgesAsInterfaceBuilder: Bool = false) {
        self.builder = builder
        let header = builder.document.header
        macOSTiesUp = header.platform == .macOS
        appKitTiesDownTheScreen = header.platform == .macOS
            && !XcodeEra.isAtLeast(XcodeEra.xcode6, header.eraToolsVersion ?? XcodeEra.xcode6)
        self.checksPlacement = checksPlacement
        self.conflicting = conflicting
        self.keepsConflictingViewsAsStored = keepsConflictingViewsAsStored
        self.judgesAsInterfaceBuilder = judgesAsInterfaceBuilder
    }

    /// Absolute frame of an item (its alignment rectangle outset), edges rounded.
    func roundedRect(_ item: LayoutItem) -> Rect {
        let scale = builder.traits.scale
        let (x, y, right, bottom) = builder.solvedEdges(of: item)
        let xcode5 = appKitTiesDownTheScreen, tiesUpTheScreen = macOSTiesUp && !xcode5
        let left = FrameRounding.round(x, scale: scale, tiesDown: xcode5), top = FrameRounding.round(y, scale: scale, tiesDown: tiesUpTheScreen)
        return Rect(x: left, y: top, width: FrameRounding.round(right, scale: scale, tiesDown: xcode5) - left,
                    height: FrameRounding.round(bottom, scale: scale, tiesDown: tiesUpTheScreen) - top)
    }

    func layout(of view: View, parentRect: Rect?, inConflict: Bool = false) -> ViewLayout {
        let resolver = builder.resolver
        let stored = resolver.storedFrame(of: view)
        let inConflict = inConflict || conflicting.contains(view.id)
        guard let item = builder.item(view.id) else {
            // Not installed for these traits: report what the document stores.
            return ViewLayout(id: view.id, name: view.displayName, element: view.elementName, frame: stored ?? .zero,
                              storedFrame: stored, ambiguous: false, misplaced: false, installed: false,
                              subviews: view.children.map { layout(of: $0, parentRect: nil) })
        }
        var absolute: Rect
        var frame: Rect
        if view.id == builder.root.id {
            absolute = Rect(x: 0, y: 0, width: builder.rootFrame.width, height: builder.rootLayoutSize.height)
            frame = builder.rootFrame
            if builder.holdsRootSizeAsPreference {
                // The size its content gives (`LayoutBuilder.addRootSize`), at the drawn origin.
                let solved = roundedRect(item)
                absolute = Rect(x: 0, y: 0, width: solved.width, height: solved.height)
                frame.width = solved.width
                frame.height = solved.height
            }
        } else {
            absolute = roundedRect(item)
            let parent = parentRect ?? .zero
            frame = Rect(x: absolute.x - parent.x, y: absolute.y - parent.y, width: absolute.width, height: absolute.height)
            if isMacOS && !AppKitGeometry.isFlipped(view.parent) { frame.y = parent.height - frame.y - frame.height }
            if CatalystOriginRounding.applies(to: builder.traits, isMacOS: isMacOS) { frame = CatalystOriginRounding.rounded(frame) }
        }
        if ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) {
            // Extreme numbers in the document overflowed; report instead of writing infinities.
            diagnostics.append(LayoutDiagnostic(severity: .error, kind: .outOfRange, path: builder.document.path, line: view.line, column: view.column,
                                                message: "\(view.displayName) (\(view.id)) has no finite frame: the document's numbers are out of range; keeping the stored frame",
                                                items: [view.id]))
            frame = stored ?? .zero
        }
        var solvedFrame: Rect?
        if inConflict && keepsConflictingViewsAsStored, let stored {
            // Interface Builder does not move views its constraints cannot place: they
            // keep their stored frames (simplenote's banner: a 64-point stack in a
            // 19-point view, saved as it was drawn).
            solvedFrame = frame
            frame = stored
        }
        // Only views laid out by constraints are reported ambiguous (an autoresizing view's
        // frame follows its mask, a view no constraint mentions Interface Builder's
        // prototyping constraints: `LayoutBuilder+PrototypingConstraints`); the flag and the
        // warning agree.
        let laidOutByConstraints = (!view.translatesAutoresizingMaskIntoConstraints || builder.arrangedViews.contains(view.id))
            && !(judgesAsInterfaceBuilder && builder.isHeldByPrototypingConstraints(view))
        // The content view of a framed effect view translates its mask, yet Interface
        // Builder judges it against the effect view's open size (`View+FramedEffectView`).
        let followsFramedEffectView = judgesAsInterfaceBuilder && view.isContentViewOfFramedEffectView
        let ambiguous = (laidOutByConstraints || followsFramedEffectView || builder.sizesGivenUpInConflicts.contains(view.id))
            && builder.ambiguousViews.contains(view.id)
        var ambiguity: FrameAmbiguity?
        if ambiguous {
            let open = builder.openFrames[view.id]
            ambiguity = FrameAmbiguity(needs: open?.needs ?? [], witness: open.map { $0.motion.witness(from: frame) } ?? frame,
                                       scrollableContentSize: builder.ambiguousContentSizes.contains(view.id))
        }
        // A view in unsatisfiable constraints is reported as such, not as misplaced.
        // Interface Builder keeps the parts of a frame the constraints leave open as drawn,
        // so only determined parts can be misplaced: of the 132 ambiguous views the tool
        // called misplaced on the corpus, the 95 that differ from their stored frames only
        // in open parts (20 files: AdguardForiOS, corona-warn-app, PopcornTimeTV, Cosmos,
        // TableTool, Aerial…) include 2 that Xcode flagged (awslabs' Polly sample,
        // mac-mouse-fix), the 37 others 3. A view AppKit's container places (a table's
        // prototype cell view in its row, a clip view in its scroll view) has no part its
        // own constraints decide: 27 clip, cell and header views were reported, none
        // flagged, and Xcode flags none of the corpus's 112 cell views wherever they sit.
        // Likewise UITableView's cells, which the table places (`isPlacedByUIKitTable`), and
        // the content view of a cell at the top of a XIB (`isPlacedByTopLevelCell`).
        let openParts = builder.isPlacedByAppKitContainer(view) || builder.isPlacedByUIKitTable(view)
            || builder.isPlacedByTopLevelCell(view)
            ? Set(FrameAttribute.allCases) : Set(builder.openFrames[view.id]?.needs.flatMap { $0 } ?? [])
        var misplaced = checksPlacement && !inConflict && stored.map { s in
            Self.misplacedAttributes(stored: s, frame: frame).contains { !openParts.contains($0) }
        } ?? false
        var computed = frame
        if checksPlacement, !inConflict, !misplaced, judgesAsInterfaceBuilder, view.id == builder.root.id,
           let size = builder.rootSizeAsWindowHolds, let stored {
            // An AppKit root is misplaced where a window, holding it at
            // NSLayoutPriorityWindowSizeStayPut (500), would give it another size: content
            // above 500 (hugging and compression resistance at 750) sizes the window, and
            // Interface Builder flags the root rather than the content the frames' layout
            // (root held at 999, macroot12) squeezes into the drawn size. Frames are unchanged.
            // Evidence: 7 roots Xcode flags, in 7 projects of both halves, now found (Mos,
            // duckduckgo, iina; mac-mouse-fix, Scroll-Reverser, ShadowsocksX-NG, Aria2D), and
            // 32 false reports on the content of 11 roots (6 of those 7, and HexFiend, MacDown
            // 2, Fluor, Sequel-Ace) gone; 8 roots Xcode does not flag are now reported
            // (HexFiend, MacDown 2, TableTool, Sequel-Ace 2, Fluor, mac-mouse-fix's button
            // options: the tool's text and control metrics a point or a few off, the misses
            // their content's reports followed from), and the 6 views Xcode flags inside
            // Sequel-Ace's field editor and duckduckgo's suggestions are no longer outermost:
            // misplacement 80 of 534 → 81 of 511 (Documents/AccuracyLog, session 14, warn17).
            computed.width = size.width
            computed.height = size.height
            misplaced = !Self.misplacedAttributes(stored: stored, frame: computed).isEmpty
        }
        if let ambiguity {
            var message = "\(view.displayName) (\(view.id)) has an ambiguous frame"
            if !ambiguity.needs.isEmpty {
                message += ": need constraints for \(ambiguity.needsDescription); \(Self.text(frame)) and \(Self.text(ambiguity.witness)) both satisfy them"
            }
            if ambiguity.scrollableContentSize {
                message += ambiguity.needs.isEmpty ? ": " : "; "
                message += "its scrollable content size is ambiguous: the constraints of its content do not fix its width or height"
            }
            diagnostics.append(LayoutDiagnostic(severity: .warning, kind: .ambiguous, path: builder.document.path, line: view.line, column: view.column,
                                                message: message, items: [view.id]))
        }
        // An ambiguous view is misplaced too when its determined parts differ: Xcode saves
        // `ambiguous="YES" misplaced="YES"` together on 30 views of 12 owners (corpus 12 in
        // artsy, awslabs, googleads, ooper-shlab, xamarin; var21 13, mix25 3, mac22, var24),
        // so the two reports do not exclude each other (AccuracyLog, session 21,
        // mis25). `misplaced` was already the view's flag; only the report was withheld.
        if misplaced, let stored {
            diagnostics.append(LayoutDiagnostic(severity: .warning, kind: .misplaced, path: builder.document.path, line: view.line, column: view.column,
                                                message: "\(view.displayName) (\(view.id)) is misplaced: stored \(Self.text(stored)), computed \(Self.text(computed))",
                                                items: [view.id]))
        }
        let children = view.children.map { layout(of: $0, parentRect: absolute, inConflict: inConflict) }
        return ViewLayout(id: view.id, name: view.displayName, element: view.elementName, frame: frame, storedFrame: stored,
                          ambiguous: ambiguous, misplaced: misplaced, installed: true, conflicting: inConflict,
                          solvedFrame: solvedFrame, ambiguity: ambiguity, sizeProvenance: provenance(of: view, item: item),
                          subviews: children)
    }

    /// Which of the view's lengths were borrowed rather than decided by constraints.
    private func provenance(of view: View, item: LayoutItem) -> SizeProvenance? {
        guard view.id != builder.root.id else { return nil }
        if view.translatesAutoresizingMaskIntoConstraints && !builder.arrangedViews.contains(view.id) {
            return SizeProvenance(width: .autoresizing, height: .autoresizing)
        }
        return SizeProvenance.intrinsic(builder.intrinsicSizes[view.id], solvedWidth: builder.solver.value(of: item.width),
                                        solvedHeight: builder.solver.value(of: item.height))
    }

    /// The parts of a frame more than half a point from where the document stores them.
    static func misplacedAttributes(stored s: Rect, frame: Rect) -> [FrameAttribute] {
        var result: [FrameAttribute] = []
        if abs(s.x - frame.x) > 0.5 { result.append(.xPosition) }
        if abs(s.y - frame.y) > 0.5 { result.append(.yPosition) }
        if abs(s.width - frame.width) > 0.5 { result.append(.width) }
        if abs(s.height - frame.height) > 0.5 { result.append(.height) }
        return result
    }

    static func text(_ rect: Rect) -> String {
        let f = SceneDocument.format
        return "(\(f(rect.x)), \(f(rect.y)), \(f(rect.width)), \(f(rect.height)))"
    }
}
