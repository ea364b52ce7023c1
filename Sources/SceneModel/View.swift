import SceneXML

/// Whether a design-time intrinsic size was set, and to what.
public enum PlaceholderIntrinsicSize: Equatable, Sendable {
    case value(Double)
    /// `placeholderIntrinsicWidth="infinite"`: no intrinsic size in that axis.
    case none
}

/// `UITableView.Style` as Interface Builder writes it.
public enum TableStyle: String, Sendable {
    case plain, grouped, insetGrouped
}

/// The `<autoresizingMask>` flags.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleMinX = AutoresizingMask(rawValue: 1 << 0)
    public static let widthSizable = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleMaxX = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleMinY = AutoresizingMask(rawValue: 1 << 3)
    public static let heightSizable = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleMaxY = AutoresizingMask(rawValue: 1 << 5)

    public static let documentNames: [(String, AutoresizingMask)] = [
        ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
        ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
    ]
}

/// A view: any element with an `id` and a `<rect key="frame">`, so UIKit and AppKit
/// classes this tool has never heard of still take part in layout.
public final class View {
    public let id: String
    /// The tag: `view`, `label`, `stackView`, `tableViewCellContentView`, …
    public let elementName: String
    /// The `key` attribute (`view` for a controller's root, `contentView`, …).
    public let key: String?
    public let customClass: String?
    public let userLabel: String?
    /// The label text, button title, text field text or placeholder, if any.
    public let text: String?
    public let frame: Rect?
    /// True when the view sits in its parent's `<subviews>` (not a keyed child such as a content view).
    public let isSubview: Bool
    // The tree, constraints and variations are read on every view by every layout pass,
    // from other modules: through these accessors the stored properties carry no runtime
    // exclusivity check (`@exclusivity(unchecked)`, about 80 instructions an access; a
    // public stored property read from another module is checked at each read whatever
    // its attribute). Only `SceneDocumentReader` writes them, before anything reads them.
    public internal(set) var children: [View] {
        get { storedChildren }
        set { storedChildren = newValue }
    }
    @exclusivity(unchecked) private var storedChildren: [View] = []
    public internal(set) var parent: View? {
        get { storedParent }
        set { storedParent = newValue }
    }
    @exclusivity(unchecked) private weak var storedParent: View?

