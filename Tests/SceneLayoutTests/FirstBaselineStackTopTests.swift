import SceneLayout
import SceneModel
import Testing

/// A horizontal UIStackView aligned on first baselines connects its top edge to its first
/// arranged view only, so a later view rising higher above the shared baseline sticks out
/// over the stack's top, while the bottom still holds every view (Esri's pair 160 and
/// ramandabhijana's profile form in `new26`; the UIKit behaviour reported in open radar
/// 32291130; `StackLayout.holdsTopEdge`). A last-baseline stack keeps every view inside
/// (the radar says its bottom is the first view's, but no document shows one). Without the
/// rule the 34-point label sets the stack's top and the 17-point label sits below it, so
/// the first test fails (AccuracyLog, session 22, fresh26 and newcause26, who each built
/// the rule and a suite for it: one suite now, with every assertion of both).
@Suite struct FirstBaselineStackTopTests {
    static func storyboard(alignment: String) -> String {
        LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#, width: 414, height: 896,
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" alignment="\(alignment)" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="16" y="100" width="382" height="60"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Small" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                            <rect key="frame" x="0.0" y="10" width="187" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Large" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="large">
                            <rect key="frame" x="195" y="10" width="187" height="41"/>
                            <fontDescription key="fontDescription" type="system" pointSize="34"/>
                        </label>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="16" id="c3"/>
                """)
    }

    func frames(alignment: String) throws -> [String: Rect] {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.storyboard(alignment: alignment)))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)
    }

    @Test func aTallerLaterViewSticksOutAboveAFirstBaselineStack() throws {
        let frames = try frames(alignment: "firstBaseline")
        // The 17-point label's baseline 16.18 below the stack's top; the 34-point label's
        // 32.37 below its own top, which is 16.19 above the stack's.
        #expect(frames["small"] == rect(0, 0, 187, 20.5))
        #expect(frames["large"] == rect(195, -16, 187, 41))
        // The bottom holds the larger label: 41 − 16.19 = 24.81.
        #expect(frames["row"] == rect(16, 100, 382, 25))
        // Still as tall as the lowest bottom below its first view's top.
        let row = try #require(frames["row"]), small = try #require(frames["small"]), large = try #require(frames["large"])
        #expect(abs(row.height - max(small.y + small.height, large.y + large.height)) < 0.01)
    }

    @Test func aLastBaselineStackStillHoldsEveryView() throws {
        let frames = try frames(alignment: "lastBaseline")
        // The larger label's top is the stack's; the smaller sits on its last baseline.
        #expect(frames["large"]?.y == 0)
        #expect(frames["row"]?.y == 100)
        #expect((frames["small"]?.y ?? 0) > 0)
        #expect(frames["row"]?.height == 41)
    }
}
