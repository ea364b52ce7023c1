import SceneLayout
import SceneModel
import Testing
import TestSupport

/// AppKit frames whose edges fall on a half point: Interface Builder rounds the tie up
/// the screen (AppKit's y grows upwards) in documents of every era.
@Suite struct AppKitTieRoundingTests {
    /// A 21-point-high custom view centred in the 200-point root: its bottom edge at 89.5
    /// (y-up), which rounds up to 90; rounding the tie down the screen would give 89.
    @Test(arguments: ["11542", "16097", "19529", "23504"])
    func halfPointTiesRoundUpTheScreen(toolsVersion: String) throws {
        let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="20" y="0.0" width="40" height="21"/>
            </customView>
            """, constraints: """
            <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="v" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="k2"/>
            <constraint firstItem="v" firstAttribute="width" constant="40" id="k3"/>
            <constraint firstItem="v" firstAttribute="height" constant="21" id="k4"/>
            """)
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(LayoutFixture.frames(layout)["v"] == rect(20, 90, 40, 21))
    }
}
