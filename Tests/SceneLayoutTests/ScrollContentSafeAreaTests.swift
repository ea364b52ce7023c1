import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A plain scroll view adjusts its content inset by the safe area (`adjustedContentInset`,
/// `contentInsetAdjustmentBehavior` `.automatic`), so its content never sits under the bars:
/// views in the content have no vertical safe-area insets, and a content view that preserves
/// its scroll view's margins takes them below that inset (AccuracyLog, session 20, pool24).
@Suite struct ScrollContentSafeAreaTests {
    /// An iPhone 8 root (status bar: safe area 20 below the top) holding a scroll view on its
    /// four edges, whose content view `content` (pinned to the scroll view's edges, as wide)
    /// holds `box` on its top and leading margins. `scrollAttributes` and `contentAttributes`
    /// go on the scroll view and the content view.
    static func document(scrollAttributes: String = "", contentAttributes: String = "") throws -> SceneDocument {
        let text = LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#, width: 375, height: 667, safeArea: true,
            subviews: """
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" \(scrollAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" \(contentAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="8" y="8" width="10" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b1"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b2"/>
                                <constraint firstItem="box" firstAttribute="width" constant="10" id="b3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="10" id="b4"/>
                                <constraint firstAttribute="height" constant="1000" id="b5"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                        <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s4"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5"/>
                    </constraints>
                </scrollView>
                """,
            constraints: """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
                """)
        return try LayoutFixture.document(text)
    }

    static func boxTop(_ document: SceneDocument) -> Double? {
        LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]?.y
    }

    @Test func contentViewMarginsLeaveOutTheSafeAreaTheScrollViewAdjustsFor() throws {
        // The content view's own margins (8) without the status bar's 20: the scroll view
        // has already moved its content below it (corona-warn-app's trace-location form).
        #expect(Self.boxTop(try Self.document()) == 8)
    }

    @Test func preservedMarginsStartBelowTheAdjustedContentInset() throws {
        // The root's top margin (8 below its safe area, 28) reaches the scroll view's top,
        // but its content sits 20 lower: 8 of it reaches the preserving content view
        // (hpi-schul-cloud's news detail, `ios24`: 72 under a 64-point bar, stored 8).
        let document = try Self.document(scrollAttributes: #"preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO""#,
                                         contentAttributes: #"preservesSuperviewLayoutMargins="YES""#)
        #expect(Self.boxTop(document) == 8)
    }

    @Test func aScrollViewThatNeverAdjustsLeavesItsContentUnderTheStatusBar() throws {
        // `never`: the content starts under the status bar, and its margins include it.
        let document = try Self.document(scrollAttributes: #"contentInsetAdjustmentBehavior="never""#)
        #expect(Self.boxTop(document) == 28)
    }
}
