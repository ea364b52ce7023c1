import SceneLayout
import SceneModel
import Testing

/// A table's own header view (`tableHeaderView`) spans the table on another device: the
/// table keeps the header's height and sets its width (Apple, UITableView.tableHeaderView).
/// Modelled on RocketChat's subscriptions list (a 44-point header holding a hairline at its
/// bottom, saved 375 wide on an iPhone X and 320 on an iPhone 5).
@Suite struct TableHeaderWidthTests {
    static let storyboard = LayoutFixture.storyboard(
        document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
        device: #"<device id="retina5_9" orientation="portrait"/>"#,
        width: 375, height: 812,
        subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hairline">
                            <rect key="frame" x="0.0" y="43.5" width="375" height="0.5"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="hairline" firstAttribute="leading" secondItem="header" secondAttribute="leading" id="h1"/>
                        <constraint firstAttribute="trailing" secondItem="hairline" secondAttribute="trailing" id="h2"/>
                        <constraint firstAttribute="bottom" secondItem="hairline" secondAttribute="bottom" id="h3"/>
                        <constraint firstItem="hairline" firstAttribute="height" constant="0.5" id="h4"/>
                    </constraints>
                </view>
            </tableView>
            """,
        constraints: """
            <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="c3"/>
            <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="c4"/>
            """)

    static func frames(_ traits: (SceneDocument) -> TraitCollection) throws -> [String: Rect] {
        let document = try LayoutFixture.document(storyboard)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits(document)))
    }

    @Test func theHeaderSpansTheTableOnAnotherDevice() throws {
        let frames = try Self.frames { LayoutFixture.traits($0, device: "retina4_0") }
        #expect(frames["header"] == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(frames["hairline"] == Rect(x: 0, y: 43.5, width: 320, height: 0.5))
    }

    /// The document's own device and the Any/Any canvas keep the stored header (Xcode left
    /// most headers at their stored width on the canvas).
    @Test func theOwnDeviceAndTheCanvasKeepIt() throws {
        for traits: (SceneDocument) -> TraitCollection in [
            { LayoutFixture.traits($0) },
            { DeviceTable.anyAnyCanvas(size: Size(width: 600, height: 600), header: $0.header) },
        ] {
            #expect(try Self.frames(traits)["header"] == Rect(x: 0, y: 0, width: 375, height: 44))
        }
    }
}
