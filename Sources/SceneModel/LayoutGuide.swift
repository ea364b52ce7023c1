import SceneXML

/// A layout guide that constraints can refer to by id.
public struct LayoutGuide {
    public enum Kind: Equatable, Sendable {
        /// `<viewLayoutGuide key="safeArea">` of a view.
        case safeArea
        /// A scroll view's `contentLayoutGuide`.
        case contentLayoutGuide
        /// A scroll view's `frameLayoutGuide`.
        case frameLayoutGuide
        /// A view controller's legacy `<viewControllerLayoutGuide type="top">`.
        case topLayoutGuide
        /// A view controller's legacy `<viewControllerLayoutGuide type="bottom">`.
        case bottomLayoutGuide
        /// A view's `<keyboardLayoutGuide key="keyboard">` (UIKeyboardLayoutGuide, iOS 15).
        case keyboard
        /// Any other guide (`<layoutGuide>`, keyboard, readable content): its key or element name.
        case other(String)
    }

    public var id: String
    public var kind: Kind
    /// The view the guide belongs to (for legacy guides, the controller's root view, once known).
    public var ownerID: String?
    public var element: SceneXMLElement
    public var line: Int { element.line }
    public var column: Int { element.column }
}
