import SceneModel

/// Margins and safe-area insets of every view: how they are computed (`computeMargins`,
/// `computeSafeAreaInsets`, the table cells' margins), and kept once per builder. They
/// depend only on the view, the traits and the frames the builder reads (stored, or the
/// previous pass's), all fixed for its lifetime. A view that preserves its superview's margins asks for the
/// superview's, so without this each view recomputed its chain of ancestors, and the same
/// insets were computed again for `configure`, for guides and for the question whether
/// another layout pass is needed (`hasSameGeometryDependentInsets`).
extension LayoutBuilder {
    /// `computeMargins(of:)`, kept. `asRead` false: the margins are not (yet) read by a
    /// rule (stored in the view's item, which marks its own reads; asked by an inner
    /// view's margins, which are compared themselves; asked by the pass decision).
    func margins(of view: View, asRead: Bool = true) -> EdgeInsets {
        let key = ObjectIdentifier(view)
        if asRead { viewsWithMarginsRead.insert(key) }
        if let known = marginsByView[key] { return known }
        let margins = computeMargins(of: view)
        marginsByView[key] = margins
        return margins
    }

    /// `computeSafeAreaInsets(of:)`, kept. `asRead` as for `margins(of:asRead:)`.
    func safeAreaInsets(of view: View, asRead: Bool = true) -> EdgeInsets {
        let key = ObjectIdentifier(view)
        if asRead { viewsWithSafeAreaInsetsRead.insert(key) }
        if let known = safeAreaInsetsByView[key] { return known }
        let insets = computeSafeAreaInsets(of: view)
        safeAreaInsetsByView[key] = insets
        return insets
    }

    /// How far the root's unsafe area reaches into a view (from its frame in the previous
    /// layout pass: see `geometry`). Through `safeAreaInsets(of:)`, which keeps them.
    func computeSafeAreaInsets(of view: View) -> EdgeInsets {
        if view.id == root.id { return rootSafeAreaInsets }
        guard let frame = currentFrame(of: view) else { return .zero }
        let safe = rootSafeRect
        var insets = EdgeInsets(
            top: max(0, min(frame.height, safe.y - frame.y)),
            left: max(0, min(frame.width, safe.x - frame.x)),
            bottom: max(0, min(frame.height, (frame.y + frame.height) - (safe.y + safe.height))),
            right: max(0, min(frame.width, (frame.x + frame.width) - (safe.x + safe.width))))
        if isInTableCell(view) || enclosingScrollView(of: view) != nil {
            // A table view adjusts its content inset by the safe area
            // (contentInsetAdjustmentBehavior .automatic, the default), so its rows scroll
            // clear of the bars: a cell's stored y is in content coordinates and never sits
            // under them. Vertical safe-area insets are zero inside cells.
            // A plain scroll view's content likewise: Apple, `UIScrollView.adjustedContentInset`
            // ("the safe area insets are then added to the values in contentInset") and
            // `.automatic` ("content is always adjusted vertically" under a navigation or tab
            // bar controller). corona-warn-app's trace-location form (21225: explicit margins
            // on views down a 13,455-point content view on a notched phone, which took the
            // home indicator's inset and grew the stacks fourfold, +11 views) and
            // hpi-schul-cloud's news detail (`ios24`, 14490: a content view on the top margin
            // under a 64-point bar, stored 8 below the content's top, +2). No file in any set
            // loses. AccuracyLog, session 20, pool24.
            insets.top = 0
            insets.bottom = 0
        }
        return insets
    }

    /// The nearest plain scroll view `view` lies in the content of, below the root and not
    /// through a table cell, that adjusts its content inset by the safe area (not written
    /// `contentInsetAdjustmentBehavior="never"`).
    func enclosingScrollView(of view: View) -> View? {
        var current = view.parent
        while let node = current, node.id != root.id {
            if node.elementName == "tableViewCell" { return nil }
            if isContentAdjustingScrollView(node) { return node }
            current = node.parent
        }
        return nil
    }

    func isContentAdjustingScrollView(_ view: View) -> Bool {
        view.elementName == "scrollView" && view.adjustsContentInsetForSafeArea
    }

    /// Whether `view` is a table-view cell or lies inside one.
    func isInTableCell(_ view: View) -> Bool {
        var current: View? = view
        while let node = current, node.id != root.id || node.elementName == "tableViewCell" {
            if node.elementName == "tableViewCell" { return true }
            current = node.parent
        }
        return false
    }

