import SceneLayout
import SceneModel
import Testing

/// A XIB's top-level collection reusable view is laid out as a Freeform top-level view: a
/// screen's root with the device's safe area (as Xcode's era draws a Freeform view) and
/// root-like side margins from its own width (`LayoutBuilder.isXIBTopLevelView`,
/// `isSizedFreely`). Modelled on BottleRocket's UtiliKit header (19455, iPhone 11: a label
/// centred on the safe area of a 414 × 82 view, stored 52.5 down), rileytestut's Delta header
/// (23504: a view on both side margins of a 375-point view, stored 16 in) and sphairo's header
/// (14109, iPhone 8: a label centred on a safe area without the status bar, stored 16.5 down).
@Suite struct XIBCollectionReusableViewRootTests {
    static func xib(element: String = "collectionReusableView", device: String = "retina6_1", toolsVersion: String = "19455",
                    width: Int = 414, height: Int = 82, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <\(element) opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        \(constraints)
                    </constraints>
                </\(element)>
            </objects>
        </document>
        """
    }

    /// A 42 × 21 box centred on the safe area.
    static let centredOnSafeArea = """
        <constraint firstItem="box" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" id="cy"/>
        <constraint firstItem="box" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="cx"/>
        <constraint firstItem="box" firstAttribute="width" constant="42" id="w"/>
        <constraint firstItem="box" firstAttribute="height" constant="21" id="h"/>
        """

    /// A box 20 high on both side margins, at the top.
    static let onSideMargins = """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
        <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="t"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="tp"/>
        <constraint firstItem="box" firstAttribute="height" constant="20" id="h"/>
        """

    func box(_ text: String) throws -> Rect? {
        try ContentSizeOnOtherDeviceTests.frames(text, device: nil)["box"]
    }

    @Test func aNotchedPhonesSensorHousingInsetsAShortReusableView() throws {
        // Safe area 44 from the top, none at the bottom (the view sits at the screen's top):
        // its centre 63 down, the box at 52.5. A plain view's (no safe area) gives 30.5.
        #expect(try box(Self.xib(constraints: Self.centredOnSafeArea))?.y == 52.5)
    }

    @Test func xcode10DrawsItWithoutTheStatusBar() throws {
        // sphairo's 320 × 50 header on an iPhone 8 (14109): centred in the whole view.
        let text = Self.xib(device: "retina4_7", toolsVersion: "14109", width: 320, height: 50, constraints: Self.centredOnSafeArea)
        #expect(try box(text)?.y == 14.5)
    }

    @Test func itsSideMarginsAreARootsFromItsWidth() throws {
        let text = Self.xib(toolsVersion: "23504", width: 375, height: 450, constraints: Self.onSideMargins)
        let frame = try box(text)
        #expect(frame?.x == 16)
        #expect(frame?.width == 343)
    }

    @Test func aCollectionCellKeepsAPlainViewsMargins() throws {
        // Only the reusable view is evidenced; other top-level objects are left as they were.
        let text = Self.xib(element: "collectionViewCell", toolsVersion: "23504", width: 375, height: 450, constraints: Self.onSideMargins)
        #expect(try box(text)?.x == 8)
    }
}
