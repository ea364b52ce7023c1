import SceneModel

/// Which arranged views give a stack view its baselines. Apple's UIStackView documentation:
/// a vertical stack returns its first arranged view for `forFirstBaselineLayout` and its
/// last for `forLastBaselineLayout`; a horizontal stack returns its tallest (a nested
/// stack answers for itself in turn). NSStackView does the same: WWDC's preferences
/// (23504) put a horizontal stack of a label and a help button in a baseline-aligned row
/// beside a switch; the stored frames hold the label's baseline, not the nested stack's
/// bottom, on the switch's. Hidden views have left the arrangement.
extension StackLayout {
    /// Sets the stack's item to take its baselines from its arranged views' items. Run for
    /// every stack before any stack or document constraint reads a baseline.
    func setBaselineItems() {
        guard let attributes = builder.resolver.stackAttributes(of: stack), let stackItem = builder.item(stack.id) else { return }
        let visible = arrangedViews(gravity: Self.gravityViews(of: stack)).filter { !leavesArrangement($0) }
        guard let firstView = visible.first, let lastView = visible.last else { return }
        if attributes.axis == .vertical {
            guard let first = builder.item(firstView.id), let last = builder.item(lastView.id) else { return }
            stackItem.baselineItems = (first, last)
        } else {
            // The tallest by its drawn height (the first of equals); heights, not positions.
            let heights = visible.map { builder.resolver.storedFrame(of: $0)?.height ?? 0 }
            guard let tallest = heights.indices.max(by: { heights[$0] < heights[$1] || (heights[$0] == heights[$1] && $0 > $1) }),
                  let item = builder.item(visible[tallest].id) else { return }
            stackItem.baselineItems = (item, item)
        }
    }
}
