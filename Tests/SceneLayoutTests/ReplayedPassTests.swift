@testable import SceneLayout
import SceneModel
import TestSupport
import Testing

/// Later layout passes replay their build against the previous pass's solver
/// (`Solver+Replay`, `SceneLayoutEngine+Passes`). Every equation is built again and
/// compared, so no rule has to declare which geometry-dependent input it reads; the oracle
/// is the same layout with a fresh solver for every pass (`replaysPassesInPlace` off):
/// frames, ambiguity, misplacement and diagnostics must be exactly the same.
@Suite struct ReplayedPassTests {
    static var freshEngine: SceneLayoutEngine {
        var fresh = SceneLayoutEngine()
        fresh.replaysPassesInPlace = false
        return fresh
    }

    static func sameLayout(_ document: SceneDocument, traits: TraitCollection?) -> Bool {
        EngineComparison.sameLayout(SceneLayoutEngine(), freshEngine, document, traits: traits)
    }

    /// The several-pass fixture in the configurations where its insets move between passes.
    @Test(arguments: [(nil, "portrait"), ("retina6_12", "portrait"), ("retina6_12", "landscape"), ("ipad10_2", "portrait")])
    func replayingChangesNothing(device: String?, orientation: String) throws {
        let document = try LayoutFixture.document(PassReuseTests.document(containers: 12), path: "passes.xib")
        let same = Self.sameLayout(document, traits: LayoutFixture.traits(document, device: device, orientation: orientation))
        #expect(same)
    }

    /// The fixture's later passes do replay (not the fresh fallback), and reuse most components.
    @Test func laterPassesReplay() throws {
        let document = try LayoutFixture.document(PassReuseTests.document(containers: 12), path: "passes.xib")
        let builder = try #require(EngineComparison.settledBuilders(document).first)
        #expect(builder.geometry != nil)
        #expect(builder.solver.replayedBuildCount >= 1)
        #expect(builder.solver.reusedSolutionCount > 0)
    }

    /// Every corpus document in its own configuration, and every tenth iOS one on a small
    /// phone and a large iPad (other safe areas and margins, so other later passes).
    @Test func replayingChangesNothingOnTheCorpus() throws {
        guard Corpus.isAvailable else { return }
        var compared = 0, replayedRoots = 0
        try CorpusDeviceSamples.forEach { sample in
            for traits in sample.configurations {
                // The answer first: a failing `#expect` describes its arguments, and a
                // document's description is the whole view tree.
                let same = EngineComparison.sameLayout(sample.defaultLayout(traits: traits), Self.freshEngine, sample.document, traits: traits)
                #expect(same, "\(sample.name) \(traits?.deviceID ?? "own traits")")
                compared += 1
            }
            if sample.isSampled { replayedRoots += Self.replayedRoots(sample.document) }
        }
        #expect(compared > 400)
        // Some later passes do take the replay (the comparison is not of two fresh solves).
        #expect(replayedRoots > 0)
    }

    /// Roots whose settled pass replayed the one before, in the document's own configuration.
    static func replayedRoots(_ document: SceneDocument) -> Int {
        EngineComparison.settledBuilders(document).filter { $0.solver.replayedBuildCount > 0 }.count
    }

    /// Labels get no intrinsic height in the first pass and one from the second pass on,
    /// so the second pass's build has equations the first's had not: it cannot replay and
    /// is laid out with a fresh solver (`finishReplay` false). Records that the second
    /// pass asked, so the test knows the fallback ran.
    final class HeightsFromTheSecondPass: IntrinsicSizeProvider {
        let base = DocumentIntrinsicSizeProvider()
        var laterPassAsked = false
        func intrinsicSize(of view: View, storedFrame: Rect?, platform: DocumentHeader.Platform) -> IntrinsicSize {
            intrinsicSize(of: view, storedFrame: storedFrame, platform: platform, context: IntrinsicSizeContext())
        }
        func intrinsicSize(of view: View, storedFrame: Rect?, platform: DocumentHeader.Platform,
                           context: IntrinsicSizeContext) -> IntrinsicSize {
            var size = base.intrinsicSize(of: view, storedFrame: storedFrame, platform: platform, context: context)
            guard view.elementName == "label" else { return size }
            if context.solvedWidth == nil {
                size.height = nil
                size.heightSource = nil
            } else {
                laterPassAsked = true
            }
            return size
        }
    }

    @Test func aPassWithOtherEquationsIsLaidOutWithAFreshSolver() throws {
        let document = try LayoutFixture.document(PassReuseTests.document(containers: 12), path: "passes.xib")
        let traits = LayoutFixture.traits(document, device: "retina6_12", orientation: "landscape")
        let replayingProvider = HeightsFromTheSecondPass(), freshProvider = HeightsFromTheSecondPass()
        var fresh = SceneLayoutEngine(provider: freshProvider)
        fresh.replaysPassesInPlace = false
        let same = EngineComparison.sameLayout(SceneLayoutEngine(provider: replayingProvider), fresh, document, traits: traits)
        #expect(replayingProvider.laterPassAsked)
        #expect(same)
    }
}
