import SceneLayout
import SceneModel
import Testing

/// Controls saved without a frame (Xcode 6–7 documents) have no stored size to borrow:
/// UIKit's own metrics give it (`MeasuredTextSize`, `RoundedTextFieldHeight`).
@Suite struct FramelessControlSizeTests {
    /// A top-level view 375 × 667 holding `control` (id `c`) pinned 20 points from its top
    /// and trailing edges (and, with `fill`, its leading edge too), saved by `toolsVersion`.
    static func frame(of control: String, toolsVersion: String = "11201", fill: Bool = false) throws -> Rect? {
        let leading = fill ? #"<constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>"# : ""
        let text = ContentSizeOnOtherDeviceTests.xib(
            device: "retina4_7", toolsVersion: toolsVersion, width: 375, height: 667, subviews: control,
            constraints: """
                <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                <constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" constant="20" id="r"/>
                \(leading)
                """)
        return try ContentSizeOnOtherDeviceTests.frames(text, device: nil)["c"]
    }

    /// A button without a frame titled `title`; `attributes` and `font` (XML) added.
    static func button(_ title: String, attributes: String = #"buttonType="roundedRect""#, font: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(attributes) lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="c">
            \(font)
            <state key="normal" title="\(title)"/>
        </button>
        """
    }

    @Test func aButtonWithoutAFontDescriptionDrawsItsTitleAt15Points() throws {
        // 15 pt: a line of 17.9 plus 12, rounded up to 30; 17 pt would be 33.
        let long = try #require(try Self.frame(of: Self.button("Continue to the next page")))
        #expect(long.height == 30)
        #expect(long.width > 100)
        let seventeen = try #require(try Self.frame(of: Self.button("Continue to the next page",
                                                                     font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)))
        #expect(seventeen.height == 33)
        #expect(seventeen.width > long.width)
    }

    @Test func aSystemButtonIsAtLeast30PointsWide() throws {
        #expect(try Self.frame(of: Self.button("skip")) == rect(325, 20, 30, 30))
        #expect(try Self.frame(of: Self.button("OK", attributes: #"buttonType="system""#)) == rect(325, 20, 30, 30))
        // A custom button has no such minimum.
        let custom = try #require(try Self.frame(of: Self.button("OK", attributes: "")))
        #expect(custom.width < 30)
    }

    /// A rounded-rect text field without a frame; `font` (XML) added.
    static func textField(font: String = #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#) -> String {
        """
        <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="c">
            \(font)
            <textInputTraits key="textInputTraits"/>
        </textField>
        """
    }

    @Test func aRoundedTextFieldIs30PointsHighBeforeXcode11And34After() throws {
        #expect(try Self.frame(of: Self.textField(), toolsVersion: "11201", fill: true) == rect(20, 20, 335, 30))
        #expect(try Self.frame(of: Self.textField(), toolsVersion: "14490.70", fill: true) == rect(20, 20, 335, 30))
        #expect(try Self.frame(of: Self.textField(), toolsVersion: "15705", fill: true) == rect(20, 20, 335, 34))
        // Without a font description the field draws in its default, the same 14-point font.
        #expect(try Self.frame(of: Self.textField(font: ""), toolsVersion: "11201", fill: true) == rect(20, 20, 335, 30))
    }

    @Test func otherTextFieldFontsGetNoHeightFromTheRule() throws {
        let field = Self.textField(font: #"<fontDescription key="fontDescription" type="system" pointSize="20"/>"#)
        let frame = try #require(try Self.frame(of: field, toolsVersion: "11201", fill: true))
        #expect(frame.height != 30 && frame.height != 34)
    }
}
