import LayoutSolver
import SceneModel

/// NSStackView's gravity areas (its `gravityAreas` distribution, the one older documents
/// use): views sit in `<beginningViews>`, `<middleViews>` and `<endViews>` instead of
/// `<subviews>`. Views within an area are `spacing` apart; the areas keep at least that
/// between them; the first and last views hold to the stack's edges like any NSStackView's,
/// and the middle area centres itself when it can.
extension StackLayout {
    /// The views in the stack's gravity areas, in order, each with its area (0 beginning,
    /// 1 middle, 2 end); empty when the stack arranges its `<subviews>`.
    static func gravityViews(of stack: View) -> [(view: View, area: Int)] {
        var children: [String: View] = [:]
        for child in stack.children where children[child.id] == nil { children[child.id] = child }
        var result: [(view: View, area: Int)] = []
        for (area, ids) in (stack.stack?.gravityAreas ?? []).enumerated() {
            for id in ids { if let view = children[id] { result.append((view, area)) } }
        }
        return result
    }
}

extension StackLayout {
    /// How firmly a gravity-areas stack holds its first and last views against its two
    /// edges along the axis, when its views do not fill it. Each edge belongs to the area
    /// beside it (Apple, `NSStackView.Gravity`: the leading area is the leftmost, the
    /// trailing area the rightmost in a left-to-right horizontal stack): an edge whose area
    /// is empty holds only as firmly as the gap between two areas (`gapHugging`, a hair
    /// below the stack's hugging), so the views keep to the edge of their own area.
    /// SafeExamBrowser's quit row (seb-mac, 32700: a 610-point horizontal stack holding one
    /// 60-point push button in its end area, hugging 249.99) stores the button against the
    /// trailing edge; with both edges held alike it was left open between them and reported
    /// ambiguous. It changes that one view (mac23 +1, the false report gone); no other stack
    /// of the corpus or any fresh set has an empty end area with room to spare, and no other
    /// frame moves. See AccuracyLog, session 19, fresh-mac23. Stacks that fill (their hugging
    /// is required) and stacks without gravity areas keep both edges at `hugging`.
    func gravityEdgeHolds(hugging: Priority, distribution: StackAttributes.Distribution, areas: [Int],
                          vertical: Bool) -> (leading: Priority, trailing: Priority) {
        guard !areas.isEmpty, !distribution.fills else { return (hugging, hugging) }
        let weaker = gapHugging(vertical: vertical)
        return (areas.contains(0) ? hugging : weaker, areas.contains(2) ? hugging : weaker)
    }
}
