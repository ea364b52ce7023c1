import LayoutSolver
import SceneModel

/// Self-sizing table view cells: a table whose row height is Interface Builder's
/// "Automatic" (`rowHeight="-1"`, `UITableView.automaticDimension`) asks each cell with no
/// row height of its own for the height its content view's constraints give (Apple,
/// `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
/// the height is fitted at `UILayoutPriority.fittingSizeLevel`, below every hugging and
/// compression resistance, so the subviews keep their own sizes).
///
/// Where such a row is stored shorter than its content needs, Interface Builder keeps the
/// row's (and content view's) stored height and lays the subviews out at their own sizes
/// from the top, running past the row's bottom: the equalities that tie the content view's
/// bottom edge to a subview give way on that side only. Esri's 3D-graphic settings (17156:
/// static rows stored 44 high whose label, slider and margins need 82; labels 21 high at
/// y = 11 and sliders 31 high at y = 40, Xcode flagging the content views ambiguous) and
/// KeePassium's entry viewer (23504: a prototype row stored 75.667 high whose stack is
/// 148.333 high at y = 10, its label 19.333 high) both store that layout; squeezed into the
/// row, the tool gave labels −16 and −74 high. AdguardForiOS's DNS settings of Xcode 10.2
/// (xdevice 021-A) agree: an icon centred on a 43-point content view at y = 10 while the
/// two labels below it run to y = 53. Rows stored at their content's height (the corpus's
/// other automatic rows: AgoraIO, RocketChat, Esri, KeePassium, Lockdown, Kingfisher,
/// passforios, twilio, blink, seafile) do not move. Honest agreement: development half
/// +12 views (Esri 7, KeePassium 3, AdguardForiOS 2), none lost; check half unchanged.
///
/// A row stored taller than its content still stretches it as before: only AdguardForiOS
/// stores such rows with their subviews laid out shorter (separators at y = 43.5 in
/// 54- and 80-point rows), and some of its rows disagree (a button centred on a 101-point
/// row), so that side keeps the stored height's equality.
extension LayoutBuilder {
    /// `UILayoutPriority.fittingSizeLevel`: a self-sizing row's content view wants to end
    /// where its subviews do, but no more strongly than this.
    static let selfSizingCellFitPriority = Priority(50)

    /// Whether `cell` is a self-sizing row: a UIKit table cell with no row height of its own
    /// in a table whose row height is automatic.
    func isSelfSizingTableCell(_ cell: View) -> Bool {
        guard document.header.platform != .macOS, cell.elementName == "tableViewCell", cell.rowHeight == nil,
              let table = cell.parent, table.elementName == "tableView" else { return false }
        return table.rowHeight == -1
    }

    /// Adds a document constraint held by `owner` as `equation` (first − (m × second + c)):
    /// as written, except a required equality between a self-sizing row's content view's
    /// bottom (or bottom margin) and a subview, which becomes a required "the content view
    /// ends no lower than that" and the equality at the fitting priority.
    func addDocumentConstraint(_ equation: LinearExpression, _ constraint: Constraint, owner: View, source: ConstraintSource) {
        let written = Priority(constraint.priority)
        guard let bottomIsFirst = selfSizingBottomSide(of: constraint, owner: owner) else {
            add(equation, Self.relation(constraint.relation), priority: written, label: constraint.id, source: source)
            return
        }
        add(equation, bottomIsFirst ? .lessThanOrEqual : .greaterThanOrEqual, priority: written, label: constraint.id, source: source)
        add(equation, .equal, priority: Self.selfSizingCellFitPriority, label: constraint.id, source: source)
    }

    /// For a required equality held by a self-sizing row's content view that ties the content
    /// view's bottom edge (or bottom margin) to another item: whether that edge is the first
    /// item; nil for every other constraint.
    private func selfSizingBottomSide(of constraint: Constraint, owner: View) -> Bool? {
        guard constraint.isRequired, constraint.relation == .equal, constraint.multiplier > 0,
              owner.key == "contentView", let cell = owner.parent, isSelfSizingTableCell(cell) else { return nil }
        let bottoms: Set<LayoutAttribute> = [.bottom, .bottomMargin]
        let first = constraint.firstItem == owner.id && bottoms.contains(constraint.firstAttribute)
        let second = constraint.secondItem == owner.id && bottoms.contains(constraint.secondAttribute)
        guard first != second else { return nil }
        return first
    }
}
