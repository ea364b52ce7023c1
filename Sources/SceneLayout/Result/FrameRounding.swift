/// Rounds positions to the device's pixel grid as UIKit does: each edge to the nearest
/// 1/scale, ties upwards (the corpus shows 53.25 → 53.5 on @2x devices).
/// macOS measures y from the bottom, so its ties go up the screen: in the top-down
/// coordinates used while solving, vertical ties round down there.
enum FrameRounding {
    static func round(_ value: Double, scale: Double, tiesDown: Bool = false) -> Double {
        let scaled = value * scale
        // Values within 1e-6 of a tie count as the tie, so solver noise cannot flip it.
        if tiesDown { return (scaled - 0.5 - 1e-6).rounded(.up) / scale }
        return (scaled + 0.5 + 1e-6).rounded(.down) / scale
    }
}
