import SceneXML

/// Where an NSTableView's or NSOutlineView's prototype cell view stands across the table,
/// as written: the widths of the visible columns before its own, the table's horizontal
/// intercell spacing, its `tableStyle` and whether its scroll view has a border (which
/// decides what the automatic style resolves to).
public struct TablePrototypeColumn: Equatable, Sendable {
    /// `NSTableView.Style` as the document writes it (`tableStyle`); `automatic` when not
    /// written.
    public enum Style: String, Sendable {
        case automatic, fullWidth, inset, sourceList, plain
    }

    /// The written widths (`tableColumn width=`) of the columns before this one, hidden
    /// columns left out (AppKit gives them no room).
    public var widthsBefore: [Double]
    /// The table's `intercellSpacing` width; nil when the document writes none.
    public var intercellSpacingWidth: Double?
    public var style: Style
    /// Whether the enclosing scroll view draws a border (`borderType` other than `none`;
    /// not written is the bezel); nil when the table is in no scroll view.
    public var scrollViewHasBorder: Bool?

    /// `column` is the `<tableColumn>` holding the cell view, `table` its table.
    init?(column: SceneXMLElement, table: SceneXMLElement) {
        guard column.hasName(.tableColumn), let columns = column.parent else { return nil }
        var widths: [Double] = []
        for other in columns.children(named: .tableColumn) {
            if other.line == column.line && other.attribute(.id) == column.attribute(.id) { break }
            if other.attribute(.hidden, is: "YES") { continue }
            guard let width = other.attribute(.width).flatMap(DocumentNumber.parse) else { return nil }
            widths.append(width)
        }
        widthsBefore = widths
        intercellSpacingWidth = table.child(named: .size, key: "intercellSpacing")?.attribute(.width).flatMap(DocumentNumber.parse)
        style = table.attribute(.tableStyle).flatMap(Style.init(rawValue:)) ?? .automatic
        // table → subviews → clipView → scrollView
        var ancestor = table.parent
        while let element = ancestor, !element.hasName(.scrollView) { ancestor = element.parent }
        scrollViewHasBorder = ancestor.map { !$0.attribute(.borderType, is: "none") }
    }
}
