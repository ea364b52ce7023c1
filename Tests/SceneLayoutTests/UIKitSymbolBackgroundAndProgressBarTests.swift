import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A UIKit button drawing an SF Symbol as its background image (and no title) aligns the
/// symbol, not its frame (`AlignmentInsets.uiKitInsets`, `SymbolImageOverhang`): Xcode 12–14
/// saved Clima's 40 × 40 `location.circle.fill` button in a 40 × 39 frame half a point below
/// its top (fresh documents of five owners, session 15, fresh-ios18).
@Suite struct UIKitSymbolBackgroundButtonTests {
    static func frame(state: String, storedHeight: Double) throws -> Rect? {
        let text = LayoutFixture.storyboard(
            subviews: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="location">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="\(storedHeight)"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="h"/>
                        <constraint firstAttribute="width" constant="40" id="w"/>
                    </constraints>
                    \(state)
                </button>
                """,
            constraints: """
                <constraint firstItem="location" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="location" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                """)
        let document = try LayoutFixture.document(text)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["location"]
    }

    @Test func aSymbolBackgroundKeepsItsStoredFrameAroundItsOwnSize() throws {
        let symbol = #"<state key="normal" backgroundImage="location.circle.fill" catalog="system"/>"#
        #expect(try Self.frame(state: symbol, storedHeight: 39) == Rect(x: 20, y: 100.5, width: 40, height: 39))
        // Saved at its constrained size (Xcode 14.3 and later): nothing to split.
        #expect(try Self.frame(state: symbol, storedHeight: 40) == Rect(x: 20, y: 100, width: 40, height: 40))
    }

    @Test func titlesAndAssetBackgroundsAlignOnTheirFrames() throws {
        let asset = #"<state key="normal" backgroundImage="Rectangle"/>"#
        #expect(try Self.frame(state: asset, storedHeight: 39) == Rect(x: 20, y: 100, width: 40, height: 40))
        let titled = #"<state key="normal" title="Go" backgroundImage="location.circle.fill" catalog="system"/>"#
        #expect(try Self.frame(state: titled, storedHeight: 39) == Rect(x: 20, y: 100, width: 40, height: 40))
    }
}

/// A bar-style UIProgressView's frame is a point taller than the height it aligns, the extra
/// point below (`AlignmentInsets.uiKitInsets`): Quizzler's and EggTimer's bars, 11 owners,
/// session 15, fresh-ios18. The default style aligns on its frame.
@Suite struct UIKitProgressBarInsetTests {
    static func frame(style: String, storedHeight: Double) throws -> Rect? {
        let text = LayoutFixture.storyboard(
            subviews: """
                <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" \(style) progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="\(storedHeight)"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="10" id="h"/>
                    </constraints>
                </progressView>
                """,
            constraints: """
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="bar" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-20" id="c2"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        let document = try LayoutFixture.document(text)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["bar"]
    }

    @Test func aBarStyleProgressViewReachesAPointBelowItsHeight() throws {
        let frame = try #require(try Self.frame(style: #"progressViewStyle="bar""#, storedHeight: 11))
        #expect(frame.y == 100 && frame.height == 11)
    }

    @Test func theDefaultStyleAlignsOnItsFrame() throws {
        let frame = try #require(try Self.frame(style: "", storedHeight: 10))
        #expect(frame.y == 100 && frame.height == 10)
    }
}
