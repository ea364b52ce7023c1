import SceneModel

/// One Interface Builder device (`<device id="retina6_12">`): its screen in points, scale,
/// safe-area insets, size classes and root margins per orientation.
public struct DeviceProfile: Sendable, Equatable {
    public var id: String
    public var portraitSize: Size
    public var scale: Double
    public var portraitInsets: EdgeInsets
    public var landscapeInsets: EdgeInsets
    public var portraitClasses: (width: SizeClass, height: SizeClass)
    public var landscapeClasses: (width: SizeClass, height: SizeClass)
    public var idiom: String

    public static func == (a: DeviceProfile, b: DeviceProfile) -> Bool { a.id == b.id }
}

/// Devices as Interface Builder names them, from `shared/devices.tsv` (sources and
/// confidence there and in `DEVICES.md`), with the corrections for the Xcode version that
/// saved a document: the insets IB drew depend on its SDK, not only on the device.
public enum DeviceTable {
    private static func phone(_ id: String, _ w: Double, _ h: Double, _ scale: Double, top: Double, bottom: Double, landscapeSide: Double, landscapeBottom: Double, regularInLandscape: Bool) -> DeviceProfile {
        DeviceProfile(id: id, portraitSize: Size(width: w, height: h), scale: scale,
                      portraitInsets: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                      landscapeInsets: EdgeInsets(top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide),
                      portraitClasses: (.compact, .regular),
                      landscapeClasses: (regularInLandscape ? .regular : .compact, .compact), idiom: "phone")
    }

    private static func pad(_ id: String, _ w: Double, _ h: Double, top: Double, bottom: Double) -> DeviceProfile {
        DeviceProfile(id: id, portraitSize: Size(width: w, height: h), scale: 2,
                      portraitInsets: EdgeInsets(top: top, bottom: bottom), landscapeInsets: EdgeInsets(top: top, bottom: bottom),
                      portraitClasses: (.regular, .regular), landscapeClasses: (.regular, .regular), idiom: "pad")
    }

    public static let devices: [DeviceProfile] = [
        phone("retina3_5", 320, 480, 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, regularInLandscape: false),
        phone("retina4_0", 320, 568, 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, regularInLandscape: false),
        phone("retina4_7", 375, 667, 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, regularInLandscape: false),
        phone("retina5_5", 414, 736, 3, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, regularInLandscape: true),
        phone("retina5_9", 375, 812, 3, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21, regularInLandscape: false),
        phone("retina6_1", 414, 896, 2, top: 48, bottom: 34, landscapeSide: 48, landscapeBottom: 21, regularInLandscape: true),
        phone("retina6_5", 414, 896, 3, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, regularInLandscape: true),
        phone("retina6_0", 390, 844, 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, regularInLandscape: false),
        phone("retina6_7", 428, 926, 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, regularInLandscape: true),
        phone("retina6_12", 393, 852, 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, regularInLandscape: false),
        phone("retina6_72", 430, 932, 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, regularInLandscape: true),
        phone("retina6_3", 402, 874, 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, regularInLandscape: false),
        phone("retina6_9", 440, 956, 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, regularInLandscape: true),
        pad("ipad9_7", 768, 1024, top: 20, bottom: 0),
        pad("ipad7_9", 768, 1024, top: 20, bottom: 0),
        pad("ipad10_2", 810, 1080, top: 20, bottom: 0),
        pad("ipad10_5", 834, 1112, top: 20, bottom: 0),
        pad("ipad10_9", 820, 1180, top: 24, bottom: 20),
        pad("ipad10_9rounded", 820, 1180, top: 24, bottom: 20),
        pad("ipad11", 834, 1194, top: 24, bottom: 20),
        pad("ipad11_0rounded", 834, 1194, top: 24, bottom: 20),
        pad("ipad12_9", 1024, 1366, top: 20, bottom: 0),
        pad("ipad12_9rounded", 1024, 1366, top: 24, bottom: 20),
        pad("ipad13_0rounded", 1032, 1376, top: 24, bottom: 20),
        // Apple TV (tvOS storyboards): a 1920 × 1080 screen at 1× (2× from Xcode 11,
        // `XcodeEra.appleTV4KCanvas`), whose safe area keeps clear of the television's
        // overscan, 60 points above and below and 80 at the sides.
        DeviceProfile(id: "appleTV", portraitSize: Size(width: 1920, height: 1080), scale: 1,
                      portraitInsets: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
                      landscapeInsets: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
                      portraitClasses: (.regular, .regular), landscapeClasses: (.regular, .regular), idiom: "tv"),
        // Mac Catalyst, "Optimize Interface for Mac" (`<device id="mac" renderMode="macOS"/>`,
        // UIUserInterfaceIdiom.mac): Interface Builder draws an 800 × 600 window content area
        // with no safe-area insets (duckduckgo's Main.storyboard, Xcode 13: a toolbar held to
        // the safe area's bottom ends at 600, a bar held to its top starts at 0). One file's
        // evidence: medium confidence.
        DeviceProfile(id: "mac", portraitSize: Size(width: 800, height: 600), scale: 2,
                      portraitInsets: .zero, landscapeInsets: .zero,
                      portraitClasses: (.regular, .regular), landscapeClasses: (.regular, .regular), idiom: "mac"),
    ]

