import SceneXML

/// Where an NSTableView's or NSOutlineView's prototype cell view (`<tableCellView>` in a
/// column's `<prototypeCellViews>`) stands among its column's prototypes, as written: the
/// heights of the ones before it and the table's intercell spacing.
public struct TablePrototypeRow: Equatable, Sendable {
    /// The stored heights of the prototype cell views before this one in its column.
    public var heightsBefore: [Double]
    /// The table's `intercellSpacing` height; nil when the document writes none.
    public var intercellSpacingHeight: Double?
    /// Its column's place across the table (`TablePrototypeColumn`); nil when unreadable.
    public var column: TablePrototypeColumn?

    init?(_ element: SceneXMLElement) {
        guard element.hasName(.tableCellView), let prototypes = element.parent, prototypes.hasName(.prototypeCellViews) else { return nil }
        var heights: [Double] = []
        for row in prototypes.children(named: .tableCellView) {
            if row.line == element.line && row.attribute(.id) == element.attribute(.id) { break }
            guard let height = row.child(named: .rect, key: "frame")?.attribute(.height).flatMap(DocumentNumber.parse) else { return nil }
            heights.append(height)
        }
        heightsBefore = heights
        // prototypeCellViews → tableColumn → tableColumns → tableView / outlineView
        let tableColumn = prototypes.parent, table = tableColumn?.parent?.parent
        intercellSpacingHeight = table?.child(named: .size, key: "intercellSpacing")?.attribute(.height).flatMap(DocumentNumber.parse)
        column = tableColumn.flatMap { tableColumn in table.flatMap { TablePrototypeColumn(column: tableColumn, table: $0) } }
    }
}
