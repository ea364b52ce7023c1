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

    /// Which of its edges an NSStackView holds its first and last views to at its clipping
    /// resistance (required unless lowered) rather than at its hugging priority along the
    /// axis. `fill`, `fillEqually` and `fillProportionally` make the hugging required
    /// (Apple, `NSStackView.Distribution`). `equalSpacing` and `equalCentering` keep the
    /// spacing "equal as much as possible while still maintaining the minimum spacing": the
    /// views span the stack and room goes into the gaps, whose `== spacing` is held at the
    /// hugging priority (as UIStackView's same distributions pin their first and last
    /// views). `equalCentering` holds its edges at the hugging priority and its gaps just
    /// below it (`equalCenteringGapHugging`). Gravity areas keep the leading area on the leading edge and the trailing
    /// area on the trailing edge; room goes between the areas, whose `== spacing` is held
    /// at the hugging priority (Apple's `NSStackView.spacing` table). An edge whose area
    /// is empty holds at the hugging priority.
    ///
    /// This replaces gaps held "a hair" (0.001) below the edges at the same priority, which
    /// gave the same frames: iGlance's and pock's equal-spacing rows (3 and 1 views),
    /// Fluor's trailing area 222 points from its leading one (1); at equal priorities
    /// without an order those views move and 20 false ambiguity reports appear.
    static func edgeHolds(_ distribution: StackAttributes.Distribution, firstArea: Int?, lastArea: Int?) -> (leading: Bool, trailing: Bool) {
        switch distribution {
        case .fill, .fillEqually, .fillProportionally, .equalSpacing:
            return (true, true)
        case .equalCentering:
            // Not pinned: a lone view is centred (Rectangle's preferences, stacks at 88 and
            // 59 in wider rows), which pinned edges would stretch (8 views lost).
            return (false, false)
        case .gravityAreas:
            return (firstArea == 0, lastArea == 2)
        }
    }
}
