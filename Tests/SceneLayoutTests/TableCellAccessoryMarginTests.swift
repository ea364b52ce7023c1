import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A cell with an accessory ends its content view before it, and the content view keeps
/// only 8 points on that side. Modelled on RocketChat's preferences (Xcode 10, disclosure
/// indicators: a 341-point content view in a 375-point cell, a label pinned to the
/// trailing margin ending at 333); Esri's detail-disclosure cells and passforios's detail
/// buttons agree.
@Suite struct TableCellAccessoryMarginTests {
    static func storyboard(accessory: String, contentWidth: Int, toolsVersion: String = "14490.70") -> String {
        LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#, width: 375, height: 667, subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" \(accessory) id="cell">
                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="43.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="287" y="11.5" width="46" height="20.5"/>
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

    func boxMaxX(accessory: String, contentWidth: Int = 341) throws -> Double? {
        let document = try LayoutFixture.document(Self.storyboard(accessory: accessory, contentWidth: contentWidth))
        guard let frame = LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"] else { return nil }
        return frame.x + frame.width
    }

    @Test func anAccessoryLeavesEightPoints() throws {
        #expect(try boxMaxX(accessory: #"accessoryType="disclosureIndicator""#) == 333)
        #expect(try boxMaxX(accessory: #"accessoryType="detailDisclosureButton""#) == 333)
    }

    /// Without one the content view spans the cell and keeps the cell's side margin: 15 in
    /// this plain table inside a root before Xcode 12 (`TableCellMarginTests`).
    @Test func withoutAnAccessoryTheCellsMargin() throws {
        #expect(try boxMaxX(accessory: "", contentWidth: 375) == 360)
        #expect(try boxMaxX(accessory: #"accessoryType="none""#, contentWidth: 375) == 360)
    }
}
