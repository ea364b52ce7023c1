import SceneLayout
import SceneModel
import Testing

/// On Interface Builder's Mac Catalyst device a UIButton is an AppKit push button (Apple,
/// "Choosing a user interface idiom for your Mac app": "a UIButton appears identical to an
/// NSButton"): its bezel for its title at 13 points, 20 high, in a 32-point frame 5 above,
/// 7 below and 7 at the sides (the shape of duckduckgo's find-in-page bar, shared/xdevice
/// 062: "Done" 37 × 30 on the phone, 66 × 32 on the Mac, the field before it 15 narrower).
@Suite struct MacIdiomPushButtonTests {
    /// `bar` (768 × 49) holds `field`, 8 from its leading edge, and `done` (a system button
    /// titled "Done", drawn 37 × 30 as on a phone) 12 after the field and 12 from the bar's
    /// trailing edge, both centred vertically.
    func frames(device: String, layoutDevice: String? = nil, title: String = "Done",
                font: String = "") throws -> [String: Rect] {
        let document = try LayoutFixture.document(LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: device, width: 800, height: 600,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="16" y="0.0" width="768" height="49"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="8" y="6.5" width="699" height="36"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="36" id="field-h"/>
                            </constraints>
                        </view>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="done">
                            <rect key="frame" x="719" y="9.5" width="37" height="30"/>
                            \(font)
                            <state key="normal" title="\(title)"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="49" id="bar-h"/>
                        <constraint firstItem="field" firstAttribute="leading" secondItem="bar" secondAttribute="leading" constant="8" id="field-x"/>
                        <constraint firstItem="field" firstAttribute="centerY" secondItem="bar" secondAttribute="centerY" id="field-y"/>
                        <constraint firstItem="done" firstAttribute="leading" secondItem="field" secondAttribute="trailing" constant="12" id="done-x"/>
                        <constraint firstAttribute="trailing" secondItem="done" secondAttribute="trailing" constant="12" id="done-r"/>
                        <constraint firstItem="done" firstAttribute="centerY" secondItem="bar" secondAttribute="centerY" id="done-y"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="bar-x"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="16" id="bar-r"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="bar-y"/>
                """))
        guard let layoutDevice else { return LayoutFixture.frames(SceneLayoutEngine().layout(document)) }
        let traits = LayoutFixture.traits(document, device: layoutDevice)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits))
    }

    static let mac = #"<device id="mac" appearance="light" renderMode="macOS"/>"#
    static let phone = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#

    @Test func onTheMacAButtonIsAPushButtonForItsTitle() throws {
        let frames = try frames(device: Self.mac)
        // Bezel 52 × 20 between the 12-point gaps; the frame 7 beyond it at the sides, 5
        // above and 7 below (its centre half a point low: y 9.5, stored at the whole point).
        #expect(frames["done"] == Rect(x: 697, y: 10, width: 66, height: 32))
        #expect(frames["field"]?.width == 684)
    }

    @Test func aPhoneDocumentLaidOutForTheMacTakesTheMacButton() throws {
        let frames = try frames(device: Self.phone, layoutDevice: "mac")
        #expect(frames["done"]?.width == 66)
        #expect(frames["field"]?.width == 684)
    }

    @Test func onAPhoneTheButtonKeepsItsOwnSize() throws {
        let frames = try frames(device: Self.phone)
        let bar = try #require(frames["bar"])
        #expect(frames["done"] == Rect(x: bar.width - 12 - 37, y: 9.5, width: 37, height: 30))
        #expect(frames["field"]?.width == bar.width - 8 - 12 - 37 - 12)
    }

    @Test func aButtonWithItsOwnFontIsLeftAsStored() throws {
        let frames = try frames(device: Self.mac, font: #"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#)
        #expect(frames["done"]?.width == 37)
    }
}