    public let isHidden: Bool
    public let isMisplaced: Bool
    public let isAmbiguous: Bool
    /// Whether the view is positioned by its frame and autoresizing mask: not written "NO",
    /// or marked `fixedFrame` (Interface Builder's frame-positioned views).
    public let translatesAutoresizingMaskIntoConstraints: Bool
    public let autoresizingMask: AutoresizingMask?
    public let layoutMargins: EdgeInsets?
    public let preservesSuperviewLayoutMargins: Bool
    public let insetsLayoutMarginsFromSafeArea: Bool
    public let layoutMarginsFollowReadableWidth: Bool
    /// A scroll view's `contentInsetAdjustmentBehavior` is not `never` (the default,
    /// `automatic`, adds the safe area to its content inset).
    public let adjustsContentInsetForSafeArea: Bool
    public let semanticContentAttribute: String?
    /// Hugging, compression-resistance and stack priorities as written (absent: the class default).
    public let priorities: [ContentPriority: Double]
    public let placeholderIntrinsicWidth: PlaceholderIntrinsicSize?
    public let placeholderIntrinsicHeight: PlaceholderIntrinsicSize?
    /// Font point size and type from `<fontDescription>` (for text measurement).
    public let fontPointSize: Double?
    public let fontType: String?
    public let stack: StackAttributes?
    /// An `NSGridView`'s rows, columns and cells.
    public let grid: GridAttributes?
    /// A `<…SimulatedSizeMetrics key="simulatedDestinationMetrics">` child: Xcode writes it
    /// for a top-level view whose simulated size is not "Inferred" (Freeform, …).
    public let hasSimulatedDestinationMetrics: Bool
    /// A table view's `style` (`plain` when not written).
    public let tableStyle: TableStyle?
    /// A table view whose `separatorStyle` is `none`: its rows draw no separator, so before
    /// iOS 11 their content views leave no row for one (`FramelessTableCells`).
    public let hidesTableSeparators: Bool
    /// An activity indicator that hides when stopped and is not animating (archived hidden).
    public let isStoppedHiddenActivityIndicator: Bool
    /// Font, line limit and plain text or title, for measuring text.
    public let textAttributes: TextAttributes
    /// A control's cell and the class-specific attributes layout reads.
    public let control: ControlAttributes
    /// A table-view cell that shows an accessory (`accessoryType` other than none, or an
    /// `accessoryView`).
    public let hasCellAccessory: Bool
    /// A table-view cell's standard accessory (`accessoryType`: disclosureIndicator,
    /// checkmark, detailButton, …), nil for none or a custom `accessoryView`.
    public let cellAccessoryType: String?
    /// A table-view cell's standard subviews, the ones UITableViewCell lays out itself in
    /// its standard styles: the role (`textLabel`, `detailTextLabel`, `imageView`, the
    /// attributes that name them) by id.
    public let standardCellSubviewRoles: [String: String]
    /// A table-view cell's standard style (`IBUITableViewCellStyleValue1`, …), nil for custom cells.
    public let cellStyle: String?
    /// The `rowHeight` written on a table view (-1: Interface Builder's "Automatic",
    /// `UITableView.automaticDimension`) or on a table view cell (a custom row height; nil:
    /// the table's); nil on other views.
    public let rowHeight: Double?
    /// A touch bar item's view: the item's `designTimeSize`, the size Interface Builder
    /// lays the item out at (nil for other views).
    public internal(set) var touchBarItemSize: Size?
    /// A XIB's top-level view's own `simulated…Metrics` children (status bar, top and
    /// bottom bars, size), which Interface Builder draws around it as around a storyboard
    /// controller's root; nil for other views and for top-level views that write none.
    public internal(set) var topLevelSimulatedMetrics: SimulatedMetrics?
    public internal(set) var layoutGuides: [LayoutGuide] {
        get { storedLayoutGuides }
        set { storedLayoutGuides = newValue }
    }
    @exclusivity(unchecked) private var storedLayoutGuides: [LayoutGuide] = []
    /// The constraints held in this view's `<constraints>`.
    public internal(set) var constraints: [Constraint] {
        get { storedConstraints }
        set { storedConstraints = newValue }
    }
    @exclusivity(unchecked) private var storedConstraints: [Constraint] = []
    public internal(set) var variations: [Variation] {
        get { storedVariations }
        set { storedVariations = newValue }
    }
    @exclusivity(unchecked) private var storedVariations: [Variation] = []
    /// `installed="NO"` on the view.
    public let isInstalled: Bool
    public let element: SceneXMLElement
    public var line: Int { element.line }
    public var column: Int { element.column }

