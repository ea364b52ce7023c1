import LayoutSolver
import SceneModel

/// Layout guides and the root's safe area: which views are laid out as roots, the root's
/// safe-area insets and rectangle, and the guide items constraints name. The margins and
/// safe-area insets of every other view are in `LayoutBuilder+Margins`.
extension LayoutBuilder {
    /// Whether `view` is a view controller's root view (in a storyboard, or a XIB's view
    /// connected to File's Owner's `view` outlet): those get system margins and the safe area.
    func isControllerRoot(_ view: View) -> Bool {
        guard view.id == root.id else { return false }
        if scene.controller(of: view) != nil { return true }
        return scene.placeholders.contains { $0.identifier == "IBFilesOwner" && $0.viewOutletDestinations.contains(view.id) }
    }

    /// A XIB's top-level plain view that is not a controller's: Interface Builder lays it
    /// out as a screen's root, with the device's safe area and root-like margins from its
    /// own width (Esri's group-layers section header, 17506: a label 16 from a 375-point
    /// view's leading margin, a switch on its trailing margin). A top-level collection
    /// reusable view (iOS) is laid out so too, as a Freeform view (`isSizedFreely`): three
    /// owners decide against a plain view's 8-point margins and no safe area, none against.
    /// rileytestut's Delta header (ios20, 23504: a stack on the side margins of a 375-point
    /// view stored 16 in), BottleRocket's UtiliKit header (evid23, 19455: a label centred on
    /// the safe area of a 414 × 82 view on an iPhone 11 stored 52.5 down, under the sensor
    /// housing's 44) and tatsuya-ss's two (evid23, 18122: a label centred on the safe area
    /// of a 320 × 50 view, an image on its top, 44 down); sphairo's (14109, iPhone 8:
    /// centred on a safe area without the status bar), LA-Labs's (17701) and ddd503's (15705:
    /// on a safe area's bottom at 0) fit both. Changes rileytestut's 10 views and evid23's
    /// 3; no other set holds the shape. AccuracyLog, session 19, second23.
    func isXIBTopLevelView(_ view: View) -> Bool {
        guard view.id == root.id, document.header.kind == .xib else { return false }
        return root.elementName == "view" || (root.elementName == "collectionReusableView" && !document.header.isTelevision)
    }

    /// A top-level view Interface Builder sizes freely: a Freeform plain view (written
    /// `simulatedDestinationMetrics`) or a collection reusable view, which has no simulated
    /// screen size to choose.
    func isSizedFreely(_ view: View) -> Bool {
        view.hasSimulatedDestinationMetrics || view.elementName == "collectionReusableView"
    }

