import SceneModel

/// UIToolbar's height on another configuration than the document's own, where the stored
/// height measured another device's toolbar.
///
/// On an iPhone without a home indicator, in portrait (regular height), and on the Any/Any
/// canvas, a toolbar is 44 points high (Apple's UI element guidelines: 44 in portrait, 32 in
/// landscape, which is left alone here; the iPad's 50 from iOS 12 likewise). The corpus's
/// toolbars saved on such devices are all 44 (retina4_7: 4 in 3 projects; the canvas: 1);
/// on notched phones they are 49 or 44 with the same constraints (Esri's samples), so no
/// height is claimed there and the stored one stands. On the cross-device pairs: Esri's
/// toolbars saved 49 high on an iPhone 11 and resolved for an iPhone 8 or the canvas.
enum ToolbarHeight {
    static let standard = 44.0

    static func height(in traits: TraitCollection, isStoredConfiguration: Bool) -> Double? {
        guard !isStoredConfiguration, traits.safeAreaInsets.bottom == 0, traits.heightClass != .compact else { return nil }
        let isCanvas = traits.widthClass == nil && traits.heightClass == nil
        guard isCanvas || traits.idiom == "phone" else { return nil }
        return standard
    }
}
