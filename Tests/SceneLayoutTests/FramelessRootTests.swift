import SceneLayout
import SceneModel
import Testing
import TestSupport

/// Root views saved without a frame (`LayoutBuilder.framelessRootFrame`): a table cell loose
/// in a scene's objects is the row it would have, its content view filling it; another view
/// is as large as Interface Builder makes a view it has not laid out, 1000 × 1000. Both
/// were laid out at 0 × 0 on a device-less canvas, their subviews at negative sizes
/// (AccuracyLog, session 21, loosecell25).
@Suite struct FramelessRootTests {
    /// ooper-shlab's HMCatalog shape (8121, no device): a static section among a navigation
    /// controller's scene objects, its cell saved without a frame with `rowHeight="163"`, its
    /// content view saved 320 × 1 at y = −1, a box on the content view's four margins.
    static func looseCellStoryboard(rowHeight: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8121.17" systemVersion="15A178f" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="first" sceneMemberID="firstResponder"/>
                        <tableViewSection headerTitle="Date" id="section">
                            <cells>
                                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="\(rowHeight)" id="cell">
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" ambiguous="YES" tableViewCell="cell" id="content">
                                        <rect key="frame" x="0.0" y="-1" width="320" height="1"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" ambiguous="YES" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                                <rect key="frame" x="8" y="8" width="584" height="146"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c-t"/>
                                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c-r"/>
                                            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c-b"/>
                                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c-l"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
            </scenes>
        </document>
        """
    }

    static func looseCellFrames(rowHeight: String) throws -> [String: Rect] {
        let document = try LayoutFixture.document(looseCellStoryboard(rowHeight: rowHeight))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))
    }

    @Test func aLooseCellIsTheRowItWouldHave() throws {
        let frames = try Self.looseCellFrames(rowHeight: "163")
        // As wide as the 600-point Any/Any canvas, as tall as its own row height.
        #expect(frames["cell"] == Rect(x: 0, y: 0, width: 600, height: 163))
        // The content view fills it less the separator's pixel row (Xcode 7's canvas at 2x).
        #expect(frames["content"] == Rect(x: 0, y: 0, width: 600, height: 162.5))
        #expect(frames["box"] == Rect(x: 8, y: 8, width: 584, height: 146.5))
    }

    @Test func aLooseCellWithoutARowHeightIsUIKitsDefaultRow() throws {
        let frames = try Self.looseCellFrames(rowHeight: "-1")
        #expect(frames["cell"] == Rect(x: 0, y: 0, width: 600, height: 44))
        #expect(frames["box"].map { $0.width >= 0 && $0.height >= 0 } == true)
    }

    /// RocketChat's shape (xdevice pair 292, A: 11201, no device): a freeform top-level view
    /// saved without a frame, two labels from x = 68 to its trailing edge, stacked from its
    /// top to its bottom; Xcode 8.1 saved it again at 1000 × 1000 (B).
    static let framelessViewXIB = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" systemVersion="16B2555" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="root">
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <constraints>
                                <constraint firstAttribute="height" constant="17" id="t-h"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="detail"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="68" id="t-l"/>
                        <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="t-r"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" id="t-t"/>
                        <constraint firstItem="detail" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="68" id="d-l"/>
                        <constraint firstAttribute="trailing" secondItem="detail" secondAttribute="trailing" id="d-r"/>
                        <constraint firstItem="detail" firstAttribute="top" secondItem="title" secondAttribute="bottom" id="d-t"/>
                        <constraint firstAttribute="bottom" secondItem="detail" secondAttribute="bottom" id="d-b"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test func aFramelessViewIsAsLargeAsAViewInterfaceBuilderHasNotLaidOut() throws {
        let document = try LayoutFixture.document(Self.framelessViewXIB, path: "inline.xib")
        let frames = LayoutFixture.frames(SceneLayoutEngine().layout(document))
        #expect(frames["root"] == Rect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(frames["title"] == Rect(x: 68, y: 0, width: 932, height: 17))
        #expect(frames["detail"] == Rect(x: 68, y: 17, width: 932, height: 983))
    }
}
