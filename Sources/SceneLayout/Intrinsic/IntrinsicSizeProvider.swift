import SceneModel

/// Where an intrinsic size came from (for reports: `resolve` can say which sizes were
/// borrowed from the document and which were measured).
public enum IntrinsicSizeSource: String, Equatable, Sendable, Codable {
    /// The frame Xcode stored: its own measurement of the content, in the document's configuration.
    case storedFrame
    /// Text measured with the fitted font metrics (`TextMeasurer`).
    case measuredText
    /// The size of an image in the document's resources.
    case imageResource
    /// A size UIKit or AppKit fixes for the control (switches, activity indicators, steppers).
    case fixedControl
    /// The placeholder intrinsic size written in the document.
    case placeholder
    /// The size Xcode found by running an `@IBDesignable` view's code (`DesignableSizes`).
    case designable
}

/// A view's intrinsic content size per axis; nil where it has none.
public struct IntrinsicSize: Equatable, Sendable {
    public var width: Double?
    public var height: Double?
    /// Where each axis's size came from (nil where the axis has none).
    public var widthSource: IntrinsicSizeSource?
    public var heightSource: IntrinsicSizeSource?
    public init(width: Double? = nil, height: Double? = nil, source: IntrinsicSizeSource = .storedFrame) {
        self.width = width
        self.height = height
        widthSource = width == nil ? nil : source
        heightSource = height == nil ? nil : source
    }
}

/// What a layout pass knows when it asks for a view's intrinsic size.
public struct IntrinsicSizeContext: Equatable, Sendable {
    /// The width the previous layout pass gave the view's alignment rectangle; nil in the first pass.
    public var solvedWidth: Double?
    /// Points per pixel of the configuration being laid out.
    public var scale: Double
    /// Points per pixel of the document's own configuration, where the stored frames were measured.
    public var storedScale: Double
    /// Whether the document is a tvOS one (`DocumentHeader.isTelevision`): some UIKit
    /// controls have other fixed sizes there.
    public var isTelevision: Bool
    /// Whether the configuration being laid out is the document's own (device, orientation
    /// and size classes it was saved with), the only one where a stored frame measured content.
    public var isStoredConfiguration: Bool
    /// Whether the configuration's idiom (phone, pad, tv) is the document's own: asset
    /// catalogs hold images per idiom, so a stored image size holds only there.
    public var isStoredIdiom: Bool
    /// The size of the view's image in the document's `<resources>`, when it shows one.
    public var imageResourceSize: Size?
    /// The `toolsVersion` of the Xcode whose control metrics apply (`TraitCollection.toolsVersion`).
    public var toolsVersion: Double?
    /// The height UIKit gives a toolbar in this configuration when it is known to differ
    /// from nothing stored (`ToolbarHeight`); nil: the stored height stands.
    public var toolbarHeight: Double?
    /// The intrinsic size Xcode saved for the view in the document's `<designables>`, when
    /// its class is an `@IBDesignable` one (`DesignableSizes`).
    public var designableSize: DesignableSizes.Entry?
    /// The idiom of the configuration being laid out (`TraitCollection.idiom`): on the Mac
    /// Catalyst device (`mac`) UIKit buttons are AppKit push buttons (`MacIdiomPushButton`).
    public var idiom: String
    public init(solvedWidth: Double? = nil, scale: Double = 2, storedScale: Double = 2, isTelevision: Bool = false,
                isStoredConfiguration: Bool = true, isStoredIdiom: Bool = true, imageResourceSize: Size? = nil,
                toolsVersion: Double? = nil, toolbarHeight: Double? = nil, designableSize: DesignableSizes.Entry? = nil,
                idiom: String = "phone") {
        self.solvedWidth = solvedWidth
        self.scale = scale
        self.storedScale = storedScale
        self.isTelevision = isTelevision
        self.isStoredConfiguration = isStoredConfiguration
        self.isStoredIdiom = isStoredIdiom
        self.imageResourceSize = imageResourceSize
        self.toolsVersion = toolsVersion
        self.toolbarHeight = toolbarHeight
        self.designableSize = designableSize
        self.idiom = idiom
    }
}

/// Where intrinsic sizes come from. Replaceable (tests, other measurers).
public protocol IntrinsicSizeProvider {
    /// `storedFrame` is the frame Xcode saved for the traits being resolved.
    func intrinsicSize(of view: View, storedFrame: Rect?, platform: DocumentHeader.Platform) -> IntrinsicSize
    /// The same, knowing the width a previous layout pass gave the view (text that wraps
    /// takes its height from that width). By default, the size without that knowledge.
    func intrinsicSize(of view: View, storedFrame: Rect?, platform: DocumentHeader.Platform,
                       context: IntrinsicSizeContext) -> IntrinsicSize
}

extension IntrinsicSizeProvider {
    public func intrinsicSize(of view: View, storedFrame: Rect?, platform: DocumentHeader.Platform,
                              context: IntrinsicSizeContext) -> IntrinsicSize {
        intrinsicSize(of: view, storedFrame: storedFrame, platform: platform)
    }
}