    /// Safe-area insets of the root: the device's, plus translucent bars drawn over it
    /// (`rootSafeAreaInsets` keeps them).
    func makeRootSafeAreaInsets() -> EdgeInsets {
        // A XIB's top-level plain view gets the device's insets too, as if it were on screen
        // (VLC's 600 × 44 player controls centre on a safe area starting 20 points down on an
        // iPhone 8), and so does a top-level collection reusable view (`isXIBTopLevelView`);
        // cells and other top-level objects do not.
        guard isControllerRoot(root) || isXIBTopLevelView(root) else { return .zero }
        if document.header.platform == .macOS {
            // Interface Builder lays out an NSViewController's view as under a window's
            // title bar and toolbar: its safe area starts 52 points down (coteditor's
            // multiple-replace view, Xcode 16: a label 10 below the safe area's top sits 62
            // below the view's).
            return scene.controller(of: root) != nil ? EdgeInsets(top: Self.appKitTitleBarHeight) : .zero
        }
        var insets = traits.safeAreaInsets
        if let controller = scene.controller(of: root) {
            if controller.simulatedStatusBarHidden && traits.idiom == "phone" && insets.top <= 20 { insets.top = 0 }
            // A Today widget or a notification's content is drawn as shown in the Today view
            // or a notification (Apple, App Extension Programming Guide, "Today": widgets
            // "appear in the Today view"), not at the screen's top: no status bar above it,
            // in every Xcode. Three storyboards of three owners, all on a 4.7-inch iPhone:
            // HochschuleHof's timetable widget (13529: four views on the safe area's top
            // stored 20 higher than with the status bar) and prey's notification content
            // (14490: two views) change, +6 views; Lockdown's two Today widgets (17156)
            // already read 0, drawn by an Xcode without a status bar on that phone
            // (`XcodeEra.isCanvasWithoutStatusBar`).
            // No status bar takes away only a status bar's points, as a hidden one does
            // above: a notched iPhone keeps its sensor housing's inset there too, in any
            // Xcode (MarinaKhorunzhina's notification content, 19529 on retina6_1: views at
            // the safe area's top − 44 stored at 0; xdripswift's, Xcode 15 on retina6_12:
            // labels at its top + 70 stored at 129). Changes xdripswift's 4 views (new22);
            // every other Notification Center root in the corpus and the fresh sets is on a
            // 20-point iPhone and keeps 0.
            if controller.drawnInNotificationCenter && !(traits.idiom == "phone" && insets.top > 20) {
                insets.top = 0
            }
            let bars = self.bars(of: controller)
            if bars.isPageSheet {
                insets.top = 0
                // Sheets reach the screen's bottom, and Xcode 11–12 drew the home
                // indicator's inset into them (element's 842-point page sheet, Esri's
                // popovers, 18122 and earlier); from Xcode 13 it draws none (bitwarden's
                // autofill sheets, 22505: +2 views; Lockdown's, Xcode 15: +16).
                if XcodeEra.isAtLeast(XcodeEra.sheetsWithoutHomeIndicator, traits.toolsVersion) { insets.bottom = 0 }
            }
            // An opaque top bar puts the root view below it, clear of the status bar: its
            // safe area starts at its top, as the legacy top guide does (bitwarden's
            // opaque-bar roots: 9 constraints to the safe area's top read 0).
            let belowTopBar = insets.top + bars.topBarHeight
            Self.inset(&insets, by: bars)
            // A root shorter than the screen (a child in a container, a controller whose
            // stored frame stops above a tab bar) is laid out from its stored origin, so it
            // ends `gap` points above the screen's bottom and the home indicator reaches
            // into it only by what is left (UIKit's safe area is the part of the view the
            // unsafe regions overlap). Honest agreement +28 views, -1: AdguardForiOS 7
            // (852-high roots on an 896-point iPhone 11, Xcode 13), Esri 3 (808-high
            // embedded samples, 20037), googlecast 1, ephread 1, bitwarden's autofill 3
            // (830, 22505) on the development half, PopcornTimeTV 13 on the check half;
            // A root that starts below its top bar starts there even when Xcode stored it
            // at y = 0 (from Xcode 9): bitwarden's extension (808 high under an opaque
            // bar on an 896-point phone, 19455) ends at the screen's bottom and keeps the
            // home indicator's inset; IBAnimatable's animations (603 below an opaque bar on
            // a 667-point phone, 14113) keep their 44-point toolbar.
            let origin = bars.rootStartsBelowTopBar ? max(rootFrame.y, belowTopBar) : rootFrame.y
            if let screen = screenHeight, !bars.isPageSheet {
                Self.reduceBottomInset(&insets, byGap: screen - (origin + rootLayoutSize.height))
            }
        } else {
            if isFreeformViewDrawnWithoutStatusBar(root) {
                // No status bar; a notched phone keeps its sensor housing's inset.
                if insets.top <= 20 { insets.top = 0 }
                // From Xcode 11 a view no wider than the screen is drawn at the screen's
                // top, so the home indicator reaches into it only by what its height leaves,
                // as for a short controller root above; a wider one cannot be placed on the
                // screen and keeps the device's insets. Eight owners, all free-standing
                // Freeform views on a 414-point notched iPhone with a view on the safe
                // area's bottom (or bottom margin), none against. Xcode 11–13 within the
                // screen's width, bottom 0: narugit's footer (15505, 414 × 84), rekallai's
                // ticket header (15705, 414 × 466, its top 44 down), sungsue's bottom sheet
                // (16096, 305 × 296), Concordium's status cell (17701, 414 × 126), Apps-Inc's
                // button (19455, 272 × 45). Wider, 34: SwiftMessages' centred view (17156,
                // 434 × 272) and skyon-archive's score view (20037, 737 × 217). Xcode 10.2,
                // 34: FoodApp's tab bar (14490, 389 × 149). iPads are left as they were (no
                // such view on one in any set). AccuracyLog, session 18 (second22).
                if traits.idiom == "phone", let tools = traits.toolsVersion,
                   XcodeEra.isAtLeast(XcodeEra.freeformViewsAtScreenTop, tools),
                   let screenWidth = traits.screenWidth, let screenHeight = deviceScreenHeight,
                   rootLayoutSize.width <= screenWidth {
                    Self.reduceBottomInset(&insets, byGap: screenHeight - rootLayoutSize.height)
                }
            }
            if let bars = simulatedBars[root.id] {
                // The bars written on a XIB's top-level view (`SimulatedBars.topLevelViewBars`).
                Self.inset(&insets, by: bars)
            }
        }
        return insets
    }

