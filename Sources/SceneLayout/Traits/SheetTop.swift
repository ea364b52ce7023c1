import SceneModel

/// Where Interface Builder draws the top of a sheet (a controller reached by a page-sheet,
/// form-sheet, automatic or popover presentation, `SimulatedBars.presentedAsSheets`) on an
/// iPhone in portrait: the sheet's root is the screen's height less this. iOS 13 made the
/// sheet the default modal presentation (Apple, `UIViewController.modalPresentationStyle`:
/// ".automatic … maps to .pageSheet"); a sheet leaves the top of the screen to the status
/// bar and, on notched phones, a strip of the presenting view behind it.
///
/// The heights Xcode stores, from the corpus and the cross-device pairs (28 sheet roots,
/// 8 projects, none against):
/// - home-button phones, Xcode 11–13: the status bar, 20 (667 − 20 = 647: SideMenu 15400,
///   Esri 15705 and 17156, Agrume 19529, freeotp 20037);
/// - notched phones before Xcode 14: the 44-point top inset of that era
///   (`DeviceTable.traits`) and 10 more (896 − 54 = 842 and 812 − 54 = 758: Esri 17156 and
///   18122; bitwarden 19455, 786 under its 56-point opaque bar);
/// - notched phones from Xcode 14 (iOS 16): 10, whatever the inset (bitwarden 22505,
///   830 under its opaque bar on an 896-point phone; passforios 23504, 834 on 844;
///   Lockdown, Xcode 15, 886 on 896).
/// Home-button phones from Xcode 14 have no stored sheet here: they keep the status bar.
/// Other idioms, landscape and the Any/Any canvas keep the whole screen, as before (an
/// iPad's form sheet is a centred card of its own size; Esri's 155 keeps a form sheet's
/// root 600 high on the canvas).
enum SheetTop {
    static func top(in traits: TraitCollection) -> Double? {
        guard traits.deviceID != nil, traits.idiom == "phone", traits.orientation == "portrait" else { return nil }
        let notched = traits.safeAreaInsets.bottom > 0
        guard notched else { return 20 }
        return XcodeEra.isAtLeast(XcodeEra.iOS16Canvas, traits.toolsVersion) ? 10 : traits.safeAreaInsets.top + 10
    }
}