    init(element: SceneXMLElement, id: String, frame: Rect?, isSubview: Bool, fields: ViewFields) {
        self.element = element
        self.id = id
        self.elementName = element.name
        self.key = element.attribute(.key)
        self.customClass = element.attribute(.customClass)
        self.userLabel = element.attribute(.userLabel)
        self.frame = frame
        self.isSubview = isSubview
        self.text = fields.text
        self.isHidden = element.attribute(.hidden, is: "YES")
        self.isMisplaced = element.attribute(.misplaced, is: "YES")
        self.isAmbiguous = element.attribute(.ambiguous, is: "YES")
        // `fixedFrame="YES"`: a view Interface Builder positions by its frame and mask (it has
        // no constraints of its own), whatever the translates flag says.
        self.translatesAutoresizingMaskIntoConstraints = !element.attribute(.translatesAutoresizingMaskIntoConstraints, is: "NO")
            || element.attribute(.fixedFrame, is: "YES")
        self.autoresizingMask = fields.autoresizingMask
        self.layoutMargins = fields.layoutMargins
        self.preservesSuperviewLayoutMargins = element.attribute(.preservesSuperviewLayoutMargins, is: "YES")
        self.insetsLayoutMarginsFromSafeArea = !element.attribute(.insetsLayoutMarginsFromSafeArea, is: "NO")
        self.layoutMarginsFollowReadableWidth = element.attribute(.layoutMarginsFollowReadableWidth, is: "YES")
        self.adjustsContentInsetForSafeArea = !element.attribute(.contentInsetAdjustmentBehavior, is: "never")
        self.semanticContentAttribute = element.attribute(.semanticContentAttribute)
        self.priorities = fields.priorities
        self.placeholderIntrinsicWidth = fields.placeholderWidth
        self.placeholderIntrinsicHeight = fields.placeholderHeight
        self.fontPointSize = fields.fontPointSize
        self.fontType = fields.fontType
        self.stack = fields.stack
        self.grid = fields.grid
        self.hasSimulatedDestinationMetrics = element.hasChild(withKey: "simulatedDestinationMetrics")
        self.tableStyle = element.hasName(.tableView) ? TableStyle(rawValue: element.attribute(.style) ?? "plain") : nil
        self.hidesTableSeparators = element.hasName(.tableView) && element.attribute(.separatorStyle, is: "none")
        self.isStoppedHiddenActivityIndicator = element.hasName(.activityIndicatorView)
            && element.attribute(.hidesWhenStopped, is: "YES") && !element.attribute(.animating, is: "YES")
        self.textAttributes = TextAttributes(element)
        self.control = ControlAttributes(element)
        let accessory = element.attribute(.accessoryType)
        self.hasCellAccessory = (accessory != nil && accessory != "none") || element.hasChild(withKey: "accessoryView")
        self.cellAccessoryType = accessory == "none" || element.hasChild(withKey: "accessoryView") ? nil : accessory
        var roles: [String: String] = [:]
        if element.hasName(.tableViewCell) {
            for role in [InterfaceBuilderName.textLabel, .detailTextLabel, .imageView] {
                if let id = element.attribute(role) { roles[id] = role.rawValue }
            }
        }
        self.standardCellSubviewRoles = roles
        self.cellStyle = element.hasName(.tableViewCell) ? element.attribute(.style) : nil
        self.rowHeight = element.hasName(.tableView) || element.hasName(.tableViewCell) ? element.attribute(.rowHeight).flatMap(Double.init) : nil
        self.isInstalled = !element.attribute(.installed, is: "NO")
    }

    /// The name Interface Builder's outline shows: user label, text or title, else the class.
    public var displayName: String {
        if let userLabel, !userLabel.isEmpty { return userLabel }
        if let text, !text.isEmpty { return Self.outlineName(ofText: text) }
        return ViewNaming.className(forElement: elementName, customClass: customClass)
    }

    /// A text as the outline names its view: the first line, cut to 30 characters.
    static func outlineName(ofText text: String) -> String {
        // Printable ASCII of at most 30 bytes is one line of at most 30 characters: the
        // text itself, without splitting into characters (most labels and buttons; the
        // warnings of a large document name hundreds).
        if text.utf8.count <= 30, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        return outlineNameByCharacters(ofText: text)
    }

    /// `outlineName` through characters for any text (the tests' oracle for its fast path).
    static func outlineNameByCharacters(ofText text: String) -> String {
        let singleLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
        return singleLine.count > 30 ? String(singleLine.prefix(30)) + "…" : singleLine
    }

    /// This view and everything below it, depth first.
    public var subtree: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.children.reversed())
        }
        return result
    }

    /// A control's cell (`<buttonCell>`, `<textFieldCell>`, …), whose attributes describe
    /// its look: bezel, size, font, image.
    public var cell: SceneXMLElement? { element.firstChild { $0.hasName(endingWith: "Cell") } }

    /// The children that are `<subviews>` entries, in order (a stack view's arranged subviews).
    public var subviews: [View] { children.filter(\.isSubview) }

    public func guide(_ kind: LayoutGuide.Kind) -> LayoutGuide? {
        layoutGuides.first { $0.kind == kind }
    }
}

/// Values read for a view before it is constructed.
struct ViewFields {
    var text: String?
    var autoresizingMask: AutoresizingMask?
    var layoutMargins: EdgeInsets?
    var priorities: [ContentPriority: Double] = [:]
    var placeholderWidth: PlaceholderIntrinsicSize?
    var placeholderHeight: PlaceholderIntrinsicSize?
    var fontPointSize: Double?
    var fontType: String?
    var stack: StackAttributes?
    var grid: GridAttributes?
}

public enum ViewNaming {
    /// `label` → `Label`, `stackView` → `Stack View`; a custom class wins.
    public static func className(forElement element: String, customClass: String?) -> String {
        if let customClass, !customClass.isEmpty { return customClass }
        var words: [String] = []
        var current = ""
        for character in element {
            if character.isUppercase && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
