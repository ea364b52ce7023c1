@testable import SceneLayout
import SceneModel
import Testing

/// The second frame an ambiguity report shows beside the solved one: a free direction of
/// the solution taken whichever way keeps every size at zero or more, since no view's
/// width or height is ever negative (Apple's Auto Layout Guide, "Anatomy of a Constraint").
@Suite struct FrameMotionTests {
    @Test func aMotionThatKeepsSizesPositiveIsAppliedAsItIs() {
        let motion = FrameMotion(x: 0, y: 0, width: 1000, height: 0)
        let witness = motion.witness(from: Rect(x: 16, y: 43.5, width: 45, height: 20.5))
        #expect(witness == Rect(x: 16, y: 43.5, width: 1045, height: 20.5))
    }

    @Test func aMotionThatWouldMakeASizeNegativeIsTakenTheOtherWay() {
        // A zero-wide view held at zero by the non-negative bound, free to grow: the
        // solver's direction shrinks it, the report shows it grown.
        let motion = FrameMotion(x: 0, y: 0, width: -1000, height: 0)
        let witness = motion.witness(from: Rect(x: 16, y: 43.5, width: 0, height: 20.5))
        #expect(witness == Rect(x: 16, y: 43.5, width: 1000, height: 20.5))
    }

    @Test func aPositionAndSizeMovingTogetherAreBothReversed() {
        let motion = FrameMotion(x: 1000, y: 0, width: -1000, height: 0)
        let witness = motion.witness(from: Rect(x: 0, y: 40, width: 0, height: 30))
        #expect(witness == Rect(x: -1000, y: 40, width: 1000, height: 30))
    }
}
