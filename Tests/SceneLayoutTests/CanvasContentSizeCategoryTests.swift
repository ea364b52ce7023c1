import SceneLayout
import SceneModel
import Testing

/// Text styles drawn at Extra Small (`CanvasContentSizeCategory`), from the shape of
/// ramandabhijana's edit-profile storyboard (`new26`, Xcode 13): rows of a first-baseline
/// stack view, a Body label (stored 17 high: 14 points; a Callout label 16 high below, 13
/// points) beside a borderless Body text field
/// (18.5 high) stored a point above the row. At Large (Body 17) the field's text sat lower
/// and the tool put the field a point below the row's top; at Extra Small its baseline is
/// the label's with the field's top at −1, above the row (`FirstBaselineStackTopTests`;
/// AccuracyLog, session 22, newcause26).
@Suite struct CanvasContentSizeCategoryTests {
    static func storyboard(labelHeight: Double, countHeight: Double) -> String {
        LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#, width: 414, height: 896,
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" alignment="firstBaseline" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="16" y="60" width="382" height="30"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Nickname" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                            <rect key="frame" x="0.0" y="0.0" width="187" height="\(labelHeight)"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Max. 20 characters" textAlignment="right" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="195" y="5" width="187" height="18.5"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                    </subviews>
                </stackView>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0/200" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="count">
                    <rect key="frame" x="16" y="120" width="31.5" height="\(countHeight)"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleCallout"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c1"/>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstItem="count" firstAttribute="top" secondItem="row" secondAttribute="bottom" constant="16" id="c4"/>
                <constraint firstItem="count" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c5"/>
                """)
    }

    @Test func labelsStoredAtExtraSmallHeightsReadAsExtraSmall() throws {
        let document = try LayoutFixture.document(Self.storyboard(labelHeight: 17, countHeight: 16))
        #expect(CanvasContentSizeCategory(document: document) == .extraSmall)
    }

    @Test func oneLabelAtALargeHeightKeepsLarge() throws {
        let document = try LayoutFixture.document(Self.storyboard(labelHeight: 20.5, countHeight: 16))
        #expect(CanvasContentSizeCategory(document: document) == .large)
    }

    @Test func aLabelAtAMediumHeightKeepsLarge() throws {
        // Body 16 points at Medium: 19.5 high. The Callout label alone would not decide either.
        let document = try LayoutFixture.document(Self.storyboard(labelHeight: 19.5, countHeight: 16))
        #expect(CanvasContentSizeCategory(document: document) == .large)
    }

    @Test func oneExtraSmallLabelAloneDecidesNothing() throws {
        // The Callout label at a height no category gives: only one label reads Extra Small.
        let document = try LayoutFixture.document(Self.storyboard(labelHeight: 17, countHeight: 40))
        #expect(CanvasContentSizeCategory(document: document) == .large)
    }

    @Test func aFieldOnAnExtraSmallLabelsBaselineSitsAPointAboveTheRow() throws {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.storyboard(labelHeight: 17, countHeight: 16)))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        let frames = LayoutFixture.frames(layout)
        // 14-point text: the label's baseline 13.33 below its top, the field's 14.23 below its own.
        #expect(frames["field"] == rect(195, -1, 187, 18.5))
        #expect(frames["name"] == rect(0, 0, 187, 17))
    }
}
