import SceneXML

/// What Interface Builder was told to draw around a view controller (its
/// `simulated…Metrics` elements) and the navigation facts the bars it infers depend on,
/// read once from the document.
public struct SimulatedMetrics: Sendable, Equatable {
    /// `<… key="simulatedTopBarMetrics">`: nil when absent (the bar is then inferred from
    /// where the controller sits).
    public enum TopBar: Sendable, Equatable {
        /// `simulatedNavigationBarMetrics`; `translucent="NO"` makes it opaque.
        case navigationBar(opaque: Bool)
        /// Any other element under that key (`nil`: Interface Builder draws no bar).
        case absent
    }

    /// `<… key="simulatedBottomBarMetrics">`: nil when absent (inferred from tabs).
    public enum BottomBar: Sendable, Equatable {
        case toolbar
        case tabBar
        case absent
    }

    /// `<… key="simulatedDestinationMetrics">`: how the controller is presented.
    public enum Destination: Sendable, Equatable {
        case pageSheet
        case formSheet
        case other(String)
    }

    public var topBar: TopBar?
    public var bottomBar: BottomBar?
    public var destination: Destination?
    /// `<… key="simulatedStatusBarMetrics">` written as `nil`: no status bar drawn.
    public var statusBarHidden: Bool
    /// `simulatedAppContext="notificationCenter"` on the root view: a Today widget or a
    /// notification's content, which Interface Builder draws as shown inside the Today view
    /// or a notification, with no status bar above it.
    public var inNotificationCenter: Bool

    init(controller element: SceneXMLElement) {
        func keyed(_ key: StaticString) -> SceneXMLElement? { element.firstChild { $0.attribute(.key, is: key) } }
        topBar = keyed("simulatedTopBarMetrics").map { bar in
            bar.hasName(.simulatedNavigationBarMetrics) ? .navigationBar(opaque: bar.attribute(.translucent, is: "NO")) : .absent
        }
        bottomBar = keyed("simulatedBottomBarMetrics").map { bar -> BottomBar in
            if bar.hasName(.simulatedToolbarMetrics) { return .toolbar }
            if bar.hasName(.simulatedTabBarMetrics) { return .tabBar }
            return .absent
        }
        destination = keyed("simulatedDestinationMetrics").map { metrics -> Destination in
            if metrics.hasName(.modalPageSheetSimulatedSizeMetrics) { return .pageSheet }
            if metrics.hasName(.modalFormSheetSimulatedSizeMetrics) { return .formSheet }
            return .other(metrics.name)
        }
        statusBarHidden = keyed("simulatedStatusBarMetrics")?.hasName(.nilElement) == true
        inNotificationCenter = Self.isNotificationCenter(keyed("view"))
    }

    static func isNotificationCenter(_ view: SceneXMLElement?) -> Bool {
        view?.attribute(.simulatedAppContext, is: "notificationCenter") == true
    }

    /// The metrics written on a XIB's top-level view; nil when it writes none (the
    /// common case: most top-level views are cells and custom views).
    init?(writtenOn view: SceneXMLElement) {
        guard view.firstChild(where: { $0.attribute(.key)?.hasPrefix("simulated") == true }) != nil else { return nil }
        self.init(controller: view)
        inNotificationCenter = Self.isNotificationCenter(view)
    }

    /// Presented as a page or form sheet: no status bar above it.
    public var isSheet: Bool { destination == .pageSheet || destination == .formSheet }
}

/// A navigation controller's own bar and whether it shows it: what it gives the
/// controllers of its stack.
public struct NavigationBarInfo: Sendable, Equatable {
    /// `navigationBarHidden="YES"` on the navigation controller.
    public var isHidden: Bool
    /// `<navigationBar key="navigationBar" translucent="NO">`.
    public var isOpaque: Bool
    /// `largeTitles="YES"` on that bar.
    public var prefersLargeTitles: Bool
    /// `toolbarHidden="NO"` on the navigation controller: it shows its toolbar (UIKit hides
    /// it by default).
    public var showsToolbar: Bool

    public init(isHidden: Bool, isOpaque: Bool, prefersLargeTitles: Bool, showsToolbar: Bool = false) {
        self.isHidden = isHidden
        self.isOpaque = isOpaque
        self.prefersLargeTitles = prefersLargeTitles
        self.showsToolbar = showsToolbar
    }

    init?(navigationController element: SceneXMLElement) {
        guard element.hasName(.navigationController) else { return nil }
        let bar = element.child(named: .navigationBar, key: "navigationBar")
        isHidden = element.attribute(.navigationBarHidden, is: "YES")
        isOpaque = bar?.attribute(.translucent, is: "NO") == true
        prefersLargeTitles = bar?.attribute(.largeTitles, is: "YES") == true
        showsToolbar = element.attribute(.toolbarHidden, is: "NO")
    }
}

/// `UINavigationItem.largeTitleDisplayMode`, from the controller's `<navigationItem>`.
public enum LargeTitleDisplayMode: String, Sendable {
    case automatic, always, never
}
