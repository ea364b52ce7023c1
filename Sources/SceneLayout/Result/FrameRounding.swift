/// Rounds positions to the device's pixel grid as UIKit does: each edge to the nearest
/// 1/scale, ties upwards (the corpus shows 53.25 → 53.5 on @2x devices).
enum FrameRounding {
    static func round(_ value: Double, scale: Double) -> Double {
        let scaled = value * scale
        // Values within 1e-6 of a tie count as the tie, so solver noise cannot flip it.
        return (scaled + 0.5 + 1e-6).rounded(.down) / scale
    }
}