    public static func device(_ id: String) -> DeviceProfile? { devices.first { $0.id == id } }

    /// The trait collection Interface Builder used for a device, orientation and the
    /// `toolsVersion` of the Xcode that saved the document.
    public static func traits(device: DeviceProfile, orientation: String, toolsVersion: Double?) -> TraitCollection {
        // A television has one screen shape: Xcode writes `orientation="landscape"` for
        // Apple TV or nothing (read as portrait), and both mean 1920 × 1080 (patchthecode's
        // and Provenance's tvOS storyboards store 1920-wide roots under either).
        let landscape = orientation == "landscape" && device.idiom != "tv" && device.idiom != "mac"
        let size = landscape ? Size(width: device.portraitSize.height, height: device.portraitSize.width) : device.portraitSize
        var insets = landscape ? device.landscapeInsets : device.portraitInsets
        let classes = landscape ? device.landscapeClasses : device.portraitClasses
        let homeButtonPhone = device.idiom == "phone" && device.portraitInsets.bottom == 0
        let notchedPhone = device.idiom == "phone" && !homeButtonPhone
        let withoutStatusBar = toolsVersion.map { XcodeEra.isCanvasWithoutStatusBar($0) } ?? false
        if device.idiom == "pad" && withoutStatusBar {
            // The same Xcodes drew iPads without a status bar, in either orientation, so
            // the safe area starts at the screen's top: edx's registration XIB (21225,
            // ipad9_7: a scroll view on the safe area's top at y = 0) and AdguardForiOS's
            // upsell XIB (17701, ipad10_9rounded: a close button 16 below the safe area's
            // top at y = 16, not 24 + 16). Before (artsy's energy, 14105; kiwix, AVAE) and
            // after (blink 22155, seafile 23504: bars at 20 and 24) the bar is drawn.
            insets.top = 0
        }
        if let tools = toolsVersion, !landscape {
            if homeButtonPhone && withoutStatusBar {
                // Xcode 10.2 to 14.1 drew home-button iPhones without a status-bar inset
                // (DEVICES.md: 14810–17147; the corpus adds 21507).
                insets.top = 0
            } else if !XcodeEra.isAtLeast(XcodeEra.iOS16Canvas, tools) && notchedPhone {
                // Before Xcode 14 every notched iPhone was drawn with a 44-point top inset:
                // retina6_1 and retina5_9 (many files), retina6_0 (Esri's export tiles,
                // 17506: a view on the safe area's top at y = 44) and retina6_7
                // (AdguardForiOS's onboarding, 19150: scroll views at y = 44).
                insets.top = 44
            } else if device.id == "retina5_9" && tools < 21700 && XcodeEra.isAtLeast(XcodeEra.iOS16Canvas, tools) {
                insets.top = 47
            }
            if XcodeEra.drawsNotchedPhoneInsetsTwice(tools) && notchedPhone {
                insets.top *= 2
                insets.bottom *= 2
            }
        }
        if device.idiom == "tv", let tools = toolsVersion, !XcodeEra.isAtLeast(XcodeEra.safeAreas, tools) {
            // Safe areas came with tvOS 11 (Xcode 9, toolsVersion 13000 on); before that
            // the whole screen was the layout area. From then on the legacy top and bottom
            // guides stand at the safe area's edges, as on iOS.
            insets = .zero
        }
        let statusBar: Double = device.idiom == "phone" && landscape ? 0 : (insets.top > 0 ? min(insets.top, 20) : 0)
        var traits = TraitCollection(
            widthClass: classes.width, heightClass: classes.height, size: size, safeAreaInsets: insets,
            statusBarHeight: device.idiom == "pad" ? (withoutStatusBar ? 0 : 20) : (homeButtonPhone ? statusBar : insets.top),
            scale: device.idiom == "tv" && XcodeEra.isAtLeast(XcodeEra.appleTV4KCanvas, toolsVersion) ? 2 : device.scale,
            deviceID: device.id, orientation: landscape ? "landscape" : "portrait", idiom: device.idiom)
        traits.screenWidth = size.width
        traits.toolsVersion = toolsVersion
        return traits
    }

