import LayoutSolver
import SceneModel

/// Table cells saved without a frame. Xcode 6.1 wrote some prototype cells, and their
/// content views, with no `<rect key="frame">`; UIKit still lays them out as every row:
/// the table makes the cell exactly as wide as itself (`addTableCellGeometry`) and as
/// tall as its row (Apple, `UITableView.rowHeight`: "the default height in points of each
/// row in the table view", which Interface Builder writes on the table and, for a custom
/// row height, on the cell), and the cell keeps its content view to its bounds less the
/// accessory. The model did not read such a cell as a view, so its content view took
/// the table's whole frame.
///
/// Evidence: the only frame-less cells with constrained content in the corpus and every
/// fresh set are francisvm's EpiTime prototypes (6254, `var24`: 4 cells, rows of 85 on the
/// cell and the table, 600-point canvas). Their stored subviews agree: labels 10 above the
/// content view's bottom at y = 59 (16 high) and centred at y = 35, so an 85-point row;
/// a label 20 from both sides of the two cells with a disclosure indicator is 527 wide,
/// a content view of 567 (600 less the 33 points the indicator takes before Xcode 9,
/// `CellAccessoryWidth.beforeSafeAreas`). Its tables draw no separators
/// (`separatorStyle="none"`) and its content views are the full 85, no pixel row left for
/// a separator; so are ECSlidingViewController's 2 stored cells in such tables (content
/// view as tall as the cell), where the corpus's and the sets' other cells before Xcode 9
/// leave the row (102 cells, 10 owners: 1 point on the @1x canvas; 2 at 0.5). The other
/// frame-less cells (TodayStocks in
/// `var24`, exoplatform in `ios19`) have no constrained subviews; mattneub's (xdevice pair
/// 247-A, 7702) gets the content view its B stores (375 × 43.5, was the whole table).
/// Changes: EpiTime's 8 missed labels, none lost in the corpus, the cross-device pairs or
/// any fresh set (AccuracyLog, session 20, framelesscell24).
extension LayoutBuilder {
    /// Where a view saved without a frame lies, in place of autoresizing: a table's cell is
    /// its row; a cell's content view fills its cell, less the accessory. Other frame-less
    /// views get no constraint here.
    func addFramelessGeometry(_ view: View, item: LayoutItem, parent: View, parentItem: LayoutItem) {
        if addFramelessTableCellGeometry(view, item: item, parent: parent, parentItem: parentItem) { return }
        guard view.key == "contentView" else { return }
        let label = "\(view.id) fills its cell"
        // Before iOS 11 a table cell's content view left a pixel row for the separator (R12
        // in the corpus notes: 80 → 79.5 at @2x, 44 → 43 at @1x), but none in a table that
        // draws no separators (above).
        let separator = parent.elementName == "tableViewCell" && (traits.toolsVersion ?? 0) < 11000
            && parent.parent?.hidesTableSeparators != true ? 1 / traits.scale : 0
        let accessory = framelessContentViewAccessory(of: parent)
        let leadingInset = direction(for: parent) == .rightToLeft ? accessory : 0
        add(item.frameLeft - parentItem.frameLeft - leadingInset, .equal, label: label)
        add(item.frameTop - parentItem.frameTop, .equal, label: label)
        add(item.frameWidth - parentItem.frameWidth + accessory, .equal, label: label)
        add(item.frameHeight - parentItem.frameHeight + separator, .equal, label: label)
    }

    /// Holds a frame-less cell of a UIKit table to its row: the table's width, the row
    /// height the document gives, below the rows before it. False when `view` is no such cell.
    private func addFramelessTableCellGeometry(_ view: View, item: LayoutItem, parent: View, parentItem: LayoutItem) -> Bool {
        guard document.header.platform == .iOS, view.elementName == "tableViewCell",
              parent.elementName == "tableView" else { return false }
        let label = "\(view.id) frame-less table cell"
        let rowsAbove = parent.children.prefix { $0.id != view.id }
            .filter { $0.elementName == "tableViewCell" }
            .map { resolver.storedFrame(of: $0)?.height ?? Self.framelessRowHeight(of: $0, table: parent) }
            .reduce(0, +)
        add(item.frameLeft - parentItem.frameLeft, .equal, label: label)
        add(item.frameWidth - parentItem.frameWidth, .equal, label: label)
        add(item.frameTop - parentItem.frameTop - rowsAbove, .equal, label: label)
        add(item.frameHeight - Self.framelessRowHeight(of: view, table: parent), .equal, label: label)
        return true
    }

    /// UIKit's row height when neither the cell nor a table gives one.
    static let defaultTableRowHeight = 44.0

    /// The row height of a cell with no stored frame: its own (a custom row height), else
    /// its table's (a loose cell has none, `framelessRootFrame`), else UIKit's default of 44
    /// (an automatic row height, -1, has no frame-less example to say what the canvas draws:
    /// the default stands for it).
    static func framelessRowHeight(of cell: View, table: View?) -> Double {
        if let own = cell.rowHeight, own > 0 { return own }
        if let rows = table?.rowHeight, rows > 0 { return rows }
        return defaultTableRowHeight
    }

    /// The trailing area a frame-less content view leaves its cell's accessory: the area a
    /// standard accessory takes before Xcode 9 (`CellAccessoryWidth.beforeSafeAreas`); 0 for
    /// a custom accessory view, a later Xcode or no accessory, whose areas no frame-less
    /// document shows.
    private func framelessContentViewAccessory(of cell: View) -> Double {
        guard cell.elementName == "tableViewCell", cell.hasCellAccessory,
              let tools = traits.toolsVersion, !XcodeEra.isAtLeast(XcodeEra.safeAreas, tools) else { return 0 }
        return CellAccessoryWidth.beforeSafeAreas(accessoryType: cell.cellAccessoryType) ?? 0
    }
}
