import SceneModel

/// Interface Builder's behaviour changes with the Xcode that saved a document, which its
/// `toolsVersion` tells. Beta builds write the placeholder 32700.99.1234, which says
/// nothing of the era; their plug-in version does (`DocumentHeader.eraToolsVersion`: every
/// such document in the corpus names a 22684–22690 plug-in, an Xcode 15 beta). Where only
/// the placeholder is known they are read as before Xcode 26 (24000), as that plug-in says.
enum XcodeEra {
    static let betaPlaceholder = DocumentHeader.betaPlaceholder
    /// Xcode 26 (toolsVersion 24xxx; its documents were called "Xcode 15.3" here until the
    /// issue's Xcode 26 documents were recognised as the same): AppKit controls align on
    /// their frames; cell content views' vertical margins grow to 15; navigation bars are
    /// taller (`SimulatedBars`: bounded by 23727, haiwen and onevcat at 44, and 24127,
    /// firebase at 54).
    static let xcode26 = 24000.0
    /// Xcode 12.2 (17506), which came with macOS 11: AppKit's bezelled controls grew inside
    /// unchanged frames. Push buttons overhang (4, 6, 7, 6) before and (5, 7, 7, 7) after
    /// (small ones 5 at the sides before and 6 after),
    /// regular pop-ups 2 and 3 at the sides before and 3 and 4 after, check boxes 2 above
    /// and below before and 1 after (`AlignmentInsets`). Files saved by 6250–16097 show the
    /// old values (10 projects), 17701 and later the new (13 projects). Xcode 12.0 files
    /// disagree: iglance's check boxes (17156) are old, vimari's (17132) and Sequel-Ace's
    /// (17156) push buttons and pop-ups new; the cut was set from the development half
    /// (iglance) and costs those two 12 views.
    static let bigSurControls = 17500.0
    /// Xcode 14 (macOS 13 SDK, toolsVersion 21xxx): the redrawn color well
    /// (`NSColorWell.Style`, macOS 13.0+) overhangs its alignment rectangle (`AlignmentInsets`).
    /// Bounded by 19455 (lifesaver: none) and 22155 (HexFiend: 2 and 3); Apple's
    /// documentation dates the style, the corpus the metrics.
    static let venturaControls = 21000.0
    /// Xcode 10 (macOS 10.14, toolsVersion 14xxx): regular pop-up buttons overhang their
    /// alignment rectangles 3 below until Xcode 12.2, 4 before (`AlignmentInsets`). Untitled
    /// boxes overhang 2 above from here; the earliest constrained one is 16096 (Fluor), so
    /// for them the bound is only an upper one (titled boxes never do: box23's log).
    static let mojaveControls = 14000.0
    /// Xcode 10.2 to 14.1 (toolsVersion 14800 up to 21600) drew the canvas of home-button
    /// iPhones and of iPads without a status bar (DEVICES.md: 14810–17147; the corpus adds
    /// 21507 on iPhones, 17701 and 21225 on iPads; 14490 and 22155 draw it).
    static func isCanvasWithoutStatusBar(_ tools: Double) -> Bool { tools >= 14800 && tools < 21600 }
    /// Xcode 11 (iOS 13): table rows inset by 16 rather than 15.
    static let tableInsets13 = 15000.0
    /// Xcode 12 (toolsVersion 17xxx): from here a plain table that is not its controller's
    /// root insets its rows by the system margin (16), no longer 15 (`LayoutBuilder.margins(of:)`).
    /// Bounded by the evidence: Xcode 11.4 (NYPL's 16096) insets 15; Xcode 13–14's subview
    /// tables store 16 or both (keepassium 21701, edx 21507).
    static let subviewTablesAtSystemMargin = 17000.0
    /// Xcode 10.2 (the canvas of `isCanvasWithoutStatusBar`): from here until
    /// `subviewTablesAtSystemMargin` a cell at the top of a XIB that preserves its superview's
    /// margins, with a content view preserving the cell's, is inset 15 at the sides
    /// (`LayoutBuilder.isPreservingTopLevelCellInHostTable`). Bounded by 14490 (passforios:
    /// 16) and 14868 (passforios: 15); the cut is put with Xcode 10.2's canvas change.
    static let preservingTopLevelCellsAt15 = 14800.0
    /// Xcode 11 on draws the Apple TV canvas at 2×, the Apple TV 4K's scale (tvOS 11's
    /// `TVContentItemImageTrait.screenScale2x`), so tvOS frames round to half points:
    /// PopcornTimeTV (15705: 29 half-point frames, a container at 586.5 and 747 wide, solved
    /// 586⅔ to 1333⅓), Provenance (shared/xdevice 283-B, 16097: 1285.5-wide columns),
    /// WizaXxX (20037: 6 views, exact only at 2×), gizmeoninc (21507) and Windscribe (the
    /// Xcode 26 beta's placeholder) store halves; 1× before: uds-se and TryFetch (9059–9060),
    /// JJC1138 (9531: 70.5 stored 71), Zen (10116), antenna (11542: 1102.5 stored 1103),
    /// PopcornTimeTV's 12121 button and TvOSMoreButton (13189: 339.5 stored 340) store only
    /// whole points where 2× gives halves. Bounded by 13189 and 15705; the documents between
    /// (13771–15505) hold no view that tells, so the cut is put with Xcode 11's other changes.
    /// Changes one view within half a point (PopcornTimeTV's container, corpus check half)
    /// and makes 37 more frames of those three owners' documents exact (130 → 167); no
    /// other set or cross-device pair moves (AccuracyLog, session 19, round23).
    static let appleTV4KCanvas = 15000.0
    /// Xcode 11 (iOS 13): a modal presentation's automatic style is a sheet on iPhone.
    static let automaticSheets = 15000.0
    /// Xcode 13 (iOS 15, sheets with detents): sheets drawn without the home indicator's
    /// inset. Bounded by 18122 (element, Esri: inset kept) and 22505 (bitwarden: none).
    static let sheetsWithoutHomeIndicator = 19000.0
    /// Xcode 14 (iOS 16): notched iPhones drawn with their own top insets instead of 44
    /// for all (`DeviceTable`), and sheets on them 10 points below the screen's top, not 10
    /// below the safe area (`SheetTop`; bounded by 19455, bitwarden: 54, and 22505,
    /// bitwarden: 10).
    static let iOS16Canvas = 21000.0
    /// Xcode 9 to 14.0 drew a XIB's freeform top-level view (not File's Owner's view)
    /// without the status bar (`LayoutBuilder.isFreeformViewDrawnWithoutStatusBar`) and, from
    /// Xcode 11 (`freeformViewsAtScreenTop`), clear of the home indicator; from 10.2 the whole
    /// home-button canvas is without the status bar (`isCanvasWithoutStatusBar`). Xcode 15
    /// draws it (VLC, 23504); the cut is put with Xcode 14's other canvas change
    /// (`iOS16Canvas`), bounded by 14460 (olvid: none) and 23504 for the status bar, 19455
    /// (Apps-Inc: none) and 21507 (wakmusic: one) for the home indicator.
    static let freeformViewsOnDevice = 21000.0
    /// Xcode 11 to 14.0 drew a XIB's freeform top-level view that fits the screen's width at
    /// the screen's top, clear of the home indicator (`LayoutBuilder.makeRootSafeAreaInsets`);
    /// Xcode 10 kept the indicator's inset. Bounded by 14490 (FoodApp's tab bar, 389 wide on
    /// an iPhone XR: 34) and 15505 (narugit's footer, 414 on an iPhone 11: 0).
    static let freeformViewsAtScreenTop = 15000.0
    /// Xcode 16 on (toolsVersion 23727 and later, not the Xcode 15 betas' placeholder) draws
    /// a notched iPhone's canvas in portrait with its safe area inset twice, top and bottom:
    /// 118 and 68 on the iPhone 15 (`retina6_12`, 59 and 34 at run time). Three projects
    /// agree and none disagrees: seafile's folder views (23727: five navigation bars at
    /// y = 118, a table 64 above the top guide's bottom at y = 98 and ending 117 above the
    /// screen's bottom, a tab bar's 49 over 68), firebase's database example (24127: a
    /// navigation bar at y = 118) and VLC's donation XIB (24506: a scroll view 20 above the
    /// safe area's top at y = 98 and on its bottom 68 above the screen's). Bounded below by
    /// 23504 (AgoraIO's examples, retina6_12: views on the safe area's top at 59; KeePassium).
    /// The corpus holds no other notched iPhone saved by these Xcodes; the rule is read as
    /// the canvas's, not one device's, since nothing about the iPhone 15 explains it.
    static let xcode16 = 23700.0
    static func drawsNotchedPhoneInsetsTwice(_ tools: Double) -> Bool {
        tools >= xcode16 && tools < betaPlaceholder
    }
    /// Xcode 9 (iOS and tvOS 11): safe areas; layout margins inset from them.
    static let safeAreas = 13000.0
    /// Xcode 6 (toolsVersion 6xxx): AppKit's pixel ties round up the screen and right from
    /// here; Xcode 5 rounded them down and left (`FrameExtractor.appKitTiesDownTheScreen`).
    /// Bounded by 5056 (irkit: down) and 6246 (xamarin's VisualEffectPlayground: 4 views up;
    /// nvzqz's 7706 AboutWindow: 3).
    static let xcode6 = 6000.0
    /// Xcode 7 (iOS 9 SDK, toolsVersion 8xxx): root views wider than an iPhone 6 get the
    /// 20-point side margin; Xcode 6 (4xxx–7xxx) gave every root 16
    /// (`DeviceTable.systemSideMargin`). Xcode 6.4's last files (7702) show 16, Xcode 7.0's
    /// first (8191) 20, on the same 600-point canvas.
    static let xcode7 = 8000.0
    /// Interface Builder judges a view's ambiguity in its superview's coordinates (as
    /// `FrameAmbiguity` does): a view its constraints fix inside a superview that is open
    /// only in position is not flagged. Before, it judged in the window: awslabs' Polly
    /// sample (11542, Xcode 8.1) flags the picker, field and button of a stack whose only
    /// vertical constraint is `top >= guide`, each fixed in the stack. Xcode's flags agree
    /// across projects: up to 11542, 21 of the 23 subviews of flagged views are flagged
    /// (artsy's Emergence 16 of 17, Polly 3, ooper-shlab's HMCatalog 1, xamarin's
    /// MacControls 1 of 2); from 11762 on, 35 of 151 (20 owners; xamarin's SourceWriter,
    /// 11762, flags two box content views and none of their 10 subviews). Judged in the
    /// window, documents from 14460 on would gain 102 reports on views Xcode does not flag
    /// (12 owners: PopcornTimeTV, AdguardForiOS, simplenote, CodeEdit, corona-warn-app,
    /// hidden, Aerial, DuckDuckGo, Lockdown, mac-mouse-fix, Rectangle, AgoraIO) and one it
    /// flags (skedgo's alert cell, a beta of Xcode 15). The cut is the first version whose
    /// flags say superview; no report on any set depends on where it lies between 11542
    /// and 14460. AccuracyLog, session 20, amb24.
    static let ambiguityInSuperview = 11762.0
    /// Xcode 10 on flags the holding view ambiguous where the document's required constraints
    /// cannot keep a held size (a top-level cell's content view, a XIB's or scene's root:
    /// `SceneLayoutEngine.reportSizesGivenUpInConflicts`); before, Interface Builder broke
    /// a constraint of the document and flagged nothing. Not flagged: wl-tsui's input cell
    /// (12121), Billionapp's contact cell (13529), JasF's alert view (14109), omgnetwork's
    /// balance cell (14113, `new26`). Flagged: every such conflict from 14313 on (tvmaze
    /// 14313, GSEWallet 14460, kindnesswall, gnosis and communcom 14490, PopcornTimeTV 15705,
    /// AdguardForiOS 19162, Sprite-Pencil 21179, Windscribe's beta). Against: habitio's cell
    /// (12121) flags its content view in a conflict through its layout margins, which the
    /// rule does not count at any era. The cut puts Xcode 10's betas (14269) with its
    /// release; nothing between 14113 and 14313 tells.
    /// AccuracyLog, session 22, amb26.
    static let heldSizesGivenUpFlagged = 14200.0

    /// Whether the document was saved by `version` or later.
    static func isAtLeast(_ version: Double, _ toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        if toolsVersion >= betaPlaceholder { return version < xcode26 }
        return toolsVersion >= version
    }
}
