import SceneLayout
import SceneModel
import Testing

/// Auto Layout holds every view's width and height at zero or more: where the other
/// constraints would make a size negative, it stays at zero and an optional constraint
/// gives way instead. Modelled on Fusuma's camera view (Xcode 8, a 400 × 500 area: two
/// spacers of equal height around a view whose width is ¾ of its height plus 1 at 750,
/// stored 0, 500 and 0 high).
@Suite struct NonNegativeSizeTests {
    static func xib(aspectPriority: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="area">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="500"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                            <rect key="frame" x="0.0" y="0.0" width="400" height="0.0"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="preview">
                            <rect key="frame" x="0.0" y="0.0" width="400" height="500"/>
                            <constraints>
                                <constraint firstAttribute="width" secondItem="preview" secondAttribute="height" multiplier="3:4" \(aspectPriority) constant="1" id="ratio"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                            <rect key="frame" x="0.0" y="500" width="400" height="0.0"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="top" firstAttribute="top" secondItem="area" secondAttribute="top" id="c1"/>
                        <constraint firstItem="top" firstAttribute="leading" secondItem="area" secondAttribute="leading" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c3"/>
                        <constraint firstItem="preview" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c4"/>
                        <constraint firstItem="preview" firstAttribute="leading" secondItem="area" secondAttribute="leading" id="c5"/>
                        <constraint firstAttribute="trailing" secondItem="preview" secondAttribute="trailing" id="c6"/>
                        <constraint firstItem="bottom" firstAttribute="top" secondItem="preview" secondAttribute="bottom" id="c7"/>
                        <constraint firstItem="bottom" firstAttribute="leading" secondItem="area" secondAttribute="leading" id="c8"/>
                        <constraint firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" id="c9"/>
                        <constraint firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="c10"/>
                        <constraint firstItem="bottom" firstAttribute="height" secondItem="top" secondAttribute="height" id="c11"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    static func frames(aspectPriority: String) throws -> [String: Rect] {
        let document = try LayoutFixture.document(xib(aspectPriority: aspectPriority), path: "inline.xib")
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))
    }

    /// Without the floor the spacers would be −16 high and the preview 532.
    @Test func spacersStayAtZeroAndTheOptionalRatioGivesWay() throws {
        let frames = try Self.frames(aspectPriority: #"priority="750""#)
        #expect(frames["top"] == Rect(x: 0, y: 0, width: 400, height: 0))
        #expect(frames["preview"] == Rect(x: 0, y: 0, width: 400, height: 500))
        #expect(frames["bottom"] == Rect(x: 0, y: 500, width: 400, height: 0))
    }

    /// Where the ratio fits, nothing changes: a 400-point width needs a 532-point preview,
    /// and in a 600-point area the spacers share the 68 points left over.
    @Test func aSolutionWithPositiveSizesIsUnchanged() throws {
        let text = Self.xib(aspectPriority: #"priority="750""#)
            .replacingOccurrences(of: #"width="400" height="500"/>"#, with: #"width="400" height="600"/>"#)
        let document = try LayoutFixture.document(text, path: "inline.xib")
        let frames = LayoutFixture.frames(SceneLayoutEngine().layout(document))
        #expect(frames["top"]?.height == 34)
        #expect(frames["preview"]?.height == 532)
    }
}
