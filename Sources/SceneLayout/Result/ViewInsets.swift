import SceneModel

/// What a picture of a solved layout draws inside a view besides its frame: its safe area
/// and layout margins, as the layout used them, and which way its frame measures y.
public struct ViewInsets: Sendable, Equatable {
    /// How far the root's unsafe area (bars, notch, home indicator) reaches into the view.
    public var safeArea: EdgeInsets
    /// The view's layout margins, left and right absolute (already resolved for the layout
    /// direction), including the safe area when the view insets its margins from it.
    public var margins: EdgeInsets
    /// The view's frame measures y from its superview's bottom edge (AppKit, in a
    /// superview that is not flipped).
    public var measuresYFromBottom: Bool
}

extension SceneLayoutEngine {
    /// The insets of every view laid out for `traits` (nil: the document's own
    /// configuration), keyed by view id. Lays the scenes out again (the `.solved`
    /// presentation), so it costs as much as `layout`; pictures ask for it, commands that
    /// only need frames do not.
    public func viewInsets(_ document: SceneDocument, traits: TraitCollection? = nil, sceneID: String? = nil) -> [String: ViewInsets] {
        let traits = traits ?? DeviceTable.documentTraits(document.header)
        let bars = SimulatedBars.forDocument(document)
        let isMacOS = document.header.platform == .macOS
        var result: [String: ViewInsets] = [:]
        for scene in document.scenes where sceneID == nil || scene.id == sceneID {
            for root in scene.rootViews {
                let (builder, _) = settledLayout(document: document, scene: scene, root: root, traits: traits, bars: bars,
                                                 holdingPositionsAsDrawn: false, readsInsetsAfterwards: true)
                for view in root.subtree {
                    guard let item = builder.item(view.id), item.view != nil else { continue }
                    result[view.id] = ViewInsets(
                        safeArea: builder.safeAreaInsets(of: view), margins: item.margins,
                        measuresYFromBottom: isMacOS && view.id != root.id && !AppKitGeometry.isFlipped(view.parent))
                }
            }
        }
        return result
    }
}