    /// The system's minimum side margin for table cells (and, through `rootSideMargin`, root
    /// views): 16 on screens up to 375 points wide, 20 above (corpus: 16 at 320 and 375; 20
    /// at 390, 393, 600 and 768). 390 and 393 are the cases `devices.tsv` leaves open: with
    /// 16 there for everything (a cut above 393) 44 views of four projects disagreed
    /// (passforios 19, KeePassium 16, IBAnimatable 5, firebase's quickstart 4); with 16 for
    /// roots only (`rootSideMargin`, session 16) none of them is lost, so they stand on
    /// cells' margins, which take their table's width (session 15). Between 375 and 390 no
    /// table decides; ChatSecure's 380-point cell at the top of a XIB (16096, on a 414 phone
    /// whose 320-point cells of the same era show 16) takes 20, so 20 starts above 375 (no
    /// table of 376–380 points in the corpus or the fresh sets; session 17, cellmargin21).
    public static func systemSideMargin(width: Double) -> Double {
        width > 375 ? 20 : 16
    }

    /// A controller root's (or XIB top-level view's) side margin: as `systemSideMargin`,
    /// except at 390 and 393 points, where roots keep 16 while cells take 20. Two projects'
    /// roots show it: passforios's raw-password scene (mssun, 23504, legacy layout guides,
    /// 390 wide: a text view on both margins at x = 16, 358 wide) and a Clima copy
    /// (MichaelPNZ, 21507, safe areas, 393 wide: a stack on both margins at 16, 361 wide);
    /// no root of 390 or 393 points in the corpus or the fresh sets shows 20 (the 20s of
    /// `systemSideMargin` at those widths are table cells'), and IBAnimatable's 400-point
    /// root shows 20, so the cut lies between 393 and 400 (AccuracyLog, session 16, pool19).
    public static func rootSideMargin(width: Double) -> Double {
        width > 393 ? 20 : 16
    }

    /// A tvOS controller root's side margin beyond its safe area (80 at the sides) since
    /// tvOS 11's safe areas (Xcode 9, toolsVersion 13000 on): 30, so content on the margins
    /// stands 110 from the screen's sides, not the 100 that the system margin of wide iOS
    /// roots (20) would give. Two projects agree: cgoldsby's TvOSMoreButton (13189: a view on
    /// the leading margin + 80 at x = 190) and patchthecode's JTAppleCalendar tvOS example
    /// (14490, cross-device pair 278: two views on the leading margin at 110 and 313 = 110 +
    /// 203). PopcornTimeTV (15705) stores 106 (two views), which neither value explains; no
    /// file in the corpus or the pairs stores 100. Before safe areas the margin is 20 from
    /// the screen's edge (antenna 11542, artsy's Emergence 10117: 14 constraints). Controller
    /// roots only (`LayoutBuilder.computeMargins`): no tvOS XIB top-level view shows its margins.
    public static let televisionRootSideMargin = 30.0

    /// The canvas of documents saved without a device: Xcode 6 and 7's 600×600 Any/Any
    /// (or the root views' own stored size, when `size` is nil).
    public static let anyAnyCanvas = TraitCollection(widthClass: nil, heightClass: nil, size: nil,
                                                     safeAreaInsets: EdgeInsets(top: 20), statusBarHeight: 20,
                                                     scale: 2, deviceID: nil)

