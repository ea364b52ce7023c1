import SceneLayout
import SceneModel
import Testing

/// A view whose position and size its constraints leave open together (pinned by its
/// trailing edge only, so "X position or width") keeps the size it was drawn with, and its
/// position follows from the edge: Interface Builder never resizes a view it cannot place.
/// The open size's stay wins over the open position's (which, reading no stored position,
/// would hold the view at its superview's origin and stretch it across). Corpus: +24 views
/// in 5 projects on both halves (PopcornTimeTV 13, Cosmos 7, Fluor 2, keepassium,
/// selfcontrol), none lost; cross-device and warnings unchanged.
@Suite struct OpenSizeStayTests {
    static func document(storedX: Double) -> String {
        LayoutFixture.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="\(storedX)" y="40" width="100" height="30"/>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="t"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="y"/>
            """)
    }

    func box(storedX: Double) throws -> ViewLayout? {
        SceneLayoutEngine().layout(try LayoutFixture.document(Self.document(storedX: storedX))).allViews.first { $0.id == "box" }
    }

    @Test func theDrawnWidthIsKeptAndThePositionFollowsTheEdge() throws {
        let box = try #require(try box(storedX: 255))
        #expect(box.ambiguous)
        #expect(box.frame == rect(255, 40, 100, 30))
    }

    @Test func theStoredPositionIsNotRead() throws {
        // Drawn elsewhere, the same width: the same frame.
        #expect(try box(storedX: 13)?.frame == rect(255, 40, 100, 30))
    }
}
