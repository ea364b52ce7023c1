import SceneLayout
import SceneModel
import Testing
import TestSupport

/// On another width a cell's accessory area keeps the accessory's own width and takes the
/// side margin of the new width (`CellAccessoryWidth`). The expected frames are the ones
/// Esri's Xcode 12 storyboard stores for the same cells on two iPhones (cross-device pair
/// 139: content views 348 wide in 375-point cells, 383 in 414-point ones); before Xcode 9
/// the margin is 15 on every width and the area stays (passforios's pair 262: 33 on 375
/// and on 414).
@Suite struct TableCellAccessoryWidthTests {
    static func storyboard(toolsVersion: String, accessoryGap: Int) -> String {
        let contentWidth = 375 - accessoryGap
        return LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#, width: 375, height: 667, subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" id="cell">
                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="43.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="\(contentWidth - 54)" y="11.5" width="46" height="20.5"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c1"/>
                                <constraint firstItem="box" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                                <constraint firstItem="box" firstAttribute="width" constant="46" id="c3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="20.5" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """, constraints: DocumentFixture.pinnedToRoot("table"))
    }

    static func frames(toolsVersion: String, accessoryGap: Int, device: String?) throws -> [String: Rect] {
        let document = try LayoutFixture.document(storyboard(toolsVersion: toolsVersion, accessoryGap: accessoryGap))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, device: device)))
    }

    /// Xcode 12: 27 on a 375-point phone (16 + 11) is 31 on a 414-point one (20 + 11); the
    /// content view's trailing margin (8 beside an accessory) moves with it.
    @Test func theMarginOfTheWiderPhone() throws {
        let frames = try Self.frames(toolsVersion: "17156", accessoryGap: 27, device: "retina6_1")
        #expect(frames["content"] == Rect(x: 0, y: 0, width: 383, height: 43.5))
        #expect(frames["box"].map { $0.x + $0.width } == 375)
    }

    /// Between widths of one margin (375 and 320: 16 both) and on the document's own device
    /// the stored area stands.
    @Test func theSameMarginKeepsTheStoredArea() throws {
        #expect(try Self.frames(toolsVersion: "17156", accessoryGap: 27, device: "retina4_0")["content"]?.width == 293)
        #expect(try Self.frames(toolsVersion: "17156", accessoryGap: 27, device: nil)["content"]?.width == 348)
    }

    /// Before Xcode 9 a cell's margin was 15 on every width: 33 stays 33 on a wider phone.
    @Test func beforeXcode9TheAreaStays() throws {
        #expect(try Self.frames(toolsVersion: "11762", accessoryGap: 33, device: "retina6_1")["content"]?.width == 381)
    }
}
