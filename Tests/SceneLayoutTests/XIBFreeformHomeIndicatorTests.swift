import SceneLayout
import SceneModel
import Testing

/// Xcode 11 to 14.0 drew a XIB's freeform top-level view that fits the screen's width at the
/// screen's top, so the home indicator's 34 points do not reach a short one
/// (`LayoutBuilder.makeRootSafeAreaInsets`, `XcodeEra.freeformViewsAtScreenTop`). Modelled on
/// narugit's footer (15505, iPhone 11): a 414 × 84 freeform view, a 40-point button on the
/// safe area's bottom, stored at y = 44.
@Suite struct XIBFreeformHomeIndicatorTests {
    static func xib(toolsVersion: String = "15505", width: Int = 414) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="84"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                            <rect key="frame" x="30" y="44" width="40" height="40"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="button" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="button" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="30" id="l"/>
                        <constraint firstItem="button" firstAttribute="height" constant="40" id="h"/>
                        <constraint firstItem="button" firstAttribute="width" constant="40" id="w"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
            </objects>
        </document>
        """
    }

    func buttonY(_ text: String) throws -> Double? {
        try ContentSizeOnOtherDeviceTests.frames(text, device: nil)["button"]?.y
    }

    @Test func aShortViewOfXcode11IsClearOfTheHomeIndicator() throws {
        #expect(try buttonY(Self.xib()) == 44)
        // sungsue's (16096), Concordium's (17701) and Apps-Inc's (19455) Xcodes likewise.
        #expect(try buttonY(Self.xib(toolsVersion: "19455")) == 44)
    }

    @Test func aViewWiderThanTheScreenKeepsTheIndicatorsInset() throws {
        // SwiftMessages' centred view (434 wide) and skyon-archive's score view (737).
        #expect(try buttonY(Self.xib(width: 434)) == 10)
    }

    @Test func xcode10AndXcode14_1KeepTheIndicatorsInset() throws {
        // FoodApp's tab bar (14490) and wakmusic's header (21507).
        #expect(try buttonY(Self.xib(toolsVersion: "14490.70")) == 10)
        #expect(try buttonY(Self.xib(toolsVersion: "21507")) == 10)
    }
}
