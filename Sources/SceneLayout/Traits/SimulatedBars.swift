import SceneModel

/// The bars Interface Builder draws over a view controller: explicit simulated metrics,
/// or those it infers from where the controller sits (pushed in a navigation controller:
/// a navigation bar; a tab of a tab bar controller: a tab bar).
struct SimulatedBars {
    /// Height of the top bar over the root view; 0 when none or opaque.
    var topBarHeight: Double = 0
    /// An opaque top bar: the root view starts below it instead.
    var topBarIsOpaque = false
    /// `edgesForExtendedLayout` leaves out the top edge: the root view starts below the top
    /// bar whatever its translucency ("If you remove an edge value from this property, the
    /// system does not lay out your content underneath other bars on that same edge",
    /// UIViewController.edgesForExtendedLayout).
    var extendsUnderTopBar = true
    /// The root view starts below the top bar, clear of it and of the status bar.
    var rootStartsBelowTopBar: Bool { topBarHeight > 0 && (topBarIsOpaque || !extendsUnderTopBar) }
    var bottomBarHeight: Double = 0
    /// Presented as a page or form sheet: no status bar above it.
    var isPageSheet = false

    static let navigationBarHeight = 44.0
    /// Xcode 26 (iOS 26, toolsVersion 24xxx) draws the standard navigation bar 54 points
    /// high: the stored bars of firebase's database example (24127, retina6_12) and
    /// twilio's virtual-background example (24506, retina4_7: a bar at y = 20, a label on
    /// the top guide at 74) are 54 high; every stored standard iPhone bar of 21000–23727
    /// and of the beta placeholder (13 files, 8 projects) is 44. Honest agreement +1 view
    /// (twilio), none lost.
    static let liquidGlassNavigationBarHeight = 54.0
    static let largeTitleNavigationBarHeight = 96.0
    /// A navigation bar at the top of a sheet (iOS 13 and later).
    static let sheetNavigationBarHeight = 56.0
    static let toolbarHeight = 44.0
    static let tabBarHeight = 49.0
    /// tvOS draws its navigation bar 145 points high (the stored bars of lucasharding's
    /// antenna, PopcornTimeTV, artsy's Emergence and realm's DownloadCache are all
    /// 1920 × 145; top guides 145 below the safe area's top in antenna and PopcornTimeTV).
    static let televisionNavigationBarHeight = 145.0