    /// Interface Builder's Any/Any canvas (width and height Any, as Xcode 6 and 7 edited
    /// documents) at `size`, for a document of any device: the canvas has a status bar and
    /// no device's safe area, as a device-less document's own canvas. The canvas pairs of
    /// `shared/xdevice` (documents saved for a device, then on the 600 × 600 canvas) put
    /// views pinned to the safe area's top 20 points down and those on its bottom at the
    /// canvas's edge, whatever the device before: `--size 600x600 --traits wAny,hAny`
    /// gains 71 views in 19 pairs of 2 projects (AdguardForiOS's notched retina6_1 and
    /// retina4_7 files, element-ios) and loses none (canvas pairs 70.23 → 77.59 %).
    public static func anyAnyCanvas(size: Size, header: DocumentHeader) -> TraitCollection {
        var canvas = anyAnyCanvas(for: header)
        canvas.size = size
        canvas.screenWidth = size.width
        return canvas
    }

    /// The Any/Any canvas in the document's era.
    static func anyAnyCanvas(for header: DocumentHeader) -> TraitCollection {
        var canvas = anyAnyCanvas
        canvas.toolsVersion = header.toolsVersionNumber
        // Xcode 6 laid its canvas out on whole points: its files hold no half-point values.
        if let tools = header.toolsVersionNumber, tools < 8000 { canvas.scale = 1 }
        // The Xcodes that drew home-button iPhones and iPads without a status bar (10.2 to
        // 14.1, `XcodeEra.isCanvasWithoutStatusBar`) drew the device-less canvas without
        // one too: its safe area starts at the top. Two projects, none against: Esri's
        // samples (155, 156, 163 of shared/xdevice, B saved at 17701 and 19529: map views
        // on the safe area's top stored at y = 0 in 600-point roots) and element-ios (071,
        // 17701: a scroll view on the safe area's top at y = 0). Files saved before 14800
        // keep the 20-point bar: element's 072 and 15 AdguardForiOS canvases (14460, 14490).
        // Cross-device canvas pairs: +6 views where A and B share the era, −8 in five
        // AdguardForiOS pairs whose B was re-saved by the older Xcode 10.1 (not in A).
        if let tools = header.toolsVersionNumber, XcodeEra.isCanvasWithoutStatusBar(tools) {
            canvas.safeAreaInsets = .zero
            canvas.statusBarHeight = 0
        }
        return canvas
    }

    /// Whether a device and orientation are the document's own configuration. A television
    /// and the Mac have one screen shape, so either orientation of the document's device is
    /// its own: Provenance's tvOS settings (14460, landscape), saved again as portrait,
    /// keep their split view's 634- and 1285-point columns.
    public static func isOwnConfiguration(_ header: DocumentHeader, device: DeviceProfile, orientation: String) -> Bool {
        guard let own = header.device, own.id == device.id else { return false }
        return own.orientation == orientation || device.idiom == "tv" || device.idiom == "mac"
    }

    /// The traits a document was saved with: its device and orientation, or the Any/Any canvas.
    public static func documentTraits(_ header: DocumentHeader) -> TraitCollection {
        if header.platform == .macOS {
            var traits = TraitCollection(size: nil, safeAreaInsets: .zero, statusBarHeight: 0, scale: 1, idiom: "mac")
            traits.toolsVersion = header.toolsVersionNumber
            return traits
        }
        if let device = header.device, let profile = self.device(device.id) {
            var own = traits(device: profile, orientation: device.orientation, toolsVersion: header.toolsVersionNumber)
            own.size = nil   // the document's own canvas: root views keep their stored size
            return own
        }
        // tvOS storyboards saved before Xcode 8 name no device, but Apple TV has one
        // screen: they are laid out on it, with no status bar (artsy's Emergence, 10117:
        // a stack 60 below the top guide at y = 60; Zen, realm's DownloadCache).
        if header.isTelevision, let television = self.device("appleTV") {
            var own = traits(device: television, orientation: "landscape", toolsVersion: header.toolsVersionNumber)
            own.size = nil
            return own
        }
        return anyAnyCanvas(for: header)
    }
}
