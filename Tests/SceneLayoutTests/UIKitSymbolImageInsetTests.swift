import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A UIImageView showing an SF Symbol aligns the symbol's glyph, not its padded frame
/// (`AlignmentInsets.uiKitInsets`, `SymbolImageOverhang`): an icon sized 25 × 25 by its own
/// constraints, held 20 from the root's leading edge and 100 from its top, keeps the stored
/// frame's 4.5 extra points of height, half above and half below its alignment rectangle
/// (KeePassium's `exclamationmark.triangle`, 25 × 25 in 25 × 29.5).
@Suite struct UIKitSymbolImageInsetTests {
    /// `imageAttributes` go on the image view, `imageChildren` inside it.
    static func frame(imageAttributes: String = "", imageChildren: String = "", storedHeight: Double,
                      extraAttributes: String = "") throws -> Rect? {
        let text = LayoutFixture.storyboard(
            subviews: """
                <imageView userInteractionEnabled="NO" contentMode="center" \(imageAttributes) \(extraAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                    <rect key="frame" x="0.0" y="0.0" width="25" height="\(storedHeight)"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="25" id="h"/>
                        <constraint firstAttribute="width" constant="25" id="w"/>
                    </constraints>
                    \(imageChildren)
                </imageView>
                """,
            constraints: """
                <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                """)
        let document = try LayoutFixture.document(text)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["icon"]
    }

    static let reference = #"<imageReference key="image" image="exclamationmark.triangle" catalog="system" symbolScale="large"/>"#

    @Test func symbolImageViewsKeepTheirStoredPaddingAroundTheirOwnSize() throws {
        // 2.25 above the 100-point top, rounded to the iPhone 8's half-point grid.
        #expect(try Self.frame(imageChildren: Self.reference, storedHeight: 29.5) == Rect(x: 20, y: 98, width: 25, height: 29.5))
        // Xcode 11–14 write the symbol on the image view itself.
        #expect(try Self.frame(imageAttributes: #"image="exclamationmark.triangle" catalog="system""#, storedHeight: 29.5)
                == Rect(x: 20, y: 98, width: 25, height: 29.5))
        // A frame equal to its constraints: no padding.
        #expect(try Self.frame(imageChildren: Self.reference, storedHeight: 25) == Rect(x: 20, y: 100, width: 25, height: 25))
    }

    @Test func otherImageViewsAndMisplacedSymbolsAlignOnTheirFrames() throws {
        // An asset image: the stored frame is not a measurement of any padding.
        #expect(try Self.frame(imageAttributes: #"image="warning""#, storedHeight: 29.5) == Rect(x: 20, y: 100, width: 25, height: 25))
        // Flagged misplaced by Xcode: its stored frame is not one its constraints give.
        #expect(try Self.frame(imageChildren: Self.reference, storedHeight: 29.5, extraAttributes: #"misplaced="YES""#)
                == Rect(x: 20, y: 100, width: 25, height: 25))
    }
}
