import SceneLayout
import SceneModel
import Testing

/// A UIStackView with no arranged views has no constraints of its own; Interface Builder
/// keeps it at its drawn size as a content size (hugging 250, compression resistance 750),
/// so the slack of a fill stack arranging it goes to a view beside it that has none
/// (corona-warn-app's empty stack in a result card, 18122), and a stack sized by its
/// content grows by it (JTAppleCalendar's row of buttons, 22154). Both outer stacks are
/// drawn at other sizes (the card 100 high, the row 300 wide), so neither test holds
/// without the rule.
@Suite struct EmptyStackViewSizeTests {
    static let document = LayoutFixture.storyboard(
        subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                <rect key="frame" x="0.0" y="20" width="375" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    </view>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                        <rect key="frame" x="0.0" y="100" width="375" height="45"/>
                    </stackView>
                </subviews>
            </stackView>
            <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="300" width="300" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="w1"/>
                            <constraint firstAttribute="height" constant="50" id="h1"/>
                        </constraints>
                    </view>
                    <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="trailingEmpty">
                        <rect key="frame" x="105" y="0.0" width="123" height="50"/>
                    </stackView>
                </subviews>
            </stackView>
            """,
        constraints: """
            <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="outer" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
            <constraint firstItem="outer" firstAttribute="height" constant="200" id="c4"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c6"/>
            """)

    @Test func anEmptyStackKeepsItsDrawnSizeInAFillStack() throws {
        let frames = LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(Self.document)))
        #expect(frames["empty"] == Rect(x: 0, y: 155, width: 375, height: 45))
        #expect(frames["card"] == Rect(x: 0, y: 0, width: 375, height: 155))
    }

    @Test func aStackSizedByItsContentGrowsByIt() throws {
        let frames = LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(Self.document)))
        #expect(frames["trailingEmpty"] == Rect(x: 105, y: 0, width: 123, height: 50))
        #expect(frames["row"]?.width == 228)
    }
}
