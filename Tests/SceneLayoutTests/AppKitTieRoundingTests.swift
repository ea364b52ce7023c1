import SceneLayout
import SceneModel
import Testing
import TestSupport

/// AppKit frames whose edges fall on a half point: Interface Builder rounds the tie up
/// the screen (AppKit's y grows upwards) and right from Xcode 6; Xcode 5 rounded it down
/// and left (AccuracyLog, session 21, fresh25b).
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

    /// A 21-point square centred in the 300 × 200 root: both edges fall on a half point
    /// (139.5, 89.5 up the screen). Xcode 5 (arrizer 4457, SubEthaEdit 4514, irkit 5056)
    /// stores 139 and 89; Xcode 6 (xamarin's 6246) and later 140 and 90.
    @Test(arguments: [("4457", rect(139, 89, 21, 21)), ("5056", rect(139, 89, 21, 21)),
                      ("6246", rect(140, 90, 21, 21)), ("16097", rect(140, 90, 21, 21))])
    func xcode5RoundsTiesDownAndLeft(toolsVersion: String, expected: Rect) throws {
        let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="139" y="89" width="21" height="21"/>
            </customView>
            """, constraints: """
            <constraint firstItem="v" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="k1"/>
            <constraint firstItem="v" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="k2"/>
            <constraint firstItem="v" firstAttribute="width" constant="21" id="k3"/>
            <constraint firstItem="v" firstAttribute="height" constant="21" id="k4"/>
            """)
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(LayoutFixture.frames(layout)["v"] == expected)
    }
}
