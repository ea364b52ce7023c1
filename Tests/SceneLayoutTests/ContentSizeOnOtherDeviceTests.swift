import SceneLayout
import SceneModel
import Testing

/// Content sizes on a device other than the document's own: the stored frame measured the
/// content only in the document's own configuration.
@Suite struct ContentSizeOnOtherDeviceTests {
    /// An iOS XIB saved on `device` whose top-level view (id `root`, `width` × `height`)
    /// holds `subviews` and `constraints`, with `resources` (all XML).
    static func xib(device: String, toolsVersion: String, width: Int, height: Int,
                    subviews: String, constraints: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    static func frames(_ text: String, device: String?) throws -> [String: Rect] {
        let document = try LayoutFixture.document(text, path: "inline.xib")
        let traits = LayoutFixture.traits(document, device: device)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits))
    }

    /// Saved on an iPad: an image view centred in the top-level view, showing `Logo`
    /// (119 × 119 in the resources); `frame` is the image view's stored frame.
    static func imageXIB(frame: String) -> String {
        xib(device: "ipad9_7", toolsVersion: "12121", width: 768, height: 1024,
            subviews: """
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                    \(frame)
                </imageView>
                """,
            constraints: """
                <constraint firstItem="logo" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                <constraint firstItem="logo" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                """,
            resources: #"<image name="Logo" width="119" height="119"/>"#)
    }

    static let storedOnIPad = #"<rect key="frame" x="294" y="422" width="180" height="180"/>"#

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

    /// A 17-point system label (id `id`, `attributes` added) stored at `frame`, with `text`.
    static func label(_ id: String, frame: String, text: String, hugging: Int = 251, attributes: String = "", comment: Bool = false) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="\(hugging)" verticalHuggingPriority="251" \(attributes) textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" \(frame)/>
            <string key="text">\(text)</string>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="highlightedColor"/>
            \(comment ? #"<attributedString key="userComments"><fragment content="the caption"/></attributedString>"# : "")
        </label>
        """
    }

    /// Saved on an iPhone 8 Plus: a caption ("Homepage:", hugging 249, with a comment in
    /// the Document inspector) then an empty value label (hugging 251, compression 749) in
    /// a row between 25-point insets, 5 apart. The caption was stretched to 359 points on
    /// the iPhone 8 Plus; its content is its text.
    static let captionRow = xib(
        device: "retina5_5", toolsVersion: "14490.70", width: 414, height: 736,
        subviews: label("caption", frame: #"x="25" y="81" width="359" height="21""#, text: "Homepage:",
                        hugging: 249, comment: true)
            + label("value", frame: #"x="389" y="91.5" width="0.0" height="0.0""#, text: "",
                    attributes: #"horizontalCompressionResistancePriority="749""#),
        constraints: """
            <constraint firstItem="caption" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="25" id="c1"/>
            <constraint firstItem="caption" firstAttribute="top" secondItem="root" secondAttribute="top" constant="81" id="c2"/>
            <constraint firstItem="value" firstAttribute="leading" secondItem="caption" secondAttribute="trailing" constant="5" id="c3"/>
            <constraint firstItem="value" firstAttribute="centerY" secondItem="caption" secondAttribute="centerY" id="c4"/>
            <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" constant="25" id="c5"/>
            """)

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

    /// Saved on an iPhone 5: a single line of text far wider than the screen, centred
    /// between insets of at least 16, stored truncated at 288 points.
    static let truncatedLine = xib(
        device: "retina4_0", toolsVersion: "14109", width: 320, height: 568,
        subviews: label("line", frame: #"x="16" y="100" width="288" height="20.5""#,
                        text: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Nulla tincidunt commodo enim, sed condimentum odio tristique vel."),
        constraints: """
            <constraint firstItem="line" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
            <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="line" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="line" secondAttribute="trailing" constant="16" id="c4"/>
            """)

    @Test func aTruncatedLabelTakesTheRoomItsTextWantsOnAWiderDevice() throws {
        #expect(try Self.frames(Self.truncatedLine, device: "retina6_1")["line"] == rect(16, 100, 382, 20.5))
        #expect(try Self.frames(Self.truncatedLine, device: nil)["line"] == rect(16, 100, 288, 20.5))
    }

    /// Saved on an iPad (modelled on kiwix's about header): a one-line 17-point label,
    /// 8 below the top of a 320-point-wide top-level view, was stored 34 high though it is
    /// one 20.5-point line; a box 8 below it follows it. On another device the label is
    /// its line; on its own the stored frame stands.
    static let tallLine = xib(
        device: "ipad9_7", toolsVersion: "14109", width: 320, height: 50,
        subviews: label("line", frame: #"x="20" y="8" width="280" height="34""#, text: "Kiwix for iOS is an offline reader.")
            + """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="50" width="320" height="1"/>
            </view>
            """,
        constraints: """
            <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c2"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="line" secondAttribute="bottom" constant="8" id="c3"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
            <constraint firstItem="box" firstAttribute="width" constant="320" id="c5"/>
            <constraint firstItem="box" firstAttribute="height" constant="1" id="c6"/>
            """)

    @Test func aLabelStretchedVerticallyIsOneLineOnAnotherDevice() throws {
        let other = try Self.frames(Self.tallLine, device: "retina6_1")
        #expect(other["line"]?.height == 20.5)
        #expect(other["box"]?.y == 36.5)
        let own = try Self.frames(Self.tallLine, device: nil)
        #expect(own["line"]?.height == 34)
        #expect(own["box"]?.y == 50)
    }

    /// A Helvetica Neue label of `size` points saved without a frame (as Xcode 7 saved
    /// some documents), pinned 8 from the top and both sides of the top-level view.
    static func framelessHelveticaLabel(size: Int) -> String {
        xib(device: "retina4_7", toolsVersion: "11201", width: 375, height: 667,
            subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Someone is typing..." lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="typing">
                    <fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="\(size)"/>
                    <nil key="highlightedColor"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="typing" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstItem="typing" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="typing" secondAttribute="trailing" constant="8" id="c3"/>
                """)
    }

    @Test func aFramelessHelveticaNeueLabelIsALineOfItsFontHigh() throws {
        // 1.165 em rounded up to the pixel grid: 12 → 14, 14 → 16.5, 18 → 21.
        for (size, height) in [(12, 14.0), (14, 16.5), (18, 21.0)] {
            let frames = try Self.frames(Self.framelessHelveticaLabel(size: size), device: nil)
            #expect(frames["typing"] == rect(8, 8, 359, height), "\(size) pt")
        }
    }
}
