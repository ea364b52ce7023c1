import LayoutSolver
import SceneModel

/// Views whose container sets their frame rather than their constraints: AppKit's
/// container-placed views, UITableView's cells, their content views, the table's header and
/// footer and a standard cell's own subviews (`StandardCellSubviews`), and a flow layout's
/// collection view cells.
extension LayoutBuilder {
    /// Whether AppKit's container sets `view`'s frame (`AppKitGeometry.isPlacedByContainer`):
    /// its size is held as drawn, it is never reported ambiguous, and never misplaced.
    func isPlacedByAppKitContainer(_ view: View) -> Bool {
        document.header.platform == .macOS && view.isPlacedByAppKitContainer
    }

    /// Whether UITableView sets `view`'s frame: a cell is a row the table places and sizes,
    /// and the cell moves its content view (Apple, UITableViewCell.contentView: content added
    /// to it will "position appropriately as the cell transitions in to and out of editing
    /// mode"), never by their constraints, so Interface Builder does not call either
    /// misplaced (their own subviews are still judged). Xcode flags none of the corpus's 627
    /// cells (40 projects), neither the 31 it stored not spanning their table (PopcornTimeTV's
    /// 18 tvOS cells, e.g. x 110, 730 wide in an 860-point table; passforios's 10 inset ones;
    /// AdguardForiOS's 3 600-point cells in 414-point tables) nor the 27 it left full width
    /// in passforios's inset-grouped tables. Following the table reported 48 cells and a
    /// content view misplaced in those three projects, none flagged; without them 8 views
    /// inside AdguardForiOS's stale cells are reported instead (their frames are misses of
    /// their own). Frames do not change.
    func isPlacedByUIKitTable(_ view: View) -> Bool {
        guard document.header.platform == .iOS, let parent = view.parent else { return false }
        switch (view.elementName, parent.elementName) {
        case ("tableViewCell", "tableView"): return true
        // The cell in turn sizes its content view to its bounds less the accessory.
        case ("tableViewCellContentView", "tableViewCell"): return isPlacedByUIKitTable(parent)
        default: return false
        }
    }

    /// Whether `view` is the content view of a cell at the top of a XIB (no table around it):
    /// the cell sizes it to its bounds less the accessory, as a table's cell does
    /// (`isPlacedByUIKitTable`), so Interface Builder does not call it misplaced. Xcode flags
    /// no content view misplaced in the corpus or any fresh set; the ones the tool called
    /// misplaced were the Xcode 6–7 template content views it lays out filling their cells
    /// (CatchChat, MIT, infinitio in `xib21`, PCOnline in `xib22`: stored 320 × 43, none
    /// flagged; AccuracyLog, session 18, audit22). Frames do not change.
    func isPlacedByTopLevelCell(_ view: View) -> Bool {
        guard document.header.platform == .iOS, view.elementName == "tableViewCellContentView",
              let cell = view.parent, cell.elementName == "tableViewCell" else { return false }
        return cell.parent == nil
    }

