import SceneModel

/// A view's intrinsic content size per axis; nil where it has none.
public struct IntrinsicSize: Equatable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

/// Where intrinsic sizes come from. Replace it to plug in real text measurement.
public protocol IntrinsicSizeProvider {
    /// `storedFrame` is the frame Xcode saved for the traits being resolved.
    func intrinsicSize(of view: View, storedFrame: Rect?, platform: DocumentHeader.Platform) -> IntrinsicSize
}

/// The default sources, in order: the document's placeholder intrinsic size; the fixed
/// sizes of standard controls; for text and image content, the size Xcode stored in the
/// frame (Xcode measured it with fonts this tool does not have).
public struct DocumentIntrinsicSizeProvider: IntrinsicSizeProvider {
    public init() {}

    /// Controls whose size UIKit fixes, in points (width, height; nil = not fixed).
    static let fixedSizes: [String: (Double?, Double?)] = [
        "switch": (49, 31),   // alignment size; the frame is 51 wide
        "activityIndicatorView": (20, 20),
        "stepper": (94, nil),
        "progressView": (nil, nil),
        "pageControl": (nil, nil),
    ]

    /// UIKit bars: an intrinsic height, no intrinsic width.
    static let barElements: Set<String> = ["navigationBar", "toolbar", "tabBar"]

    /// Elements whose intrinsic size follows their content (text, image, title).
    static let contentSized: Set<String> = [
        "label", "button", "textField", "imageView", "segmentedControl", "slider", "stepper",
        "pageControl", "progressView", "activityIndicatorView", "switch", "datePicker", "searchBar",
        // macOS controls
        "popUpButton", "secureTextField", "searchField", "comboBox", "levelIndicator",
        "progressIndicator", "colorWell", "datePicker", "pathControl", "tokenField",
    ]

    public func intrinsicSize(of view: View, storedFrame: Rect?, platform: DocumentHeader.Platform) -> IntrinsicSize {
        var size = IntrinsicSize()
        var contentSized = Self.contentSized.contains(view.elementName)
        if view.elementName == "textView" {
            // A text view sizes to its text only when it does not scroll.
            contentSized = view.element.attribute("scrollEnabled") == "NO"
        }
        if contentSized, let frame = storedFrame {
            size = IntrinsicSize(width: frame.width, height: frame.height)
        }
        if platform == .iOS, Self.barElements.contains(view.elementName), let frame = storedFrame {
            // Bars have a height of their own (44, 49, more with large titles) and stretch
            // across: the stored height, no width.
            size = IntrinsicSize(width: nil, height: frame.height)
        }
        if view.elementName == "slider" && platform == .iOS { size.width = nil }
        if view.elementName == "progressView" { size.width = nil }
        if platform == .iOS, let fixed = Self.fixedSizes[view.elementName] {
            if let width = fixed.0 { size.width = width }
            if let height = fixed.1 { size.height = height }
        }
        if platform == .iOS, view.elementName == "activityIndicatorView", let style = view.element.attribute("style"),
           style.lowercased().contains("large") {
            // tvOS draws the large indicator 64 points square (every large indicator of the
            // corpus's tvOS storyboards: artsy 10117, lucasharding 11542, PopcornTimeTV
            // 15705; 8 views, all 64 × 64), iOS 37.
            let side: Double = Self.isTVOS(view) ? 64 : 37
            size = IntrinsicSize(width: side, height: side)
        }
        if view.elementName == "box", view.element.attribute("boxType") == "separator", let frame = storedFrame {
            // A separator's thickness is fixed (a line of about a point; its frame adds a
            // margin each side), and Interface Builder treats its length as content too:
            // a separator with no constraint on its length, in a stack that does not
            // stretch it, keeps the length it was drawn with and is not ambiguous
            // (Rectangle's 450- and 96-point separators). Xcode saved both, in alignment
            // terms, as what this receives.
            size = IntrinsicSize(width: max(0, frame.width), height: max(0, frame.height))
        }
        switch view.placeholderIntrinsicWidth {
        case .value(let width): size.width = width
        case .none?: size.width = nil
        case nil: break
        }
        switch view.placeholderIntrinsicHeight {
        case .value(let height): size.height = height
        case .none?: size.height = nil
        case nil: break
        }
        return size
    }

    /// Whether the view's document is a tvOS one (`targetRuntime="AppleTV"`, or an
    /// `…AppleTV…` document type).
    static func isTVOS(_ view: View) -> Bool {
        let root = view.element.document.root
        return root.attribute("targetRuntime")?.hasPrefix("AppleTV") == true || root.attribute("type")?.contains(".AppleTV.") == true
    }
}
