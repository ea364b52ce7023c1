import SceneModel

/// Baseline positions for text views, from the system font's proportions (SF: ascender
/// 0.952 em, line height 1.193 em). Text is centred vertically in its natural height
/// (the text block of a label, the height of a button or field); Auto Layout then holds
/// the first baseline at a fixed distance below the top and the last at a fixed distance
/// above the bottom, so stretching a view moves neither.
public struct TextMetrics: Equatable, Sendable {
    public var pointSize: Double
    public var lines: Int
    /// The height the text is centred in when the view has its natural size: the text
    /// itself for labels, the control's height for buttons and fields. Auto Layout keeps
    /// the first baseline that far below the top and the last that far above the bottom
    /// however the view is stretched (Firebase's stretched "0" label, AgoraIO's labels).
    public var naturalHeight: Double

    /// Baselines that follow the view's centre as it stretches (NSSwitch: AgoraIO's
    /// stretched switches keep their baseline 1.6 points below their centre).
    public var followsCenter: Bool

    /// For views whose baseline follows their centre: how far below the centre it sits,
    /// when that is not where centred text would put it.
    public var baselineBelowCenter: Double?

    /// One line of text has one baseline: the first is the last, measured from the bottom
    /// (`isOneLineAppKitLabelBefore11`).
    public var firstBaselineIsLast = false

    public init(pointSize: Double, lines: Int, naturalHeight: Double? = nil, followsCenter: Bool = false,
                baselineBelowCenter: Double? = nil) {
        self.pointSize = pointSize
        self.lines = lines
        self.naturalHeight = naturalHeight ?? Double(lines) * pointSize * Self.lineHeight
        self.followsCenter = followsCenter
        self.baselineBelowCenter = baselineBelowCenter
    }

    /// Distance from the top down to the first baseline.
    public var firstBaselineFromTop: Double { naturalHeight / 2 + firstBaselineFromCenter }

    /// Distance from the last baseline down to the bottom.
    public var lastBaselineFromBottom: Double { naturalHeight / 2 - lastBaselineFromCenter }

    public static let ascender = 0.952
    public static let lineHeight = 1.193

    /// Distance from the view's vertical centre down to the first baseline.
    public var firstBaselineFromCenter: Double {
        if let baselineBelowCenter { return baselineBelowCenter }
        let textHeight = Double(lines) * pointSize * Self.lineHeight
        return -textHeight / 2 + pointSize * Self.ascender
    }

    /// Distance from the view's vertical centre down to the last baseline.
    public var lastBaselineFromCenter: Double {
        if let baselineBelowCenter { return baselineBelowCenter }
        return firstBaselineFromCenter + Double(lines - 1) * pointSize * Self.lineHeight
    }

