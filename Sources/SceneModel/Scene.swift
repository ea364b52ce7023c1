import SceneXML

/// A placeholder object: File's Owner, First Responder, Application, or a storyboard exit.
public struct ScenePlaceholder {
    public var id: String
    /// `IBFilesOwner`, `IBFirstResponder`, `NSApplication`, … or `exit`.
    public var identifier: String
    public var customClass: String?
    public var userLabel: String?
    /// The destinations of its `view` outlets (File's Owner's view in a XIB).
    public var viewOutletDestinations: [String]
    public var element: SceneXMLElement
    public var line: Int { element.line }
}

/// The controller that owns a scene's root view, with what shapes its layout.
public struct ViewControllerInfo {
    public var id: String
    /// `viewController`, `tableViewController`, `windowController`, …
    public var elementName: String
    public var customClass: String?
    public var topLayoutGuide: LayoutGuide?
    public var bottomLayoutGuide: LayoutGuide?
    /// `<size key="freeformSize">` with `freeformSimulatedSizeMetrics`.
    public var freeformSize: Size?
    /// The bars and presentation Interface Builder was told to simulate.
    public var simulatedMetrics: SimulatedMetrics
    /// A navigation controller's bar; nil for other controllers.
    public var navigationBar: NavigationBarInfo?
    /// `<navigationItem largeTitleDisplayMode=…>`; nil when not written (automatic).
    public var largeTitleDisplayMode: LargeTitleDisplayMode?
    /// `<extendedEdge key="edgesForExtendedLayout" top=…>`: whether the root extends under
    /// a top bar. Interface Builder writes the element only when it differs from the
    /// default (all edges), naming the edges kept; nil when not written.
    public var extendsUnderTopBar: Bool?
    /// The same element's bottom edge: whether the root extends under a bottom bar.
    public var extendsUnderBottomBar: Bool?
    /// `hidesBottomBarWhenPushed="YES"`: a tab bar is not drawn under it when it is pushed.
    public var hidesBottomBarWhenPushed: Bool
    /// The segues declared inside the controller (see `ControllerSegue`).
    public var segues: [ControllerSegue]
    /// `simulatedStatusBarMetrics` written as `nil`: Interface Builder draws no status bar.
    public var simulatedStatusBarHidden: Bool { simulatedMetrics.statusBarHidden }
    /// The root view is drawn in the notification centre (`SimulatedMetrics.inNotificationCenter`).
    public var drawnInNotificationCenter: Bool { simulatedMetrics.inNotificationCenter }
    public var element: SceneXMLElement
    /// The controller's own `modalPresentationStyle` (`fullScreen`, `pageSheet`, …); nil when
    /// not written (automatic). A presentation segue that names no style of its own uses it.
    public var modalPresentationStyle: String? = nil
}

/// One scene: a storyboard `<scene>`, or the top-level objects of a XIB.
public struct Scene {
    /// `sceneID`, or `objects` for a XIB.
    public var id: String
    /// The scene's title comment in a storyboard (`<!--View Controller-->`) when present.
    public var title: String?
    public var controllers: [ViewControllerInfo]
    public var placeholders: [ScenePlaceholder]
    /// The top-level views: a controller's root view, a XIB's top-level views, a window's content view.
    public var rootViews: [View]
    public var element: SceneXMLElement
    public var line: Int { element.line }

    /// Every view in the scene, depth first.
    public var allViews: [View] { rootViews.flatMap(\.subtree) }

    /// The controller whose `view` is `root`, if any.
    public func controller(of root: View) -> ViewControllerInfo? {
        controllers.first { controller in
            controller.element.children.contains { $0.isSameElement(as: root.element) }
        }
    }
}
