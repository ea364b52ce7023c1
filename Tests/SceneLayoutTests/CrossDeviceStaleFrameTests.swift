import Foundation
import SceneLayout
import SceneModel
import Testing
import TestSupport

/// The cross-device pairs' B frames that no constraint set gives: `StoredFrameVerdict`'s
/// class a1 on B's own configuration, the proof behind `Scripts/xdevice-miss-causes.py`'s
/// `stale view` class (AccuracyLog, session 21, xdev25). A small document of the shape of
/// ooper-shlab's pair 265, then the pairs themselves: their stale views, and a miss of the
/// tool's own that must not be taken for one.
@Suite struct CrossDeviceStaleFrameTests {
    /// A 10-point spacer centred under a 427.5-point column at x 280.5, stored at `spacerX`
    /// (the column's centre is 494.25, so Xcode's spacer, laid out at 489.25, rounds to 489.5
    /// at 2×, never to 490).
    static func centredSpacer(spacerX: String) throws -> StoredFrameVerdict? {
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="280.5" y="20" width="427.5" height="222.5"/>
                <constraints>
                    <constraint firstAttribute="width" constant="427.5" id="cw"/>
                    <constraint firstAttribute="height" constant="222.5" id="ch"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                <rect key="frame" x="\(spacerX)" y="242.5" width="10" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="10" id="sw"/>
                    <constraint firstAttribute="height" constant="20" id="sh"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="280.5" id="cl"/>
            <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="ct"/>
            <constraint firstItem="spacer" firstAttribute="centerX" secondItem="column" secondAttribute="centerX" id="centre"/>
            <constraint firstItem="spacer" firstAttribute="top" secondItem="column" secondAttribute="bottom" id="below"/>
            """
        let document = try LayoutFixture.document(LayoutFixture.storyboard(width: 768, height: 1024, subviews: subviews,
                                                                           constraints: constraints))
        return SceneLayoutEngine().storedFrameVerdicts(document, viewIDs: ["spacer"])["spacer"]
    }

    @Test func aCentringStoredThreeQuartersOfAPointOffIsStale() throws {
        // 495 against 494.25: beyond what rounding each edge to the 2× grid can move a
        // centre (a quarter point per view).
        let verdict = try Self.centredSpacer(spacerX: "490")
        #expect(verdict?.kind == .staleGeometry)
        #expect(verdict?.constraint == "centre")
        #expect(abs(abs(verdict?.storedResidual ?? 0) - 0.75) < 0.001)
    }

    @Test func aCentringOnThePixelGridIsNotStale() throws {
        let verdict = try Self.centredSpacer(spacerX: "489.5")
        #expect(verdict?.kind != .staleGeometry)
    }

    /// The verdicts of `views` in pair `id`'s B file on its own configuration.
    static func verdicts(pair id: String, _ views: Set<String>) throws -> [String: StoredFrameVerdict] {
        let directory = try #require(CrossDevicePairs.directory, "no cross-device pairs beside the corpus")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("files").path)
        let name = try #require(files.first { $0.hasPrefix("\(id)-B.") }, "pair \(id) has no B file")
        let document = try SceneDocument.load(contentsOf: directory.appendingPathComponent("files/\(name)").path)
        return SceneLayoutEngine().storedFrameVerdicts(document, viewIDs: views)
    }

    @Test(.enabled(if: CrossDevicePairs.isAvailable)) func ooperShlabsSpacersAreStaleOnTheSmallerIPad() throws {
        // Pair 265 (iPad Pro 12.9 -> iPad 9.7, Xcode 8.3): four 10-point spacers centred on
        // 240.5- and 427.5-point columns, each stored 0.75 from its column's centre.
        let spacers = ["deW-pT-n8D": "CmI-W0-jej", "OxR-9k-OYJ": "Fd0-fQ-U8e", "9gd-Pi-K5g": "Af3-y0-wez", "N3Z-9m-UAA": "cUp-Ar-mXa"]
        let verdicts = try Self.verdicts(pair: "265", Set(spacers.keys))
        for (view, constraint) in spacers {
            #expect(verdicts[view]?.kind == .staleGeometry, "\(view)")
            #expect(verdicts[view]?.constraint == constraint, "\(view)")
            #expect(abs(abs(verdicts[view]?.storedResidual ?? 0) - 0.75) < 0.001, "\(view)")
        }
    }

    @Test(.enabled(if: CrossDevicePairs.isAvailable)) func elementsProgressViewIsStoredAPointTallerThanItsHeight() throws {
        // Pair 091 (element-ios, Xcode 7 -> 8.3): a progress view with a required height of
        // 70 stored 71 high, and its 40-point chart 41.
        let verdicts = try Self.verdicts(pair: "091", ["fdx-qs-8en", "hJj-TC-pxK"])
        #expect(verdicts["fdx-qs-8en"]?.kind == .staleGeometry)
        #expect(verdicts["fdx-qs-8en"]?.constraint == "5w2-Hm-hZx")
        #expect(verdicts["fdx-qs-8en"]?.storedResidual == 1)
        #expect(verdicts["hJj-TC-pxK"]?.kind == .staleGeometry)
        #expect(verdicts["hJj-TC-pxK"]?.constraint == "Jb4-9E-tG0")
    }

    @Test(.enabled(if: CrossDevicePairs.isAvailable)) func esrisBaselineStackNoLongerBreaksTheToolsArrangement() throws {
        // Pair 160's first-baseline stack: its text field and button stored above the
        // stack's top broke the tool's own arrangement (a3) while the tool held every
        // arranged view inside. A first-baseline UIStackView holds only its first view's top
        // (`StackLayout.holdsTopEdge`, AccuracyLog, session 22, fresh26), so B's frames keep
        // every constraint of the tool's; what is left of the stack's and the field's miss
        // comes from elsewhere (B's Xcode 11.3 draws the rounded field 34 high, A 30).
        let verdicts = try Self.verdicts(pair: "160", ["wbD-0d-BEI", "Jkh-zh-w1R"])
        #expect(verdicts["wbD-0d-BEI"]?.kind == .elsewhere)
        #expect(verdicts["Jkh-zh-w1R"]?.kind == .elsewhere)
    }
}