    /// Metrics for a view that shows text, or nil (its baselines are then its bottom).
    /// `toolsVersion` dates era-dependent text rules (`isPopUpWithRaisedTitle`);
    /// `contentSizeCategory` is the one the canvas drew text styles at (`CanvasContentSizeCategory`).
    public static func of(_ view: View, storedHeight: Double?, platform: DocumentHeader.Platform = .iOS,
                          toolsVersion: Double? = nil, contentSizeCategory: CanvasContentSizeCategory = .large) -> TextMetrics? {
        // NSSwitch reports a baseline of its own (below), so a label beside it lines up.
        guard textElements.contains(view.elementName) || (platform == .macOS && view.elementName == "switch") else { return nil }
        let fallback = platform == .macOS ? 13 : defaultPointSize(view)
        var size = view.fontPointSize ?? 0
        // Dynamic-type styles are written with pointSize 0 (or none): a style's size at the
        // default content size (Callout 16, Title 1 28), asked only then.
        if !(size > 0 && size < 10_000) {
            let style = view.textAttributes.font?.style.flatMap { contentSizeCategory.pointSize(ofStyle: $0) }
            size = (platform == .macOS ? nil : style ?? TextFont(of: view)?.pointSize) ?? fallback
        }
        var lines = 1
        if view.elementName == "label", let height = storedHeight, height.isFinite, height > 0 {
            // Clamped as a Double first: converting a huge height to Int would trap.
            lines = Int(max(1, min(1000, (height / (size * lineHeight)).rounded(.down))))
            if let written = view.textAttributes.numberOfLines, written > 0 { lines = min(lines, written) }
        }
        // Labels: the text block; controls: the height they centre their title in.
        var natural = view.elementName == "label" ? nil : storedHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        if isAppKitLabel(view, platform: platform) {
            // The text sits in the label's natural height (a line, rounded up to a whole
            // point), however far it was stretched: AgoraIO's 20-point "Voice Blur" keeps
            // its baseline where the 16-point labels have theirs. In every era: MacDown's
            // terminal preferences (Xcode 8), br1sk's (Xcode 10) and ooper-shlab's slide
            // browser agree (+11 views); it was held to files from 21000 for one label of
            // AgoraIO's settings (19529), stored 18 high, whose chain moves 10 views.
            natural = (size * lineHeight).rounded(.up)
        }
        var metrics = TextMetrics(pointSize: size, lines: lines, naturalHeight: natural, followsCenter: view.elementName == "switch")
        if view.elementName == "switch" {
            // NSSwitch reports its baseline 1.6 points below its alignment centre, where a
            // system-font label (16 points high) whose top is the switch's top has its own,
            // and keeps it there as it stretches. Measured from frames in two projects:
            // WWDC's preferences rows (unstretched, 23504) and AgoraIO's spatial-audio
            // "Mute" (stretched to 28, 23504); iina (23094) and coteditor (24127) agree.
            // This replaces "2 below from 23500, a centred label's before", which rested
            // on the two nearest files: WWDC +11 views, AgoraIO's doubly pinned switches
            // −4 (26-point frames rounding the other way), no other view changes.
            metrics.baselineBelowCenter = 1.6
        }
        metrics.firstBaselineIsLast = isOneLineAppKitLabelBefore11(view, storedHeight: storedHeight, pointSize: size,
                                                                   platform: platform, toolsVersion: toolsVersion)
        // Before Xcode 10 the title keeps its place in the 26-point frame while the alignment
        // rectangle sits a point lower in it (`AlignmentInsets.isRegularPopUpBeforeMojave`):
        // measured from that rectangle the title is a point higher.
        if isPopUpWithRaisedTitle(view, platform: platform, toolsVersion: toolsVersion)
            || (platform == .macOS && AlignmentInsets.isRegularPopUpBeforeMojave(view, toolsVersion: toolsVersion)) {
            metrics.baselineBelowCenter = metrics.firstBaselineFromCenter - 1
        } else if isPushButtonWithRaisedTitle(view, platform: platform, toolsVersion: toolsVersion) {
            metrics.baselineBelowCenter = metrics.firstBaselineFromCenter - 0.5
        }
        return metrics
    }

    /// A regular bordered pop-up button from Xcode 10 until Xcode 26 draws its title a point
    /// above the centre of its alignment rectangle (measured; Apple documents no title
    /// offset, and small pop-ups agree with centred text). Labels baseline-aligned to one sit with
    /// their tops 2 below the pop-up's frame (25-point frames: OpenEmu's input preferences
    /// 21701, Thor's 15.0 beta, AgoraIO's settings 19529; 26-point frames of Xcode 10: br1sk
    /// 14113, 7 constraints), where centred text put them 3 below: 4 projects, 2 eras, none
    /// against. Before Xcode 10 (ooper-shlab 10116: 3 below a 26-point frame) and from Xcode
    /// 26 (Cog 24506: 4 below a 24-point frame that is its alignment rectangle) the title is
    /// centred in the frame, as the other controls' are; before Xcode 10 that is a point above
    /// the centre of the alignment rectangle, which sits a point low in the frame.
    static func isPopUpWithRaisedTitle(_ view: View, platform: DocumentHeader.Platform, toolsVersion: Double?) -> Bool {
        guard platform == .macOS, view.elementName == "popUpButton", let cell = view.control.cell else { return false }
        guard AlignmentInsets.hasRegularRoundedBezel(cell) else { return false }
        return XcodeEra.isAtLeast(XcodeEra.mojaveControls, toolsVersion) && !XcodeEra.isAtLeast(XcodeEra.xcode26, toolsVersion)
    }

