@testable import SceneLayout
import SceneModel
import Testing
import TestSupport

/// UIStackView holds each arranged view's size across the axis at zero at priority 25
/// when its alignment is not fill ("UISV-ambiguity-suppression"), so a plain view with
/// no width of its own, centred in a vertical stack, is not ambiguous; Interface
/// Builder's canvas keeps the width it was drawn with (ChatSecure's purchase screen).
@Suite struct StackAmbiguitySuppressionTests {
    /// A vertical stack 343 wide (in a 375-point root) holding a 240-wide plain view with no constraints of its
    /// own, and inside it a child pinned to its four edges.
    static func document(alignment: String, inStack: Bool = true) -> String {
        let plain = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="51.5" y="0.0" width="240" height="13"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="child">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="13"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="child" firstAttribute="top" secondItem="plain" secondAttribute="top" id="c1"/>
                    <constraint firstItem="child" firstAttribute="leading" secondItem="plain" secondAttribute="leading" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="child" secondAttribute="trailing" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="child" secondAttribute="bottom" id="c4"/>
                    <constraint firstAttribute="height" constant="13" id="h"/>
                </constraints>
            </view>
            """
        if !inStack {
            return LayoutFixture.storyboard(subviews: plain, constraints: """
                <constraint firstItem="plain" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
                <constraint firstItem="plain" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="y"/>
                """)
        }
        return LayoutFixture.storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="\(alignment)" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="16" y="40" width="343" height="13"/>
                <subviews>
            \(plain)
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="t"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="y"/>
            """)
    }

    func views(_ text: String) throws -> [String: ViewLayout] {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text))
        return Dictionary(layout.allViews.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func aCentredPlainViewIsNotAmbiguousAndKeepsItsWidth() throws {
        let views = try views(Self.document(alignment: "center"))
        let plain = try #require(views["plain"])
        #expect(!plain.ambiguous)
        #expect(!plain.misplaced)
        #expect(plain.frame == rect(51.5, 0, 240, 13))
        // Its child follows its width: settled too.
        #expect(views["child"].map { !$0.ambiguous } == true)
    }

    @Test func leadingAlignmentIsSuppressedToo() throws {
        let plain = try #require(try views(Self.document(alignment: "leading"))["plain"])
        #expect(!plain.ambiguous)
        #expect(plain.frame.width == 240)
    }

    @Test func theSameViewOutsideAStackIsAmbiguous() throws {
        // Centred in the root with no width: UIKit adds nothing, Interface Builder flags it.
        let plain = try #require(try views(Self.document(alignment: "center", inStack: false))["plain"])
        #expect(plain.ambiguous)
    }

    @Test func eliminationKeepsOnlyDirectionsThatLeaveTheHeldEntriesStill() {
        // Two free directions over (x, width, held): x with width, and width with the held
        // size. Holding the last entry leaves one direction, which does not move it.
        let left = LayoutBuilder.holdingFixed([[1, 1, 0], [0, 1, 1]], from: 2)
        #expect(left.count == 1)
        #expect(left.first.map { abs($0[2]) < 1e-12 && abs($0[0]) > 0 } == true)
        // A direction that moves only the held entry disappears.
        #expect(LayoutBuilder.holdingFixed([[0, 0, 1]], from: 2).isEmpty)
    }
}
