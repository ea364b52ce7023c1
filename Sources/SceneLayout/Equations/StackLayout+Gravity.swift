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
