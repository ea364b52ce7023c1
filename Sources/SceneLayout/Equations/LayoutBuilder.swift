import LayoutSolver
import SceneModel

/// Turns one scene's root view and everything below it into solver constraints for one
/// trait collection.
/// Stored properties without runtime exclusivity checks: see `Solver`.
final class LayoutBuilder {
    let document: SceneDocument
    let scene: Scene
    let root: View
    let resolver: TraitResolver
    let provider: IntrinsicSizeProvider
    /// A fresh solver, or the previous pass's replaying its build (`SceneLayoutEngine+Passes`).
    let solver: Solver
    var traits: TraitCollection { resolver.traits }

    /// Installed views in this scene, by id, with their items.
    @exclusivity(unchecked) private(set) var items: [String: LayoutItem] = [:]
    /// Views in depth-first order (root first).
    @exclusivity(unchecked) private(set) var views: [View] = []
    /// The model constraint behind each solver constraint, for reports: where it is, not a
    /// copy (`ConstraintSource`).
    @exclusivity(unchecked) var sources: [ConstraintID: ConstraintSource] = [:]
    @exclusivity(unchecked) var diagnostics: [LayoutDiagnostic] = []
    /// Views whose frames the stack views place.
    @exclusivity(unchecked) var arrangedViews: Set<String> = []
    /// Arranged views' sizes across a stack view whose alignment is not fill: UIKit holds
    /// each at zero at priority 25 ("UISV-ambiguity-suppression"), and NSStackView leaves
    /// none open either, so they are never ambiguous (`StackLayout`, `LayoutBuilder+Stays`).
    @exclusivity(unchecked) var ambiguitySuppressedSizes: [String: Variable] = [:]
    /// `SceneLayoutEngine.appliesStackAmbiguitySuppression`.
    @exclusivity(unchecked) var appliesStackAmbiguitySuppression = true
    /// This layout answers only Interface Builder's ambiguity question
    /// (`SceneLayoutEngine+AmbiguityQuestion`): an AppKit root held as a window holds it.
    @exclusivity(unchecked) var answersAmbiguityQuestion = false
    /// `SceneLayoutEngine.asksAmbiguityQuestion`: the reports are Interface Builder's, not the
    /// writers' (`LayoutBuilder.judgesAmbiguityInWindow`).
    @exclusivity(unchecked) var reportsAmbiguityAsInterfaceBuilder = false
    /// The document was saved before Interface Builder judged ambiguity in the superview
    /// (`XcodeEra.ambiguityInSuperview`); read once, as the stays ask it of every view.
    private(set) lazy var isSavedBeforeAmbiguityInSuperview: Bool =
        !XcodeEra.isAtLeast(XcodeEra.ambiguityInSuperview, document.header.eraToolsVersion ?? XcodeEra.ambiguityInSuperview)
    /// An AppKit root's size when held as a window holds its content view, from the
    /// ambiguity question's layout (`SceneLayoutEngine+AmbiguityQuestion`); nil when not asked.
    @exclusivity(unchecked) var rootSizeAsWindowHolds: Size?
    /// The root view's rectangle for these traits.
    let rootFrame: Rect
    /// Simulated and inferred bars of the document's controllers.
    let simulatedBars: [String: SimulatedBars]
    /// Views' frames in root coordinates from the previous layout pass; nil in the first,
    /// which reads the stored frames instead (`LayoutBuilder+Geometry`).
    let geometry: [String: Rect]?
    /// The container view that shows this scene's controller, when it is a child
    /// controller (nil for everything else).
    let placement: ContainerPlacement?
    /// The traits of the document's own configuration, where its frames were measured.
    private(set) lazy var storedTraits = DeviceTable.documentTraits(document.header)
    /// Points per pixel of the document's own configuration.
    var storedScale: Double { storedTraits.scale }
    /// Whether these traits are the document's own (naming its own device counts), and
    /// whether their idiom is (`IntrinsicSizeContext`).
    private(set) lazy var isStoredConfiguration: Bool = {
        var own = storedTraits
        var these = traits
        own.size = nil
        these.size = nil
        return own == these
    }()
    var isStoredIdiom: Bool { storedTraits.idiom == traits.idiom }
    /// The height a toolbar takes in these traits where it differs from the stored one
    /// (`ToolbarHeight`), the same for every view of the pass.
    private(set) lazy var toolbarHeight = ToolbarHeight.height(in: traits, isStoredConfiguration: isStoredConfiguration)
    /// The sizes of the images in the document's `<resources>`.
    private(set) lazy var imageResources = ImageResources(document: document)
    /// The content size category the canvas drew the scene's text styles at.
    private(set) lazy var canvasContentSizeCategory = CanvasContentSizeCategory(views: scene.allViews, platform: document.header.platform)
    /// The intrinsic sizes Xcode saved for `@IBDesignable` views in the document's `<designables>`.
    private(set) lazy var designableSizes = DesignableSizes(document: document)
    /// Heights this pass measured from text, by view id (`LayoutBuilder+Text`).
    @exclusivity(unchecked) var measuredTextHeightsUsed: [String: Double] = [:]
    /// Each view's intrinsic size as this pass used it, with where each axis came from
    /// (the provenance `resolve` reports).
    @exclusivity(unchecked) var intrinsicSizes: [String: IntrinsicSize] = [:]

