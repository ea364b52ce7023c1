import SceneLayout
import SceneModel
import Testing

/// A controller in the navigation stack of a tab (the stack's root, and what it shows)
/// is drawn above the tab bar: its bottom guide is the bar's height plus the home
/// indicator's inset. Modelled on spotify's NowPlayingView (Xcode 11, iPhone 8: an image
/// 18 above the bottom guide of a navigation controller's root in a tab) and passforios's
/// QR scanner (Xcode 14, iPhone 12: shown from a stack reached from a tab, a label 80 above
/// a guide 83 high). A controller that sets `hidesBottomBarWhenPushed`, or leaves the
/// bottom edge out of `edgesForExtendedLayout`, has no bar over it.
@Suite struct TabBarThroughNavigationTests {
    static func storyboard(pushedAttributes: String = "", pushedEdges: String = "") -> String {
        func controller(_ id: String, attributes: String = "", edges: String = "", segues: String = "") -> String {
            """
            <scene sceneID="s-\(id)">
                <objects>
                    <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="\(id)-top"/>
                            <viewControllerLayoutGuide type="bottom" id="\(id)-bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="\(id)-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="\(id)-c3"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-c1"/>
                                <constraint firstAttribute="trailing" secondItem="\(id)-box" secondAttribute="trailing" id="\(id)-c2"/>
                                <constraint firstItem="\(id)-bottom" firstAttribute="top" secondItem="\(id)-box" secondAttribute="bottom" constant="18" id="\(id)-c4"/>
                            </constraints>
                        </view>
                        \(edges)
                        <navigationItem key="navigationItem" title="\(id)" id="\(id)-item"/>
                        <connections>\(segues)</connections>
                    </viewController>
                </objects>
            </scene>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tabs">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-tabs">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
                                <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="home" kind="relationship" relationship="rootViewController" id="r"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                \(controller("home", segues: #"<segue destination="detail" kind="show" id="p"/>"#))
                \(controller("detail", attributes: pushedAttributes, edges: pushedEdges))
            </scenes>
        </document>
        """
    }

    static func boxes(pushedAttributes: String = "", pushedEdges: String = "") throws -> [String: Rect] {
        let document = try LayoutFixture.document(storyboard(pushedAttributes: pushedAttributes, pushedEdges: pushedEdges))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))
    }

    /// 667 − 49 (tab bar) − 18 − 40 = 560, for the stack's root and what it shows.
    @Test func theStackOfATabIsAboveTheTabBar() throws {
        let frames = try Self.boxes()
        #expect(frames["home-box"]?.y == 560)
        #expect(frames["detail-box"]?.y == 560)
    }

    @Test func hidingTheBottomBarWhenPushedLeavesNoBar() throws {
        #expect(try Self.boxes(pushedAttributes: #"hidesBottomBarWhenPushed="YES""#)["detail-box"]?.y == 609)
        #expect(try Self.boxes(pushedAttributes: #"hidesBottomBarWhenPushed="YES""#)["home-box"]?.y == 560)
    }

    @Test func aBottomEdgeLeftOutOfExtendedLayoutLeavesNoBarOverTheView() throws {
        #expect(try Self.boxes(pushedEdges: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#)["detail-box"]?.y == 609)
        #expect(try Self.boxes(pushedEdges: #"<extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>"#)["detail-box"]?.y == 560)
    }
}