    /// A XIB's freeform top-level view that is not File's Owner's view, saved by Xcode 9 to
    /// 14.0 (`XcodeEra.freeformViewsOnDevice`): drawn without the status bar, so on a
    /// home-button phone its safe area starts at its top. Three owners, four files, none
    /// against, all on an iPhone 8: HabitRPG's challenge header (13771: a label 27 below the
    /// safe area's top at y = 27), popshootjapan's balance bar and tutorial page (14109:
    /// views on the safe area's top at y = 8 and 0) and olvid's invitation header (14460: a
    /// stack 16 below it at y = 16). A notched phone keeps its top inset (iNaturalist's
    /// header, xib19, 16097: a label 16 below the safe area's top at y = 60; SwiftMessages'
    /// centered view, 17156: 44 above its top margin and 34 below its bottom one). From Xcode
    /// 11, nor the home indicator where the view fits the screen's width
    /// (`makeRootSafeAreaInsets`; session 18, second22). Xcode 14.1 on draws the status bar
    /// (VLC's player controls, 23504: centred 20 points down) and the home indicator
    /// (wakmusic's and corona-warn-app's Freeform headers, 21507: 34 below the safe area's
    /// bottom).
    func isFreeformViewDrawnWithoutStatusBar(_ view: View) -> Bool {
        guard isXIBTopLevelView(view), !isControllerRoot(view), isSizedFreely(view),
              let tools = traits.toolsVersion else { return false }
        return !XcodeEra.isAtLeast(XcodeEra.freeformViewsOnDevice, tools)
    }

    /// A view that ends `gap` points above the screen's bottom: the home indicator reaches
    /// into it only by what is left (UIKit's safe area is the part of the view the unsafe
    /// regions overlap).
    static func reduceBottomInset(_ insets: inout EdgeInsets, byGap gap: Double) {
        if gap > 0 { insets.bottom = max(0, insets.bottom - gap) }
    }

    /// A root's safe area under its bars: a translucent top bar adds its height below the
    /// status bar, an opaque one (or one the root does not extend under) puts the root
    /// below it, where its safe area starts at its top; a bottom bar adds its height, and
    /// over the home indicator grows to 49 (83 with the indicator, corpus: APIDemo).
    static func inset(_ insets: inout EdgeInsets, by bars: SimulatedBars) {
        if bars.rootStartsBelowTopBar { insets.top = 0 } else { insets.top += bars.topBarHeight }
        if bars.bottomBarHeight > 0 { insets.bottom += insets.bottom > 0 ? max(bars.bottomBarHeight, 49) : bars.bottomBarHeight }
    }