    /// UITableView makes every cell exactly as wide as itself, and a cell keeps its content
    /// view to its bounds less the accessory, whatever widths and masks the document saved
    /// (a cell saved on a 320-point canvas is 375 wide on a 375-point table); a collection
    /// view's flow layout keeps its items' sizes and mirrors them right to left. Heights and
    /// vertical positions stay as stored. False when `view` is none of these.
    func addTableCellGeometry(_ view: View, item: LayoutItem, parent: View, parentItem: LayoutItem,
                                      stored: Rect, parentStored: Rect) -> Bool {
        let label = "\(view.id) table cell"
        if view.elementName == "tableViewCell" && parent.elementName == "tableView" {
            // An inset-grouped table (UITableView.Style.insetGrouped, iOS 13: "the grouped
            // sections are inset with rounded corners") insets its cells by the system side
            // margin of its width. The corpus's only inset-grouped tables (passforios, Xcode
            // 14, 390 points wide) store 9 cells at x 20, 350 wide, and 27 older ones still
            // full width; honest agreement +11 views (12 fixed, 1 lost, all in that file).
            let inset = parent.tableStyle == .insetGrouped ? DeviceTable.systemSideMargin(width: parentStored.width) : 0
            add(item.frameLeft - parentItem.frameLeft - inset, .equal, label: label)
            add(item.frameWidth - parentItem.frameWidth + 2 * inset, .equal, label: label)
        } else if ["tableHeaderView", "tableFooterView"].contains(view.key) && parent.elementName == "tableView"
                    && traits.deviceID != nil && !isStoredConfiguration {
            // The table's own header and footer span it (Apple, UITableView.tableHeaderView:
            // the table "respects only the height of your view's frame" and adjusts its
            // width to the table's). The cross-device pairs that name a device agree (7
            // headers and footers of AdguardForiOS and RocketChat resized, none kept); on
            // the Any/Any canvas Xcode left 30 of AdguardForiOS's at their stored width and
            // resized 8, so the canvas keeps the stored frame, and so does the document's
            // own configuration (AdguardForiOS's 021-B: 10 headers 414 wide in tables that
            // Xcode left at 600).
            add(item.frameLeft - parentItem.frameLeft, .equal, label: label)
            add(item.frameWidth - parentItem.frameWidth, .equal, label: label)
        } else if view.key == "contentView" && parent.elementName == "tableViewCell" {
            // The accessory (disclosure indicator, …) keeps the width it had, at the trailing
            // end: on the left right to left; on another width its margin follows the
            // width (`CellAccessoryWidth`).
            var accessory = max(0, parentStored.width - stored.width - stored.x)
            let staleTemplate = (traits.toolsVersion ?? 9999) < 8000
            if staleTemplate && accessory == 0,
               let area = CellAccessoryWidth.beforeSafeAreas(accessoryType: parent.cellAccessoryType) {
                // A template content view left as wide as its cell shows no gap for its
                // standard accessory; it takes the area the era gives that accessory in any
                // cell (`CellAccessoryWidth.beforeSafeAreas`: a disclosure indicator 33
                // points before Xcode 9). One file, liujinlongxa's PCOnline product cell
                // (6250, `xib22`: 320 × 100 with its content view at 320 × 43, labels 20
                // inside the trailing margin end at 259, so the content view is 287 wide);
                // no other Xcode 6-7 cell of the corpus or the sets stores a content view as
                // wide as its cell beside an accessory. 3 views gained, none lost.
                accessory = area
            }
            if parent.hasCellAccessory, let width = tableWidth(storedWidth: parentStored.width) {
                accessory = CellAccessoryWidth.width(storedAccessory: accessory, storedWidth: parentStored.width,
                                                     width: width, toolsVersion: traits.toolsVersion)
            }
            // Xcode 6 and 7 left a resized cell's content view at the template's stored
            // 320 × 43 and laid it out filling the cell (less the accessory and the
            // separator's row), as a frame-less content view is. Three owners, none
            // against (no other Xcode 6-7 cell of the corpus or the sets stores one short):
            // infinitio's settings cell (6751: 600 × 50, a label 65 from both sides 470 wide,
            // an icon centred at y = 14), CatchChat's user cell (7702: 320 × 123, an icon
            // centred at y = 51) and MIT's hours cell (6245: 320 × 70, a label 5 above the
            // bottom margin at y = 35). The gap is not an accessory then.
            if staleTemplate && !parent.hasCellAccessory { accessory = 0 }
            let leadingInset = direction(for: parent) == .rightToLeft ? accessory : stored.x
            let released = releasedHolds.cellContentViews[view.id] ?? []
            add(item.frameLeft - parentItem.frameLeft - leadingInset, .equal, label: label)
            if !released.contains(.horizontal) {
                add(item.frameWidth - parentItem.frameWidth + accessory + stored.x, .equal, label: label)
            }
            add(item.frameTop - parentItem.frameTop - stored.y, .equal, label: label)
            // Not held in a second layout asking what a given-up size leaves open (`ReleasedHolds`).
            if !released.contains(.vertical) {
                if staleTemplate && parentStored.height - stored.height > 1 {
                    add(item.frameHeight - parentItem.frameHeight + 1 / traits.scale, .equal, label: label)
                } else {
                    add(item.frameHeight - stored.height, .equal, label: label)
                }
            }
            return true
        } else if addStandardCellSubviewGeometry(view, item: item, parent: parent, parentItem: parentItem,
                                                 stored: stored, parentStored: parentStored, label: label) {
            // A standard cell's label or image, placed across by the cell (`StandardCellSubviews`).
        } else if view.elementName == "collectionViewCell" && parent.elementName == "collectionView" {
            // A flow layout keeps each item's size and mirrors its position right to left.
            if direction(for: parent) == .rightToLeft {
                add(item.frameLeft - parentItem.frameLeft - parentItem.frameWidth + stored.x + stored.width, .equal, label: label)
            } else {
                add(item.frameLeft - parentItem.frameLeft - stored.x, .equal, label: label)
            }
            add(item.frameWidth - stored.width, .equal, label: label)
        } else {
            return false
        }
        add(item.frameTop - parentItem.frameTop - stored.y, .equal, label: label)
        add(item.frameHeight - stored.height, .equal, label: label)
        return true
    }

    /// A table's (or its cell's) width on this configuration from its stored width: the
    /// stored width plus the root's change of width (exact for tables that span the root or
    /// keep fixed insets); nil when the root has no stored frame.
    func tableWidth(storedWidth: Double) -> Double? {
        guard let storedRoot = resolver.storedFrame(of: root) else { return nil }
        return storedWidth + rootFrame.width - storedRoot.width
    }
}