    /// Layout margins in absolute terms (left/right), including the safe area when the view
    /// insets its margins from it (the default). Through `margins(of:)`, which keeps them.
    func computeMargins(of view: View) -> EdgeInsets {
        let rtl = direction(for: view) == .rightToLeft
        var margins: EdgeInsets
        // A cell's content view keeps the margins its cell gives it, not ones written on it:
        // LoopKit's bolus cell (xib19, 14490: 8, 15, 8, 8 written, its views stored 11 and 20
        // in) and covpass's action cell (xib21, 17701: zeros written, stored 11 and 20 in),
        // the only two content views in the corpus and every fresh set with margins written
        // and views on them (AccuracyLog, session 20, stale24).
        if let explicit = view.layoutMargins, view.elementName != "tableViewCellContentView" {
            margins = explicit
            if explicit.isDirectional && rtl { swap(&margins.left, &margins.right) }
        } else if isControllerRoot(view) || isXIBTopLevelView(view) {
            // The root's own width decides, not the screen's: a freeform 815-point root on an
            // iPhone 8 gets 20 (artsy/eidolon, 37 constraints), a 400-point one 20
            // (IBAnimatable), a 240.5-point one on an iPad 16 (ooper-shlab), a 375-point one
            // on an iPhone 11 16 (patchthecode); 0 of 240 root-margin constraints in the
            // corpus disagree outside Xcode 6's 600 canvas.
            var side = DeviceTable.rootSideMargin(width: rootLayoutSize.width)
            if let tools = traits.toolsVersion, !XcodeEra.isAtLeast(XcodeEra.xcode7, tools), !document.header.isTelevision {
                // Xcode 6 (toolsVersion below 8000) gave root views 16 points at every width:
                // youtube-ios-player-helper's 600 × 600 canvas (6751: 8 constraints on the
                // margins, views at x = 16 and 568 wide) and the fresh set's WatchTV (7702,
                // another owner: a label on both margins of a 600-point root, 16 and 568).
                // Xcode 7's files on the same canvas show 20 (acton393 and awslabs, 8191:
                // 24 constraints). Corpus check half +6 views (youtube: 4 on the margins, 2
                // placed from them), dev 0, none lost; fresh set +1 (WatchTV); cross-device
                // unchanged. Only the 600-point canvas is evidenced (wider Xcode 6 roots: none).
                side = 16
            }
            if document.header.isTelevision, isControllerRoot(view), let tools = traits.toolsVersion,
               XcodeEra.isAtLeast(XcodeEra.safeAreas, tools) {
                // Controller roots only: no tvOS XIB top-level view in the corpus shows its margins.
                side = DeviceTable.televisionRootSideMargin
            }
            margins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        } else if view.elementName == "tableViewCellContentView" {
            let table = view.parent?.parent.flatMap { $0.elementName == "tableView" ? $0 : nil }
            margins = tableCellContentMargins(tableWidth: table.flatMap { currentFrame(of: $0)?.width }
                ?? topLevelCellWidth(ofContentView: view))
            if insetsRowsAt15(contentView: view, systemSide: margins.left) {
                margins.left = 15
                margins.right = 15
            }
            // A cell with an accessory ends its content view before it, and the content
            // view keeps only 8 points on that side: RocketChat's preferences (14490,
            // disclosure indicators: labels 8 short of a 341-point content view), Esri's
            // content-display cells (20037, detail disclosure: a stack 8 short of 357) and
            // passforios (23504, a detail button in an inset-grouped table).
            if let cell = view.parent, cell.elementName == "tableViewCell", cell.hasCellAccessory {
                if rtl { margins.left = 8 } else { margins.right = 8 }
            }
        } else {
            margins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        // Before iOS 11 (Xcode 9, toolsVersion 13000) margins knew nothing of the status bar.
        let sdkHasSafeAreas = traits.toolsVersion.map { XcodeEra.isAtLeast(XcodeEra.safeAreas, $0) } ?? true
        if view.insetsLayoutMarginsFromSafeArea && sdkHasSafeAreas {
            let safe = safeAreaInsets(of: view, asRead: false)
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        if let frame = frameInParent(view) {
            if view.preservesSuperviewLayoutMargins, let parent = view.parent, let parentFrame = currentFrame(of: parent) {
                // The superview's margins reach in where they are wider than this view's.
                let outer = self.margins(of: parent, asRead: false)
                // A row sits below its table's adjusted content inset (the safe area's top,
                // `safeAreaInsets(of:)`), not at its stored y in content coordinates, so the
                // table's top margin, safe area included, does not reach into its first rows.
                // passforios's commit-log and password cells (Xcode 14, rows 50 down a table
                // under a 91-point safe area, labels on the top margin at 11): +4 views, the
                // only ones in the corpus that change.
                // A plain scroll view's content sits below its adjusted content inset the same
                // way (hpi-schul-cloud, `ios24`: the root's 72-point top margin reaches 8 into
                // a content view under a 64-point bar; session 20, pool24).
                let rowOffset = (view.elementName == "tableViewCell" && parent.elementName == "tableView") || isContentAdjustingScrollView(parent)
                    ? safeAreaInsets(of: parent, asRead: false).top : 0
                margins.top = max(margins.top, outer.top - frame.y - rowOffset)
                margins.left = max(margins.left, outer.left - frame.x)
                margins.bottom = max(margins.bottom, outer.bottom - (parentFrame.height - frame.y - frame.height))
                margins.right = max(margins.right, outer.right - (parentFrame.width - frame.x - frame.width))
            }
            if view.layoutMarginsFollowReadableWidth {
                // The readable width (672 points for the default text size) centred.
                let inset = (frame.width - Self.readableWidth) / 2
                margins.left = max(margins.left, inset)
                margins.right = max(margins.right, inset)
            }
        }
        return margins
    }

    static let readableWidth = 672.0

    /// Whether a table cell's content view is inset 15 at the sides, where its system side
    /// margin (`systemSide`, `tableCellContentMargins`) gives more. Three cases:
    func insetsRowsAt15(contentView view: View, systemSide: Double) -> Bool {
        guard let tools = traits.toolsVersion, let cell = view.parent else { return false }
        let table = cell.parent.flatMap { $0.elementName == "tableView" ? $0 : nil }
        // In a table, a content view that preserves its superview's margins (the cell's,
        // which follow the table's) is inset 15 from the sides in Xcode 9 and 10 files
        // (iOS 11 and 12 tables inset rows 15), where the system margin would give 16:
        // ChatSecure (13771, 6 constraints) and RocketChat (14460, 5) agree; none in a
        // table disagrees in a way the honest measure sees. Content views that do not
        // preserve keep 16 (Ramotion 13771, PopcornTimeTV 14460). Cells at the top of
        // a XIB have no table (the third case). Honest agreement +13 views (ChatSecure +6,
        // development half; RocketChat +7, check half), none lost.
        if view.preservesSuperviewLayoutMargins, table != nil, systemSide == 16,
           XcodeEra.isAtLeast(XcodeEra.safeAreas, tools), !XcodeEra.isAtLeast(XcodeEra.tableInsets13, tools) {
            return true
        }
        // A plain table that is not its controller's root view insets its rows 15 where the
        // system margin would give 16, whether or not the content view preserves its cell's
        // margins: UIKit gives the system minimum margins only to a controller's root view
        // (UIView.layoutMargins), and a table insets its cells by its own margins
        // (UITableView.SeparatorInsetReference.fromAutomaticInsets). Four projects' plain
        // tables inside a root view agree, Xcode 9 to 11.4: ChatSecure (13771) and RocketChat
        // (14460), preserving (the case above), HochschuleHof (13529, ios19) and NYPL (16096,
        // ios22), not preserving; tables that are a controller's root keep 16 (NineAnimator,
        // home-assistant, Esri, keepassium, PopcornTimeTV, freeotp, googleads). Until Xcode 12:
        // the later subview tables store 16 or both (keepassium 21701, edx 21507).
        // AccuracyLog, session 18 (fresh-ios22).
        if let table, table.tableStyle == .plain, !isControllerRoot(table), systemSide == 16,
           XcodeEra.isAtLeast(XcodeEra.safeAreas, tools), !XcodeEra.isAtLeast(XcodeEra.subviewTablesAtSystemMargin, tools) {
            return true
        }
        // A preserving cell at the top of a XIB in Xcode 10.2–11.x, whatever its width
        // (`isPreservingTopLevelCellInHostTable`).
        return isPreservingTopLevelCellInHostTable(contentView: view) && systemSide > 15
    }

    /// The width a cell at the top of a XIB (no table around it) lays its content view's side
    /// margins out by: its own, as a cell in a table takes its table's, not the screen's
    /// (`tableCellContentMargins`), where the cell is 320 points or narrower or wider than 375.
    /// Xcode's own frames, toolsVersion 13771–20037: 16 for 320-point cells on a 414-point
    /// iPhone (woocommerce 17701, QuickBlox's samples 15705 to 20037, four files; ONLYOFFICE
    /// 20037 in `xib22`, found after the rule) and on a 1024-point iPad (ProtonVPN 14313), 20
    /// for a 380-point cell on the same 414 phone (ChatSecure 16096, the same era as
    /// QuickBlox's) and a 595-point one on a 375 phone (Pisth 13771); the same wherever the
    /// two widths agree (tilltue, passforios, BankWallet, Monal, openHAB). A cell between 321
    /// and 375 points keeps the screen's: Zatch's 360-point cell on the 414 phone (19529,
    /// `xib22`: a collection view 20 past the trailing margin ends at the cell's edge, 20)
    /// and firebase's quickstart (24127: 339 points on a 393 phone, 20); no cell of that
    /// width on a wider screen shows 16. It gains 14 views and loses none: ProtonVPN 2
    /// (corpus, check half), woocommerce 2 (`xib19`), Pisth 2 (`ios20`), QuickBlox 4
    /// (`cell21`), ONLYOFFICE 4 (`xib22`); Zebra's preserving 416-point cell (16096, `cell21`)
    /// moves from 16 to 20 where Xcode shows 15 (2 views, wrong either way); ChatSecure's 9
    /// stay right through `systemSideMargin`'s cut above 375. Not applied from Xcode 26
    /// (firebase's is the one case, and the screen's width gives it either way). nil: not
    /// such a content view, a cell between 321 and 375 points, or Xcode 26 on. AccuracyLog,
    /// session 17 (cellmargin21) and session 18 (audit22).
    func topLevelCellWidth(ofContentView contentView: View) -> Double? {
        guard let cell = contentView.parent, cell.elementName == "tableViewCell", cell.parent == nil,
              document.header.kind == .xib,
              let tools = traits.toolsVersion, !XcodeEra.isAtLeast(XcodeEra.xcode26, tools),
              let width = currentFrame(of: cell)?.width else { return nil }
        return width <= 320 || width > 375 ? width : nil
    }

    /// Whether `contentView` belongs to a cell at the top of an iOS XIB that preserves its
    /// superview's margins, as its content view preserves the cell's, saved by Xcode 10.2 to
    /// 11.x (`XcodeEra.preservingTopLevelCellsAt15` up to `subviewTablesAtSystemMargin`).
    /// Such a cell has no superview in the document; Interface Builder's canvas inset its
    /// content 15 at the sides, where the same Xcodes put a plain subview table's rows
    /// (`margins(of:)`), whatever the cell's width: passforios's title cell (14868, 320 points:
    /// an image on the leading margin at x = 15, two labels on the trailing one ending at 305)
    /// and Zebra's source cell (16096, 416 points with a disclosure indicator: an image view on
    /// the leading margin at x = 15, where the cell's width alone gives 20). Bounded by passforios's own cells either side,
    /// three at 14490 and three at 21507, all preserving and at 16; cells whose own margins
    /// are not preserved keep the system's in those Xcodes (QuickBlox 15705, Monal 15505,
    /// openHAB 14460, LoopKit 14490). AccuracyLog, session 20, era24.
    func isPreservingTopLevelCellInHostTable(contentView: View) -> Bool {
        guard contentView.preservesSuperviewLayoutMargins,
              let cell = contentView.parent, cell.elementName == "tableViewCell", cell.parent == nil,
              cell.preservesSuperviewLayoutMargins, document.header.kind == .xib,
              let tools = traits.toolsVersion else { return false }
        return XcodeEra.isAtLeast(XcodeEra.preservingTopLevelCellsAt15, tools)
            && !XcodeEra.isAtLeast(XcodeEra.subviewTablesAtSystemMargin, tools)
    }

    /// A table cell's content view: 8 all round until Xcode 8; from iOS 11 (Xcode 9) the
    /// system side margin with 11 above and below (15 in documents from Xcode 26 on, one
    /// file's evidence; beta builds' placeholder 32700.99.1234 keeps 11, as VLC's list cell
    /// shows). Xcode 8.x files still show 8 (IBAnimatable 12120: 20 constraints,
    /// ChatSecure 11762: 2; ooper-shlab and acton393 before); 11 above and below from Xcode 9
    /// (`XcodeEra.safeAreas`: HochschuleHof's 13529 cell and the corpus's 13771 files; stepik's
    /// 13196 cell at 8 is one owner's, AccuracyLog, session 21, pool25).
    /// The side margin follows the table's width, as a root's follows the root's (a cell's
    /// own at the top of a XIB before Xcode 26, `topLevelCellWidth`; the screen's from Xcode
    /// 26): KeePassium's pricing plans (21701) put content 16 in from the cells of a
    /// 252-point table on a 414-point iPhone, where the screen gave 20 (session 15, accmap18).
    func tableCellContentMargins(tableWidth: Double?) -> EdgeInsets {
        guard let tools = traits.toolsVersion, XcodeEra.isAtLeast(XcodeEra.safeAreas, tools) else { return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        let side = DeviceTable.systemSideMargin(width: tableWidth ?? traits.screenWidth ?? rootFrame.width)
        let vertical: Double = XcodeEra.isAtLeast(XcodeEra.xcode26, tools) ? 15 : 11
        return EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
    }
}
