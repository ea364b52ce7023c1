import SceneLayout
import SceneModel
import Testing

/// Insets that depend on where a view is (its safe-area insets, the readable width) come
/// from the frames Auto Layout solves, never from the frames the document stored for its
/// own device: resolving for another device must not carry the old geometry over.
@Suite struct SolvedGeometryInsetsTests {
    /// A container (`box`) under the root's safe area, 100 tall, whose child (`inner`)
    /// fills its margins; saved on an iPhone 8 (safe area 20 from the top).
    static func storyboard(pinnedTo anchor: String = "safe", boxAttributes: String = "") -> String {
        LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#, width: 375, height: 667, safeArea: true,
            subviews: """
                <view contentMode="scaleToFill" \(boxAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                            <rect key="frame" x="8" y="8" width="359" height="84"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" id="i1"/>
                        <constraint firstItem="inner" firstAttribute="trailing" secondItem="box" secondAttribute="trailingMargin" id="i2"/>
                        <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="topMargin" id="i3"/>
                        <constraint firstItem="inner" firstAttribute="bottom" secondItem="box" secondAttribute="bottomMargin" id="i4"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="\(anchor)" secondAttribute="leading" id="b1"/>
                <constraint firstItem="box" firstAttribute="trailing" secondItem="\(anchor)" secondAttribute="trailing" id="b2"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="\(anchor)" secondAttribute="top" id="b3"/>
                <constraint firstItem="box" firstAttribute="height" constant="100" id="b4"/>
                """)
    }

    static func frames(_ text: String, device: String) throws -> [String: Rect] {
        let document = try LayoutFixture.document(text)
        let traits = LayoutFixture.traits(document, device: device)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits))
    }

    /// Saved on an iPhone 8, resolved on an iPhone 15 (safe area 59 from the top): the box
    /// lies inside the safe area, so its margins are 8, not 8 + the 39 points by which the
    /// stored frame (y = 20) would reach under the status bar.
    @Test func aViewInsideTheSafeAreaKeepsItsOwnMarginsOnAnotherDevice() throws {
        let frames = try Self.frames(Self.storyboard(), device: "retina6_12")
        #expect(frames["box"] == rect(0, 59, 393, 100))
        #expect(frames["inner"] == rect(8, 8, 377, 84))
    }

    /// The other way: a box pinned to the root's top edge reaches under the status bar, and
    /// its margins grow by what it covers on the device it is resolved for (59, not 20).
    @Test func aViewUnderTheStatusBarInsetsItsMarginsByTheNewDevicesSafeArea() throws {
        let frames = try Self.frames(Self.storyboard(pinnedTo: "root"), device: "retina6_12")
        #expect(frames["box"] == rect(0, 0, 393, 100))
        #expect(frames["inner"] == rect(8, 67, 377, 25))
    }

    /// Readable width: 672 points centred, measured on the width the box gets (768 on an
    /// iPad), not the 375 it was stored with.
    @Test func theReadableWidthFollowsTheSolvedWidth() throws {
        let text = Self.storyboard(boxAttributes: #"layoutMarginsFollowReadableWidth="YES""#)
        let frames = try Self.frames(text, device: "ipad9_7")
        #expect(frames["box"] == rect(0, 20, 768, 100))
        #expect(frames["inner"] == rect(48, 8, 672, 84))
    }
}
