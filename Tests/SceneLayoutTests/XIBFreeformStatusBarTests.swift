import SceneLayout
import SceneModel
import Testing

/// Xcode 9 to 14.0 drew a XIB's freeform top-level view without the status bar
/// (`LayoutBuilder.isFreeformViewDrawnWithoutStatusBar`). Modelled on HabitRPG's challenge
/// header (xib21, 13771, iPhone 8): a 265 × 55 freeform view, a 21-point bar 27 below its
/// safe area's top and 7 above its bottom, stored at y = 27.
@Suite struct XIBFreeformStatusBarTests {
    static func xib(toolsVersion: String = "13771", device: String = "retina4_7", freeform: Bool = true,
                    ownersView: Bool = false) -> String {
        let outlet = ownersView ? #"<connections><outlet property="view" destination="root" id="o1"/></connections>"# : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">\(outlet)</placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root" customClass="ChallengeTableViewHeaderView">
                    <rect key="frame" x="0.0" y="0.0" width="265" height="55"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="16" y="27" width="233" height="21"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="27" id="t"/>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="l"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="16" id="r"/>
                        <constraint firstItem="bar" firstAttribute="height" constant="21" id="h"/>
                    </constraints>
                    \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
            </objects>
        </document>
        """
    }

    func barY(_ text: String) throws -> Double? {
        try ContentSizeOnOtherDeviceTests.frames(text, device: nil)["bar"]?.y
    }

    @Test func aFreeformViewOfXcode9IsDrawnWithoutTheStatusBar() throws {
        #expect(try barY(Self.xib()) == 27)
        // popshootjapan's (14109) and olvid's (14460) Xcodes likewise.
        #expect(try barY(Self.xib(toolsVersion: "14460.31")) == 27)
    }

    @Test func anInferredSizeViewAndFilesOwnersViewKeepTheStatusBar() throws {
        // Drawn as a screen: the iPhone 8's 20 points above the safe area.
        #expect(try barY(Self.xib(freeform: false)) == 47)
        #expect(try barY(Self.xib(ownersView: true)) == 47)
    }

    @Test func xcode15DrawsTheStatusBarAndANotchedPhoneKeepsItsInset() throws {
        // VLC's player controls (23504): 20 points down.
        #expect(try barY(Self.xib(toolsVersion: "23504")) == 47)
        // iNaturalist's header (xib19, 16097, iPhone 11): the notch's 44 is not a status bar.
        #expect(try barY(Self.xib(toolsVersion: "16097", device: "retina6_1")) == 71)
    }
}
