import SceneLayout
import SceneModel
import Testing
import TestSupport

extension XcodeWarningRuleTests {
    /// A full-screen blur `effect` with its content view `content`: positioned by its frame
    /// (`fixedFrame`) when `framed`, else pinned to the root's four edges.
    static func effectView(framed: Bool) -> String {
        LayoutFixture.storyboard(subviews: """
            <visualEffectView opaque="NO" contentMode="scaleToFill" \(framed ? #"fixedFrame="YES" "# : "")translatesAutoresizingMaskIntoConstraints="NO" id="effect">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                \(framed ? #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"# : "")
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
                <blurEffect style="regular"/>
            </visualEffectView>
            """, constraints: framed ? "" : """
            <constraint firstItem="effect" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="effect" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="b"/>
            <constraint firstItem="effect" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="effect" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
            """)
    }

    @Test func aFramedEffectViewsContentViewIsAmbiguousInItsSize() throws {
        let layout = try layout(Self.effectView(framed: true))
        let content = try view("content", in: layout), effect = try view("effect", in: layout)
        #expect(content.ambiguous)
        #expect(content.ambiguity?.needs == [[.width], [.height]])
        // The effect view itself translates its frame: not flagged. Both keep their frames.
        #expect(!effect.ambiguous)
        #expect(effect.frame == rect(0, 0, 375, 667) && content.frame == rect(0, 0, 375, 667))
        #expect(!content.misplaced && !effect.misplaced)
    }

    @Test func anEffectViewLaidOutByConstraintsLeavesItsContentViewSettled() throws {
        let layout = try layout(Self.effectView(framed: false))
        #expect(!(try view("content", in: layout)).ambiguous)
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous })
    }

    @Test func theWritersLeaveAFramedEffectViewsContentViewUnreported() throws {
        // Add Missing Constraints could not place a view that translates its mask.
        let document = try LayoutFixture.document(Self.effectView(framed: true))
        let layout = SceneLayoutEngine.forWriters.layout(document)
        let content = try #require(layout.allViews.first { $0.id == "content" })
        #expect(!content.ambiguous)
        #expect(content.frame == rect(0, 0, 375, 667))
    }
}
