import SceneLayout
import SceneModel
import Testing

/// A UIStackView with no arranged views that is not itself arranged in a stack gets no
/// content size: what its constraints leave open is reported ambiguous, and the stays keep
/// it at its drawn size. Xcode flags Charter's label row (mix25, 9532: held by its leading
/// edge, top and height) and the-blue-alliance's two ranking-point stacks (xib22, 14868:
/// held by leading and top only). An empty stack arranged in another stack keeps its drawn
/// size as a content size and is not reported (`EmptyStackViewSizeTests`).
@Suite struct EmptyStackViewAmbiguityTests {
    /// `lone` is held by its leading edge, top and height (its width is open); `sized` by
    /// both horizontal edges, top and height.
    static let document = LayoutFixture.storyboard(
        subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lone">
                <rect key="frame" x="15" y="40" width="252" height="30"/>
            </stackView>
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sized">
                <rect key="frame" x="15" y="100" width="345" height="30"/>
            </stackView>
            """,
        constraints: """
            <constraint firstItem="lone" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="15" id="c1"/>
            <constraint firstItem="lone" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
            <constraint firstItem="lone" firstAttribute="height" constant="30" id="c3"/>
            <constraint firstItem="sized" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="15" id="c4"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="sized" secondAttribute="trailing" constant="15" id="c5"/>
            <constraint firstItem="sized" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c6"/>
            <constraint firstItem="sized" firstAttribute="height" constant="30" id="c7"/>
            """)

    static func ambiguousItems(_ layout: DocumentLayout) -> Set<String> {
        Set(layout.diagnostics.filter { $0.kind == .ambiguous }.flatMap(\.items))
    }

    @Test func anEmptyStackOpenInWidthIsReportedAndKeepsItsDrawnSize() throws {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.document))
        #expect(Self.ambiguousItems(layout).contains("lone"), "\(layout.diagnostics)")
        #expect(LayoutFixture.frames(layout)["lone"] == Rect(x: 15, y: 40, width: 252, height: 30))
    }

    @Test func anEmptyStackSizedByItsConstraintsOrArrangedIsNotReported() throws {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.document))
        #expect(!Self.ambiguousItems(layout).contains("sized"), "\(layout.diagnostics)")
        // Empty stacks arranged in a fill stack and in a stack sized by its content, which keep
        // their drawn sizes (`EmptyStackViewSizeTests`).
        let arranged = SceneLayoutEngine().layout(try LayoutFixture.document(EmptyStackViewSizeTests.document))
        #expect(Self.ambiguousItems(arranged).isDisjoint(with: ["empty", "card", "trailingEmpty", "row"]), "\(arranged.diagnostics)")
    }
}
