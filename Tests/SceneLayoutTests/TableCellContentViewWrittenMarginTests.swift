import SceneLayout
import SceneModel
import Testing
import TestSupport

/// From Xcode 9 (iOS 11) a table cell sets its content view's layout margins to the system's,
/// so margins a document writes on the content view (`<edgeInsets key="layoutMargins">`) are
/// not what Interface Builder lays out. The shapes are the documents': covpass's action cell
/// (17701: written 0 all round, a stack on the four margins stored at 20 and 11 of a
/// 352-point cell on a 414-point iPhone) and LoopKit's bolus cell (14490: written 8, 15, 8, 8,
/// its content on the system's 20 and 11). Margins written on any other view are kept.
/// AccuracyLog, session 20, era24.
@Suite struct TableCellContentViewWrittenMarginTests {
    static func xib(toolsVersion: String, contentElement: String = "tableViewCellContentView") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="352" height="77"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <\(contentElement) key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="352" height="77"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                        </constraints>
                        <edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>
                    </\(contentElement)>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    static func box(toolsVersion: String) throws -> Rect? {
        let document = try LayoutFixture.document(xib(toolsVersion: toolsVersion), path: "inline.xib")
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]
    }

    @Test func aContentViewsWrittenMarginsGiveWayToTheSystems() throws {
        // covpass (17701): the stack at 20 from the sides and 11 from the top and bottom.
        #expect(try Self.box(toolsVersion: "17701") == rect(20, 11, 312, 55))
        // LoopKit's era (14490): the same system margins.
        #expect(try Self.box(toolsVersion: "14490") == rect(20, 11, 312, 55))
    }

    @Test func beforeXcode9TheWrittenMarginsAreKept() throws {
        // Nothing bounds the rule below 14490; before iOS 11's system margins (13000) the
        // document's own margins stand, as on every other view.
        #expect(try Self.box(toolsVersion: "12121") == rect(0, 0, 352, 77))
    }
}
