import SceneLayout
import SceneModel
import Testing
import TestSupport

extension UIKitSymbolImageInsetTests {
    /// A symbol image view 25 wide whose height comes from its top and bottom pins (100 and
    /// 200 below the root's top): its padding is the stored frame's difference from the
    /// 100 points the first layout pass solves, split evenly (`SymbolImageOverhang
    /// .insets(of:solvedAlignmentSize:)`; ByteCoin's `bitcoinsign.circle.fill`, 100 wide in
    /// a 100-point stack, 98.67 high a point below its top; session 16, pool19).
    static func pinnedFrame(imageAttributes: String, storedHeight: Double) throws -> Rect? {
        let text = LayoutFixture.storyboard(
            subviews: """
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" \(imageAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                    <rect key="frame" x="0.0" y="0.0" width="25" height="\(storedHeight)"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="25" id="w"/>
                    </constraints>
                </imageView>
                """,
            constraints: """
                <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="icon" firstAttribute="bottom" secondItem="root" secondAttribute="top" constant="200" id="c3"/>
                """)
        let document = try LayoutFixture.document(text)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["icon"]
    }

    @Test func symbolImageViewsSizedByOtherConstraintsKeepTheirStoredPaddingAroundTheSolvedSize() throws {
        let symbol = #"image="bitcoinsign.circle.fill" catalog="system""#
        // 98 high in a 100-point rectangle: a point inside it above and below.
        #expect(try Self.pinnedFrame(imageAttributes: symbol, storedHeight: 98) == Rect(x: 20, y: 101, width: 25, height: 98))
        // Stored at the solved size: no padding.
        #expect(try Self.pinnedFrame(imageAttributes: symbol, storedHeight: 100) == Rect(x: 20, y: 100, width: 25, height: 100))
        // An asset image aligns on its frame.
        #expect(try Self.pinnedFrame(imageAttributes: #"image="coin""#, storedHeight: 98) == Rect(x: 20, y: 100, width: 25, height: 100))
    }
}
