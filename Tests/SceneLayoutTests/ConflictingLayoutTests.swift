import SceneLayout
import SceneModel
import Testing

/// Views whose constraints cannot all hold: Interface Builder leaves them (and what they
/// hold) where the document has them; the runtime breaks a constraint and moves them.
@Suite struct ConflictingLayoutTests {
    /// `box` must be both 100 and 200 wide; `inner` sits in it; `free` has nothing to do with it.
    static let document = LayoutFixture.storyboard(subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="40" width="150" height="50"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                    <rect key="frame" x="5" y="5" width="30" height="30"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="10" id="i1"/>
                <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="i2"/>
                <constraint firstAttribute="width" constant="100" id="w1"/>
                <constraint firstAttribute="width" constant="200" id="w2"/>
                <constraint firstAttribute="height" constant="50" id="h1"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="free">
            <rect key="frame" x="20" y="300" width="10" height="10"/>
            <constraints>
                <constraint firstAttribute="width" constant="40" id="f1"/>
                <constraint firstAttribute="height" constant="40" id="f2"/>
            </constraints>
        </view>
        """, constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b1"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="b2"/>
        <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c2"/>
        """)

    func views(_ layout: DocumentLayout) -> [String: ViewLayout] {
        Dictionary(layout.allViews.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func onTheCanvasConflictingViewsKeepTheirStoredFrames() throws {
        let document = try LayoutFixture.document(Self.document)
        let layout = SceneLayoutEngine().layout(document, presentation: .canvas)
        #expect(layout.diagnostics.contains { $0.kind == .unsatisfiable })
        let v = views(layout)
        // box: stored 150 wide; the solver, breaking one width, makes it 100 or 200.
        #expect(v["box"]?.frame == rect(20, 40, 150, 50))
        #expect(v["box"]?.conflicting == true)
        #expect(v["box"]?.misplaced == false)
        let solvedWidth = v["box"]?.solvedFrame?.width
        #expect(solvedWidth == 100 || solvedWidth == 200)
        // inner is inside the conflicting view: stored too, though its own constraints hold.
        #expect(v["inner"]?.frame == rect(5, 5, 30, 30))
        #expect(v["inner"]?.solvedFrame == rect(10, 10, 30, 30))
        #expect(v["inner"]?.conflicting == true)
        // free is laid out as usual and flagged misplaced.
        #expect(v["free"]?.frame == rect(20, 300, 40, 40))
        #expect(v["free"]?.conflicting == false)
        #expect(v["free"]?.misplaced == true)
    }

    /// The solved presentation (what writers and diffs use) reports the runtime's frames,
    /// flagged, and never calls a conflicting view misplaced: the conflict is the problem.
    @Test func solvedConflictingViewsGetTheRuntimesFrames() throws {
        let document = try LayoutFixture.document(Self.document)
        let layout = SceneLayoutEngine().layout(document)
        let v = views(layout)
        let box = try #require(v["box"])
        #expect(box.frame.width == 100 || box.frame.width == 200)
        #expect(box.conflicting && !box.misplaced && box.solvedFrame == nil)
        #expect(v["inner"]?.frame == rect(10, 10, 30, 30))
        #expect(v["inner"]?.conflicting == true)
        #expect(v["free"]?.misplaced == true)
    }

    @Test func otherTraitsGetTheRuntimesFrames() throws {
        let document = try LayoutFixture.document(Self.document)
        let traits = LayoutFixture.traits(document, device: "retina6_1")
        let v = views(SceneLayoutEngine().layout(document, traits: traits))
        let box = try #require(v["box"])
        #expect(box.width == 100 || box.width == 200)
        #expect(box.solvedFrame == nil)
        #expect(box.conflicting)
        #expect(v["inner"]?.frame == rect(10, 10, 30, 30))
    }
}

private extension ViewLayout {
    var width: Double { frame.width }
}
