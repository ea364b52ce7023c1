@testable import SceneLayout
import SceneModel
import Testing
import TestSupport

/// NSStackView keeps its arranged views inside its own edges (required) and at its edge
/// insets only through its alignment, which gives way to the document's constraints
/// (DuckDuckGo's JS alert: an arranged stack held as wide as its 4-point-inset stack is
/// drawn edge to edge, with no conflict).
@Suite struct NSStackViewEdgeInsetTests {
    /// A vertical, leading-aligned stack (260 wide, 4-point insets) pinned to the root's top,
    /// leading and trailing edges, holding a 200 × 20 view and a plain view 4 high that is
    /// held as wide as the stack when `fullWidth`.
    static func document(fullWidth: Bool) -> String {
        DocumentFixture.appKitXIB(subviews: """
            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="140" width="260" height="40"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="sized">
                        <rect key="frame" x="4" y="16" width="200" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="200" id="w"/>
                            <constraint firstAttribute="height" constant="20" id="h"/>
                        </constraints>
                    </customView>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                        <rect key="frame" x="\(fullWidth ? 0 : 4)" y="4" width="\(fullWidth ? 260 : 200)" height="4"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="4" id="own"/>
                            \(fullWidth ? "" : #"<constraint firstAttribute="width" constant="200" id="w2"/>"#)
                        </constraints>
                    </customView>
                </subviews>
                <edgeInsets key="edgeInsets" left="4" right="4" top="4" bottom="4"/>
                \(fullWidth ? #"<constraints><constraint firstItem="wide" firstAttribute="width" secondItem="stack" secondAttribute="width" id="eq"/></constraints>"# : "")
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="t"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="y"/>
            """)
    }

    func layout(_ text: String) throws -> [String: ViewLayout] {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "insets.xib"))
        return Dictionary(layout.allViews.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func aViewAsWideAsTheStackSpansItsEdgesWithoutConflict() throws {
        let views = try layout(Self.document(fullWidth: true))
        let wide = try #require(views["wide"])
        #expect(!wide.conflicting)
        #expect(wide.frame.x == 0 && wide.frame.width == 260)
        // The other view keeps the inset.
        #expect(views["sized"]?.frame.x == 4)
    }

    @Test func uncontestedViewsSitAtTheInsets() throws {
        let views = try layout(Self.document(fullWidth: false))
        #expect(views["wide"]?.frame.x == 4)
        #expect(views["sized"]?.frame.x == 4)
        #expect(views.values.allSatisfy { !$0.conflicting })
    }
}
