import SceneLayout
import SceneModel
import Testing

/// A root view drawn in the notification centre (`simulatedAppContext="notificationCenter"`:
/// a Today widget, a notification's content) has no status bar above it: a view on the safe
/// area's top, or on the legacy top guide's bottom, stands at the root's top, in Xcodes that
/// drew a 4.7-inch iPhone with the status bar too (prey's notification content, 14490;
/// HochschuleHof's timetable widget, 13529). The same root without the context keeps it.
/// Only a status bar's points go: a notched iPhone keeps its sensor housing's inset
/// (MarinaKhorunzhina's notification content, 19529 on retina6_1, and xdripswift's, Xcode 15
/// on retina6_12, new22).
@Suite struct NotificationCenterWidgetTests {
    /// A freeform 320 × 200 widget controller whose `box` hangs from the safe area's top
    /// (or the legacy top guide's bottom), its root marked `appContext` when given.
    static func document(appContext: String?, legacyGuide: Bool,
                         device: String = "retina4_7", toolsVersion: String = "14490.70") throws -> SceneDocument {
        let context = appContext.map { #" simulatedAppContext="\#($0)""# } ?? ""
        let top = legacyGuide
            ? #"<constraint firstItem="box" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>"#
            : #"<constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>"#
        let guides = legacyGuide
            ? """
              <layoutGuides>
                  <viewControllerLayoutGuide type="top" id="topGuide"/>
                  <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
              </layoutGuides>
              """
            : ""
        let safeArea = legacyGuide ? "" : #"<viewLayoutGuide key="safeArea" id="safe"/>"#
        return try LayoutFixture.document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \(legacyGuide ? "" : #"useSafeAreas="YES""#) initialViewController="widget">
                <device id="\(device)" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="widget" sceneMemberID="viewController">
                                \(guides)
                                <view key="view" contentMode="scaleToFill"\(context) id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        \(top)
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                                        <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                                    </constraints>
                                    \(safeArea)
                                </view>
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                <size key="freeformSize" width="320" height="200"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
    }

    func boxY(appContext: String?, legacyGuide: Bool,
              device: String = "retina4_7", toolsVersion: String = "14490.70") throws -> Double? {
        let document = try Self.document(appContext: appContext, legacyGuide: legacyGuide,
                                         device: device, toolsVersion: toolsVersion)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]?.y
    }

    @Test func theModelReadsTheRootsAppContext() throws {
        let controller = try Self.document(appContext: "notificationCenter", legacyGuide: false).scenes.first?.controllers.first
        #expect(controller?.drawnInNotificationCenter == true)
        let plain = try Self.document(appContext: nil, legacyGuide: false).scenes.first?.controllers.first
        #expect(plain?.drawnInNotificationCenter == false)
    }

    @Test func aWidgetsSafeAreaStartsAtItsTop() throws {
        #expect(try boxY(appContext: "notificationCenter", legacyGuide: false) == 0)
        #expect(try boxY(appContext: nil, legacyGuide: false) == 20)
    }

    @Test func aWidgetsLegacyTopGuideIsEmpty() throws {
        #expect(try boxY(appContext: "notificationCenter", legacyGuide: true) == 0)
        #expect(try boxY(appContext: nil, legacyGuide: true) == 20)
    }

    @Test func aNotchedPhoneKeepsItsTopInsetInTheNotificationCentre() throws {
        // Xcode 15 on an iPhone with the Dynamic Island (xdripswift's labels at 59 + 70).
        #expect(try boxY(appContext: "notificationCenter", legacyGuide: false, device: "retina6_12", toolsVersion: "22505") == 59)
        // Xcode 13 on a notched iPhone, drawn with 44 (MarinaKhorunzhina's views at 44 − 44).
        #expect(try boxY(appContext: "notificationCenter", legacyGuide: false, device: "retina6_1", toolsVersion: "19529") == 44)
    }
}
