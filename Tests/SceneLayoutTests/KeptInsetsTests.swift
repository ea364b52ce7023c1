@testable import SceneLayout
import SceneModel
import TestSupport
import Testing

/// A builder keeps each view's margins and safe-area insets once computed
/// (`LayoutBuilder+Margins`), and the engine decides whether another layout pass is
/// needed from them (`hasSameGeometryDependentInsets`). That is right only while the
/// insets depend on nothing but the view, the traits and the frames the builder reads: a
/// rule that made them read state the build changes would make kept values stale. These
/// tests compare kept values with a fresh builder's, asked in the opposite order.
@Suite struct KeptInsetsTests {
    /// The several-pass fixture, the examples, and every 40th corpus document (when the
    /// corpus is there): table cells, preserved margins, readable widths, bars.
    static func documents() throws -> [SceneDocument] {
        var documents = [try LayoutFixture.document(PassReuseTests.document(containers: 12), path: "passes.xib")]
        for url in Corpus.examples { documents.append(try SceneDocument.load(contentsOf: url.path)) }
        for (index, url) in Corpus.documents.enumerated() where index % 40 == 0 {
            if let document = try? SceneDocument.load(contentsOf: url.path) { documents.append(document) }
        }
        return documents
    }

    /// Each root's settled builder (its last pass) in the document's own traits and on a
    /// notched phone in landscape (side insets), with the bars and placement it used.
    static func settledBuilders(_ document: SceneDocument) -> [LayoutBuilder] {
        var builders: [LayoutBuilder] = []
        let bars = SimulatedBars.forDocument(document)
        for traits in [LayoutFixture.traits(document), LayoutFixture.traits(document, device: "retina6_12", orientation: "landscape")] {
            for scene in document.scenes {
                for root in scene.rootViews {
                    builders.append(SceneLayoutEngine().settledLayout(document: document, scene: scene, root: root, traits: traits,
                                                                      bars: bars, holdingPositionsAsDrawn: false).0)
                }
            }
        }
        return builders
    }

    /// A builder that has computed nothing yet, over the given frames.
    static func fresh(like builder: LayoutBuilder, geometry: [String: Rect]?) -> LayoutBuilder {
        let fresh = LayoutBuilder(document: builder.document, scene: builder.scene, root: builder.root, traits: builder.traits,
                                  provider: builder.provider, bars: builder.simulatedBars, geometry: geometry,
                                  placement: builder.placement)
        fresh.collectViews()
        return fresh
    }

    @Test func keptInsetsAreWhatAFreshBuilderComputes() throws {
        var views = 0
        for document in try Self.documents() {
            for builder in Self.settledBuilders(document) {
                let fresh = Self.fresh(like: builder, geometry: builder.geometry)
                // Children first: no ancestor's margins are kept when a view's are computed.
                for view in fresh.views.reversed() {
                    #expect(fresh.margins(of: view) == builder.margins(of: view), "\(document.path) \(view.id)")
                    #expect(fresh.safeAreaInsets(of: view) == builder.safeAreaInsets(of: view), "\(document.path) \(view.id)")
                    views += 1
                }
            }
        }
        #expect(views > 1_000)
    }

    /// Every view's insets, computed afresh (nothing kept), for the oracle below.
    static func insets(_ builder: LayoutBuilder) -> [(String, [EdgeInsets])] {
        let fresh = Self.fresh(like: builder, geometry: builder.geometry)
        return fresh.views.map { ($0.id, [fresh.computeSafeAreaInsets(of: $0), fresh.computeMargins(of: $0)]) }
    }

    /// The decision agrees with comparing every view's insets field by field within a
    /// hundredth of a point: for stored frames against solved ones (often different) and
    /// for a settled pass against the next (the same, as the pass settled).
    @Test func passDecisionMatchesAFieldByFieldComparison() throws {
        var answers: Set<Bool> = []
        for document in try Self.documents() {
            for settled in Self.settledBuilders(document) {
                let stored = Self.fresh(like: settled, geometry: nil)
                let next = Self.fresh(like: settled, geometry: settled.solvedFrames())
                for (a, b) in [(stored, next), (settled, next)] {
                    let left = Self.insets(a), right = Self.insets(b)
                    let expected = left.count == right.count && zip(left, right).allSatisfy { l, r in
                        l.0 == r.0 && zip(l.1, r.1).allSatisfy { x, y in
                            abs(x.top - y.top) <= 0.01 && abs(x.left - y.left) <= 0.01
                                && abs(x.bottom - y.bottom) <= 0.01 && abs(x.right - y.right) <= 0.01
                        }
                    }
                    let answer = a.hasSameGeometryDependentInsets(as: b)
                    #expect(answer == expected, "\(document.path)")
                    answers.insert(answer)
                }
            }
        }
        #expect(answers == [true, false])
    }

    /// Each solver constraint made from a document constraint points back at it: the
    /// solver constraint's label is the document constraint's id, held by the owner.
    @Test func sourcesPointAtTheConstraintsTheyStandFor() throws {
        var checked = 0
        for document in try Self.documents() {
            for builder in Self.settledBuilders(document) {
                for (id, source) in builder.sources {
                    #expect(builder.solver.constraint(id)?.label == source.constraint.id)
                    #expect(source.constraint.ownerID == source.owner.id)
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }
}
