import SceneLayout
import SceneModel
import Testing

/// From Xcode 11 (iOS 13) a modal presentation segue with the automatic style shows a sheet
/// on iPhone, and a sheet is not under the status bar: its top guide and safe area start at
/// its top. Modelled on confirmedcode's Lockdown (886-point sheets on an iPhone 11, a title
/// 18 below the top guide at y = 18) and Esri's popovers.
@Suite struct ModalSheetTests {
    static func storyboard(toolsVersion: String, segue: String, logAttributes: String = "", moreScenes: [String] = []) -> String {
        let home = ControllerFixture.viewController(
            "home", rootID: "homeRoot", width: 414, height: 896,
            subviews: """
                <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="open">
                    <rect key="frame" x="20" y="100" width="100" height="40"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <connections>
                        \(segue)
                    </connections>
                </button>
                """,
            constraints: "")
        let log = ControllerFixture.viewController(
            "log", attributes: logAttributes, guides: .init(top: "top", bottom: "bottom"), rootID: "logRoot", width: 414, height: 886,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="97" y="18" width="220" height="24"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                    <rect key="frame" x="0.0" y="836" width="100" height="40"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="18" id="c1"/>
                <constraint firstItem="title" firstAttribute="centerX" secondItem="logRoot" secondAttribute="centerX" id="c2"/>
                <constraint firstItem="title" firstAttribute="width" constant="220" id="c3"/>
                <constraint firstItem="title" firstAttribute="height" constant="24" id="c4"/>
                <constraint firstItem="bottom" firstAttribute="top" secondItem="footer" secondAttribute="bottom" constant="10" id="c5"/>
                <constraint firstItem="footer" firstAttribute="leading" secondItem="logRoot" secondAttribute="leading" id="c6"/>
                <constraint firstItem="footer" firstAttribute="width" constant="100" id="c7"/>
                <constraint firstItem="footer" firstAttribute="height" constant="40" id="c8"/>
                """)
        return ControllerFixture.storyboard(
            toolsVersion: toolsVersion, device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            initial: "home", documentAttributes: #"useSafeAreas="YES""#, scenes: [home, log] + moreScenes)
    }

    func frames(toolsVersion: String, segue: String) throws -> [String: Rect] {
        let document = try LayoutFixture.document(Self.storyboard(toolsVersion: toolsVersion, segue: segue))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))
    }

    func titleY(toolsVersion: String = "22505", segue: String) throws -> Double? {
        try frames(toolsVersion: toolsVersion, segue: segue)["title"]?.y
    }

    @Test func anAutomaticPresentationIsASheet() throws {
        #expect(try titleY(segue: #"<segue destination="log" kind="presentation" id="p"/>"#) == 18)
    }

    @Test func aPopoverAdaptsToASheet() throws {
        #expect(try titleY(segue: #"<segue destination="log" kind="popoverPresentation" popoverAnchorView="open" id="p"><popoverArrowDirection key="popoverArrowDirection" down="YES"/></segue>"#) == 18)
    }

    /// A full-screen presentation sits under the status bar (48 on an iPhone 11 in Xcode
    /// 14 and later); before Xcode 11 presentations were full screen.
    @Test func fullScreenPresentationsAndOlderDocumentsAreNot() throws {
        #expect(try titleY(segue: #"<segue destination="log" kind="presentation" modalPresentationStyle="fullScreen" id="p"/>"#) == 66)
        #expect(try titleY(toolsVersion: "14460.31", segue: #"<segue destination="log" kind="presentation" id="p"/>"#) == 62)
    }

    /// The bottom guide: from Xcode 13 (bitwarden's 22505, Lockdown's) a sheet has no home
    /// indicator inset, a footer 10 above the guide ends 10 above the sheet's bottom (876);
    /// Xcode 11–12 (element's and Esri's 18122) kept the 34-point inset (842).
    @Test func theHomeIndicatorInsetByEra() throws {
        let segue = #"<segue destination="log" kind="presentation" id="p"/>"#
        #expect(try frames(toolsVersion: "22505", segue: segue)["footer"]?.y == 836)
        #expect(try frames(toolsVersion: "18122", segue: segue)["footer"]?.y == 802)
    }

    /// The sheet's root resolved for a device: the screen less the strip above the sheet
    /// (`SheetTop`), as Xcode stores it: 20 on home-button iPhones (647 on a 667-point
    /// iPhone 8: SideMenu, Agrume, freeotp, Esri), the era's 44-point inset and 10 more on
    /// notched ones before Xcode 14 (842 on an iPhone 11: Esri 17156–18122), 10 from
    /// Xcode 14 (834 on an iPhone 12: passforios; 886 on an iPhone 11: Lockdown).
    func sheetRootHeight(toolsVersion: String, device: String, segue: String = #"<segue destination="log" kind="presentation" id="p"/>"#) throws -> Double? {
        let document = try LayoutFixture.document(Self.storyboard(toolsVersion: toolsVersion, segue: segue))
        let traits = LayoutFixture.traits(document, device: device)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits))["logRoot"]?.height
    }

    @Test func aSheetsRootOnAnotherDeviceLeavesTheStripAboveIt() throws {
        #expect(try sheetRootHeight(toolsVersion: "18122", device: "retina4_7") == 647)
        #expect(try sheetRootHeight(toolsVersion: "18122", device: "retina5_9") == 758)
        #expect(try sheetRootHeight(toolsVersion: "18122", device: "retina6_5") == 842)
        #expect(try sheetRootHeight(toolsVersion: "22505", device: "retina6_0") == 834)
        #expect(try sheetRootHeight(toolsVersion: "22505", device: "retina6_5") == 886)
    }

    /// A full-screen presentation, an iPad and a phone in landscape keep the whole screen.
    @Test func otherPresentationsKeepTheScreen() throws {
        #expect(try sheetRootHeight(toolsVersion: "22505", device: "retina6_0",
                                    segue: #"<segue destination="log" kind="presentation" modalPresentationStyle="fullScreen" id="p"/>"#) == 844)
        #expect(try sheetRootHeight(toolsVersion: "22505", device: "ipad9_7") == 1024)
    }
}