    /// Bars for every controller of a document, by controller id.
    static func forDocument(_ document: SceneDocument) -> [String: SimulatedBars] {
        var controllers: [String: ViewControllerInfo] = [:]
        for scene in document.scenes { for controller in scene.controllers { controllers[controller.id] = controller } }

        // Which controllers sit in a navigation stack, and in a tab bar controller.
        var navigationBars: [String: NavigationBarInfo] = [:]   // controller → the bar it infers
        var inTabs: Set<String> = []
        var queue: [(String, NavigationBarInfo)] = []
        for (_, controller) in controllers {
            guard let bar = controller.navigationBar else { continue }
            // A navigation controller that hides its bar (`navigationBarHidden`) draws none over
            // its stack: the top guide is the status bar alone (artsy's eidolon, two files; the
            // attribute occurs in 8 corpus files of 7 projects).
            if bar.isHidden { continue }
            for segue in controller.segues where segue.relationship == "rootViewController" { queue.append((segue.destinationID, bar)) }
        }
        for (_, controller) in controllers where controller.elementName == "tabBarController" {
            for segue in controller.segues where segue.relationship == "viewControllers" { inTabs.insert(segue.destinationID) }
        }
        inTabs.formUnion(stacks(below: inTabs, controllers: controllers, throughSplitViews: true))
        // A navigation controller that shows its toolbar (`toolbarHidden="NO"`; UIKit hides
        // it by default) keeps it at the bottom of the screen under its whole stack (Apple,
        // UINavigationController: "a toolbar at the bottom of the screen"; `isToolbarHidden`;
        // `hidesBottomBarWhenPushed` hides it for a pushed controller), and Interface Builder
        // infers it there as it does a tab bar: the bottom guide is 44 above the screen's
        // bottom inset. kiwix's main controller (11760, 12118: a view 44 above the bottom
        // guide's top ends at 736 on a 736-point phone; cross-device pairs 183 and 186, on
        // B's own device too) and ooper-shlab's SamplePhotosApp (9059: a live photo view on
        // both guides stored 492 high at y = 64 in a 600-point root).
        let showingToolbar = Set(controllers.values.filter { $0.navigationBar?.showsToolbar == true }.map(\.id))
        let inToolbarStacks = stacks(below: showingToolbar, controllers: controllers)
        // A controller pushed from one whose top bar is set explicitly infers that bar,
        // translucency included, whether or not a navigation controller in the document
        // leads there: IBAnimatable's playground (pushed from opaque-bar controllers: roots
        // 603 high on a 667-point phone, from translucent ones 667 with views 60 below a
        // 64-point top guide; its navigation controller is in another storyboard) and
        // RocketChat's add-users list (504 on a 568-point phone, below an opaque bar).
        func explicitBar(_ controller: ViewControllerInfo) -> NavigationBarInfo? {
            guard case .navigationBar(let opaque)? = controller.simulatedMetrics.topBar else { return nil }
            return NavigationBarInfo(isHidden: false, isOpaque: opaque, prefersLargeTitles: false)
        }
        for (_, controller) in controllers {
            guard let bar = explicitBar(controller) else { continue }
            for segue in controller.segues where ["push", "show"].contains(segue.kind) { queue.append((segue.destinationID, bar)) }
        }
        while let (id, bar) = queue.popLast() {
            guard navigationBars[id] == nil, let controller = controllers[id] else { continue }
            navigationBars[id] = bar
            for segue in controller.segues where ["push", "show"].contains(segue.kind) { queue.append((segue.destinationID, explicitBar(controller) ?? bar)) }
            // A tab bar controller in a navigation stack lays its tabs out under the stack's
            // bar: a view's safe area reflects "the area not covered by navigation bars, tab
            // bars, toolbars, and other ancestors that obscure a view controller's view"
            // (Apple, `UIView.safeAreaInsets`). KaveyZheng's Flixster (`ios`, 21507: a
            // navigation controller whose root is a tab bar controller; a tab's table on the
            // safe area's top stored 44 below the status bar) and firebase's database example
            // (corpus, 24127: a tab bar controller shown from a navigation root under an opaque
            // bar; every tab's root stored 680 high on an 852-point phone, below the bar at
            // 118 + 54). A tab that is a navigation controller draws its own bar instead.
            // Honest agreement +1 view (KaveyZheng), none lost. AccuracyLog, session 21, pool25.
            if controller.elementName == "tabBarController" {
                for segue in controller.segues where segue.relationship == "viewControllers" {
                    guard controllers[segue.destinationID]?.elementName != "navigationController" else { continue }
                    queue.append((segue.destinationID, explicitBar(controller) ?? bar))
                }
            }
        }

        let sheets = presentedAsSheets(document, controllers: controllers)

        // tvOS: the tab bar runs across the top of the screen and slides away when focus
        // leaves it (UITabBarController on tvOS; antenna's tab roots hold views to both
        // guides at 0 and 1080), so it insets neither guide.
        let television = document.header.isTelevision
        let standardBarHeight = television ? televisionNavigationBarHeight
            : XcodeEra.isAtLeast(XcodeEra.xcode26, document.header.toolsVersionNumber) ? liquidGlassNavigationBarHeight
            : navigationBarHeight
        var result: [String: SimulatedBars] = [:]
        for (id, controller) in controllers {
            let metrics = controller.simulatedMetrics
            var bars = SimulatedBars()
            switch metrics.topBar {
            case .navigationBar(let opaque)?:
                bars.topBarIsOpaque = opaque
                bars.topBarHeight = standardBarHeight
            case .absent?:
                break
            case nil:
                if let bar = navigationBars[id] {
                    bars.topBarIsOpaque = bar.isOpaque
                    let large = bar.prefersLargeTitles && controller.largeTitleDisplayMode != .never
                    bars.topBarHeight = large ? largeTitleNavigationBarHeight : standardBarHeight
                }
            }
            // Interface Builder writes `<extendedEdge key="edgesForExtendedLayout">` only when
            // it differs from the default (all edges), naming the edges kept. Corpus: ooper-shlab's
            // EKLocationReminders (none, 9059) and Yalantis's Segmentio (bottom only, 14460):
            // roots stored below a translucent navigation bar with the top guide at 0.
            if let extends = controller.extendsUnderTopBar { bars.extendsUnderTopBar = extends }
            if television {
                bars.bottomBarHeight = 0
            } else {
                if let bottom = metrics.bottomBar {
                    // A written bottom bar is not drawn under a controller that hides it when
                    // pushed (Apple, `hidesBottomBarWhenPushed`: "If the value of this property
                    // is true, the toolbar is hidden"), as an inferred one is not (`stacks`).
                    // iMast's profile card (15400, iPhone SE, a written toolbar): its views on
                    // the safe area's bottom are stored at 568, the screen's bottom. It is the
                    // only controller in the corpus and the fresh sets with both the flag and
                    // a written bottom bar: +9 views there (ios24), none changes elsewhere.
                    // AccuracyLog, session 20, fresh-ios24.
                    bars.bottomBarHeight = controller.hidesBottomBarWhenPushed ? 0 : height(of: bottom)
                } else if inTabs.contains(id) {
                    bars.bottomBarHeight = tabBarHeight
                } else if inToolbarStacks.contains(id) {
                    bars.bottomBarHeight = toolbarHeight
                }
                // Left out of `edgesForExtendedLayout`, the bottom edge keeps the content
                // above the bottom bar (the Apple sentence quoted for the top edge): the bar
                // overlays nothing. ooper-shlab's EKLocationReminders (none, 9059): a root
                // 455 high at y = 64 above the tab bar of a 568-point screen, its map view
                // held to the bottom guide as tall.
                if controller.extendsUnderBottomBar == false && metrics.bottomBar == nil { bars.bottomBarHeight = 0 }
            }
            bars.isPageSheet = metrics.isSheet || sheets.contains(id)
            // A sheet's navigation bar is 56 points high, where a full-screen one below the
            // status bar is 44 (iOS 13's sheets). The stored bars of navigation controllers
            // presented as sheets: Esri's scene samples (17156–20037, 4 bars), bitwarden's
            // autofill and extension (19455, 22505: 6), Agrume (19529) and passforios
            // (23504, its raw-password view 56 below the sheet's top: a text view on its top
            // guide at 76 = 56 + 20).
            if bars.isPageSheet && !television && bars.topBarHeight == standardBarHeight {
                bars.topBarHeight = sheetNavigationBarHeight
            }
            result[id] = bars
        }
        if document.header.kind == .xib {
            for scene in document.scenes {
                for root in scene.rootViews {
                    guard let metrics = root.topLevelSimulatedMetrics else { continue }
                    result[root.id] = topLevelViewBars(metrics, standardBarHeight: standardBarHeight, television: television)
                }
            }
        }
        return result
    }

