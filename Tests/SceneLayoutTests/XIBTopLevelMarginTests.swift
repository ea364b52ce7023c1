import SceneLayout
import SceneModel
import Testing

/// A XIB's top-level plain view that is no controller's view is laid out as a screen's
/// root: root-like system margins from its own width (16 up to about 380 points, 20 above),
/// not the 8 points of an ordinary view. Modelled on Esri's group-layers section header
/// (Xcode 12, a 375 × 44 view: a label on the leading margin at x = 16).
@Suite struct XIBTopLevelMarginTests {
    static func xib(width: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17506" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="16" y="12" width="44" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="header" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstItem="box" firstAttribute="centerY" secondItem="header" secondAttribute="centerY" id="c2"/>
                        <constraint firstItem="box" firstAttribute="width" constant="44" id="c3"/>
                        <constraint firstItem="box" firstAttribute="height" constant="20" id="c4"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    func boxX(width: Int) throws -> Double? {
        let document = try LayoutFixture.document(Self.xib(width: width), path: "inline.xib")
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]?.x
    }

    @Test func aTopLevelViewHasRootMargins() throws {
        #expect(try boxX(width: 375) == 16)
        #expect(try boxX(width: 600) == 20)
    }
}
