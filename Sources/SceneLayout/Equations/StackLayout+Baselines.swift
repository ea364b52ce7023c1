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

extension StackLayout {
    /// Whether an arranged view of a baseline-aligned stack keeps its top inside the stack's
    /// top. A horizontal UIStackView aligned on first baselines connects its top edge to its
    /// first arranged view only (`UISV-canvas-connection`, stack.top <= first.top); a later
    /// view that rises higher above the shared baseline sticks out over the stack's top, and
    /// the stack is as tall as the first view's top to the lowest bottom (openradar 32291130,
    /// "Stack View height incorrect for first/last baseline alignment", iOS 10.3; Use Your
    /// Loaf, "Stack View Baseline Alignment Issue"). Two owners store exactly that:
    /// Esri (cross-device pair 160, Xcode 10.1 and 11.3: a label, a text field 4.5 and
    /// 6.5 above it and a button 6 above) and ramandabhijana (`new26`, Xcode 13: six
    /// label-and-field rows, each field 1 above its label), the only horizontal
    /// first-baseline stacks with two visible views in the corpus, the pairs and the 28
    /// fresh sets (AccuracyLog, session 22, fresh26). Last baselines and NSStackView keep
    /// every view inside (no document shows otherwise).
    /// A vertical stack aligned on baselines holds every view (no document has one).
    static func holdsTopEdge(of item: LayoutItem, first: LayoutItem?, firstBaseline: Bool, isVertical: Bool, isMacOS: Bool) -> Bool {
        isMacOS || isVertical || !firstBaseline || item === first
    }
}
