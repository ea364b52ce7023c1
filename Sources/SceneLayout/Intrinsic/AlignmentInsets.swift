import SceneModel

/// How far a control's frame extends beyond its alignment rectangle, the rectangle Auto
/// Layout positions. AppKit draws bezels and focus rings outside the alignment rectangle,
/// so a push button pinned 20 points from an edge has its frame 13 points from it.
/// Values measured on the corpus (top-down: top, left, bottom, right); see
/// `Documents/ACCURACY.md`. In UIKit only sliders, switches, segmented controls, bar-style
/// progress views and views drawing a symbol overhang theirs (`AlignmentInsets+UIKit`).
public enum AlignmentInsets {
    public static func insets(of view: View, platform: DocumentHeader.Platform, toolsVersion: Double? = nil) -> EdgeInsets {
        guard platform == .macOS else { return uiKitInsets(of: view) }
        // Xcode 26 and later (toolsVersion 24000+) save switches, segmented controls,
        // buttons, pop-up buttons and sliders with frames equal to their alignment rectangles
        // (corpus: coteditor, Rectangle; earlier files show the insets below).
        // Beta builds keep the older behaviour (`XcodeEra`).
        let modern = XcodeEra.isAtLeast(XcodeEra.xcode26, toolsVersion)
        let cell = view.control.cell
        // A symbol's padding around its glyph, measured by the stored frame, in every era.
        if let measured = SymbolImageOverhang.insets(of: view) { return measured }
        // A bordered small square button (the gradient "+"/"−" buttons under lists) draws
        // its 22-point frame a point above and below the 20 points it aligns; none at the
        // sides (Thor's and selfcontrol's list buttons, 19162 and a 15.0 beta: 9 constraints
        // to plain views, none against; OpenEmu's and SourceView-Swift's (13771) agree:
        // dev +2, check +11 views, none lost). So do pop-ups styled so (SourceView-Swift's
        // action pop-up, 13771), and both kept it in Xcode 26 (Sequel-Ace's preferences,
        // 24765: a 23-point height constraint in a 25-point frame, 24 in 26): check +3.
        if cell?.bezelStyle == "smallSquare", cell?.borderStyle != nil, ["button", "popUpButton"].contains(view.elementName) {
            return EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        }
        let bezel = cell?.bezelStyle
        let size = cell?.controlSize ?? "regular"
        if modern, drawsPreTahoePushButton(view) { return regularPushButtonFrom12_2 }
        if modern && ["switch", "segmentedControl", "popUpButton", "button", "slider"].contains(view.elementName) { return .zero }
        switch view.elementName {
        case "comboBox" where !modern:
            // Before Xcode 26 a combo box's frame reaches 3 past its alignment rectangle
            // after it (the arrow button's bezel) and 1 above it: Sequel-Ace's small ones
            // (17156: 60 × 17 constraints in 63 × 22 frames, 17 in from a trailing edge held
            // at 20) and notenik's regular ones (hbowie, 22505: 353 × 23 frames whose
            // alignment edges meet a bezeled field's leading and trailing edges, 10 under
            // it and 11 above the next). Before it and below, by size, one owner each: a
            // regular one 1 and 2 (notenik's two boxes agree), a small one 0 and 4
            // (Sequel-Ace's four). These are every combo box on a constraint before Xcode 26
            // in the corpus and the fresh sets; Aria2D's (24127) align on their frames.
            // AccuracyLog, session 20, metric24.
            switch view.control.cell?.controlSize ?? "regular" {
            case "regular": return EdgeInsets(top: 1, left: 1, bottom: 2, right: 3)
            case "small": return EdgeInsets(top: 1, left: 0, bottom: 4, right: 3)
            default: return .zero
            }
        case "textField", "secureTextField", "searchField", "tokenField", "comboBox":
            // Bezeled fields align on their bezel; labels inset their text by 2 on each side.
            let bezeled = cell?.borderStyle == "bezel" || cell?.isBezeled == true
                || view.elementName == "searchField" || view.elementName == "comboBox"
            // So do fields with a plain border or a background of their own (issue 10:
            // "borderless text fields that draw a background"): the 2-point inset is a bare
            // label's, whose alignment rectangle is its text. AgoraIO's channel fields
            // (14490), simplenote's bordered field (16097), pock's badge (18121), Aerial's
            // small bordered tags and iina-plus's fields (23727, 24127): dev +5, check +4
            // views in 5 projects, none lost.
            let framed = cell?.borderStyle == "border" || cell?.drawsBackground == true
            return bezeled || framed ? .zero : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case "button":
            if cell?.type == "check" || cell?.type == "radio" {
                // Before Xcode 26 check boxes overhang by a point above and below and two
                // before the box, none after the title (MonitorControl's check boxes filling
                // 470-point grid columns have 472-point frames); from then on none (Rectangle).
                if modern { return .zero }
                if size == "large" { return cell?.type == "check" ? largeCheckBox : largeRadioButton }
                // A small check box overhangs a point before its box and above, in every era
                // before Xcode 26 (Sequel-Ace 17156, HexFiend 22155: their frames sit 1
                // before leading constraints; +1 view, none lost). One drawn with the
                // earlier box, whose one-line frame is 18 points (16 from macOS 11), overhangs
                // 3 above, before and below and 2 after: MacDown's HTML preferences (12121:
                // 22 in from a regular check box and ending at its end, 8 under a small
                // pop-up), TableTool's accessories (13122: 8 after a small segmented control,
                // ending at another's end, centred on a small pop-up) and Scroll-Reverser's
                // debug window (7702: 8 above its superview's bottom); 3 projects, none
                // against. The stored height tells which box was drawn, as for push buttons
                // (`drawsPreTahoePushButton`): the SDK does not, the running macOS does.
                if size == "small", cell?.type == "check" {
                    // The earlier box is centred in its frame, 3 above as below: MacDown's
                    // small box 8 under a small pop-up (12121, whose bottom overhang is 3,
                    // above) and TableTool's centred on a small pop-up (13122) put its
                    // alignment rectangle's centre at the frame's.
                    return view.frame?.height == 18 ? EdgeInsets(top: 3, left: 3, bottom: 3, right: 2)
                                                    : EdgeInsets(top: 1, left: 1, bottom: 1, right: 0)
                }
                // Before Xcode 12.2's controls a check box overhangs 2 on every side
                // (MacDown, br1sk, shadowsocks, iglance, xamarin: 22 constraints to plain
                // views and labels, none against); radio buttons are not observed then and
                // keep the later values. 60 more views agree on the corpus.
                if cell?.type == "check", !XcodeEra.isAtLeast(XcodeEra.bigSurControls, toolsVersion) {
                    return EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
                }
                // A regular radio button of that time overhangs a point before its circle,
                // not two: Fluor's welcome choices (16096: in a vertical stack with a
                // 16-point leading edge inset, frames at x = 15) and Xit's tag panel
                // (14113: two buttons leading-aligned with a bezeled field at x = 98,
                // frames at 97). Simplenote's (19455, after Xcode 12.2) sit 2 before what
                // they align with, as the later value says. After the title it reaches 2,
                // as that time's check boxes do: Fluor's stack, as wide as its widest
                // button's rectangle plus the inset, is 245 points for a 232-point frame at
                // x = 15 (Xit's buttons end at inequalities: not observed there). Above
                // and below are not observed apart: the later values.
                if cell?.type == "radio", size == "regular", !XcodeEra.isAtLeast(XcodeEra.bigSurControls, toolsVersion) {
                    return EdgeInsets(top: 1, left: 1, bottom: 1, right: 2)
                }
                return EdgeInsets(top: 1, left: 2, bottom: 1, right: 0)
            }
            if let image = cell?.image, let overhang = imageOverhang[image] {
                // Borderless image buttons align on their image's alignment rectangle.
                let vertical = size == "small" ? overhang.small : overhang.regular
                return EdgeInsets(top: vertical, left: 0, bottom: vertical, right: 0)
            }
            if cell?.borderStyle == nil {
                // Otherwise a borderless button (`isBordered` off: no `borderStyle` on its
                // cell) draws no bezel, so its frame is its alignment rectangle. Bevel
                // buttons styled rounded or regular-square without a border (simplenote,
                // duckduckgo, Fluor, OpenEmu, pock, AgoraIO) were given the bezel's insets
                // and matched 3 of 25 times; this rule changes 19 views to agree, none to differ.
                return .zero
            }
            switch bezel {
            case "rounded":
                switch size {
                case "small":
                    // From Xcode 10 a small push button's frame is 27 points, not 28, and
                    // overhangs 7 below: selfcontrol's "View Blocklist" (19162) held 7 above
                    // its superview's bottom sits at y = 0; OpenEmu's (21507) agrees, and
                    // so does Cog's 27-point frame; SourceView-Swift (13771) and
                    // Scroll-Reverser (7702) keep 28-point frames and 6. Check +2 views,
                    // none lost (the development half has none of that era). xamarin's
                    // 27-point frame (14313) does not show its bottom: it tops a stack
                    // aligned on tops and reaches 3 above it where this row gives 4, the
                    // only such top in any set (pool21), so the top stays 4.
                    // At the sides it overhangs 5 before Xcode 12.2 and 6 after, the point
                    // the regular one grew there with the Big Sur bezel: Scroll-Reverser's
                    // (7702) pinned 7 from both edges are stored 2 in, xamarin's (14313),
                    // ending a stack 8 after a slider, 5 past the stack's ends; selfcontrol's
                    // (19162) pinned 13 from the end 7 in. Check +3 views (Scroll-Reverser's
                    // two and the check box after one), nothing lost in any set.
                    let side: Double = XcodeEra.isAtLeast(XcodeEra.bigSurControls, toolsVersion) ? 6 : 5
                    return EdgeInsets(top: 4, left: side, bottom: XcodeEra.isAtLeast(XcodeEra.mojaveControls, toolsVersion) ? 7 : 6, right: side)
                case "mini": return EdgeInsets(top: 0, left: 1, bottom: 1, right: 1)
                // A large push button's 40-point frame overhangs 6 on every side (Aerial,
                // pock, duckduckgo: 23 constraints, none against; 25 more views agree).
                case "large": return EdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
                default:
                    // Regular: 4 above and 6 at the sides before Xcode 12.2 (Tunnelblick,
                    // MacDown, br1sk, shadowsocks, simplenote, HexFiend, IGListKit, Helium,
                    // SwiftyStoreKit: 27 constraints), 5 and 7 after (13 projects); 7 below.
                    // 24 more views agree; RxSwift's, Tunnelblick's and MacDown's lose 13.
                    return XcodeEra.isAtLeast(XcodeEra.bigSurControls, toolsVersion)
                        ? regularPushButtonFrom12_2 : EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)
                }
            case "regularSquare":
                return bevelInsets(toolsVersion)
            case "helpButton" where size == "small":
                // A small help button's 18 × 19 frame: 18 × 18 before Xcode 12.2 (Fluor's
                // welcome row, 16096: a centred stack row 18 high, the button 8 after a check
                // box and ending at the stack's edge), 16 × 17 from then on, a point in at
                // each side (WWDC's preferences, 23504: the row of a first-baseline stack ends
                // a point inside the frame, and 8 after a label it starts a point in). The
                // regular button's insets (3 before) put both rows 2 to 4 points off.
                return XcodeEra.isAtLeast(XcodeEra.bigSurControls, toolsVersion)
                    ? EdgeInsets(top: 0, left: 1, bottom: 2, right: 1) : EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
            case "helpButton":
                // A 25-point help button aligns on a 20-point square: 3 before, 1 above, 2
                // after, 4 below. Three owners, each showing two sides, none against:
                // coteditor's go-to-line view (21223: 20 from its superview's leading edge
                // and bottom puts the frame at 17 and 16), hidden's preferences (dwarvesf,
                // 19142: ending a 230-point horizontal stack, its frame 2 past the stack's
                // end, 8 after a check box 3 in; centred on the row, its frame's centre 1.5
                // below the row's) and autopkgr's Slack view (lindegroup, `mac24`, 10117: 20
                // from its superview's trailing edge and 78 below its top, the frame 2 past
                // and 1 above); coteditor's integration pane (13771, read from the index)
                // shows 2 after and 1 above as well, and 3 below in Xcode 9.2 (in no set:
                // not split).
                // Corpus dev +12 views (dwarvesf), `mac24` +1 (lindegroup), no file worse in
                // any set; the check half has no such button (AccuracyLog, session 22, era26).
                return EdgeInsets(top: 1, left: 3, bottom: 4, right: 2)
            case "roundedRect":
                // A bordered round-rect button's 19-point frame (before Xcode 26) draws its
                // shadow a point below the 18 points it aligns: Sequel-Ace's progress sheet
                // (17701: bottom 11 above its superview's, stored at y = 10) and Fluor's
                // about window (16096: 8 under a label and 16 above the next view, 19 high
                // between them). These are all the constrained bordered round-rect buttons
                // of the corpus before toolsVersion 24000 (2 projects, none against); from
                // Xcode 26 their 18-point frames align on themselves (Mos, Sequel-Ace 24765).
                return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
            case "texturedRounded":
                // A bordered textured rounded button before Xcode 26 likewise reaches a point
                // further below what it aligns than above: Fluor's small "Show all" (16096:
                // a 19-point frame centred in a 26-point bar sits at y = 3, not 3.5) and
                // vimari's regular refresh button (17132: a 23-point frame centred in a
                // 40-point stack row at y = 8, not 8.5). These are all the constrained
                // bordered ones of that time (2 projects, none against); Sequel-Ace's small
                // and mini ones (19529) are held by their tops and keep their frames.
                // A regular one stored 25 points high (the older bezel) aligns its middle
                // 22: a point above, 2 below. irkit's launcher (5056: a 22-point height
                // constraint, 30 above its superview's bottom, stored 25 high at y = 28)
                // and relisten's Last.fm pane (9531: 10 under a field, its frame's top a
                // point above). Centring is as before (half a point low either way).
                if size == "regular", view.frame?.height == 25 {
                    return EdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
                }
                return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
            default:
                return .zero
            }
        case "popUpButton":
            // Measured against labels (AgoraIO 19529, iina 23094): a regular pop-up's 25-point
            // frame overhangs 1 above, 4 below, 3 before and 4 after; a small one 4 at the sides.
            // Before Xcode 12.2 a point less at each side: regular 2 before and 3 after
            // (MacDown, br1sk, AgoraIO 14490/15505, ooper-shlab: 22 constraints), small 3
            // before (MacDown, TableTool: 3 constraints). 10 more views agree.
            // From Xcode 10 until 12.2 a regular one overhangs 3 below, not 4: iglance's
            // pop-ups (17156) reach 3 below and 1 above the 21-point rows of their stacks,
            // AgoraIO's (14490 and 15505) sit a point higher over the views they are held
            // to; 16 views in 2 projects agree, none changes against. Before Xcode 10 the
            // 26-point frame overhangs 2 above and 3 below (`isRegularPopUpBeforeMojave`).
            if bezel == "regularSquare", cell?.borderStyle != nil { return bevelInsets(toolsVersion) }
            guard bezel == "rounded" else { return .zero }
            // NSPopUpButton is an NSButton: without a border (no `borderStyle`) it draws no
            // bezel and aligns on its frame, as borderless buttons do (the rule above, 6
            // projects). AgoraIO's borderless "bevel" pop-ups (14490): 21-point frames held
            // by 21-point constraints; dev +5 views, none lost.
            guard cell?.borderStyle != nil else { return .zero }
            if size == "large" { return largePopUpButton }
            let side = XcodeEra.isAtLeast(XcodeEra.bigSurControls, toolsVersion) ? 0.0 : 1.0
            let mojave = XcodeEra.isAtLeast(XcodeEra.mojaveControls, toolsVersion) && side > 0
            // A small one overhangs 2 above from Xcode 12.2 (HexFiend's preferences, 22155:
            // three 8-point gaps under labels land 2 into the frame; +10 views and its 12
            // ambiguity warnings gone; one project, the only such constraints in the corpus),
            // 1 before (TableTool, 13122). Before Xcode 12.2 a small one's 22-point frame
            // overhangs 1 above and 3 below its 18-point rectangle, not 4: MacDown's HTML
            // preferences (12121: two small pop-ups 9 apart have frames 5 apart) and the
            // small labels centred on small pop-ups in MacDown (12121) and TableTool
            // (13122), whose tops sit 3 below the pop-up's, the centre 10 from its top
            // (with 4 below it fell on a half point and rounded a point high). These are
            // all the constrained small bordered pop-ups of that era in the corpus:
            // dev +10 views (MacDown 5, TableTool 5), none lost; the check half has none.
            if size != "small", isRegularPopUpBeforeMojave(view, toolsVersion: toolsVersion) {
                return EdgeInsets(top: 2, left: 2, bottom: 3, right: 3)
            }
            return size == "small" ? EdgeInsets(top: side > 0 ? 1 : 2, left: 4 - side, bottom: side > 0 ? 3 : 4, right: 4 - side)
                                   : EdgeInsets(top: 1, left: 3 - side, bottom: mojave ? 3 : 4, right: 4 - side)
        case "segmentedControl":
            // A small one overhangs 2 below (iina's 21-point control: 16 points above the
            // label under it lands 2 below its frame; 12 above a box, 1 above its frame).
            // A regular momentary one (iina's "Load Subtitle…" control, in a file whose
            // root Xcode flagged misplaced; duckduckgo's, one view in the honest count)
            // overhangs 2 above and below and 3 at the sides (its 8-point gap to the next
            // control is 2 in frames), where selecting ones overhang 1 and 2 (three cases).
            // Its rectangle is 18 points high, 2 above the frame's bottom, in every era
            // before Xcode 26; what the frame holds above it is the stored height's measure
            // of the control drawn (as for push buttons, `drawsPreTahoePushButton`): 1 in
            // the 21-point frames of Fluor (16096) and iina (23094), none in TableTool's
            // 20-point ones (13122: its format bar's control held 8 from the bar's top
            // and bottom in a 34-point bar, as tall as a small pop-up's 18-point rectangle,
            // has a 20-point frame at y = 6). With 1 above, the 17-point rectangle put
            // TableTool's controls centred on labels on a half point, a tie rounded a
            // point up the screen, and its held one a point tall. Four files in three
            // owners agree; the change is TableTool's two format bars: dev +6 views, check
            // half unchanged (its one small control has a 21-point frame), none lost.
            if size == "small" {
                let above: Double = view.frame?.height == 20 ? 0 : 1
                return EdgeInsets(top: above, left: 2, bottom: 2, right: 2)
            }
            return cell?.trackingMode == "momentary" ? EdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
                                                                  : EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        case "slider":
            // The 28-point regular slider of Xcode 14–15 reserves 4 more points below its
            // track (iina's and AgoraIO's sliders: 12-point constraints to the next view
            // below land 6 points under the frame); the older 19/21-point one does not.
            // With tick marks above or below too, and large sliders (also 28 points): they
            // were held to 2 until simplenote's and Aerial's sliders with ticks above and
            // iina-plus's with ticks below showed 6 (dev +15 views, check +8, none lost).
            if let frame = view.frame, frame.width > frame.height, size == "regular" || size == "large", frame.height >= 26 {
                return EdgeInsets(top: 2, left: 2, bottom: 6, right: 2)
            }
            // Before Xcode 10 a regular slider with tick marks in a shorter frame (24 or 25
            // points) reaches only a point below what it aligns: producthunt's settings
            // (10116: a 22-point height constraint, 12 under a label, stored 25 high with
            // its top 2 above the gap's end) and KeepingYouAwake's battery slider (11762:
            // on its container's top, labels 4 under it start 3 below its frame). Both are
            // the only such constrained sliders of the corpus and fresh sets.
            if size == "regular", let ticks = cell?.numberOfTickMarks, ticks != "0",
               let frame = view.frame, frame.width > frame.height, frame.height < 26,
               !XcodeEra.isAtLeast(XcodeEra.mojaveControls, toolsVersion) {
                return EdgeInsets(top: 2, left: 2, bottom: 1, right: 2)
            }
            return EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case "switch":
            return EdgeInsets(top: 1, left: 2, bottom: 2, right: 2)
        case "stepper":
            // A regular stepper's 19 × 27 frame around the 13 × 22 its constraints size
            // (xamarin's inspector, 9532; MacDown's editor preferences, 12118): 3 at the
            // sides, 2 above and 3 below; from Xcode 26 its frame is that rectangle
            // (coteditor, Sequel-Ace). Dev +4 / −3 (MacDown), check +3.
            return size == "regular" && !modern ? EdgeInsets(top: 2, left: 3, bottom: 3, right: 3) : .zero
        case "progressIndicator":
            // A regular bar's 20-point frame overhangs its 18-point bar a point above and
            // below: duckduckgo's fire dialog (23504: 18 high in a 20-point frame) and pock's
            // widget installer (18122: 22 in 24); dev +1, check +1 view, none lost. From
            // Xcode 26 the bar aligns on its frame like the controls above (Aria2D's
            // 20-point bar, 24127, held in a stack by its frame). Spinners and small bars
            // are not observed so: none.
            let bar = view.control.style != "spinning" && !modern
            let regular = view.control.controlSize == "regular"
            return bar && regular ? EdgeInsets(top: 1, left: 0, bottom: 1, right: 0) : .zero
        case "colorWell":
            // macOS 13 redrew the color well (`NSColorWell.Style`, "macOS 13.0+"): from Xcode 14
            // its frame overhangs 2 above and below and 3 at the sides (HexFiend 22155: 36 × 15
            // constraints in a 42 × 19 frame; iina 23094: 21 × 21 in 27 × 25). Earlier wells
            // align on their frames: 10 wells sized by constraints equal to their frames in 3
            // projects (xamarin 9532, iGlance 17156, lifesaver 19455). Dev +7, check +9 views (CircleView's stack rows follow its well).
            return XcodeEra.isAtLeast(XcodeEra.venturaControls, toolsVersion) ? EdgeInsets(top: 2, left: 3, bottom: 2, right: 3) : .zero
        case "imageView":
            // A bezelled image well draws its frame 3 points outside the image.
            let style = cell?.imageFrameStyle
            return SymbolImageOverhang.isImageWell(style) ? EdgeInsets(top: 3, left: 3, bottom: 3, right: 3) : .zero
        case "box":
            let type = view.control.boxType
            if type == "custom" { return .zero }
            if type == "separator" {
                // A separator's 1-point line sits in a 5-point frame (4 of 5 height constraints).
                guard let frame = view.frame else { return .zero }
                return frame.width >= frame.height ? EdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
                                                   : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
            }
            // From Xcode 26 a box aligns on its frame like the controls above (Mos's and
            // Aria2D's titled boxes, 24127); its separators keep their line's margins.
            if modern { return .zero }
            // A box drawing its title at the top (the default `titlePosition`) starts its
            // frame at its alignment rectangle's top in every era: MacDown's 6254 and 12118
            // preferences, xamarin's 9532 samples, wonkwh's 14460 (top 20 and height 160
            // in a frame 20 down and 164 high), amake's 14490 (top 20, frame 20 down) and
            // pilotmoon's 15 beta (in stacks aligned at the top, frame at the top): 5 owners,
            // none against. An untitled box's frame overhangs 2 above it from Xcode 10
            // (Fluor, Sequel-Ace, OpenEmu, iina, simplenote; no untitled box with constraints
            // is older than 16096, so the bound stands on the titled ones before it).
            // Titled from Xcode 10 (AccuracyLog, session 19, box23): 3 files of 3 owners change.
            let untitled = view.control.boxTitlePosition == "noTitle"
            let top = untitled && XcodeEra.isAtLeast(XcodeEra.mojaveControls, toolsVersion) ? 2.0 : 0.0
            return EdgeInsets(top: top, left: 3, bottom: 4, right: 3)
        default:
            return .zero
        }
    }

    /// A regular push button's 32-point frame around its 20-point bezel, Xcode 12.2 until
    /// the 24xxx documents.
    static let regularPushButtonFrom12_2 = EdgeInsets(top: 5, left: 7, bottom: 7, right: 7)

    /// A regular bordered pop-up saved before Xcode 10 (`XcodeEra.mojaveControls`) draws a
    /// 26-point frame round a 21-point alignment rectangle, 2 above and 3 below it, not 1 and
    /// 4: PostgresApp's add-server sheet (10117: a pop-up 8 under a field and 8 over the next,
    /// its frame 2 above the first gap and 3 below the second), UPImageMacApp's preferences
    /// (chenxtdo, 10117: centred on a 17-point label at y = 70, not 69) and KeepingYouAwake's
    /// preferences (newmarcel, 11762: 16 under a label, 8 over a field). Its title stays
    /// where it was drawn in the frame (`TextMetrics`), so labels on its baseline do not move
    /// (ooper-shlab's 10116 browser window: a pop-up held only by its baseline). MacDown's
    /// preferences (12118) agree: four owners in three sets, none against (session 16,
    /// fresh-mac19 and pool19, who found it at the same time).
    static func isRegularPopUpBeforeMojave(_ view: View, toolsVersion: Double?) -> Bool {
        guard view.elementName == "popUpButton", let cell = view.control.cell, hasRegularRoundedBezel(cell) else { return false }
        return !XcodeEra.isAtLeast(XcodeEra.mojaveControls, toolsVersion)
    }

    /// A regular-size bordered cell of the rounded bezel (`bezelStyle="rounded"`): the
    /// standard push and pop-up buttons, whose frames and titles moved with the macOS eras
    /// (the rules above and below, `TextMetrics`' raised titles).
    static func hasRegularRoundedBezel(_ cell: ControlCell) -> Bool {
        cell.bezelStyle == "rounded" && cell.borderStyle != nil && cell.controlSize == "regular"
    }

    /// Whether a regular bordered push button in a 24xxx document still has the 32-point
    /// frame of the earlier bezel. In those documents push buttons are 24 points high and
    /// align on their frames (Aria2D, iina-plus, mac-mouse-fix, Sequel-Ace: 27 constraints
    /// to plain superviews, none against). But a control's metrics are the running
    /// macOS's, whatever the SDK (macOS 11 changed check boxes' alignmentRectInsets for
    /// every app it ran, from (2, 2, 2, 2) to (1, 2, 1, 0): lapcatsoftware.com, "Some BS
    /// AppKit notes", 2020), so Interface Builder draws with the AppKit of the macOS it
    /// runs on, and some 24xxx documents keep 32-point push buttons, whose frames
    /// overhang as before: mac-mouse-fix's license sheet and trial
    /// notification (24118.1, 24093.8: trailing and bottom 20 from the superview land 7
    /// outside the frame; 12 between two buttons is −2 in frames) and iina-plus's main
    /// window (24127: a 32-point button 7 before its stack's edge). The stored height is
    /// the measurement of the bezel the document was drawn with. Check half +3 views,
    /// development half and cross-device pairs unchanged (none there).
    static func drawsPreTahoePushButton(_ view: View) -> Bool {
        guard view.elementName == "button", let cell = view.control.cell, hasRegularRoundedBezel(cell),
              cell.type != "check", cell.type != "radio" else { return false }
        return view.frame?.height == 32
    }

    /// A bordered bevel control (`bezelStyle="regularSquare"` with a border: an NSButton of
    /// type bevel, or an NSPopUpButton styled so) before Xcode 26. Its frame overhangs its
    /// alignment rectangle 3 above, 4 below and 3 at the sides with macOS 11's controls:
    /// SDWebImage's "Clear" button (23094: a 26-point height constraint in a 33-point frame
    /// 20 above its superview's bottom, stored at y = 16) and DuckDuckGo's fire pop-up
    /// (23504: 235 × 30 constraints in a 241 × 37 frame, 55 from its superview's leading
    /// edge, stored at x = 52). Before them a point less: MacDown's editor pop-up (14109:
    /// a 25-point height in a 30-point frame, 5 above the bottom, stored at y = 2). These
    /// are all the bordered bevel controls of the corpus held by constraints before
    /// toolsVersion 24000 (3 projects, 3 files, none against); the value it replaces
    /// (1, 2, 1, 2) agreed with none of them. From Xcode 26 they align on their frames
    /// like the other controls (Mos's 24-point image buttons, mac-mouse-fix's 27-point
    /// button: their size constraints equal their frames). The cut is macOS 11's control
    /// redesign (`XcodeEra.bigSurControls`), where push buttons and pop-ups also grew a point.
    static func bevelInsets(_ toolsVersion: Double?) -> EdgeInsets {
        XcodeEra.isAtLeast(XcodeEra.bigSurControls, toolsVersion)
            ? EdgeInsets(top: 3, left: 3, bottom: 4, right: 3) : EdgeInsets(top: 2, left: 2, bottom: 3, right: 2)
    }

    /// Large controls (`NSControl.ControlSize.large`, macOS 11 and later), saved before
    /// Xcode 26. A large pop-up's 40-point frame overhangs 6 above and below and 5 at
    /// the sides (Aerial, 21223–23504: 23 constraints to plain views and labels, none
    /// against); a large check box's 22-point frame 2.5 above and below and 3 before
    /// (Aerial: 14 constraints), a radio button's also 3 after.
    static let largePopUpButton = EdgeInsets(top: 6, left: 5, bottom: 6, right: 5)
    static let largeCheckBox = EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0)
    static let largeRadioButton = EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 3)

    /// System images whose alignment rectangle is shorter than the image: how far the frame
    /// of a borderless button showing one overhangs it above and below. iina's reset buttons
    /// (toolsVersion 23094): 16-point height constraints in 21-point small frames, and
    /// regular ones 19 high around 13-point alignment rectangles. One project, 7 buttons, in
    /// a file whose root Xcode flagged misplaced (so the honest count sees none of them);
    /// without the row each of the 7 is reported misplaced where Xcode found it in place.
    /// The two with a height of their own are measured by `SymbolImageOverhang` first, which
    /// gives the same; the row still serves the five in a stack with no size of their own.
    static let imageOverhang: [String: (regular: Double, small: Double)] = [
        "NSRefreshFreestandingTemplate": (regular: 3, small: 2.5),
    ]
}
