import SceneLayout
import SceneModel
import Testing

/// Content sizes on a device other than the document's own: the stored frame measured the
/// content only in the document's own configuration.
@Suite struct ContentSizeOnOtherDeviceTests {
    /// An iOS XIB saved on an iPad whose top-level view holds an image view centred in it,
    /// showing `Logo` (119 × 119 in the resources); `frame` is the image view's stored frame.
    static func imageXIB(frame: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <device id="ipad9_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                            \(frame)
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="logo" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                        <constraint firstItem="logo" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="Logo" width="119" height="119"/>
            </resources>
        </document>
        """
    }

    static let storedOnIPad = #"<rect key="frame" x="294" y="422" width="180" height="180"/>"#

    static func frames(_ text: String, device: String?) throws -> [String: Rect] {
        let document = try LayoutFixture.document(text, path: "inline.xib")
        let traits = LayoutFixture.traits(document, device: device)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits))
    }

    @Test func anImageViewOnAnotherIdiomTakesItsImagesSize() throws {
        let frames = try Self.frames(Self.imageXIB(frame: Self.storedOnIPad), device: "retina4_7")
        #expect(frames["logo"] == rect(128, 274, 119, 119))
    }

    @Test func anImageViewKeepsItsStoredSizeOnItsOwnIdiom() throws {
        // The stored frame is the iPad variant of the asset: it holds on the iPad, and on
        // another iPad.
        #expect(try Self.frames(Self.imageXIB(frame: Self.storedOnIPad), device: nil)["logo"] == rect(294, 422, 180, 180))
        #expect(try Self.frames(Self.imageXIB(frame: Self.storedOnIPad), device: "ipad12_9")["logo"] == rect(422, 593, 180, 180))
    }

    @Test func anImageViewWithoutAStoredFrameTakesItsImagesSize() throws {
        let frames = try Self.frames(Self.imageXIB(frame: ""), device: nil)
        #expect(frames["logo"] == rect(324.5, 452.5, 119, 119))
    }

    /// An iPhone 8 Plus XIB: a caption ("Homepage:", hugging 249, with a comment in the
    /// Document inspector) then an empty value label (hugging 251, compression 749) in a row
    /// between 25-point insets, 5 apart. The caption was stretched to 359 points on the
    /// iPhone 8 Plus; its content is its text.
    static let captionRow = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina5_5" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="249" verticalHuggingPriority="251" text="Homepage:" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                            <rect key="frame" x="25" y="81" width="359" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                            <attributedString key="userComments">
                                <fragment content="the caption"/>
                            </attributedString>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="749" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                            <rect key="frame" x="389" y="91.5" width="0.0" height="0.0"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="caption" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="25" id="c1"/>
                        <constraint firstItem="caption" firstAttribute="top" secondItem="root" secondAttribute="top" constant="81" id="c2"/>
                        <constraint firstItem="value" firstAttribute="leading" secondItem="caption" secondAttribute="trailing" constant="5" id="c3"/>
                        <constraint firstItem="value" firstAttribute="centerY" secondItem="caption" secondAttribute="centerY" id="c4"/>
                        <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" constant="25" id="c5"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func aStretchedLabelTakesItsTextsWidthOnAnotherDevice() throws {
        let frames = try Self.frames(Self.captionRow, device: "retina4_0")
        #expect(frames["caption"] == rect(25, 81, 265, 21))
        #expect(frames["value"] == rect(295, 91.5, 0, 0))
    }

    @Test func aStretchedLabelKeepsItsStoredFrameOnItsOwnDevice() throws {
        for device in [nil, "retina5_5"] {
            let frames = try Self.frames(Self.captionRow, device: device)
            #expect(frames["caption"] == rect(25, 81, 359, 21))
            // (its centre, 91.5, is off the iPhone 8 Plus's pixel grid: only x and width are compared)
            #expect(frames["value"]?.x == 389)
            #expect(frames["value"]?.width == 0)
        }
    }

    @Test func aCommentIsNotTheLabelsText() throws {
        let document = try LayoutFixture.document(Self.captionRow, path: "inline.xib")
        #expect(document.viewsByID["caption"]?.textAttributes.plainText == "Homepage:")
    }

    /// An iPhone 5 storyboard-like XIB: a single line of text far wider than the screen,
    /// centred between insets of at least 16, saved truncated at 288 points.
    static let truncatedLine = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_0" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                            <rect key="frame" x="16" y="100" width="288" height="17"/>
                            <string key="text">Lorem ipsum dolor sit amet, consectetur adipiscing elit. Nulla tincidunt commodo enim, sed condimentum odio tristique vel.</string>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="line" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                        <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                        <constraint firstItem="line" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
                        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="line" secondAttribute="trailing" constant="16" id="c4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func aTruncatedLabelTakesTheRoomItsTextWantsOnAWiderDevice() throws {
        #expect(try Self.frames(Self.truncatedLine, device: "retina6_1")["line"] == rect(16, 100, 382, 17))
        #expect(try Self.frames(Self.truncatedLine, device: nil)["line"] == rect(16, 100, 288, 17))
    }
}
