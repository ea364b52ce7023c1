import LayoutSolver
import SceneModel

/// Where an NSTableView or NSOutlineView puts the prototype cell views of a column: the
/// table sets their frames itself, whether or not they translate their masks, and
/// Interface Builder draws each column's prototypes as consecutive rows from the top,
/// half the intercell spacing (rounded down) in and the full spacing between them
/// (`intercellSpacing`, none when the document writes none). 120 of the corpus's 120
/// prototype cell views (35 documents, 20 projects, Xcode 7 to 16) sit exactly so:
/// xamarin's (1, 20 with 17-point rows and a spacing of 2), OpenEmu's (1, 23, 47),
/// simplenote's and iina-plus's rows with no spacing written (0, 17, 34; 0, 20, 80).
/// Held only where the cell view does not translate its mask (the others keep their
/// stored place, the same): honest agreement dev +2 views (simplenote), check 0. Across
/// the table, each column's cell views stand where `TableColumnGeometry` puts them.
extension LayoutBuilder {
    /// The distance from the table's top to a prototype cell view's top; nil when `view`
    /// is no such cell view.
    func tableRowOffset(of view: View) -> Double? {
        guard let row = tablePrototypeRow(of: view) else { return nil }
        return TableColumnGeometry.trackOffset(after: row.heightsBefore, spacing: row.intercellSpacingHeight ?? 0)
    }

    /// Where `view` stands among its table's prototypes, when it is an AppKit table's or
    /// outline view's prototype cell view.
    private func tablePrototypeRow(of view: View) -> TablePrototypeRow? {
        guard document.header.platform == .macOS, let row = view.control.tablePrototypeRow,
              let table = view.parent, table.elementName == "tableView" || table.elementName == "outlineView" else { return nil }
        return row
    }

    /// The distance from the table's leading side to a prototype cell view's
    /// (`TableColumnGeometry`); nil when `view` is no such cell view or the rule does not
    /// reach its table.
    func tableColumnOffset(of view: View) -> Double? {
        guard let column = tablePrototypeRow(of: view)?.column else { return nil }
        return TableColumnGeometry.cellX(column, toolsVersion: traits.toolsVersion)
    }

    /// Holds a cell view that does not translate its mask to its row and column (its size
    /// comes from its constraints and stays as before).
    func addTableRowPlacement(_ view: View, item: LayoutItem) {
        guard let offset = tableRowOffset(of: view), let table = view.parent, let tableItem = items[table.id] else { return }
        add(item.frameTop - tableItem.frameTop - offset, .equal, label: "\(view.id) table row")
        if let x = tableColumnOffset(of: view) {
            add(item.frameLeft - tableItem.frameLeft - x, .equal, label: "\(view.id) table column")
        }
    }
}
