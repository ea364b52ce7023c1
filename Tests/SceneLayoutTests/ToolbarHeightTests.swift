import SceneLayout
import SceneModel
import Testing

/// A toolbar saved 49 points high on a notched phone is 44 on a phone without a home
/// indicator (`ToolbarHeight`); on its own device and on other notched phones the stored
/// height stands.
@Suite struct ToolbarHeightTests {
    static let document = ContentSizeOnOtherDeviceTests.xib(
        device: "retina6_1", toolsVersion: "15705", width: 414, height: 896,
        subviews: """
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="847" width="414" height="49"/>
                <items>
                    <barButtonItem title="Item" id="item"/>
                </items>
            </toolbar>
            """,
        constraints: """
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="r"/>
            <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="b"/>
            """)

    @Test func aToolbarIs44PointsHighOnAPhoneWithoutAHomeIndicator() throws {
        #expect(try ContentSizeOnOtherDeviceTests.frames(Self.document, device: "retina4_7")["bar"] == rect(0, 623, 375, 44))
        #expect(try ContentSizeOnOtherDeviceTests.frames(Self.document, device: "retina5_5")["bar"] == rect(0, 692, 414, 44))
    }

    @Test func theStoredHeightStandsOnNotchedPhones() throws {
        #expect(try ContentSizeOnOtherDeviceTests.frames(Self.document, device: nil)["bar"] == rect(0, 847, 414, 49))
        #expect(try ContentSizeOnOtherDeviceTests.frames(Self.document, device: "retina6_5")["bar"] == rect(0, 847, 414, 49))
    }
}
