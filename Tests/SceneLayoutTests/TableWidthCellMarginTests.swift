import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A table cell's content view takes the system side margin of its table's width (16 up
/// to 380 points, 20 beyond), as a root view takes its own width's, not the screen's:
/// KeePassium's pricing plans (21701) put content 16 in from the cells of a 252-point table
/// on a 414-point iPhone (ACCURACY.md, session 15, accmap18). Apple: the system margins
/// depend on "the size of the container" (ContentMarginGuide.container).
@Suite struct TableWidthCellMarginTests {
    static func storyboard(tableWidth: Int) -> String {
        LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
            device: #"<device id="retina5_5" orientation="portrait"/>"#, width: 414, height: 736, subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="736"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0.0" y="28" width="\(tableWidth)" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="60"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                                <constraint firstItem="box" firstAttribute="width" constant="10" id="c3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """, constraints: """
            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t1"/>
            <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t2"/>
            <constraint firstItem="table" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="t3"/>
            <constraint firstItem="table" firstAttribute="width" constant="\(tableWidth)" id="t4"/>
            """)
    }

    func boxFrame(tableWidth: Int) throws -> Rect? {
        let document = try LayoutFixture.document(Self.storyboard(tableWidth: tableWidth))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]
    }

    @Test func aNarrowTablesCellsHaveSixteenPointMarginsOnAWidePhone() throws {
        #expect(try boxFrame(tableWidth: 252) == rect(16, 11, 10, 10))
    }

    @Test func aFullWidthTablesCellsHaveTheWidePhonesTwenty() throws {
        #expect(try boxFrame(tableWidth: 414) == rect(20, 11, 10, 10))
    }
}