    /// The bars written on a XIB's top-level view (keyed by the view's id: ids are unique
    /// in a document, so they never meet a controller's). Interface Builder draws them over
    /// the view as over a storyboard controller's root, and they inset its safe area the
    /// same way (Apple, `safeAreaLayoutGuide`: "For the view controller's root view, the
    /// layout guide accommodates the status bar, other visible bars, and any additional
    /// insets"). OnionBrowser's bookmarks (cross-device pair 264, the view connected to
    /// File's Owner's `view`): a table on the safe area's top under a simulated navigation
    /// bar is stored at y = 88 on an iPhone 11 (44 + 44) and at 44 on an iPhone SE of Xcode
    /// 11, whose canvas draws no status bar. The other XIBs with written bars (shu223's
    /// altimeter and PopcornTimeTV's tvOS Trakt view: navigation bars; VLC's cloud list:
    /// a toolbar; TLuthra's Xcode 6 profile in the fresh documents) hold nothing to the
    /// safe area or the margins, and none writes an opaque bar or a tab bar. A XIB writes
    /// no relationship or segue, so nothing is inferred: only what is written. A status
    /// bar written `nil` is not one of them: unlike a storyboard controller's, it leaves
    /// the view's safe area under the status bar (edx's licence view, 14490.70, File's
    /// Owner's view: a view on the safe area's top at y = 20 on an iPhone 8; VLC's player
    /// controls, 23504, a plain view: centred on a safe area 20 points down).
    static func topLevelViewBars(_ metrics: SimulatedMetrics, standardBarHeight: Double, television: Bool) -> SimulatedBars {
        var bars = SimulatedBars()
        if case .navigationBar(let opaque)? = metrics.topBar {
            bars.topBarIsOpaque = opaque
            bars.topBarHeight = standardBarHeight
        }
        if !television, let bottom = metrics.bottomBar { bars.bottomBarHeight = height(of: bottom) }
        return bars
    }

