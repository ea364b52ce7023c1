import SceneLayout
import SceneModel
import Testing

/// Multipliers on locations measure from the nearest common ancestor's origin, as Auto
/// Layout does (`centerX = 0.5 × superview.trailing` is a quarter of the way across the
/// superview wherever the superview sits). A 200 × 100 container at (100, 50) holds a
/// 40 × 20 view (placeholder intrinsic size).
@Suite struct MultiplierTests {
    static let sibling = """
        <view contentMode="scaleToFill" placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="w">
            <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
        </view>
        """

    static func storyboard(_ constraints: String) -> String {
        LayoutFixture.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="100" y="50" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                    </view>
            \(sibling)
                </subviews>
                <constraints>
            \(constraints)
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="b1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="b2"/>
            <constraint firstItem="box" firstAttribute="width" constant="200" id="b3"/>
            <constraint firstItem="box" firstAttribute="height" constant="100" id="b4"/>
            """)
    }

    func frame(_ constraints: String) throws -> Rect? {
        // w, when a test does not place it, sits at the container's origin.
        var constraints = constraints
        if !constraints.contains("id=\"s1\"") {
            constraints += """
                <constraint firstItem="w" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="s1"/>
                <constraint firstItem="w" firstAttribute="top" secondItem="box" secondAttribute="top" id="s2"/>
                """
        }
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.storyboard(constraints)))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)["v"]
    }

    @Test func aMultipliedSuperviewEdgeIsMeasuredInTheSuperview() throws {
        // centerX = 0.5 × 200 = 100 and centerY = 0.25 × 100 = 25 inside the container:
        // the view at (100 − 20, 25 − 10) relative to it.
        let f = try frame("""
            <constraint firstItem="v" firstAttribute="centerX" secondItem="box" secondAttribute="trailing" multiplier="0.5" id="m1"/>
            <constraint firstItem="v" firstAttribute="centerY" secondItem="box" secondAttribute="bottom" multiplier="0.25" id="m2"/>
            """)
        #expect(f == rect(80, 15, 40, 20))
    }

    @Test func aMultipliedSiblingEdgeIsMeasuredInTheCommonSuperview() throws {
        // w sits at (100, 60) in the container, so its trailing edge is 140 there and
        // v's centre 0.5 × 140 = 70: v at x = 50 (absolute 150, not 0.5 × 240).
        let f = try frame("""
            <constraint firstItem="w" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="100" id="s1"/>
            <constraint firstItem="w" firstAttribute="top" secondItem="box" secondAttribute="top" constant="60" id="s2"/>
            <constraint firstItem="v" firstAttribute="centerX" secondItem="w" secondAttribute="trailing" multiplier="0.5" id="m1"/>
            <constraint firstItem="v" firstAttribute="top" secondItem="box" secondAttribute="top" id="m2"/>
            """)
        #expect(f == rect(50, 0, 40, 20))
    }

    @Test func multiplierOneIsUnaffected() throws {
        let f = try frame("""
            <constraint firstItem="v" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="-8" id="m1"/>
            <constraint firstItem="v" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="-8" id="m2"/>
            """)
        #expect(f == rect(152, 72, 40, 20))
    }

    @Test func anAspectRatioRelatesWidthToHeight() throws {
        // width = 16:9 × height with the height 36: the view is 64 wide (an aspect ratio is
        // valid across axes; a location related to the other axis is not).
        let f = try frame("""
            <constraint firstItem="v" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="m1"/>
            <constraint firstItem="v" firstAttribute="top" secondItem="box" secondAttribute="top" id="m2"/>
            <constraint firstItem="v" firstAttribute="height" constant="36" id="m3"/>
            <constraint firstItem="v" firstAttribute="width" secondItem="v" secondAttribute="height" multiplier="16:9" id="m4"/>
            """)
        #expect(f == rect(0, 0, 64, 36))
    }

    @Test func aLocationAcrossAxesIsInvalid() throws {
        let text = Self.storyboard("""
            <constraint firstItem="v" firstAttribute="leading" secondItem="box" secondAttribute="top" id="m1"/>
            <constraint firstItem="w" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="s1"/>
            <constraint firstItem="w" firstAttribute="top" secondItem="box" secondAttribute="top" id="s2"/>
            """)
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text))
        #expect(layout.diagnostics.contains { $0.kind == .invalidConstraint && $0.items == ["m1"] })
    }
}
