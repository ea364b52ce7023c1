import SceneLayout
import SceneModel
import Testing

/// Numbers no Interface Builder writes (but a hand-edited or damaged file can hold) are
/// reported, and every frame that comes out is finite (JSON cannot carry infinities).
@Suite struct OutOfRangeTests {
    static func storyboard(constant: String, x: String = "20") -> String {
        LayoutFixture.storyboard(subviews: """
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="\(x)" y="0.0" width="40" height="20"/>
            </view>
            """, constraints: """
            <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(constant)" id="c1"/>
            <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(constant)" id="c2"/>
            """)
    }

    func check(_ text: String) throws -> DocumentLayout {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text))
        for view in layout.allViews {
            let finite = [view.frame.x, view.frame.y, view.frame.width, view.frame.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(view.id): \(view.frame)")
        }
        return layout
    }

    @Test func hugeConstantsAreInvalidConstraints() throws {
        let layout = try check(Self.storyboard(constant: "1e308"))
        let invalid = layout.diagnostics.filter { $0.kind == .invalidConstraint }
        #expect(invalid.count == 2)
    }

    @Test func hugeStoredFramesStayFinite() throws {
        // The stays pin what the constraints leave open to the stored frame: 1e300 and
        // −1e300 there must not turn into infinities.
        _ = try check(Self.storyboard(constant: "1e7", x: "1e300"))
        _ = try check(Self.storyboard(constant: "-1e7", x: "-1e300"))
    }

    @Test func overflowingFramesAreReportedAndKeptStored() throws {
        // A view at x = 1e308 inside one at x = 1e308: its absolute position is infinite.
        let text = LayoutFixture.storyboard(subviews: """
            <view contentMode="scaleToFill" id="a">
                <rect key="frame" x="1e308" y="0.0" width="10" height="10"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="1e308" y="0.0" width="10" height="10"/>
                    </view>
                </subviews>
            </view>
            """, constraints: "")
        let layout = try check(text)
        #expect(layout.diagnostics.contains { $0.kind == .outOfRange && $0.items == ["b"] })
    }

    @Test func aLabelOfEnormousHeightDoesNotTrap() throws {
        // Its line count is estimated from the stored height; 1e308 points must not reach
        // an integer conversion.
        let text = LayoutFixture.storyboard(subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tall" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="0.0" y="0.0" width="40" height="1e308"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: "")
        _ = try check(text)
    }
}
