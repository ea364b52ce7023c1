import SceneModel
import SceneXML
import Testing

/// Facts the layout needs, read once by the model as typed values instead of looked up
/// in the XML by the layout: simulated bars, navigation bars, stack enumerations, table
/// styles, File's Owner's view outlet.
@Suite struct TypedFieldsTests {
    func load(_ text: String, path: String = "test.storyboard") throws -> SceneDocument {
        try SceneDocument(xml: SceneXMLDocument(bytes: Array(text.utf8), path: path))
    }

    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <navigationController navigationBarHidden="YES" id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" largeTitles="YES" id="bar">
                            <rect key="frame" x="0.0" y="59" width="393" height="96"/>
                        </navigationBar>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <stackView axis="diagonal" distribution="diagonal" alignment="firstBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                </stackView>
                                <tableView style="insetGrouped" id="tbl">
                                    <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                </tableView>
                                <activityIndicatorView hidesWhenStopped="YES" style="medium" id="spin">
                                    <rect key="frame" x="0.0" y="400" width="20" height="20"/>
                                </activityIndicatorView>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" largeTitleDisplayMode="never" id="item"/>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                        <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                        <modalFormSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test func controllersCarryTheirSimulatedBarsAndNavigationBar() throws {
        let document = try load(Self.storyboard)
        let controllers = document.scenes.flatMap(\.controllers)
        let navigation = try #require(controllers.first { $0.id == "nav" })
        #expect(navigation.navigationBar == NavigationBarInfo(isHidden: true, isOpaque: true, prefersLargeTitles: true))
        #expect(navigation.simulatedMetrics.topBar == nil, "nothing written: inferred")
        let controller = try #require(controllers.first { $0.id == "vc" })
        #expect(controller.navigationBar == nil)
        #expect(controller.simulatedMetrics.topBar == .navigationBar(opaque: true))
        #expect(controller.simulatedMetrics.bottomBar == .tabBar)
        #expect(controller.simulatedMetrics.destination == .formSheet)
        #expect(controller.simulatedMetrics.isSheet)
        #expect(controller.largeTitleDisplayMode == .never)
    }

    @Test func viewsCarryStackEnumerationsTableStyleAndIndicatorState() throws {
        let document = try load(Self.storyboard)
        let stack = try #require(document.viewsByID["stk"]?.stack)
        #expect(stack.distribution == .fill, "an unknown distribution is read as the default")
        #expect(stack.alignment == .firstBaseline)
        #expect(stack.alignment.placement == .baseline(first: true))
        #expect(stack.axis == .horizontal)
        #expect(document.diagnostics.contains { $0.message.contains("stack view axis 'diagonal' is not one of horizontal, vertical; read as horizontal") })
        let warning = try #require(document.diagnostics.first { $0.kind == .invalidValue && $0.message.contains("distribution") })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("stack view distribution 'diagonal' is not one of fill, fillEqually"))
        #expect(warning.line == 20, "the stack view's line")
        #expect(document.viewsByID["tbl"]?.tableStyle == .insetGrouped)
        #expect(document.viewsByID["root"]?.tableStyle == nil)
        #expect(document.viewsByID["spin"]?.isStoppedHiddenActivityIndicator == true)
        #expect(document.viewsByID["root"]?.hasSimulatedDestinationMetrics == false)
    }

    @Test func filesOwnerNamesItsViewOutlet() throws {
        let document = try load("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                    <connections>
                        <outlet property="view" destination="top" id="o1"/>
                        <outlet property="label" destination="lbl" id="o2"/>
                    </connections>
                </placeholder>
                <view id="top">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """, path: "test.xib")
        let owner = try #require(document.scenes.first?.placeholders.first)
        #expect(owner.viewOutletDestinations == ["top"])
        #expect(document.viewsByID["top"]?.hasSimulatedDestinationMetrics == true)
    }
}

/// Text and control attributes the layout used to look up in the XML.
@Suite struct TextAndControlAttributesTests {
    @Test func labelsButtonsAndCellsAreReadOnce() throws {
        let document = try SceneDocument(xml: SceneXMLDocument(bytes: Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="chk">
                            <rect key="frame" x="10" y="10" width="80" height="18"/>
                            <buttonCell key="cell" type="check" title="On" bezelStyle="regularSquare" imagePosition="left" controlSize="small" inset="2" id="cc"/>
                        </button>
                        <box boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="sep">
                            <rect key="frame" x="10" y="40" width="200" height="5"/>
                        </box>
                        <box titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                            <rect key="frame" x="10" y="60" width="200" height="50"/>
                        </box>
                    </subviews>
                </customView>
            </objects>
        </document>
        """.utf8), path: "t.xib"))
        let check = try #require(document.viewsByID["chk"]?.control.cell)
        #expect(check.elementName == "buttonCell" && check.type == "check" && check.controlSize == "small")
        #expect(check.bezelStyle == "regularSquare" && check.imagePosition == "left" && !check.isBezeled && check.borderStyle == nil)
        #expect(document.viewsByID["sep"]?.control.boxType == "separator")
        #expect(document.viewsByID["sep"]?.control.cell == nil)
        // A box's title is at the top unless written elsewhere; other views have none.
        #expect(document.viewsByID["sep"]?.control.boxTitlePosition == "atTop")
        #expect(document.viewsByID["plain"]?.control.boxTitlePosition == "noTitle")
        #expect(document.viewsByID["chk"]?.control.boxTitlePosition == nil)

        let ios = try SceneDocument(xml: SceneXMLDocument(bytes: Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label text="Two lines" numberOfLines="2" adjustsFontSizeToFit="NO" id="lbl">
                            <rect key="frame" x="0" y="0" width="100" height="41"/>
                            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                        </label>
                        <label id="att">
                            <rect key="frame" x="0" y="50" width="100" height="21"/>
                            <attributedString key="attributedText"><fragment content="Styled"/></attributedString>
                        </label>
                        <button id="btn">
                            <rect key="frame" x="0" y="80" width="100" height="30"/>
                            <state key="normal" title="Go"/>
                        </button>
                        <button id="img">
                            <rect key="frame" x="0" y="120" width="30" height="30"/>
                            <state key="normal" title="Go" image="arrow"/>
                        </button>
                        <textView scrollEnabled="NO" id="txt">
                            <rect key="frame" x="0" y="160" width="100" height="30"/>
                        </textView>
                    </subviews>
                </view>
            </objects>
        </document>
        """.utf8), path: "t.xib"))
        let label = try #require(ios.viewsByID["lbl"]?.textAttributes)
        #expect(label.numberOfLines == 2 && !label.adjustsFontSizeToFit && label.plainText == "Two lines")
        #expect(label.font == nil ? false : label.font?.weight == "semibold" && label.font?.pointSize == 17 && label.font?.type == "system")
        #expect(ios.viewsByID["att"]?.textAttributes.plainText == nil, "attributed text is not plain")
        #expect(ios.viewsByID["btn"]?.textAttributes.plainTitle == "Go")
        #expect(ios.viewsByID["img"]?.textAttributes.plainTitle == nil, "a title beside an image is not measured as text")
        #expect(ios.viewsByID["txt"]?.control.isScrollDisabled == true)
    }
}

/// Touch bar items are not in the hierarchy of the view that holds the touch bar.
@Suite struct TouchBarItemTests {
    @Test func touchBarItemViewsAreRootsOfTheirScene() throws {
        let document = try SceneDocument(xml: SceneXMLDocument(bytes: Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="12121" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <textView id="text">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <touchBar key="touchBar" id="bar">
                                <touchBarItems>
                                    <touchBarItem id="item">
                                        <viewController key="viewController" id="itemController">
                                            <button key="view" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                                                <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="40" id="w"/>
                                                </constraints>
                                                <buttonCell key="cell" type="push" bezelStyle="rounded" imagePosition="only" id="cell"/>
                                            </button>
                                        </viewController>
                                        <size key="designTimeSize" width="40" height="30"/>
                                    </touchBarItem>
                                </touchBarItems>
                            </touchBar>
                        </textView>
                    </subviews>
                </customView>
            </objects>
        </document>
        """.utf8), path: "t.xib"))
        let scene = try #require(document.scenes.first)
        #expect(scene.rootViews.map(\.id) == ["root", "btn"])
        #expect(document.viewsByID["text"]?.children.isEmpty == true)
        #expect(document.viewsByID["btn"]?.parent == nil)
        #expect(document.viewsByID["btn"]?.touchBarItemSize == Size(width: 40, height: 30))
        #expect(document.viewsByID["text"]?.touchBarItemSize == nil)
    }
}
