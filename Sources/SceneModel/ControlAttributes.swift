import SceneXML

/// An AppKit control's cell (`<buttonCell>`, `<textFieldCell>`, `<popUpButtonCell>`, …):
/// the attributes that decide how far its frame reaches beyond its alignment rectangle and
/// where its text sits. Values as written; nil when not written.
public struct ControlCell: Equatable, Sendable {
    /// The cell's element name (`buttonCell`, …).
    public var elementName: String
    public var bezelStyle: String?
    /// `regular` when not written.
    public var controlSize: String
    public var borderStyle: String?
    /// `bezeled="YES"`.
    public var isBezeled: Bool
    /// A button cell's `type` (`check`, `radio`, `push`, …).
    public var type: String?
    public var image: String?
    public var imagePosition: String?
    /// A segmented control's `trackingMode`.
    public var trackingMode: String?
    /// A slider's `numberOfTickMarks` (nil: none written).
    public var numberOfTickMarks: String?
    /// An image view's `imageFrameStyle`.
    public var imageFrameStyle: String?
    /// A text field cell's `drawsBackground="YES"`.
    public var drawsBackground: Bool

    init(_ element: SceneXMLElement) {
        elementName = element.name
        bezelStyle = element.attribute(.bezelStyle)
        controlSize = element.attribute(.controlSize) ?? "regular"
        borderStyle = element.attribute(.borderStyle)
        isBezeled = element.attribute(.bezeled, is: "YES")
        type = element.attribute(.type)
        image = element.attribute(.image)
        imagePosition = element.attribute(.imagePosition)
        trackingMode = element.attribute(.trackingMode)
        numberOfTickMarks = element.attribute(.numberOfTickMarks)
        imageFrameStyle = element.attribute(.imageFrameStyle)
        drawsBackground = element.attribute(.drawsBackground, is: "YES")
    }
}

/// Other attributes of particular view classes the layout reads, as written.
public struct ControlAttributes: Equatable, Sendable {
    /// The first child whose name ends in `Cell` (AppKit controls).
    public var cell: ControlCell?
    /// A text view's `scrollEnabled="NO"`: it sizes to its text.
    public var isScrollDisabled: Bool
    /// An activity indicator's `style` (`large`, `whiteLarge`, `medium`, …).
    public var style: String?
    /// An `NSBox`'s `boxType` (`separator`, `custom`, `oldStyle`, …).
    public var boxType: String?
    /// An `NSBox`'s `titlePosition` (`noTitle`, `aboveTop`, …); `atTop`, the default, when
    /// not written; nil for every other view.
    public var boxTitlePosition: String?
    /// The view's own `controlSize` (progress indicators write it on the view, not a
    /// cell); `regular` when not written.
    public var controlSize: String
    /// A prototype cell view's place in its table column (`TablePrototypeRow`).
    public var tablePrototypeRow: TablePrototypeRow?
    /// A UIKit button's `buttonType` (`system`, `roundedRect`, …; nil: custom).
    public var buttonType: String?
    /// A UIKit text field's `borderStyle` (`roundedRect`, `line`, `bezel`; nil: none).
    public var borderStyle: String?
    /// Shows an SF Symbol, an image with a baseline and padding of its own: written
    /// `<imageReference key="image" catalog="system">` or, by Xcode 11–14, as the image
    /// view's own `image="…" catalog="system"` (fresh documents of three owners: 18122,
    /// 20037, 21507).
    public var showsSystemSymbol: Bool
    /// An `NSTabView`'s `type` (`noTabsNoBorder`, `bottomTabsBezelBorder`, …); `default`
    /// (top tabs with a bezel) when not written; nil for every other view.
    public var tabViewType: String?
    /// A UIKit progress view's `progressViewStyle` (`bar`; nil: the default style); nil for
    /// every other view.
    public var progressViewStyle: String?
    /// A UIKit button whose normal state draws an SF Symbol as its background image and no
    /// title (`<state key="normal" backgroundImage="…" catalog="system"/>`, as Xcode 12–14
    /// saved a symbol chosen for the background: fresh documents of five owners, 18122–21507).
    public var showsSystemSymbolBackground: Bool
    /// An image view that names no image (no `image` attribute and no `<imageReference
    /// key="image">`): UIKit gives it no intrinsic content size. Read for UIKit documents
    /// only: an AppKit image view names its image on its `<imageCell>`.
    public var showsNoImage: Bool

    init(_ element: SceneXMLElement) {
        cell = element.firstChild { $0.hasName(endingWith: "Cell") }.map(ControlCell.init)
        isScrollDisabled = element.attribute(.scrollEnabled, is: "NO")
        style = element.attribute(.style)
        boxType = element.attribute(.boxType)
        boxTitlePosition = element.hasName(.box) ? element.attribute(.titlePosition) ?? "atTop" : nil
        controlSize = element.attribute(.controlSize) ?? "regular"
        tablePrototypeRow = TablePrototypeRow(element)
        buttonType = element.attribute(.buttonType)
        borderStyle = element.attribute(.borderStyle)
        tabViewType = element.hasName(.tabView) ? element.attribute(.type) ?? "default" : nil
        progressViewStyle = element.hasName(.progressView) ? element.attribute(.progressViewStyle) : nil
        // Buttons only, as for image views below.
        showsSystemSymbolBackground = element.hasName(.button) && element.child(named: .state, key: "normal").map {
            $0.hasAttribute(.backgroundImage) && $0.attribute(.catalog, is: "system") && !$0.hasAttribute(.title)
        } == true
        showsNoImage = element.hasName(.imageView) && !element.hasAttribute(.image)
            && !element.children(named: .imageReference).contains { $0.attribute(.key, is: "image") }
        // Image views only: the children of every other view are not searched.
        showsSystemSymbol = element.hasName(.imageView) && (element.attribute(.catalog, is: "system")
            || element.children(named: .imageReference).contains {
                $0.attribute(.key, is: "image") && $0.attribute(.catalog, is: "system")
            })
    }
}
