import SceneLayout
import SceneModel
import Testing

/// The intrinsic sizes Xcode saved for `@IBDesignable` views in a document's
/// `<designables>` (`DesignableSizes`): an input to the layout, as UIKit's own intrinsic
/// size would be, except for multi-line labels (the saved size is their text on one line).
@Suite struct DesignableSizeTests {
    /// A 375 × 667 XIB holding `view` (id `c`) pinned only by its top and leading edges, so
    /// its size is its intrinsic one; `designables` is the `<designables>` section's content.
    static func xib(view: String, designables: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(view)
                    </subviews>
                    <constraints>
                        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    </constraints>
                </view>
            </objects>
            <designables>
        \(designables)
            </designables>
        </document>
        """
    }

    /// A custom button (`RoundedButton`) stored 128 × 40.
    static let button = """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="c" customClass="RoundedButton">
            <rect key="frame" x="20" y="20" width="128" height="40"/>
            <state key="normal" title="Sign in"/>
        </button>
        """

    static func designable(width: String, height: String) -> String {
        #"<designable name="c"><size key="intrinsicContentSize" width="\#(width)" height="\#(height)"/></designable>"#
    }

    static func frame(_ text: String) throws -> Rect? {
        try ContentSizeOnOtherDeviceTests.frames(text, device: nil)["c"]
    }

    @Test func theModelReadsEachSizeAndNoIntrinsicMetricAsNone() throws {
        let document = try LayoutFixture.document(Self.xib(view: Self.button, designables: Self.designable(width: "-1", height: "28")),
                                                  path: "inline.xib")
        let sizes = DesignableSizes(document: document)
        #expect(sizes.entries == ["c": DesignableSizes.Entry(width: nil, height: 28)])
        // Both -1: an entry without lengths (the view's code gives no intrinsic size).
        let none = try LayoutFixture.document(Self.xib(view: Self.button, designables: Self.designable(width: "-1", height: "-1")),
                                              path: "inline.xib")
        #expect(DesignableSizes(document: none).entries == ["c": DesignableSizes.Entry(width: nil, height: nil)])
    }

    @Test func aDesignableButtonTakesTheSizeXcodeSaved() throws {
        // Without the section the stored frame is the button's measured size.
        #expect(try Self.frame(Self.xib(view: Self.button, designables: "")) == rect(20, 20, 128, 40))
        #expect(try Self.frame(Self.xib(view: Self.button, designables: Self.designable(width: "93", height: "28"))) == rect(20, 20, 93, 28))
    }

    /// The layout of view `c`.
    static func layout(_ text: String) throws -> ViewLayout? {
        let document = try LayoutFixture.document(text, path: "inline.xib")
        let layout = SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document))
        return layout.allViews.first { $0.id == "c" }
    }

    @Test func noIntrinsicMetricLeavesThatAxisWithoutAnIntrinsicSize() throws {
        // -1 (`noIntrinsicMetric`): the button's code gives no width, so nothing holds it
        // (Interface Builder would call it ambiguous); the height is the saved one.
        let view = try #require(try Self.layout(Self.xib(view: Self.button, designables: Self.designable(width: "-1", height: "28"))))
        #expect(view.frame.height == 28)
        #expect(view.sizeProvenance?.height == .designable)
        #expect(view.sizeProvenance?.width == nil)
        #expect(view.ambiguous)
        let saved = try #require(try Self.layout(Self.xib(view: Self.button, designables: Self.designable(width: "93", height: "28"))))
        #expect(saved.sizeProvenance == SizeProvenance(width: .designable, height: .designable))
        #expect(!saved.ambiguous)
    }

    @Test func aFramelessDesignableTakesTheSavedSizeOverItsMeasuredTitle() throws {
        let frameless = Self.button.replacingOccurrences(of: #"<rect key="frame" x="20" y="20" width="128" height="40"/>"#, with: "")
        let measured = try #require(try Self.frame(Self.xib(view: frameless, designables: "")))
        #expect(measured.width != 93 || measured.height != 28)
        #expect(try Self.frame(Self.xib(view: frameless, designables: Self.designable(width: "93", height: "28"))) == rect(20, 20, 93, 28))
    }

    @Test func aMultiLineLabelKeepsItsOwnMeasurement() throws {
        let label = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="c" customClass="ENALabel">
                <rect key="frame" x="20" y="20" width="42" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let oneLine = label.replacingOccurrences(of: #"numberOfLines="0""#, with: "")
        let saved = Self.designable(width: "60", height: "30")
        #expect(try Self.frame(Self.xib(view: label, designables: saved)) == rect(20, 20, 42, 21))
        #expect(try Self.frame(Self.xib(view: oneLine, designables: saved)) == rect(20, 20, 60, 30))
    }
}
