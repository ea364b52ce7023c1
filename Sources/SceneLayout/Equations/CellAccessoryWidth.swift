/// How much of a table-view cell its accessory (disclosure indicator, checkmark, detail
/// button or a custom accessory view) takes at the trailing end, on a width other than the
/// one the document was saved at.
///
/// The accessory sits inside the cell's trailing layout margin, so its area is that margin
/// plus the accessory's own width. From iOS 11 (Xcode 9, `XcodeEra.safeAreas`) a cell's
/// margins are the system side margins of the width it lies in (16 up to 380 points, 20
/// above: `DeviceTable.systemSideMargin`); before, they were 15 on every width. The
/// accessory's own width changed with the SDK (a disclosure indicator is 18 in Xcode 10
/// and 11 from Xcode 11), so it is read from the stored frames and only the margin follows
/// the new width.
///
/// Evidence (content view's trailing gap in cells with a disclosure indicator):
/// - Xcode 10: 34 on 375-point tables (RocketChat 15 cells, PopcornTimeTV, twostraws),
///   38 on 414 points and on the 600-point canvas (AdguardForiOS, pairs 001, 014, 017,
///   018); checkmark 40 and detail button 48 on 375 (PopcornTimeTV);
/// - Xcode 11–13: 27 and 27.333 on 375 (Esri, ProtonVPN), 31, 31.333 and 31.5 on 414
///   (Esri, AdguardForiOS); Esri saved the same three cells 27 on 375 and 31 on 414
///   (cross-device pair 139, the only pair that changes margin class within one Xcode);
/// - before Xcode 9: 33 on 320, 375, 414 and 600 alike (AdguardForiOS 007, passforios 262,
///   element 087, ooper-shlab, jessesquires; checkmark 39 and detail button 47 on the
///   canvas, a point less than Xcode 10's 16-point margin gives).
/// Against it in the same Xcode: none. Pairs saved by two different Xcodes (AdguardForiOS
/// 016, 019, 020) change the accessory's own width too; the era of the Xcode that re-saves
/// is unknown to the tool, so those stay as they were. Changes: the 3 content views of pair
/// 139, now right, none lost; no corpus frame (the document's own width keeps its margin).
enum CellAccessoryWidth {
    /// The accessory's area at `width` points, from `storedAccessory` at `storedWidth`.
    static func width(storedAccessory: Double, storedWidth: Double, width: Double, toolsVersion: Double?) -> Double {
        let storedMargin = StandardCellSubviews.margin(width: storedWidth, toolsVersion: toolsVersion, preservesMargins: false)
        // A gap narrower than the margin is no standard accessory area (a custom content
        // view frame): keep it.
        guard storedAccessory > storedMargin else { return storedAccessory }
        return storedAccessory - storedMargin
            + StandardCellSubviews.margin(width: width, toolsVersion: toolsVersion, preservesMargins: false)
    }

    /// The area a standard accessory takes in documents before Xcode 9, on every width (the
    /// evidence above: disclosure indicator 33, checkmark 39, detail button 47); nil for the
    /// others, whose area no document shows.
    static func beforeSafeAreas(accessoryType: String?) -> Double? {
        switch accessoryType {
        case "disclosureIndicator": return 33
        case "checkmark": return 39
        case "detailButton": return 47
        default: return nil
        }
    }
}