    /// A regular bordered push button drawn with the bezel before macOS 11's (saved before
    /// Xcode 12.2: a 32-point frame round a 21-point alignment rectangle, 4 above and 7 below,
    /// `AlignmentInsets`) centres its title in the rectangle's top 20 points, half a point
    /// above the rectangle's centre: a 13-point label baseline-aligned to one has its bottom
    /// 18 points below the rectangle's top in every such pair of the corpus and the fresh sets
    /// (br1sk 14113 twice, IGListKit 16097, ShadowsocksX-NG 15400, PostgresApp 10117: 4
    /// owners in both halves, none against), where centred text put it on the half point
    /// 18.5, and a tie rounded up the screen placed a button held only by its baseline a
    /// point high: PostgresApp's add-server sheet and KeepingYouAwake's update button on a
    /// check box's baseline (newmarcel 11762) are right now (`mac`, check half +2 views); no
    /// other view of the corpus or any fresh set changes. AccuracyLog, session 21, appkit25.
    static func isPushButtonWithRaisedTitle(_ view: View, platform: DocumentHeader.Platform, toolsVersion: Double?) -> Bool {
        guard platform == .macOS, view.elementName == "button", let cell = view.control.cell else { return false }
        guard cell.type == "push", AlignmentInsets.hasRegularRoundedBezel(cell) else { return false }
        return !XcodeEra.isAtLeast(XcodeEra.bigSurControls, toolsVersion)
    }

    /// A one-line AppKit label saved before Xcode 12.2 (macOS 11's controls): its first
    /// baseline is its last ("the baseline for the topmost line of text", Apple's
    /// `firstBaselineAnchor`; one line has one), measured from the bottom. Those labels are
    /// 17 high for 13-point text, a point more than the line the text is centred in, so
    /// measuring the first from the top put it a point higher than the last. Fresh
    /// documents of three owners agree (NetNewsWire's and Xit's labels on the first baseline
    /// of a 22-point bezeled field, 14490.70; jami's 11762 chain of labels on fields and
    /// labels): +6 views, none lost; no corpus view changes (its 17-point labels on a first
    /// baseline are all from 19529 on). Not from macOS 11: there a label stretched past its
    /// 16-point line keeps its first baseline below its top (AgoraIO's 18-point label,
    /// 19529: 10 views lost when this held in every era, Sequel-Ace's 24765 gained 3).
    /// A label holding two lines or more keeps its first baseline at the top.
    static func isOneLineAppKitLabelBefore11(_ view: View, storedHeight: Double?, pointSize: Double,
                                             platform: DocumentHeader.Platform, toolsVersion: Double?) -> Bool {
        guard isAppKitLabel(view, platform: platform), !XcodeEra.isAtLeast(XcodeEra.bigSurControls, toolsVersion) else { return false }
        guard let storedHeight, storedHeight.isFinite else { return true }
        return storedHeight < 2 * pointSize * lineHeight
    }

    /// Elements that show text and so have baselines of their own. NSTokenField is an
    /// NSTextField and its cell an NSTextFieldCell (Apple, Token Field Programming Guide,
    /// "Classes and inheritance"): its baselines are a text field's. Soduto's "To:" label
    /// and token field (11762), both 17 high at the same y and first-baseline aligned, are
    /// the only token field on a baseline in the corpus and the fresh sets (AccuracyLog,
    /// session 20, metric24).
    static let textElements: Set<String> = ["label", "textField", "button", "textView", "secureTextField", "searchField", "popUpButton",
                                            "comboBox", "segmentedControl", "tokenField"]

    /// An unbezelled NSTextField (a label): no border or bezel on its cell. A token field so
    /// drawn is one too (the same cell class, above).
    static func isAppKitLabel(_ view: View, platform: DocumentHeader.Platform) -> Bool {
        guard platform == .macOS, view.elementName == "textField" || view.elementName == "tokenField" else { return false }
        return view.control.cell?.borderStyle == nil && view.control.cell?.bezelStyle == nil
    }

    static func defaultPointSize(_ view: View) -> Double {
        switch view.elementName {
        case "button": return 15
        case "segmentedControl": return 13
        case "textField": return 14
        default: return 17
        }
    }
}