    /// The height of the screen the document's device draws (nil without a device).
    var screenHeight: Double? {
        traits.size?.height ?? deviceScreenHeight
    }

    /// A window's title bar with a unified toolbar, as Interface Builder simulates it over
    /// a view controller's view.
    static let appKitTitleBarHeight = 52.0

    func bars(of controller: ViewControllerInfo) -> SimulatedBars {
        simulatedBars[controller.id] ?? SimulatedBars()
    }

    /// The root's safe rectangle in root coordinates (`rootSafeRect` keeps it).
    func makeRootSafeRect() -> Rect {
        let insets = rootSafeAreaInsets
        let size = rootLayoutSize
        return Rect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }

    // MARK: Guides

    /// Guide items are made when a constraint first names them.
    func guideItem(_ id: String) -> LayoutItem? {
        if let existing = item(id) { return existing }
        guard let guide = document.guidesByID[id], let ownerID = guide.ownerID, let owner = item(ownerID),
              let ownerView = owner.view else { return nil }
        let guideItem = LayoutItem(id: id, kind: .guide(guide), solver: solver)
        register(guideItem)
        let label = "guide \(id)"
        func inset(_ insets: EdgeInsets) {
            add(guideItem.x - owner.x - insets.left, .equal, label: label)
            add(guideItem.y - owner.y - insets.top, .equal, label: label)
            add(guideItem.width - owner.width + insets.left + insets.right, .equal, label: label)
            add(guideItem.height - owner.height + insets.top + insets.bottom, .equal, label: label)
        }
        switch guide.kind {
        case .safeArea:
            inset(safeAreaInsets(of: ownerView))
        case .frameLayoutGuide:
            inset(.zero)
        case .contentLayoutGuide:
            // Content origin at the scroll view's origin (no scrolling offset); size free.
            add(guideItem.x - owner.x, .equal, label: label)
            add(guideItem.y - owner.y, .equal, label: label)
        case .topLayoutGuide:
            let length = topGuideLength
            add(guideItem.x - owner.x, .equal, label: label)
            add(guideItem.y - owner.y, .equal, label: label)
            add(guideItem.width - owner.width, .equal, label: label)
            add(guideItem.height - length, .equal, label: label)
        case .bottomLayoutGuide:
            let length = bottomGuideLength
            add(guideItem.x - owner.x, .equal, label: label)
            add(guideItem.width - owner.width, .equal, label: label)
            add(guideItem.height - length, .equal, label: label)
            add(guideItem.y - owner.y - owner.height + length, .equal, label: label)
        case .keyboard:
            // With the keyboard hidden (as on the canvas) the guide's top is the safe
            // area's bottom and it reaches the view's bottom (UIKeyboardLayoutGuide,
            // `usesBottomSafeArea` defaults to true).
            let bottomInset = safeAreaInsets(of: ownerView).bottom
            add(guideItem.x - owner.x, .equal, label: label)
            add(guideItem.width - owner.width, .equal, label: label)
            add(guideItem.height - bottomInset, .equal, label: label)
            add(guideItem.y - owner.y - owner.height + bottomInset, .equal, label: label)
        case .other(let key):
            if key == "readableContentGuide" {
                let margins = ownerView.id == root.id ? self.margins(of: ownerView) : owner.margins
                add(guideItem.y - owner.y - margins.top, .equal, label: label)
                add(guideItem.height - owner.height + margins.top + margins.bottom, .equal, label: label)
                add(guideItem.x - owner.x - margins.left, .greaterThanOrEqual, label: label)
                add(guideItem.centerX - owner.centerX, .equal, label: label)
                add(guideItem.width - Self.readableWidth, .lessThanOrEqual, label: label)
                add(owner.x + owner.width - margins.right - guideItem.x - guideItem.width, .greaterThanOrEqual, label: label)
                add(guideItem.width - Self.readableWidth, .equal, priority: Priority(999), label: label)
            } else {
                inset(.zero)
            }
        }
        return guideItem
    }

