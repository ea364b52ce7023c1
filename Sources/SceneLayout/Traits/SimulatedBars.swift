import SceneModel

/// The bars Interface Builder draws over a view controller: explicit simulated metrics,
/// or those it infers from where the controller sits (pushed in a navigation controller:
/// a navigation bar; a tab of a tab bar controller: a tab bar).
struct SimulatedBars {
    /// Height of the top bar over the root view; 0 when none or opaque.
    var topBarHeight: Double = 0
    /// An opaque top bar: the root view starts below it instead.
    var topBarIsOpaque = false
    var bottomBarHeight: Double = 0
    /// Presented as a page or form sheet: no status bar above it.
    var isPageSheet = false

    static let navigationBarHeight = 44.0
    static let largeTitleNavigationBarHeight = 96.0
    static let toolbarHeight = 44.0
    static let tabBarHeight = 49.0

    /// Bars for every controller of a document, by controller id.
    static func forDocument(_ document: SceneDocument) -> [String: SimulatedBars] {
        var controllers: [String: ViewControllerInfo] = [:]
        for scene in document.scenes { for controller in scene.controllers { controllers[controller.id] = controller } }

        // Which controllers sit in a navigation stack, and in a tab bar controller.
        var navigationBars: [String: NavigationBarInfo] = [:]   // controller → its navigation controller's bar
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
        while let (id, bar) = queue.popLast() {
            guard navigationBars[id] == nil, let controller = controllers[id] else { continue }
            navigationBars[id] = bar
            for segue in controller.segues where ["push", "show"].contains(segue.kind) { queue.append((segue.destinationID, bar)) }
        }

        var result: [String: SimulatedBars] = [:]
        for (id, controller) in controllers {
            let metrics = controller.simulatedMetrics
            var bars = SimulatedBars()
            switch metrics.topBar {
            case .navigationBar(let opaque)?:
                bars.topBarIsOpaque = opaque
                bars.topBarHeight = navigationBarHeight
            case .absent?:
                break
            case nil:
                if let bar = navigationBars[id] {
                    bars.topBarIsOpaque = bar.isOpaque
                    let large = bar.prefersLargeTitles && controller.largeTitleDisplayMode != .never
                    bars.topBarHeight = large ? largeTitleNavigationBarHeight : navigationBarHeight
                }
            }
            switch metrics.bottomBar {
            case .toolbar?: bars.bottomBarHeight = toolbarHeight
            case .tabBar?: bars.bottomBarHeight = tabBarHeight
            case .absent?: break
            case nil: if inTabs.contains(id) { bars.bottomBarHeight = tabBarHeight }
            }
            bars.isPageSheet = metrics.isSheet
            result[id] = bars
        }
        return result
    }
}
