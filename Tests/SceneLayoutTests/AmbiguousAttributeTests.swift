import SceneLayout
import SceneModel
import Testing

/// Which frame attributes an ambiguous view needs constraints for, in Interface Builder's
/// words, judged relative to the superview, with a witness frame that satisfies the
/// constraints as well as the reported one.
@Suite struct AmbiguousAttributeTests {
    /// A plain view (no intrinsic size) `box` in `holder`, a 200 × 100 view at (40, 60)
    /// pinned by the given constraints of the root, with `constraints` of the root placing
    /// `box`.
    func layout(box constraints: String, holder holderConstraints: String = Self.holderPinned) throws -> DocumentLayout {
        let text = LayoutFixture.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="holder">
                <rect key="frame" x="40" y="60" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="10" y="20" width="50" height="30"/>
                    </view>
                </subviews>
            </view>
            """, constraints: holderConstraints + constraints)
        return SceneLayoutEngine().layout(try LayoutFixture.document(text))
    }

    static let holderPinned = """
        <constraint firstItem="holder" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="h1"/>
        <constraint firstItem="holder" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="h2"/>
        <constraint firstItem="holder" firstAttribute="width" constant="200" id="h3"/>
        <constraint firstItem="holder" firstAttribute="height" constant="100" id="h4"/>
        """

    func view(_ id: String, in layout: DocumentLayout) throws -> ViewLayout {
        try #require(layout.allViews.first { $0.id == id })
    }

    @Test func anOpenWidthIsNamed() throws {
        let layout = try layout(box: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="holder" secondAttribute="leading" constant="10" id="b1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="holder" secondAttribute="top" constant="20" id="b2"/>
            <constraint firstItem="box" firstAttribute="height" constant="30" id="b3"/>
            """)
        let box = try view("box", in: layout)
        let ambiguity = try #require(box.ambiguity)
        #expect(ambiguity.needs == [[.width]])
        #expect(ambiguity.needsDescription == "width")
        // The witness keeps every constraint: same leading edge, top and height.
        #expect(ambiguity.witness.x == box.frame.x && ambiguity.witness.y == box.frame.y && ambiguity.witness.height == 30)
        #expect(ambiguity.witness.width != box.frame.width)
        #expect(layout.diagnostics.contains { $0.kind == .ambiguous && $0.message.contains("need constraints for width") })
    }

    @Test func aTrailingEdgeAloneLeavesPositionOrWidth() throws {
        let layout = try layout(box: """
            <constraint firstItem="holder" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="b1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="holder" secondAttribute="top" constant="20" id="b2"/>
            <constraint firstItem="box" firstAttribute="height" constant="30" id="b3"/>
            """)
        let ambiguity = try #require(try view("box", in: layout).ambiguity)
        // Fixing either the position or the width fixes the other.
        #expect(ambiguity.needsDescription == "X position or width")
        #expect(ambiguity.witness.x + ambiguity.witness.width == 190)
    }

    @Test func nothingVerticalLeavesPositionAndHeight() throws {
        let layout = try layout(box: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="holder" secondAttribute="leading" constant="10" id="b1"/>
            <constraint firstItem="box" firstAttribute="width" constant="50" id="b2"/>
            """)
        let ambiguity = try #require(try view("box", in: layout).ambiguity)
        #expect(ambiguity.needsDescription == "Y position, height")
    }

    @Test func aViewPinnedInsideAnAmbiguousSuperviewIsNotAmbiguous() throws {
        // The holder's x is open; the box is fixed relative to it, as its frame is.
        let holder = """
            <constraint firstItem="holder" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="h2"/>
            <constraint firstItem="holder" firstAttribute="width" constant="200" id="h3"/>
            <constraint firstItem="holder" firstAttribute="height" constant="100" id="h4"/>
            """
        let layout = try layout(box: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="holder" secondAttribute="leading" constant="10" id="b1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="holder" secondAttribute="top" constant="20" id="b2"/>
            <constraint firstItem="box" firstAttribute="width" constant="50" id="b3"/>
            <constraint firstItem="box" firstAttribute="height" constant="30" id="b4"/>
            """, holder: holder)
        #expect(try view("holder", in: layout).ambiguity?.needsDescription == "X position")
        #expect(try !view("box", in: layout).ambiguous)
    }

    @Test func axisNeedsDoNotDependOnTheDirectionsChosen() {
        // Two independent motions span both attributes, whichever basis the solver picked.
        #expect(FrameAmbiguity.needs(axis: [(1, 0), (0, 1)], position: .xPosition, size: .width, threshold: 0.5) == [[.xPosition], [.width]])
        #expect(FrameAmbiguity.needs(axis: [(1, -1), (2, 0)], position: .xPosition, size: .width, threshold: 0.5) == [[.xPosition], [.width]])
        #expect(FrameAmbiguity.needs(axis: [(1, -1), (2, -2)], position: .xPosition, size: .width, threshold: 0.5) == [[.xPosition, .width]])
        #expect(FrameAmbiguity.needs(axis: [(0, 3)], position: .xPosition, size: .width, threshold: 0.5) == [[.width]])
        #expect(FrameAmbiguity.needs(axis: [(0.1, 0.2)], position: .xPosition, size: .width, threshold: 0.5).isEmpty)
    }
}
