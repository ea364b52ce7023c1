import SceneModel

/// Interface Builder's Mac Catalyst device (`<device id="mac" renderMode="macOS"/>`, the
/// `UIUserInterfaceIdiom.mac` canvas) stores a view's origin in its superview at whole
/// points, a half point going up, while sizes keep the 2× grid. Two owners, none against:
/// BLeeEZ/amperfy's `GenericTableCell.xib` (Xcode 16, 23094: a stack centred at 6.5 stored
/// at 7, labels at 8.5 stored at 9, an icon at 10.5 at 11, while its fill-equally labels
/// keep 179.5-point widths) and duckduckgo's `Main.storyboard` (shared/xdevice 062, Xcode 13,
/// 20037: four views its phone copy stores at y = 3.5 and 6.5 are at 4 and 7 on the Mac, its
/// 16-point indicator centred at 16.5 at 17; none of its 25 Mac frames holds a half point).
/// These are the only two documents with the device in every set. Positions move by half a
/// point, so no oracle verdict changes (0 views on any set); the update-frames writer and the
/// misplacement warnings now agree with what Xcode stores.
enum CatalystOriginRounding {
    static func applies(to traits: TraitCollection, isMacOS: Bool) -> Bool {
        traits.deviceID == "mac" && !isMacOS
    }

    static func rounded(_ frame: Rect) -> Rect {
        Rect(x: FrameRounding.round(frame.x, scale: 1), y: FrameRounding.round(frame.y, scale: 1),
             width: frame.width, height: frame.height)
    }
}
