import SceneLayout
import SceneModel
import Testing
import TestSupport

extension XcodeWarningRuleTests {
    /// A scroll view drawn 300 × 200 but pinned 20 above the root's bottom, with its hidden
    /// scrollers where the last tiling left them (the horizontal one off at (−100, −100), as
    /// Xcode saves it).
    static let scrollViewWithStaleScrollers = DocumentFixture.appKitXIB(subviews: """
        <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            <clipView key="contentView" drawsBackground="NO" id="clip">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </clipView>
            <scroller key="horizontalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" horizontal="YES" id="hs">
                <rect key="frame" x="-100" y="-100" width="225" height="15"/>
                <autoresizingMask key="autoresizingMask"/>
            </scroller>
            <scroller key="verticalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" horizontal="NO" id="vs">
                <rect key="frame" x="285" y="0.0" width="15" height="180"/>
                <autoresizingMask key="autoresizingMask"/>
            </scroller>
        </scrollView>
        """, constraints: """
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" constant="20" id="c4"/>
        """)

    @Test func scrollersAreTiledByTheirScrollViewAndNeverMisplaced() throws {
        // NSScrollView.tile() lays out its scrollers; Xcode flags none of the corpus's 241.
        let layout = try layout(Self.scrollViewWithStaleScrollers)
        #expect(try view("scroll", in: layout).misplaced)
        for id in ["hs", "vs"] {
            let scroller = try view(id, in: layout)
            #expect(!scroller.misplaced, "\(id)")
            #expect(!scroller.ambiguous, "\(id)")
        }
        let named = layout.diagnostics.filter { $0.kind == .misplaced }.flatMap(\.items)
        #expect(named == ["scroll"])
    }
}
