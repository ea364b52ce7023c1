import SceneLayout
import SceneModel
import Testing
import TestSupport

extension XcodeWarningRuleTests {
    @Test func anAmbiguousViewMisplacedInItsDeterminedPartsIsReportedBothWays() throws {
        // Xcode saves `ambiguous="YES" misplaced="YES"` on one view (30 views, 12 owners in
        // the corpus and the fresh sets: AccuracyLog, session 21, mis25): `box` is
        // open vertically and drawn 30 points right of its pinned leading edge, so `check`
        // names it in an ambiguity report and in a misplacement report.
        let layout = try layout(Self.verticallyOpenBox(storedX: 50))
        let box = try view("box", in: layout)
        #expect(box.ambiguous && box.misplaced)
        let kinds = layout.diagnostics.filter { $0.items == ["box"] }.map(\.kind)
        #expect(kinds == [.ambiguous, .misplaced])
        let misplacement = try #require(layout.diagnostics.first { $0.kind == .misplaced })
        #expect(misplacement.message.contains("stored (50, 100, 100, 30)"))
    }

    @Test func anAmbiguousViewDrawnWhereItsDeterminedPartsSayIsReportedOnlyAmbiguous() throws {
        // The same box drawn at its pinned x = 20: only the open y differs from the solution,
        // and Interface Builder keeps open parts as drawn.
        let layout = try layout(Self.verticallyOpenBox(storedX: 20))
        #expect(layout.diagnostics.filter { $0.items == ["box"] }.map(\.kind) == [.ambiguous])
    }
}