    /// The legacy top layout guide's length: the status bar plus a translucent top bar
    /// (an opaque one moves the root view below it instead).
    var topGuideLength: Double {
        if let overlaid = legacyChildGuides?.top { return overlaid }
        guard let controller = scene.controller(of: root) else { return traits.statusBarHeight }
        let bars = self.bars(of: controller)
        if bars.rootStartsBelowTopBar { return 0 }
        // A hidden status bar frees its strip only on phones whose status bar is the whole
        // top inset (20 points): on a notched phone the notch stays, and from iOS 11 the
        // legacy guide is the safe area's top (Apple: "use view.safeAreaLayoutGuide.topAnchor
        // instead of topLayoutGuide.bottomAnchor"), which keeps it as `makeRootSafeAreaInsets`
        // does. duckduckgo's tab (14113, iPhone X, no simulated status bar): a view 80 high
        // ending 80 below the top guide's bottom sits at y = −36, the guide 44 long (cross-device
        // pair 064, on B's own device too: +2 views); no document of the corpus hides the
        // status bar on a notched phone with a legacy guide, so none changes there.
        let statusHidden = controller.simulatedStatusBarHidden && !(traits.idiom == "phone" && traits.statusBarHeight > 20)
        let status = statusHidden || bars.isPageSheet || controller.drawnInNotificationCenter ? 0 : traits.statusBarHeight
        return status + bars.topBarHeight
    }

    /// A child controller's legacy guides in documents from before safe areas (Xcode 8 and
    /// earlier): the part of its view the bars overlay, as UIKit defines a guide's length
    /// ("the length … of the portion of a view controller's view that is overlaid by
    /// translucent or transparent UIKit bars", UILayoutSupport.length): 0 for a container
    /// that starts below the status bar. ooper-shlab's AVAE mixer (11762, iPad: six
    /// children in containers at y = 20 and below, six constraints to their top guides, all
    /// at 0; 16 views) is the corpus's only such document; no other child with legacy
    /// guides predates safe areas. From Xcode 9 Interface Builder draws a child's guides as
    /// for a root of its size at the top of the screen (`ContainerPlacement`). Honest
    /// agreement +12 views (AVAE), none lost; cross-device switch pairs +12 (its pair).
    var legacyChildGuides: (top: Double, bottom: Double)? {
        guard let placement, let tools = traits.toolsVersion, !XcodeEra.isAtLeast(XcodeEra.safeAreas, tools),
              traits.idiom != "tv" else { return nil }
        return (placement.overlaidTop, placement.overlaidBottom)
    }

    /// The legacy bottom layout guide's length: the home indicator's inset plus a tool or
    /// tab bar.
    var bottomGuideLength: Double {
        if let overlaid = legacyChildGuides?.bottom { return overlaid }
        guard isControllerRoot(root) else { return 0 }
        return rootSafeAreaInsets.bottom
    }

    /// The content area of a scroll view, for constraints from views inside it.
    func scrollContent(of scrollView: View) -> LayoutItem? {
        let id = "\(scrollView.id)#content"
        if let existing = item(id) { return existing }
        guard let owner = item(scrollView.id) else { return nil }
        if let guide = scrollView.guide(.contentLayoutGuide), let explicit = guideItem(guide.id) { return explicit }
        let content = LayoutItem(id: id, kind: .scrollContent(scrollView), solver: solver)
        register(content)
        add(content.x - owner.x, .equal, label: "content \(scrollView.id)")
        add(content.y - owner.y, .equal, label: "content \(scrollView.id)")
        return content
    }
}
