import SceneLayout
import SceneModel
import Testing

/// `<keyboardLayoutGuide key="keyboard">` (UIKeyboardLayoutGuide, iOS 15; seen in
/// KeePassium's DatabaseKeyChangerVC): with the keyboard hidden, as on the canvas, its top
/// is the safe area's bottom.
@Suite struct KeyboardLayoutGuideTests {
    func scrollFrame(device: String) throws -> Rect? {
        let text = LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="\#(device)" orientation="portrait"/>"#, width: 393, height: 852, safeArea: true,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="content" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="content" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                <constraint firstItem="content" firstAttribute="bottom" secondItem="kbd" secondAttribute="top" id="c4"/>
                """)
            .replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
                                  with: #"<viewLayoutGuide key="safeArea" id="safe"/><keyboardLayoutGuide key="keyboard" id="kbd"/>"#)
        let document = try LayoutFixture.document(text)
        #expect(document.diagnostics.isEmpty)
        let layout = SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, device: device))
        return LayoutFixture.frames(layout)["content"]
    }

    @Test func theGuideStartsAtTheSafeAreasBottom() throws {
        // iPhone 15 (retina6_12): 852 points tall, 34 of them below the safe area.
        #expect(try scrollFrame(device: "retina6_12") == Rect(x: 0, y: 0, width: 393, height: 818))
        // iPhone SE: no home indicator, so the guide has no height and sits at the bottom.
        #expect(try scrollFrame(device: "retina4_0") == Rect(x: 0, y: 0, width: 320, height: 568))
    }
}
