import SceneLayout
import SceneModel
import Testing

/// The first baseline of a 34-point rounded-rect UIKit text field (14-point system font),
/// from twilio's voice quickstart: the field hangs by its first baseline 42.5 below a
/// 240-point image's bottom (356). Saved by Xcode 11 (15705) the field's top is at 377, its
/// baseline 21.5 below it, where the tool's text centred in the field puts it (21.98, within
/// the half point). Saved by Xcode 26 (24506) the same constraint and field are stored at
/// y = 374, the baseline 24.5 below the top: Xcode 26 draws the text lower. That is one
/// owner's (the four corpus copies of that storyboard), so no rule: the second test records
/// it as a known issue until a second owner shows the same (AccuracyLog, session 20, metric24).
@Suite struct RoundedTextFieldBaselineTests {
    static func storyboard(toolsVersion: String, fieldY: Double) -> String {
        LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#, width: 375, height: 667,
            subviews: """
                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                    <rect key="frame" x="67.5" y="116" width="240" height="240"/>
                </imageView>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="67.5" y="\(fieldY)" width="240" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                """,
            constraints: """
                <constraint firstItem="logo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="116" id="c1"/>
                <constraint firstItem="logo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="67.5" id="c2"/>
                <constraint firstItem="logo" firstAttribute="width" constant="240" id="c3"/>
                <constraint firstItem="logo" firstAttribute="height" constant="240" id="c4"/>
                <constraint firstItem="field" firstAttribute="leading" secondItem="logo" secondAttribute="leading" id="c5"/>
                <constraint firstItem="field" firstAttribute="width" constant="240" id="c6"/>
                <constraint firstItem="field" firstAttribute="firstBaseline" secondItem="logo" secondAttribute="baseline" constant="42.5" id="c7"/>
                """)
    }

    func fieldFrame(toolsVersion: String, storedY: Double) throws -> Rect? {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.storyboard(toolsVersion: toolsVersion, fieldY: storedY)))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)["field"]
    }

    @Test func beforeXcode26TheTextIsCentredInTheField() throws {
        // 398.5 − 21.98, on the 2x grid: half a point above Xcode 11's 377.
        let frame = try #require(try fieldFrame(toolsVersion: "15705", storedY: 377))
        #expect(frame == rect(67.5, 376.5, 240, 34))
    }

    @Test func xcode26DrawsTheTextLowerInOneOwnersFiles() throws {
        let frame = try #require(try fieldFrame(toolsVersion: "24506", storedY: 374))
        #expect(frame.height == 34)
        withKnownIssue("Xcode 26's 24.5-point first baseline: one owner (twilio), no rule") {
            #expect(abs(frame.y - 374) <= 0.5)
        }
    }
}
