import SceneModel

/// Where a scene's root views lie for the traits: the screen, a container, a sheet, a bar.
extension LayoutBuilder {
    /// Full-screen controller roots and a XIB's top-level views of inferred size take the
    /// traits' size, a child controller's root its container's; everything else keeps its own.
    static func rootFrame(_ root: View, scene: Scene, traits: TraitCollection, resolver: TraitResolver,
                          isXIB: Bool = false, namesDevice: Bool = true, platform: DocumentHeader.Platform,
                          bars: [String: SimulatedBars] = [:], placement: ContainerPlacement? = nil) -> Rect {
        // A root saved without a frame: `framelessRootFrame` (AccuracyLog, session 21, loosecell25).
        let stored = resolver.storedFrame(of: root) ?? framelessRootFrame(root, traits: traits, platform: platform)
        // A touch bar item's view fills its item at the design-time size (MacDown's editor:
        // the 11 items stored at their design-time size are not flagged, the 7 stored
        // 72 × 30 at (6, −4) in 60 × 19 items are flagged misplaced by Xcode).
        if let item = root.touchBarItemSize { return Rect(x: 0, y: 0, width: item.width, height: item.height) }
        guard let size = traits.size else { return stored }
        if let controller = scene.controller(of: root), controller.freeformSize == nil {
            switch root.key {
            case "view"?, nil:
                var inferred = placement?.size ?? size
                if placement == nil, bars[controller.id]?.isPageSheet == true, let top = SheetTop.top(in: traits) {
                    // A sheet is the screen less the strip above it (`SheetTop`).
                    inferred.height -= top
                }
                return Rect(x: 0, y: 0, width: inferred.width, height: inferred.height)
            case "navigationBar"?:
                // A navigation controller's bar spans the screen under the status bar and
                // keeps its height. In the storyboards of the corpus and the cross-device
                // pairs that name a device, 126 of 155 such bars are as wide as the device
                // and 86 of the 116 sit at its top inset (the others at 0: sheets and
                // hidden status bars). Other objects a controller holds (tab bars saved
                // 1000 × 1000, refresh controls) keep their stored frames.
                var top = traits.safeAreaInsets.top
                if controller.simulatedStatusBarHidden && traits.idiom == "phone" && top <= 20 { top = 0 }
                if bars[controller.id]?.isPageSheet == true { top = 0 }
                // Xcode 8 did not lay the bar out: it keeps its stored frame. The 21 bars
                // of 8 projects saved by 11542–12121 (AdguardForiOS, kiwix, passforios,
                // awslabs, artsy, IBAnimatable, MJRefresh) are at y = 0, a third of them
                // narrower than their device (320 or 375 on a 414-point iPhone 8 Plus, as
                // stored on another device: kiwix's 183 and 186, passforios's 262); the 31
                // saved by 13189–14490 are at the top inset and as wide as the device (one
                // Xcode 9.0 file, Cosmos's 13122, still at 0). Device-less documents
                // (Xcode 7 and before) get the bar of whichever Xcode lays them out for a
                // device: mattneub's 247 and 250 (saved again by 13189 and 13528) have it at
                // the top inset, MJRefresh's 055 (12121) at 0; they keep the later one.
                if namesDevice && !XcodeEra.isAtLeast(XcodeEra.safeAreas, traits.toolsVersion) { return stored }
                return Rect(x: 0, y: top, width: size.width, height: stored.height)
            case "toolbar"?:
                // A navigation controller's toolbar lies along the bottom of the screen
                // (Apple, UINavigationController: "a toolbar at the bottom of the screen"),
                // as wide as the screen, above the home indicator's inset; its height is
                // kept. The stored ones: kiwix (11760, 12118: 414 wide at 692 on a 736-point
                // iPhone 8 Plus, 736 at 370 in landscape) and IBAnimatable (12120: 623 on 667).
                let bottom = size.height - traits.safeAreaInsets.bottom - stored.height
                return Rect(x: 0, y: bottom, width: size.width, height: stored.height)
            default:
                return stored
            }
        }
        if isXIB && hasInferredSize(root) {
            return Rect(x: stored.x, y: stored.y, width: size.width, height: size.height)
        }
        return stored
    }

    /// A XIB's top-level plain view whose simulated size is "Inferred" (no
    /// `simulatedDestinationMetrics`, which Xcode writes for Freeform) is drawn at the
    /// device's screen size. In the XIBs of the corpus and the cross-device pairs that name
    /// a device, 75 such views are exactly the device's size and one is not (a stale file);
    /// the 49 freeform ones never are. Resolving for another device, 28 of the 207
    /// cross-device pairs change: 27 gain (152 views), one loses 4 (its B is that stale file).
    static func hasInferredSize(_ root: View) -> Bool {
        root.elementName == "view" && !root.hasSimulatedDestinationMetrics
    }
}
