import SceneLayout
import SceneModel
import Testing

extension RootMarginTests {
    /// Roots 390 and 393 points wide keep 16 (`DeviceTable.rootSideMargin`): passforios's
    /// raw-password scene (23504, 390) and a Clima copy (MichaelPNZ 21507, 393) put views on
    /// their roots' margins at x = 16, where table cells of those widths take 20; a
    /// 400-point root has 20 (IBAnimatable). Session 16, pool19.
    @Test func rootsOf390And393PointsHaveSixteenPointMargins() throws {
        #expect(try labelX(rootWidth: 390) == 16)
        #expect(try labelX(rootWidth: 393) == 16)
        #expect(try labelX(rootWidth: 400) == 20)
    }
}