    /// A written bottom bar's height (`absent`: none).
    static func height(of bottomBar: SimulatedMetrics.BottomBar) -> Double {
        switch bottomBar {
        case .toolbar: return toolbarHeight
        case .tabBar: return tabBarHeight
        case .absent: return 0
        }
    }

    /// The controllers of the navigation stacks below `containers` (tabs of a tab bar
    /// controller, or navigation controllers that show their toolbar): the root and what it
    /// pushes or shows, except those that set `hidesBottomBarWhenPushed`. The
    /// tab bar stays on screen under a navigation controller's whole stack (Apple,
    /// UITabBarController: "a navigation controller … as the root view controller of a tab";
    /// `hidesBottomBarWhenPushed`: "a Boolean value indicating whether the toolbar at the
    /// bottom of the screen is hidden when the view controller is pushed on to a navigation
    /// controller"), and Interface Builder infers it there as it does for a direct tab:
    /// spotify's NowPlayingView (14868, a navigation root in a tab) and passforios's QR
    /// scanner (Xcode 14, shown from a stack reached from a tab) have their bottom guides
    /// 49 above the home indicator's inset. Honest agreement +2 views, none lost; no
    /// other controller reached so in the corpus changes a counted frame.
    ///
    /// `throughSplitViews` (tabs only): a split view controller in a tab keeps the tab bar
    /// under both its columns and under what they show as detail (a show-detail segue
    /// inside a split view shows in it; outside one it presents modally, as
    /// `showsPresentedModally` says), since the tab bar is an ancestor that obscures them
    /// (Apple, `UIView.safeAreaInsets`). passforios's SSH and PGP key scanner (corpus,
    /// 23504: a tab's split view, its master's stack showing detail to a navigation
    /// controller that shows the scanner) has its bottom guide 83 above the screen's
    /// bottom, 49 + 34. Honest agreement +1 view; seafile's iPad folders, the only other
    /// split view in a tab in any set, change no frame. AccuracyLog, session 21, pool25.
    static func stacks(below tabs: Set<String>, controllers: [String: ViewControllerInfo], throughSplitViews: Bool = false) -> Set<String> {
        func next(_ controller: ViewControllerInfo, inSplitView: Bool) -> [(id: String, inSplitView: Bool)] {
            let inSplitView = throughSplitViews && (inSplitView || controller.elementName == "splitViewController")
            return controller.segues.compactMap { segue in
                let inStack = segue.relationship == "rootViewController" || ["push", "show"].contains(segue.kind)
                let inSplitColumns = ["masterViewController", "detailViewController"].contains(segue.relationship ?? "") || segue.kind == "showDetail"
                return inStack || (inSplitView && inSplitColumns) ? (segue.destinationID, inSplitView) : nil
            }
        }
        var queue = tabs.compactMap { controllers[$0] }.flatMap { next($0, inSplitView: false) }
        var stack: Set<String> = []
        var walked: Set<String> = []
        while let (id, inSplitView) = queue.popLast() {
            guard walked.insert("\(id) \(inSplitView)").inserted, !tabs.contains(id), let controller = controllers[id],
                  !controller.hidesBottomBarWhenPushed else { continue }
            stack.insert(id)
            queue += next(controller, inSplitView: inSplitView)
        }
        return stack
    }

