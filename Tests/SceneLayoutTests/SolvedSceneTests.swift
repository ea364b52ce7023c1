import SceneLayout
import SceneModel
import Testing

/// A solved scene stays alive for writers' questions: its frames are `layout`'s, and a
/// trial constraint says whether it would hold, what it leaves open and what it moves,
/// without changing the scene.
@Suite struct SolvedSceneTests {
    /// `box` pinned at (20, 40), 30 high, its width open (drawn 100 wide); `fixed` fully
    /// placed below it.
    static let document = LayoutFixture.storyboard(subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="40" width="100" height="30"/>
            <constraints>
                <constraint firstAttribute="height" constant="30" id="h"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
            <rect key="frame" x="20" y="100" width="50" height="50"/>
            <constraints>
                <constraint firstAttribute="width" constant="50" id="fw"/>
                <constraint firstAttribute="height" constant="50" id="fh"/>
            </constraints>
        </view>
        """, constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="x"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="y"/>
        <constraint firstItem="fixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="fx"/>
        <constraint firstItem="fixed" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="30" id="fy"/>
        """)

    func scene() throws -> SolvedScene {
        let scenes = SceneLayoutEngine().solve(try LayoutFixture.document(Self.document))
        return try #require(scenes.first)
    }

    func width(_ constant: Double) -> TrialConstraint {
        TrialConstraint(owner: "box", firstItem: "box", firstAttribute: .width, constant: constant)
    }

    @Test func itsFramesAreTheLayouts() throws {
        let scene = try scene()
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.document))
        func frames(_ views: [ViewLayout]) -> [String] {
            views.flatMap { ["\($0.id) \($0.frame) \($0.ambiguous)"] + frames($0.subviews) }
        }
        #expect(frames(scene.views) == frames(layout.scenes.first?.views ?? []))
        #expect(scene.absoluteFrame(of: "fixed") == rect(20, 100, 50, 50))
        #expect(scene.openParts(of: "box") == [[.width]])
        #expect(scene.openParts(of: "fixed").isEmpty)
    }

    @Test func aConstraintAsDrawnSettlesTheViewAndMovesNothing() throws {
        let outcome = try #require(try scene().trial(width(100), watching: ["box"]))
        #expect(outcome.holds)
        #expect(outcome.moved.isEmpty)
        #expect(outcome.stillOpen.isEmpty)
    }

    @Test func anotherConstantMovesTheView() throws {
        let outcome = try #require(try scene().trial(width(150), watching: ["box"]))
        #expect(outcome.holds)
        #expect(outcome.moved.map(\.id) == ["box"])
        #expect(outcome.moved.first?.after == rect(20, 40, 150, 30))
    }

    @Test func aConstraintOnTheOtherAxisLeavesTheWidthOpen() throws {
        let trial = TrialConstraint(owner: "root", firstItem: "box", firstAttribute: .top, secondItem: "root",
                                    secondAttribute: .top, constant: 40)
        let outcome = try #require(try scene().trial(trial, watching: ["box"]))
        #expect(outcome.holds)
        #expect(outcome.stillOpen["box"] == [[.width]])
    }

    @Test func aContradictionDoesNotHold() throws {
        let trial = TrialConstraint(owner: "root", firstItem: "fixed", firstAttribute: .top, secondItem: "root",
                                    secondAttribute: .top, constant: 10)
        #expect(try scene().trial(trial, watching: []).map(\.holds) == false)
    }

    @Test func aTrialLeavesTheSceneAsItWas() throws {
        let scene = try scene()
        _ = scene.trial(width(150), watching: ["box"])
        #expect(scene.absoluteFrame(of: "box") == rect(20, 40, 100, 30))
        #expect(scene.openParts(of: "box") == [[.width]])
    }
}
