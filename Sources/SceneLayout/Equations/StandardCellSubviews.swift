import LayoutSolver
import SceneModel

/// Where UITableViewCell puts the subviews of its standard styles (its `textLabel`,
/// `detailTextLabel` and `imageView`) on a width other than the stored one. The cell lays
/// them out itself, from its content view's layout margins: they have no constraints and an
/// empty autoresizing mask in the document, so read as fixed frames they would keep the
/// stored device's margins.
///
/// The content view's side margins are the system side margins of the table's width from
/// Xcode 9 (`XcodeEra.safeAreas`: 16 up to 380 points, 20 above, `DeviceTable`), 15 before.
/// On a new width every standard subview moves by the change of margin; one that reached
/// the trailing side (its trailing gap the margin, or at most 8 beside an accessory, which
/// keeps that gap) stretches to the new trailing side, and a right-detail cell's detail
/// label (`Value1`) stays at the trailing side with its width.
///
/// Evidence: the corpus's standard cells of Xcode 11 and later start their labels at 16 on
/// 320- and 375-point tables (keepassium, jonkykong, JanGorman, googleads, twilio) and at
/// 20 on 390 to 768 (Esri, blinksh, bitwarden, passforios, haiwen, firebase), end them
/// at the same margin without an accessory and 8 before one (JanGorman, googleads, Esri,
/// passforios); before Xcode 9 they start and end at 15 on 320 and 600 (ooper-shlab,
/// ECSlidingViewController). Esri's cross-device pairs 139, 146 and 152 store the same
/// cells on 375- and 414-point phones: 17 labels, all as this rule gives. Changes on the
/// pairs: 55 views right (AdguardForiOS 007, Esri 139, 146, 152, kiwix 185, 186), 4 lost
/// in scenes Xcode did not re-lay out (kiwix 183's cells stored wider than their table,
/// Esri 165's canvas-sized table); no corpus frame (own configuration left alone).
enum StandardCellSubviews {
    /// The side margin of a cell's content view at a table width. Xcode 9 and 10 give a
    /// content view that preserves its superview's margins 15 where the system margin is
    /// 16, as `LayoutBuilder.margins(of:)` does (ChatSecure, RocketChat; kiwix's pair 185
    /// has 15 on a 320-point iPad column in Xcode 9 and 20 on a 414-point phone in Xcode 11).
    static func margin(width: Double, toolsVersion: Double?, preservesMargins: Bool) -> Double {
        let marginsFollowWidth = toolsVersion.map { XcodeEra.isAtLeast(XcodeEra.safeAreas, $0) } ?? true
        guard marginsFollowWidth else { return 15 }
        let system = DeviceTable.systemSideMargin(width: width)
        let fifteenForSixteen = preservesMargins && !(toolsVersion.map { XcodeEra.isAtLeast(XcodeEra.tableInsets13, $0) } ?? true)
        return fifteenForSixteen && system == 16 ? 15 : system
    }

    /// How a standard subview stored at `leading` and `width` in a content view `contentWidth`
    /// wide lies in a content view of a table `width` points wide: its leading inset, and its
    /// trailing inset when it spans to the trailing side (nil: it keeps its width) or its
    /// trailing inset with its width kept (`anchoredTrailing`).
    struct Placement: Equatable {
        var leading: Double?
        var trailing: Double?
    }

    static func placement(leading: Double, width: Double, contentWidth: Double, storedTableWidth: Double,
                          tableWidth: Double, hasAccessory: Bool, isTrailingDetail: Bool, toolsVersion: Double?,
                          preservesMargins: Bool) -> Placement {
        let storedMargin = margin(width: storedTableWidth, toolsVersion: toolsVersion, preservesMargins: preservesMargins)
        let change = margin(width: tableWidth, toolsVersion: toolsVersion, preservesMargins: preservesMargins) - storedMargin
        let trailingGap = contentWidth - leading - width
        let reachesTrailing = hasAccessory ? trailingGap >= 0 && trailingGap <= 8 : abs(trailingGap - storedMargin) < 0.01
        // Beside an accessory the gap to it stays; otherwise the gap is the margin.
        let trailing = hasAccessory ? trailingGap : trailingGap + change
        if isTrailingDetail && reachesTrailing { return Placement(leading: nil, trailing: trailing) }
        return Placement(leading: leading + change, trailing: reachesTrailing ? trailing : nil)
    }
}

extension LayoutBuilder {
    /// Places a standard cell's label or image across its content view on another
    /// configuration (`StandardCellSubviews`); false, adding nothing, for any other view, on
    /// the document's own configuration (the stored frames are the cell's layout) and on
    /// tvOS (whose margins are not the phone's). The caller adds the vertical placement.
    func addStandardCellSubviewGeometry(_ view: View, item: LayoutItem, parent: View, parentItem: LayoutItem,
                                        stored: Rect, parentStored: Rect, label: String) -> Bool {
        guard !isStoredConfiguration, traits.idiom != "tv", parent.key == "contentView", let cell = parent.parent,
              cell.elementName == "tableViewCell", let role = cell.standardCellSubviewRoles[view.id],
              let cellStored = resolver.storedFrame(of: cell), let tableWidth = tableWidth(storedWidth: cellStored.width) else { return false }
        let rightToLeft = direction(for: parent) == .rightToLeft
        let placement = StandardCellSubviews.placement(
            leading: rightToLeft ? parentStored.width - stored.x - stored.width : stored.x, width: stored.width,
            contentWidth: parentStored.width, storedTableWidth: cellStored.width,
            tableWidth: tableWidth, hasAccessory: cell.hasCellAccessory,
            isTrailingDetail: role == "detailTextLabel" && cell.cellStyle == "IBUITableViewCellStyleValue1",
            toolsVersion: traits.toolsVersion, preservesMargins: parent.preservesSuperviewLayoutMargins)
        let width: LinearExpression
        if let leading = placement.leading, let trailing = placement.trailing {
            width = parentItem.frameWidth - leading - trailing
        } else {
            width = LinearExpression(constant: stored.width)
        }
        let leadingEdge: LinearExpression
        if let leading = placement.leading {
            leadingEdge = LinearExpression(constant: leading)
        } else {
            leadingEdge = parentItem.frameWidth - (placement.trailing ?? 0) - stored.width
        }
        // Left edge in the content view: the leading edge, mirrored right to left.
        let left = rightToLeft ? parentItem.frameWidth - leadingEdge - width : leadingEdge
        add(item.frameLeft - parentItem.frameLeft - left, .equal, label: label)
        add(item.frameWidth - width, .equal, label: label)
        return true
    }
}