    /// Controllers shown as sheets: from Xcode 11 (iOS 13) a modal presentation segue
    /// whose style is automatic, a page sheet or a form sheet presents a sheet on iPhone
    /// ("In iOS 13 and later, the default presentation style is UIModalPresentationStyle
    /// .automatic … it maps to .pageSheet", UIViewController.modalPresentationStyle), and a
    /// popover adapts to one in compact width. A sheet is not under the status bar: its
    /// safe area and top guide start at its top. Its navigation stack goes with it.
    /// Corpus: confirmedcode's Lockdown (Xcode 15, 886-point roots on an 896-point phone,
    /// headers 18 below the top guide at y = 18: +26 views) and Esri's scene samples (Xcode
    /// 11–12 popovers 842 high, +7 in 2 files); bitwarden's autofill (22505) loses 2, whose
    /// 830-point sheets Xcode draws without the home indicator's inset.
    static func presentedAsSheets(_ document: SceneDocument, controllers: [String: ViewControllerInfo]) -> Set<String> {
        guard !document.header.isTelevision,
              XcodeEra.isAtLeast(XcodeEra.automaticSheets, document.header.toolsVersionNumber) else { return [] }
        let sheetStyles: Set<String?> = [nil, "automatic", "pageSheet", "formSheet", "popover"]
        var queue: [String] = []
        for (_, controller) in controllers {
            for segue in controller.segues where ["presentation", "popoverPresentation"].contains(segue.kind) {
                if segue.kind == "popoverPresentation" || sheetStyles.contains(segue.presentationStyle) { queue.append(segue.destinationID) }
            }
        }
        // A show segue from a controller in no navigation or split context presents its
        // destination modally, in the destination's own presentation style.
        for id in showsPresentedModally(controllers) where sheetStyles.contains(controllers[id]?.modalPresentationStyle) {
            queue.append(id)
        }
        var sheets: Set<String> = []
        while let id = queue.popLast() {
            guard !sheets.contains(id), let controller = controllers[id] else { continue }
            sheets.insert(id)
            for segue in controller.segues where segue.relationship == "rootViewController" || ["push", "show"].contains(segue.kind) {
                queue.append(segue.destinationID)
            }
        }
        return sheets
    }

    /// The destinations of show segues whose source sits in no navigation or split view
    /// context: UIKit presents them modally (Apple, UIViewController.show(_:sender:): the
    /// navigation and split view controllers override it to push or show a detail; with no
    /// such target "this method uses the window's root view controller to present vc
    /// modally"), and Interface Builder draws them as presented. A source is in such a
    /// context when a navigation or split view controller reaches it through its
    /// relationships, pushes, shows and embeds (a tab bar controller pushed onto a stack
    /// passes the stack to its tabs, firebase's database example), or when it simulates a
    /// navigation bar of its own (it stands for a stack in another storyboard).
    /// Corpus, from Xcode 11 (sheets): corona-warn-app's exposure detection (16097, a
    /// 842-point root on an 896-point phone, a stack on its safe area's top at y = 0),
    /// ChatSecure's "maybe later" (15400: 548 on 568), bitwarden's autofill login list
    /// (22505: an 830-point root under a 56-point sheet bar), blink's settings on an iPad
    /// (22155: page sheets 704 × 984). AdguardForiOS's DNS settings (15705) show five
    /// controllers that set `modalPresentationStyle="fullScreen"`: four are stored full
    /// screen (896), one at a sheet's 842.
    static func showsPresentedModally(_ controllers: [String: ViewControllerInfo]) -> [String] {
        let containers: Set<String> = ["navigationController", "splitViewController"]
        var inContext: Set<String> = []
        var queue: [String] = controllers.values.filter { containers.contains($0.elementName) }.map(\.id)
        queue += controllers.values.filter {
            if case .navigationBar? = $0.simulatedMetrics.topBar { return true } else { return false }
        }.map(\.id)
        while let id = queue.popLast() {
            guard !inContext.contains(id), let controller = controllers[id] else { continue }
            inContext.insert(id)
            for segue in controller.segues where segue.kind == "relationship" || ["push", "show", "showDetail", "embed"].contains(segue.kind) {
                queue.append(segue.destinationID)
            }
        }
        // A show-detail segue presents the same way (Apple, showDetailViewController(_:sender:):
        // with no split view controller to take it, "uses the window's root view controller to
        // present vc modally"): hanamido's trivia screens (22154, a 842-point page sheet on an
        // 852-point phone, its label 12 below a safe area starting at 0).
        return controllers.values.filter { !inContext.contains($0.id) }.flatMap { controller in
            controller.segues.filter { ["show", "showDetail"].contains($0.kind) }.map(\.destinationID)
        }
    }
}
