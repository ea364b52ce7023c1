import SceneModel

/// Text that wraps takes its height from the width the layout gives it, which Auto Layout
/// computes: the first pass measures nothing (the stored heights stand), each further pass
/// measures multi-line labels at the widths the previous pass solved (`WrappedLabelHeight`),
/// and the engine lays out again while those heights change (`SceneLayoutEngine+Passes`), as
/// UIKit sets a label's preferred width from its bounds and lays out again.
extension LayoutBuilder {
    /// A view's intrinsic size for this pass; `stored` is its stored alignment rectangle.
    func intrinsicSize(of view: View, alignmentInsets: EdgeInsets, stored: Rect?) -> IntrinsicSize {
        let solvedWidth = geometry?[view.id].map { inset($0, alignmentInsets).width }
        let context = IntrinsicSizeContext(solvedWidth: solvedWidth, scale: traits.scale, storedScale: storedScale,
                                           isTelevision: document.header.isTelevision,
                                           isStoredConfiguration: isStoredConfiguration, isStoredIdiom: isStoredIdiom,
                                           imageResourceSize: view.elementName == "imageView" ? imageResources.size(of: view) : nil,
                                           toolsVersion: traits.toolsVersion,
                                           toolbarHeight: toolbarHeight,
                                           designableSize: designableSizes.size(of: view),
                                           idiom: traits.idiom)
        return provider.intrinsicSize(of: view, storedFrame: stored, platform: document.header.platform, context: context)
    }

    /// Heights the next pass would measure from text: multi-line labels at the widths this
    /// builder's geometry gives them, and labels without a stored frame. Compared with
    /// `measuredTextHeightsUsed` of the pass before to decide whether to lay out again.
    func measuredTextHeights() -> [String: Double] {
        var heights: [String: Double] = [:]
        for view in views where view.elementName == "label" {
            let stored = resolver.storedFrame(of: view)
            // Single-line labels with a stored frame keep it: skip them cheaply.
            if stored != nil, (view.textAttributes.numberOfLines ?? 1) == 1 { continue }
            let insets = item(view.id)?.alignmentInsets ?? .zero
            let size = intrinsicSize(of: view, alignmentInsets: insets, stored: stored.map { inset($0, insets) })
            if size.heightSource == .measuredText, let height = size.height { heights[view.id] = height }
        }
        return heights
    }
}
