import SceneLayout
import SceneModel
import Testing
import TestSupport

extension XcodeWarningRuleTests {
    /// A root holding `circle` (saved not translating its mask, with a mask written, as
    /// IBAnimatable's demo has it) with `dot` inside, neither mentioned by any constraint,
    /// and `pinned`, which has a width and a height but nothing placing it; `extra` is
    /// added to the root's constraints.
    static func prototypedViews(extra: String = "") -> String {
        LayoutFixture.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="circle">
                <rect key="frame" x="85" y="231" width="205" height="205"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                        <rect key="frame" x="25" y="25" width="55" height="55"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <state key="normal" title="Add"/>
                    </button>
                </subviews>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                <rect key="frame" x="20" y="500" width="100" height="30"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="w"/>
                    <constraint firstAttribute="height" constant="30" id="h"/>
                </constraints>
            </view>
            """, constraints: extra)
    }

    @Test func viewsNoConstraintMentionsAreHeldByPrototypingConstraints() throws {
        // Interface Builder gives them prototyping constraints at their frames: not flagged.
        let layout = try layout(Self.prototypedViews())
        let circle = try view("circle", in: layout), dot = try view("dot", in: layout)
        #expect(!circle.ambiguous && !dot.ambiguous)
        #expect(circle.ambiguity == nil)
        // The report alone changes: the frame is the stays' answer, the drawn size.
        #expect(circle.frame.width == 205 && circle.frame.height == 205)
        // A view that a constraint mentions has lost its prototyping constraints: its own
        // size constraints leave its position open, and it is reported.
        let pinned = try view("pinned", in: layout)
        #expect(pinned.ambiguous)
        #expect(pinned.ambiguity?.needs == [[.xPosition], [.yPosition]])
        #expect(layout.diagnostics.filter { $0.kind == .ambiguous }.flatMap(\.items) == ["pinned"])
    }

    @Test func aConstraintMentioningAViewRemovesItsPrototypingConstraints() throws {
        // Pinned by its top only, `circle` is open in its x and reported; `dot` inside
        // it, still mentioned by nothing, stays held.
        let layout = try layout(Self.prototypedViews(extra: """
            <constraint firstItem="circle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="231" id="t"/>
            """))
        let circle = try view("circle", in: layout)
        #expect(circle.ambiguous)
        #expect(!(try view("dot", in: layout)).ambiguous)
    }

    @Test func theWritersStillFlagAViewWithNoConstraints() throws {
        // Add Missing Constraints gives it its constraints, as Interface Builder's does.
        let document = try LayoutFixture.document(Self.prototypedViews())
        let layout = SceneLayoutEngine.forWriters.layout(document)
        let circle = try #require(layout.allViews.first { $0.id == "circle" })
        #expect(circle.ambiguous)
        #expect(circle.frame.width == 205 && circle.frame.height == 205)
    }
}