/// The default sources, in order: the document's placeholder intrinsic size; the fixed
/// sizes of standard controls; for text and image content, the size Xcode stored in the
/// frame (Xcode measured it with fonts this tool does not have). With a layout pass's
/// context (`WrappedLabelHeight.swift`), text is measured where the stored frame is no
/// measurement: a multi-line label at a width other than its stored one, and labels and
/// buttons saved without a frame (`TextMeasurer`).
public struct DocumentIntrinsicSizeProvider: IntrinsicSizeProvider {
    public init() {}

    /// Controls whose size UIKit fixes, in points (width, height; nil = not fixed).
    static let fixedSizes: [String: (Double?, Double?)] = [
        "switch": (49, 31),   // alignment size; the frame is 51 wide (Xcode 26: `LiquidGlassSwitchSize`)
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
        // UIPickerView, a wheel like UIDatePicker, has a size of its own (216 high by default):
        // Interface Builder flags no picker left open in height (bb-pro's and nishanttaneja's
        // ByteCoin pickers pinned at the bottom and sides only, in documents Xcode saved
        // without a flag, and IBAnimatable's 7; session 16, amb19).
        "pickerView",
        // macOS controls
        "popUpButton", "secureTextField", "searchField", "comboBox", "levelIndicator",
        "progressIndicator", "colorWell", "datePicker", "pathControl", "tokenField",
        // NSMatrix: its cells' size sets its intrinsic content size (Apple,
        // `NSMatrix.autorecalculatesCellSize`: a changed `cellSize` "does affect the
        // intrinsic content size"). SelfControl's radio matrix (corpus, 19162: one column
        // of two 93 × 21 cells 2 apart, stored 93 × 44, placed from its trailing edge only)
        // had none, so its width was open: a report Xcode does not make. The only matrix
        // in the corpus and every fresh set. AccuracyLog, session 19, amb23.
        "matrix",
    ]

    public func intrinsicSize(of view: View, storedFrame: Rect?, platform: DocumentHeader.Platform) -> IntrinsicSize {
        controlSize(of: view, storedFrame: storedFrame, platform: platform, isTelevision: false)
    }

    /// The size from fixed control metrics, placeholders and the stored frame, before any
    /// text is measured.
    func controlSize(of view: View, storedFrame: Rect?, platform: DocumentHeader.Platform, isTelevision: Bool) -> IntrinsicSize {
        var size = IntrinsicSize()
        var contentSized = Self.contentSized.contains(view.elementName)
        if view.elementName == "textView" {
            // A text view sizes to its text only when it does not scroll.
            contentSized = view.control.isScrollDisabled
        }
        if contentSized, let frame = storedFrame {
            size = IntrinsicSize(width: frame.width, height: frame.height)
        }
        if platform == .iOS, view.control.showsNoImage {
            // A UIImageView without an image has no intrinsic content size (its intrinsic
            // size is its image's): its stored frame is no measurement. Of the 235
            // constrained imageless image views of the corpus and the fresh sets (132
            // owners) Xcode flags 2, both now reported (gafsiimen's centred one and the two
            // labels below it found, new26; Sprite-Pencil's already was); spotify's 3 false
            // reports go; no other report changes. The canvas keeps the drawn size
            // (`LayoutBuilder.drawnSizesOnCanvas`). AccuracyLog, session 22, amb26.
            size = IntrinsicSize()
        }
        if platform == .iOS, Self.barElements.contains(view.elementName), let frame = storedFrame {
            // Bars have a height of their own (44, 49, more with large titles) and stretch
            // across: the stored height, no width.
            size = IntrinsicSize(width: nil, height: frame.height)
        }
        if view.elementName == "slider" && platform == .iOS { size.width = nil; size.widthSource = nil }
        if view.elementName == "progressView" { size.width = nil; size.widthSource = nil }
        if platform == .iOS, let fixed = Self.fixedSizes[view.elementName] {
            if let width = fixed.0 { size.width = width; size.widthSource = .fixedControl }
            if let height = fixed.1 { size.height = height; size.heightSource = .fixedControl }
        }
        if platform == .iOS, view.elementName == "activityIndicatorView", let style = view.control.style,
           style.lowercased().contains("large") {
            // tvOS draws the large indicator 64 points square (every large indicator of the
            // corpus's tvOS storyboards: artsy 10117, lucasharding 11542, PopcornTimeTV
            // 15705; 8 views, all 64 × 64), iOS 37.
            let side: Double = isTelevision ? 64 : 37
            size = IntrinsicSize(width: side, height: side, source: .fixedControl)
        }
        if view.elementName == "box", view.control.boxType == "separator", let frame = storedFrame {
            // A separator's thickness is fixed (a line of about a point; its frame adds a
            // margin each side), and Interface Builder treats its length as content too:
            // a separator with no constraint on its length, in a stack that does not
            // stretch it, keeps the length it was drawn with and is not ambiguous
            // (Rectangle's 450- and 96-point separators). Xcode saved both, in alignment
            // terms, as what this receives.
            size = IntrinsicSize(width: max(0, frame.width), height: max(0, frame.height))
        }
        switch view.placeholderIntrinsicWidth {
        case .value(let width): size.width = width; size.widthSource = .placeholder
        case .none?: size.width = nil; size.widthSource = nil
        case nil: break
        }
        switch view.placeholderIntrinsicHeight {
        case .value(let height): size.height = height; size.heightSource = .placeholder
        case .none?: size.height = nil; size.heightSource = nil
        case nil: break
        }
        return size
    }
}
