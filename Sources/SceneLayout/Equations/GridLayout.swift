import LayoutSolver
import SceneModel

/// The constraints an `NSGridView` makes for its cells' content views: rows stacked from
/// the top and columns from the leading edge, `rowSpacing`/`columnSpacing` apart, each
/// track its fixed size or fitted to its content, plus its paddings; each content view
/// placed in its cell (or merged range) by the cell's, track's or grid's placement, and
/// in a row whose `rowAlignment` is a baseline, on the baseline of the row's first view.
struct GridLayout {
    let builder: LayoutBuilder
    let grid: View

    /// Auto-sized tracks shrink to their content at this priority: above the stays, below
    /// every ordinary constraint (contents hold the tracks open). A baseline-aligned row
    /// places its views at the same level (`place`).
    static let fitPriority = Priority(49)

    /// Where a track's content lies along its axis.
    private struct Extent {
        var contentStart: LinearExpression
        var contentEnd: LinearExpression
    }

    func add() {
        guard let attributes = grid.grid, let gridItem = builder.item(grid.id) else { return }
        let label = "grid \(grid.id)"
        let rows = extents(attributes.rows, spacing: attributes.rowSpacing, from: gridItem.top, to: gridItem.bottom, axis: "row", label: label)
        let columns = extents(attributes.columns, spacing: attributes.columnSpacing, from: gridItem.left, to: gridItem.right, axis: "column", label: label)
        let rowIndex = Dictionary(attributes.rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let columnIndex = Dictionary(attributes.columns.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        // A merged range runs from its head to the farthest cell naming the same head.
        var spans: [String: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)] = [:]
        for cell in attributes.cells {
            guard let head = cell.headOfMergedCell, let r = rowIndex[cell.row], let c = columnIndex[cell.column] else { continue }
            let span = spans[head] ?? (r...r, c...c)
            spans[head] = (min(span.rows.lowerBound, r)...max(span.rows.upperBound, r), min(span.columns.lowerBound, c)...max(span.columns.upperBound, c))
        }
        let direction = builder.direction(for: grid)
        // The first content view of each baseline-aligned row, whose baseline the others share.
        var baselineReference: [Int: LinearExpression] = [:]
        for cell in attributes.cells {
            guard let contentID = cell.contentID, let item = builder.item(contentID),
                  let r = rowIndex[cell.row], let c = columnIndex[cell.column] else { continue }
            if let view = grid.children.first(where: { $0.id == contentID }), builder.resolver.isHidden(view) { continue }
            builder.arrangedViews.insert(contentID)
            let span = cell.headOfMergedCell.flatMap { spans[$0] } ?? (r...r, c...c)
            guard let top = rows[span.rows.lowerBound], let bottom = rows[span.rows.upperBound],
                  let leading = columns[span.columns.lowerBound], let trailing = columns[span.columns.upperBound] else { continue }
            let row = attributes.rows[r], column = attributes.columns[c]
            let x = Self.resolve(cell.xPlacement, column.placement, attributes.xPlacement)
            let y = Self.resolve(cell.yPlacement, row.placement, attributes.yPlacement)
            place(item.left, item.right, in: leading.contentStart, trailing.contentEnd, placement: x, label: label)
            // Views with no text keep their placement: where AppKit puts their baseline in a
            // grid row no grid here shows (the documented default, `firstBaselineOffsetFromTop`
            // 0, is the top; image views elsewhere in the corpus store it at the bottom,
            // `TextlessBaseline`).
            if span.rows.count == 1, item.text != nil,
               let baseline = Self.baselineAttribute(Self.resolve(cell.rowAlignment, row.rowAlignment, attributes.rowAlignment)),
               let expression = item.expression(baseline, direction: direction) {
                if let reference = baselineReference[r] {
                    builder.add(expression - reference, .equal, label: "\(label) baseline")
                } else {
                    baselineReference[r] = expression
                }
                place(item.top, item.bottom, in: top.contentStart, bottom.contentEnd, placement: y, priority: Self.fitPriority, label: label)
            } else {
                place(item.top, item.bottom, in: top.contentStart, bottom.contentEnd, placement: y, label: label)
            }
        }
    }

    /// A row aligned by its views' first or last baselines (`NSGridRow.Alignment`: the
    /// cell's, then the row's, then the grid's `rowAlignment`); nil for `none`.
    static func baselineAttribute(_ rowAlignment: String) -> LayoutAttribute? {
        switch rowAlignment {
        case "firstBaseline": return .firstBaseline
        case "lastBaseline": return .lastBaseline
        default: return nil
        }
    }

    /// The first placement that says something: the cell's, then the track's, then the grid's.
    static func resolve(_ placements: String?...) -> String {
        placements.compactMap { $0 }.first { $0 != "inherited" } ?? "leading"
    }

    /// Chains the visible tracks from `from` to `to`; nil for hidden ones.
    ///
    /// Paddings as MonitorControl's panes show them: between two tracks the gap between
    /// their contents is the spacing plus both paddings, or plus the smaller one when both
    /// are negative (rows with bottom padding −13 then top padding −13 sit 7 apart with a
    /// spacing of 20); at the grid's edges a negative padding does not reach outside.
    private func extents(_ tracks: [GridAttributes.Track], spacing: Double, from: LinearExpression, to: LinearExpression,
                         axis: String, label: String) -> [Extent?] {
        var result: [Extent?] = []
        var previous: (contentEnd: LinearExpression, trailingPadding: Double)?
        for track in tracks {
            guard !track.isHidden else {
                result.append(nil)
                continue
            }
            let size = builder.solver.makeVariable("\(grid.id).\(axis).\(track.id)")
            let contentStart: LinearExpression
            if let previous {
                let paddings = previous.trailingPadding < 0 && track.leadingPadding < 0
                    ? min(previous.trailingPadding, track.leadingPadding) : previous.trailingPadding + track.leadingPadding
                contentStart = previous.contentEnd + (spacing + paddings)
            } else {
                contentStart = from + max(0, track.leadingPadding)
            }
            let contentEnd = contentStart + LinearExpression(size)
            if let fixed = track.size {
                builder.add(size - fixed, .equal, label: label)
            } else {
                builder.add(LinearExpression(size), .greaterThanOrEqual, label: label)
                builder.add(LinearExpression(size), .equal, priority: Self.fitPriority, label: "\(label) fit")
            }
            result.append(Extent(contentStart: contentStart, contentEnd: contentEnd))
            previous = (contentEnd, track.trailingPadding)
        }
        if let previous { builder.add(previous.contentEnd + max(0, previous.trailingPadding) - to, .equal, label: label) }
        return result
    }

    /// Places an item's two edges in a cell's content area along one axis. Apart from
    /// `fill`, the content stays inside the area.
    /// In a baseline-aligned row the placement is optional (`priority`): the shared baseline
    /// moves each view, and the placement settles where the row's views lie as a group (the
    /// one reaching farthest touches the placed edge).
    private func place(_ start: LinearExpression, _ end: LinearExpression, in areaStart: LinearExpression, _ areaEnd: LinearExpression,
                       placement: String, priority: Priority = .required, label: String) {
        switch placement {
        case "none":
            return
        case "fill":
            builder.add(start - areaStart, .equal, priority: priority, label: label)
            builder.add(end - areaEnd, .equal, priority: priority, label: label)
            if priority == .required { return }
        case "trailing", "bottom":
            builder.add(end - areaEnd, .equal, priority: priority, label: label)
        case "center":
            builder.add(0.5 * (start + end) - 0.5 * (areaStart + areaEnd), .equal, priority: priority, label: label)
        default:  // leading, top
            builder.add(start - areaStart, .equal, priority: priority, label: label)
        }
        builder.add(start - areaStart, .greaterThanOrEqual, label: label)
        builder.add(areaEnd - end, .greaterThanOrEqual, label: label)
    }
}
