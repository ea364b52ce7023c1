import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A standard cell's own labels (`textLabel`, `detailTextLabel`) have no constraints: the
/// cell lays them out from its content view's margins, which follow the table's width
/// (`StandardCellSubviews`). The expected frames are the ones Xcode stored for the same
/// cells on another phone: Esri's pair 139 (Xcode 12: a basic cell's label 16…359 on 375
/// points is 20…394 on 414; a right-detail cell with a disclosure indicator keeps its detail
/// 8 points before the accessory) and AdguardForiOS's pair 007 (Xcode 8: 15 on every
/// width, a label spanning 15…360 on 375 spans 15…305 on 320).
@Suite struct StandardCellSubviewTests {
    static func cell(id: String, style: String, accessory: Bool, contentWidth: Int, y: Int, preserves: Bool, labels: String) -> String {
        """
        <tableViewCell contentMode="scaleToFill" style="IBUITableViewCellStyle\(style)" \(accessory ? #"accessoryType="disclosureIndicator""# : "") textLabel="\(id)-text" detailTextLabel="\(id)-detail" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" \(preserves ? #"preservesSuperviewLayoutMargins="YES""# : "") tableViewCell="\(id)" id="\(id)-content">
                <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>\(labels)</subviews>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    static func label(_ id: String, x: Double, width: Double) -> String {
        """
        <label opaque="NO" contentMode="left" text="Text" lineBreakMode="tailTruncation" id="\(id)">
            <rect key="frame" x="\(x)" y="12" width="\(width)" height="20.5"/>
            <autoresizingMask key="autoresizingMask"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    static func storyboard(toolsVersion: String, margin: Double, preserves: Bool) -> String {
        let basic = cell(id: "basic", style: "Default", accessory: false, contentWidth: 375, y: 28, preserves: preserves,
                         labels: label("basic-text", x: margin, width: 375 - 2 * margin))
        let rightDetail = cell(id: "value", style: "Value1", accessory: true, contentWidth: 348, y: 72, preserves: preserves,
                               labels: label("value-text", x: margin, width: 85.5) + label("value-detail", x: 296, width: 44))
        return LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#, width: 375, height: 667, subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>\(basic)\(rightDetail)</prototypes>
            </tableView>
            """, constraints: DocumentFixture.pinnedToRoot("table"))
    }

    static func frames(toolsVersion: String, margin: Double, device: String?, preserves: Bool = false) throws -> [String: Rect] {
        let document = try LayoutFixture.document(storyboard(toolsVersion: toolsVersion, margin: margin, preserves: preserves))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, device: device)))
    }

    @Test func xcode12LabelsTakeTheWiderPhonesMargins() throws {
        let frames = try Self.frames(toolsVersion: "17156", margin: 16, device: "retina6_1")
        #expect(frames["basic-text"] == Rect(x: 20, y: 12, width: 374, height: 20.5))
        #expect(frames["value-text"] == Rect(x: 20, y: 12, width: 85.5, height: 20.5))
        // The content view is 383 beside the accessory (`CellAccessoryWidth`); 8 before it.
        #expect(frames["value-detail"] == Rect(x: 331, y: 12, width: 44, height: 20.5))
    }

    @Test func xcode8LabelsKeep15PointsOnANarrowerPhone() throws {
        let frames = try Self.frames(toolsVersion: "11542", margin: 15, device: "retina4_0")
        #expect(frames["basic-text"] == Rect(x: 15, y: 12, width: 290, height: 20.5))
        #expect(frames["value-text"] == Rect(x: 15, y: 12, width: 85.5, height: 20.5))
        #expect(frames["value-detail"] == Rect(x: 241, y: 12, width: 44, height: 20.5))
    }

    /// Xcode 9 and 10 give content views that preserve their table's margins 15 where the
    /// system margin is 16, and 20 where it is 20: kiwix's pair 185 (15…305 on a 320-point
    /// column, 20…394 on a 414-point phone).
    @Test func xcode9PreservingCellsGo15To20() throws {
        let frames = try Self.frames(toolsVersion: "14109", margin: 15, device: "retina6_1", preserves: true)
        #expect(frames["basic-text"] == Rect(x: 20, y: 12, width: 374, height: 20.5))
    }

    /// The document's own device: the stored frames are the cell's layout.
    @Test func theOwnDeviceKeepsTheStoredFrames() throws {
        let frames = try Self.frames(toolsVersion: "17156", margin: 16, device: nil)
        #expect(frames["basic-text"] == Rect(x: 16, y: 12, width: 343, height: 20.5))
        #expect(frames["value-detail"] == Rect(x: 296, y: 12, width: 44, height: 20.5))
    }
}