    /// The root's safe-area insets and safe rectangle, fixed for the builder's lifetime
    /// and asked for by every view's safe-area insets and margins: computed once.
    private(set) lazy var rootSafeAreaInsets: EdgeInsets = makeRootSafeAreaInsets()
    private(set) lazy var rootSafeRect: Rect = makeRootSafeRect()
    /// Every id the scene's constraints mention (`LayoutBuilder+PrototypingConstraints`).
    private(set) lazy var constraintReferencedViewIDs: Set<String> = makeConstraintReferencedViewIDs()

    /// Each view's margins and safe-area insets once computed (`LayoutBuilder+Margins`):
    /// fixed by `geometry` for the builder's lifetime.
    @exclusivity(unchecked) var marginsByView: [ObjectIdentifier: EdgeInsets] = [:]
    @exclusivity(unchecked) var safeAreaInsetsByView: [ObjectIdentifier: EdgeInsets] = [:]
    /// The views whose margins or safe-area insets a rule read (`LayoutBuilder+Margins`,
    /// `LayoutItem.marginsWereRead`): only these reach an equation, so only these decide
    /// whether another pass runs (`hasSameGeometryDependentInsets(as:comparingEveryInset:)`).
    @exclusivity(unchecked) var viewsWithMarginsRead: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) var viewsWithSafeAreaInsetsRead: Set<ObjectIdentifier> = []

    /// Lowest level: keep every view where the document stored it, so parts the
    /// constraints leave open (ambiguous layouts) stay put as in Interface Builder.
    static let stayPriority = Priority(1)
    /// An open size's stay wins over an open position's where the two move together (a
    /// view pinned by one edge only: "X position or width"): Interface Builder never
    /// resizes a view it cannot place, so it keeps its drawn size and its position follows
    /// from the edge, where the position's stay (at the superview's origin, reading no
    /// stored position) would stretch it across. Corpus +24 views in 5 projects, none lost
    /// (development half +8: Cosmos 7, keepassium; check half +16: PopcornTimeTV 13,
    /// Fluor 2, selfcontrol); cross-device and warnings unchanged.
    static let sizeStayPriority = Priority(1.25)

    init(document: SceneDocument, scene: Scene, root: View, traits: TraitCollection, provider: IntrinsicSizeProvider,
         bars: [String: SimulatedBars], geometry: [String: Rect]? = nil, placement: ContainerPlacement? = nil,
         solver: Solver = Solver()) {
        self.solver = solver
        self.document = document
        self.scene = scene
        self.root = root
        self.resolver = TraitResolver(traits: traits)
        self.provider = provider
        rootFrame = Self.rootFrame(root, scene: scene, traits: traits, resolver: resolver, isXIB: document.header.kind == .xib,
                                   namesDevice: document.header.device != nil, platform: document.header.platform,
                                   bars: bars, placement: placement)
        simulatedBars = bars
        self.geometry = geometry
        self.placement = placement
    }

    // MARK: Building

    func build() {
        collectViews()
        makeItems()
        for view in views { configure(view) }
        let root = item(root.id)
        if let root {
            // Root coordinates: the root view at the origin with its size held (`addRootSize`).
            // Pinned rather than constrained, so subtrees hanging from the root solve apart.
            solver.pin(root.x, to: 0, label: "root x")
            solver.pin(root.y, to: 0, label: "root y")
            addRootSize(root)
        }
        // The views' own constraints (autoresizing, stack arrangements) go in before the
        // document's: when required constraints conflict, the solver breaks the one added
        // last, and Interface Builder gives up a document constraint rather than those.
        for view in views where view.stack != nil { StackLayout(builder: self, stack: view).setBaselineItems() }
        for view in views where view.stack != nil { StackLayout(builder: self, stack: view).add() }
        for view in views where view.grid != nil { GridLayout(builder: self, grid: view).add() }
        for view in views where view.id != self.root.id { addOwnConstraints(view) }
        for view in views { addDocumentConstraints(of: view) }
    }

    /// The size the root view lays its subviews out in. A top bar the root starts below
    /// (opaque, or left out of `edgesForExtendedLayout`) moves the root down; the subviews
    /// are laid out in what is left of the screen below it, and a stored frame that already
    /// fits is laid out at its stored height (IBAnimatable's demo, 10 roots at y = 64, 603
    /// high on a 667-point iPhone). A device-less file measures the screen by its default
    /// simulated screen (RxSwift's Calculator, `retina4_7.fullscreen`: 667 − 64 = 603);
    /// without one the stored height is kept (ooper-shlab's EKLocationReminders, 9059: a
    /// root 455 high at y = 64 between a navigation bar and a tab bar, its map view as
    /// tall).
    var rootLayoutSize: Size {
        var height = rootFrame.height
        if rootFrame.y > 0, let controller = scene.controller(of: root), simulatedBars[controller.id]?.rootStartsBelowTopBar == true,
           let screenHeight = designScreenHeight {
            height = min(height, screenHeight - rootFrame.y)
        }
        return Size(width: rootFrame.width, height: height)
    }

    /// The height of the screen the document was designed on: its device's, or for a
    /// device-less file (Xcode 7 and earlier) its default simulated screen's, when it names one.
    var designScreenHeight: Double? {
        if let height = deviceScreenHeight { return height }
        guard let (type, landscape) = document.header.defaultSimulatedScreen else { return nil }
        // "retina4_7.fullscreen"; Xcode 6 wrote "retina4" for the 4-inch phone.
        let id = String(type.split(separator: ".").first ?? "")
        let profile = DeviceTable.device(id == "retina4" ? "retina4_0" : id)
        guard let profile, profile.idiom == "phone" else { return nil }
        return landscape ? profile.portraitSize.width : profile.portraitSize.height
    }

    /// The height of the screen of the document's device (nil without a device).
    var deviceScreenHeight: Double? {
        guard let device = document.header.device, let profile = DeviceTable.device(device.id) else { return nil }
        let landscape = device.orientation == "landscape" && profile.idiom != "tv" && profile.idiom != "mac"
        return landscape ? profile.portraitSize.width : profile.portraitSize.height
    }

    /// The installed views (once). Enough to answer whether another layout pass is needed
    /// (`SceneLayoutEngine+Passes`): the items and their solver variables come with `build`,
    /// so a pass that does not run costs no variables.
    func collectViews() {
        guard views.isEmpty else { return }
        collect(root, parent: nil)
        // Sized once: every view's insets are asked for, by this pass or the decision
        // whether another runs.
        marginsByView.reserveCapacity(views.count)
        safeAreaInsetsByView.reserveCapacity(views.count)
    }

    private func collect(_ view: View, parent: View?) {
        if let parent, !resolver.isInstalled(subview: view, in: parent) { return }
        views.append(view)
        for child in view.children { collect(child, parent: view) }
    }

    /// Each installed view's item, in `views` order (the solver's variables are numbered
    /// as when views and items were collected together).
    private func makeItems() {
        guard items.isEmpty else { return }
        items.reserveCapacity(views.count)
        for view in views { items[view.id] = LayoutItem(id: view.id, kind: .view(view), solver: solver) }
    }

    func item(_ id: String) -> LayoutItem? { items[id] }

    /// The least freedom (in points) reported as an ambiguous frame.
    static let reportedAmbiguity = 0.5

    /// Labels of the constraints every view may get (several thousand in a large
    /// document): constant strings, not built per view; reports name the view from the
    /// constraint's variables (`describe`).
    static let compressionResistanceLabel = "compression resistance"
    static let huggingLabel = "hugging"
    static let autoresizingLabel = "autoresizing"

    /// How a report names a solver constraint that no document constraint stands behind.
    func describe(_ id: ConstraintID) -> String {
        let label = solver.constraint(id)?.label ?? id.description
        guard [Self.compressionResistanceLabel, Self.huggingLabel, Self.autoresizingLabel].contains(label) else { return label }
        return (views(in: [id]).sorted() + [label]).joined(separator: " ")
    }

    /// The views (not guides) whose rectangles the given constraints mention. Asked only
    /// once the equations are built (for reports).
    func views(in constraints: [ConstraintID]) -> Set<String> {
        guard !constraints.isEmpty else { return [] }
        var result: Set<String> = []
        for id in constraints {
            for term in solver.constraint(id)?.expression.terms ?? [] {
                if let owner = viewsByVariable[term.variable] { result.insert(owner) }
            }
        }
        return result
    }

    /// Which view each view variable belongs to, gathered the first time a report asks.
    private lazy var viewsByVariable: [Variable: String] = {
        var owners: [Variable: String] = [:]
        for (id, item) in items {
            guard case .view = item.kind else { continue }
            for variable in item.variables { owners[variable] = id }
        }
        return owners
    }()

    func register(_ item: LayoutItem) { items[item.id] = item }

    @discardableResult
    func add(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required, label: String, source: ConstraintSource? = nil) -> ConstraintID {
        let id = solver.add(expression, relation, priority: priority, label: label)
        if let source { sources[id] = source }
        return id
    }

    /// Margins, baselines and the stored frame of a view.
    private func configure(_ view: View) {
        guard let item = items[view.id] else { return }
        if document.header.platform == .iOS,
           MacIdiomPushButton.applies(to: view, idiom: traits.idiom, toolsVersion: traits.toolsVersion) {
            // On the Mac Catalyst device a UIButton's frame is an AppKit push button's.
            item.alignmentInsets = MacIdiomPushButton.insets
        } else {
            item.alignmentInsets = symbolInsetsAgainstEarlierSolvedSize(of: view)
                ?? AlignmentInsets.insets(of: view, platform: document.header.platform, toolsVersion: document.header.eraToolsVersion)
        }
        item.margins = margins(of: view, asRead: false)
        item.text = TextMetrics.of(view, storedHeight: storedAlignmentRect(view)?.height, platform: document.header.platform,
                                   toolsVersion: document.header.eraToolsVersion,
                                   // Read (over the scene's views) only for a builder with a text style.
                                   contentSizeCategory: view.textAttributes.font?.style == nil ? .large : canvasContentSizeCategory)
        item.textlessFirstBaselineIsTop = TextlessBaseline.firstIsTop(view, platform: document.header.platform)
    }

    // MARK: Views' own constraints

    /// A view's own constraints: its autoresizing mask (`LayoutBuilder+Autoresizing`), or its
    /// intrinsic size (CHCR) and where an AppKit container puts it (its size, a table cell
    /// view's row and column, a tab item's view). Stays come later (`LayoutBuilder+Stays`).
    private func addOwnConstraints(_ view: View) {
        guard let item = items[view.id] else { return }
        let stored = resolver.storedFrame(of: view)
        if view.translatesAutoresizingMaskIntoConstraints && !arrangedViews.contains(view.id) {
            addAutoresizing(view, item: item, stored: stored)
        } else {
            addIntrinsicSize(view, item: item, stored: stored.map { inset($0, item.alignmentInsets) })
            if isPlacedByAppKitContainer(view), let stored {
                // Its container sets its size (a row's height, a column's width, the scroll
                // view's bounds), never its constraints: what they leave open is the drawn
                // size, just above a stay, so that its subviews are judged against a
                // settled size (a label pinned to a cell's top measures its y from the
                // cell's bottom). Positions are not read: the container's are not known.
                add(item.width - stored.width, .equal, priority: Self.containerSizePriority, label: Self.containerSizeLabel)
                add(item.height - stored.height, .equal, priority: Self.containerSizePriority, label: Self.containerSizeLabel)
            }
            addTableRowPlacement(view, item: item)
            addTabItemViewPlacement(view, item: item)
        }
    }

    /// Just above a stay (`stayPriority`), below every priority a document or a stack uses.
    static let containerSizePriority = Priority(2)
    static let containerSizeLabel = "size set by its container"

    /// Sizes the canvas holds that the ambiguity questions do not see
    /// (`View.isStackPositionedByFrame`; `LayoutBuilder+Autoresizing`): required equalities
    /// added with the stays.
    @exclusivity(unchecked) var canvasOnlySizes: [LinearExpression] = []
    /// Imageless UIKit image views' drawn sizes, which the canvas keeps and the ambiguity
    /// questions do not see (added with the stays; `LayoutBuilder+DrawnSizes`).
    @exclusivity(unchecked) var drawnSizesOnCanvas: [LinearExpression] = []
    /// Views whose frames the constraints leave open (`LayoutBuilder+Stays`).
    @exclusivity(unchecked) var ambiguousViews: Set<String> = []
    /// Views among them whose held size gave way to a conflict of the document's own
    /// constraints (`SceneLayoutEngine+SizeGivenUpInConflict`): reported though they translate
    /// their masks.
    @exclusivity(unchecked) var sizesGivenUpInConflicts: Set<String> = []
    /// Holds this layout leaves out: a second layout asking what a held size given up in a
    /// conflict leaves open (`SceneLayoutEngine+SizeGivenUpInConflict`); empty otherwise.
    @exclusivity(unchecked) var releasedHolds = ReleasedHolds()
    /// Views whose frames are open only within rooms under a pixel of a 1× canvas
    /// (`reportedRoom`): not reported ambiguous, and still asked Interface Builder's
    /// question as open views are.
    @exclusivity(unchecked) var viewsOpenOnlyWithinAPixel: Set<String> = []
    /// Scroll views among them whose scrollable content size is what is open.
    @exclusivity(unchecked) var ambiguousContentSizes: Set<String> = []
    /// For each view the constraints leave open (the ambiguous ones, autoresizing views in
    /// open superviews, views their AppKit containers place): the groups of frame
    /// attributes that move together, and the first group's motion (a witness).
    @exclusivity(unchecked) var openFrames: [String: (needs: [[FrameAttribute]], motion: FrameMotion)] = [:]
    /// What the open-variable pass found for each view, kept when another layout pass may
    /// follow (`LayoutBuilder+Stays`).
    @exclusivity(unchecked) var openVariableFindings: [String: OpenVariableFinding] = [:]
    /// The previous pass's findings, for views whose components that pass's solution
    /// served unchanged.
    @exclusivity(unchecked) var earlierOpenVariableFindings: [String: OpenVariableFinding] = [:]
    /// The alignment sizes the previous pass solved for UIKit symbol image views whose
    /// padding is measured against them (`symbolAlignmentSizes`, `SymbolImageOverhang`).
    @exclusivity(unchecked) var earlierSymbolAlignmentSizes: [String: Size] = [:]

    private func addIntrinsicSize(_ view: View, item: LayoutItem, stored: Rect?) {
        let size = intrinsicSize(of: view, alignmentInsets: item.alignmentInsets, stored: stored)
        if size.heightSource == .measuredText, let height = size.height { measuredTextHeightsUsed[view.id] = height }
        if size.width != nil || size.height != nil { intrinsicSizes[view.id] = size }
        addContentSize(of: view, item: item, width: size.width, height: size.height)
        if document.header.platform == .iOS, view.control.showsNoImage, let stored {
            holdDrawnSize(of: view, item: item, stored: stored)
        }
    }

    /// A content size held as UIKit holds an intrinsic one: by the view's compression
    /// resistance and hugging priorities (750 and 250 unless written).
    func addContentSize(of view: View, item: LayoutItem, width: Double?, height: Double?) {
        let hugH = priority(view, .horizontalHugging, default: 250)
        let hugV = priority(view, .verticalHugging, default: 250)
        let resistH = priority(view, .horizontalCompressionResistance, default: 750)
        let resistV = priority(view, .verticalCompressionResistance, default: 750)
        let released = releasedHolds.contentSizes[view.id] ?? []
        if let width {
            if !released.contains(.init(axis: .horizontal, hugging: false)) {
                add(item.width - width, .greaterThanOrEqual, priority: resistH, label: Self.compressionResistanceLabel)
            }
            if !released.contains(.init(axis: .horizontal, hugging: true)) {
                add(item.width - width, .lessThanOrEqual, priority: hugH, label: Self.huggingLabel)
            }
        }
        if let height {
            if !released.contains(.init(axis: .vertical, hugging: false)) {
                add(item.height - height, .greaterThanOrEqual, priority: resistV, label: Self.compressionResistanceLabel)
            }
            if !released.contains(.init(axis: .vertical, hugging: true)) {
                add(item.height - height, .lessThanOrEqual, priority: hugV, label: Self.huggingLabel)
            }
        }
    }

    /// A priority written on `view` for these traits (`default` when it is not written).
    func priority(_ view: View, _ priority: ContentPriority, default value: Double) -> Priority {
        Priority(resolver.priority(priority, of: view) ?? value)
    }

    /// The stored alignment rectangle in root coordinates.
    func storedAlignmentRect(_ view: View) -> Rect? {
        guard let frame = absoluteStoredFrame(view) else { return nil }
        return inset(frame, items[view.id]?.alignmentInsets ?? .zero)
    }

    func inset(_ rect: Rect, _ insets: EdgeInsets) -> Rect {
        Rect(x: rect.x + insets.left, y: rect.y + insets.top,
             width: rect.width - insets.left - insets.right, height: rect.height - insets.top - insets.bottom)
    }

    /// The stored frame in root coordinates (summing the stored origins up the tree).
    func absoluteStoredFrame(_ view: View) -> Rect? {
        guard var frame = resolver.storedFrame(of: view) else { return nil }
        var current = view.parent
        while let ancestor = current, ancestor.id != root.id {
            guard let stored = resolver.storedFrame(of: ancestor) else { return nil }
            frame.x += stored.x
            frame.y += stored.y
            current = ancestor.parent
        }
        if view.id == root.id { return Rect(x: 0, y: 0, width: rootFrame.width, height: rootFrame.height) }
        if document.header.platform == .macOS { return macOSAbsolute(view) }
        return frame
    }

    /// macOS stores y from the bottom of the superview; convert to top-down root coordinates.
    private func macOSAbsolute(_ view: View) -> Rect? {
        var chain: [View] = []
        var current: View? = view
        while let node = current, node.id != root.id {
            chain.append(node)
            current = node.parent
        }
        var x = 0.0, y = 0.0
        var parentHeight = rootFrame.height
        for node in chain.reversed() {
            guard let stored = resolver.storedFrame(of: node) else { return nil }
            x += stored.x
            y += AppKitGeometry.isFlipped(node.parent) ? stored.y : parentHeight - stored.y - stored.height
            parentHeight = stored.height
            if node.id == view.id { return Rect(x: x, y: y, width: stored.width, height: stored.height) }
        }
        return nil
    }

    func report(_ severity: LayoutDiagnostic.Severity, _ kind: LayoutDiagnostic.Kind, line: Int, column: Int = 1, _ message: String,
                items: [String]) {
        diagnostics.append(LayoutDiagnostic(severity: severity, kind: kind, path: document.path, line: line, column: column,
                                            message: message, items: items))
    }
}
