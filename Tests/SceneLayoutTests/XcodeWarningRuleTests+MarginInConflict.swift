import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A conflict with a held size that runs through a layout margin is not one Interface
/// Builder must share: the margin is the tool's metric, as a guide's inset is, so the
/// holding view is not reported (kiki's top-level episode cell, xib23: a 16:9 video view
/// 20 points outside both margins of its content view, no flag; AccuracyLog, session 19,
/// amb23).
extension XcodeWarningRuleTests {
    /// A 96-point bar across a 375-point root, `width` wide, placed from the root's leading
    /// and trailing edges (or margins) 20 points outside them.
    static func wideBar(throughMargins: Bool) -> String {
        let leading = throughMargins ? "leadingMargin" : "leading"
        let trailing = throughMargins ? "trailingMargin" : "trailing"
        return LayoutFixture.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="-4" y="10" width="383" height="96"/>
                <constraints>
                    <constraint firstAttribute="height" constant="96" id="h"/>
                    <constraint firstAttribute="width" constant="420" id="w"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="\(leading)" constant="-20" id="l"/>
            <constraint firstAttribute="\(trailing)" secondItem="bar" secondAttribute="trailing" constant="-20" id="r"/>
            """)
    }

    @Test func aConflictThroughTheRootsMarginsFlagsNothing() throws {
        let layout = try layout(Self.wideBar(throughMargins: true))
        #expect(layout.diagnostics.contains { $0.kind == .unsatisfiable })
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous }, "\(layout.diagnostics)")
    }

    @Test func theSameConflictThroughTheRootsEdgesFlagsTheRoot() throws {
        // Without the margins the conflict is the document's own and the root's width is
        // given up, as amb20's rule says.
        let layout = try layout(Self.wideBar(throughMargins: false))
        #expect(layout.diagnostics.contains { $0.kind == .unsatisfiable })
        #expect(try view("root", in: layout).ambiguity?.needs == [[.width]])
    }
}
