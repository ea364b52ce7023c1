import LayoutSolver
import SceneModel

/// Something constraints can name: a view, a layout guide, or the content area of a
/// scroll view. Its rectangle is four solver variables in the scene root's coordinates,
/// y growing downwards.
/// Stored properties without runtime exclusivity checks: see `Solver`.
final class LayoutItem {
    enum Kind {
        case view(View)
        case guide(LayoutGuide)
        /// The scroll view's content area: origin at the scroll view's, size free.
        case scrollContent(View)
    }

    let id: String
    let kind: Kind
    let x: Variable, y: Variable, width: Variable, height: Variable
    /// The four, in that order.
    var variables: [Variable] { [x, y, width, height] }
    /// Absolute layout margins (left and right already resolved for the layout direction).
    /// Reading them marks them read (`marginsWereRead`).
    var margins: EdgeInsets {
        get {
            marginsWereRead = true
            return storedMargins
        }
        set { storedMargins = newValue }
    }
    @exclusivity(unchecked) private var storedMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether anything read `margins` (an equation naming a margin attribute, a stack
    /// arranging in margins, a readable-content guide): the layout pass decision compares
    /// only margins something read.
    @exclusivity(unchecked) private(set) var marginsWereRead = false
    /// Baseline offsets from the vertical centre, for text views.
    @exclusivity(unchecked) var text: TextMetrics?
    /// Without text, whether the first baseline is the top (UIKit) or the bottom (AppKit,
    /// UIKit symbol images); the last baseline is the bottom on both (`TextlessBaseline`).
    @exclusivity(unchecked) var textlessFirstBaselineIsTop = false
    /// A stack view's: the arranged views whose first and last baselines are its own.
    @exclusivity(unchecked) var baselineItems: (first: LayoutItem, last: LayoutItem)?
    /// How far the frame extends beyond the rectangle the variables describe.
    @exclusivity(unchecked) var alignmentInsets = EdgeInsets.zero

    /// The frame's edges as expressions (the alignment rectangle outset).
    var frameLeft: LinearExpression { x - alignmentInsets.left }
    var frameTop: LinearExpression { y - alignmentInsets.top }
    var frameWidth: LinearExpression { LinearExpression(width) + (alignmentInsets.left + alignmentInsets.right) }
    var frameHeight: LinearExpression { LinearExpression(height) + (alignmentInsets.top + alignmentInsets.bottom) }

    init(id: String, kind: Kind, solver: Solver) {
        self.id = id
        self.kind = kind
        // Unnamed: four strings per item per layout pass cost more than the item itself,
        // and reports name views through the builder's maps, never by variable name.
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    var view: View? {
        if case .view(let view) = kind { return view }
        return nil
    }

    var left: LinearExpression { LinearExpression(x) }
    var right: LinearExpression { x + width }
    var top: LinearExpression { LinearExpression(y) }
    var bottom: LinearExpression { y + height }
    var centerX: LinearExpression { LinearExpression([Term(x), Term(width, 0.5)]) }
    var centerY: LinearExpression { LinearExpression([Term(y), Term(height, 0.5)]) }

    /// The expression for a layout attribute; nil for `notAnAttribute`.
    func expression(_ attribute: LayoutAttribute, direction: LayoutDirection) -> LinearExpression? {
        let rtl = direction == .rightToLeft
        switch attribute {
        case .left: return left
        case .right: return right
        case .top: return top
        case .bottom: return bottom
        case .width: return LinearExpression(width)
        case .height: return LinearExpression(height)
        case .centerX: return centerX
        case .centerY: return centerY
        case .leading: return rtl ? right : left
        case .trailing: return rtl ? left : right
        case .leftMargin: return left + margins.left
        case .rightMargin: return right - margins.right
        case .topMargin: return top + margins.top
        case .bottomMargin: return bottom - margins.bottom
        case .leadingMargin: return rtl ? right - margins.right : left + margins.left
        case .trailingMargin: return rtl ? left + margins.left : right - margins.right
        case .centerXWithinMargins: return centerX + (margins.left - margins.right) / 2
        case .centerYWithinMargins: return centerY + (margins.top - margins.bottom) / 2
        case .firstBaseline:
            if let baselineItems { return baselineItems.first.expression(.firstBaseline, direction: direction) }
            guard let text else { return textlessFirstBaselineIsTop ? top : bottom }
            if text.firstBaselineIsLast { return bottom - text.lastBaselineFromBottom }
            return text.followsCenter ? centerY + text.firstBaselineFromCenter : top + text.firstBaselineFromTop
        case .lastBaseline:
            if let baselineItems { return baselineItems.last.expression(.lastBaseline, direction: direction) }
            guard let text else { return bottom }
            return text.followsCenter ? centerY + text.lastBaselineFromCenter : bottom - text.lastBaselineFromBottom
        case .notAnAttribute: return nil
        }
    }
}
