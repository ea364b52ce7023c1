import SceneLayout
import SceneModel
import Testing
import TestSupport

/// UIStackView arrangements, checked against the behaviour its documentation describes.
/// A 300 × 100 stack at the root's origin holds three views whose intrinsic sizes are
/// 40 × 20, 60 × 30 and 80 × 40 (placeholder intrinsic sizes), spacing 10.
@Suite struct StackLayoutTests {
    static func storyboard(axis: String = "horizontal", distribution: String = "fill", alignment: String = "fill",
                           firstHugging: Int = 250, hiddenSecond: Bool = false, margins: String = "") -> String {
        let sizes = [(40, 20), (60, 30), (80, 40)]
        var arranged = ""
        for (index, size) in sizes.enumerated() {
            let hugging = index == 0 ? " horizontalHuggingPriority=\"\(firstHugging)\" verticalHuggingPriority=\"\(firstHugging)\"" : ""
            let hidden = index == 1 && hiddenSecond ? " hidden=\"YES\"" : ""
            arranged += """
                                    <view contentMode="scaleToFill"\(hugging)\(hidden) placeholderIntrinsicWidth="\(size.0)" placeholderIntrinsicHeight="\(size.1)" translatesAutoresizingMaskIntoConstraints="NO" id="v\(index)">
                                        <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                                    </view>

            """
        }
        return LayoutFixture.storyboard(width: 300, height: 100, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="\(axis)" distribution="\(distribution)" alignment="\(alignment)" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <subviews>
                \(arranged)
                </subviews>
                \(margins)
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="stack" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c4"/>
            """)
    }

    func frames(_ text: String) throws -> [String: Rect] {
        let document = try LayoutFixture.document(text)
        let layout = SceneLayoutEngine().layout(document)
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)
    }

    @Test func fillStretchesTheLowestHugging() throws {
        // 300 − 180 − 20 = 100 extra points go to the first view (hugging 249).
        let f = try frames(Self.storyboard(firstHugging: 249))
        #expect(f["v0"] == rect(0, 0, 140, 100))
        #expect(f["v1"] == rect(150, 0, 60, 100))
        #expect(f["v2"] == rect(220, 0, 80, 100))
    }

    @Test func fillEquallyGivesEveryViewTheSameWidth() throws {
        // (300 − 20) / 3 = 93.33; edges 93.33, 103.33, 196.67, 206.67 round to the 0.5 grid.
        let f = try frames(Self.storyboard(distribution: "fillEqually"))
        #expect(f["v0"] == rect(0, 0, 93.5, 100))
        #expect(f["v1"] == rect(103.5, 0, 93, 100))
        #expect(f["v2"] == rect(206.5, 0, 93.5, 100))
    }

    @Test func fillProportionallyFollowsIntrinsicWidths() throws {
        // 280 × 40/180 = 62.22, × 60/180 = 93.33, × 80/180 = 124.44.
        let f = try frames(Self.storyboard(distribution: "fillProportionally"))
        #expect(f["v0"] == rect(0, 0, 62, 100))
        #expect(f["v1"] == rect(72, 0, 93.5, 100))
        #expect(f["v2"] == rect(175.5, 0, 124.5, 100))
    }

    @Test func equalSpacingKeepsIntrinsicWidthsAndEqualGaps() throws {
        // (300 − 180) / 2 = 60 between views.
        let f = try frames(Self.storyboard(distribution: "equalSpacing"))
        #expect(f["v0"] == rect(0, 0, 40, 100))
        #expect(f["v1"] == rect(100, 0, 60, 100))
        #expect(f["v2"] == rect(220, 0, 80, 100))
    }

    @Test func equalCenteringSpacesTheCentres() throws {
        // Centres at 20 and 260 (first and last at the edges), the middle one at 140.
        let f = try frames(Self.storyboard(distribution: "equalCentering"))
        #expect(f["v0"] == rect(0, 0, 40, 100))
        #expect(f["v1"] == rect(110, 0, 60, 100))
        #expect(f["v2"] == rect(220, 0, 80, 100))
    }

    @Test(arguments: [
        ("top", [0.0, 0, 0]), ("center", [40, 35, 30]), ("bottom", [80, 70, 60]),
    ])
    func alignmentAcrossTheAxis(alignment: String, ys: [Double]) throws {
        let f = try frames(Self.storyboard(distribution: "equalSpacing", alignment: alignment))
        #expect(f["v0"] == rect(0, ys[0], 40, 20))
        #expect(f["v1"] == rect(100, ys[1], 60, 30))
        #expect(f["v2"] == rect(220, ys[2], 80, 40))
    }

    @Test func verticalLeadingStack() throws {
        // 90 points of content and 20 of spacing in 100: one view gives 10 (which one is
        // the compression-resistance tie), but all tile from the top and keep x = 0 and
        // their intrinsic widths.
        let f = try frames(Self.storyboard(axis: "vertical", alignment: "leading"))
        let v0 = try #require(f["v0"]), v1 = try #require(f["v1"]), v2 = try #require(f["v2"])
        #expect(v0.y == 0 && v1.y == v0.y + v0.height + 10 && v2.y == v1.y + v1.height + 10 && v2.y + v2.height == 100)
        #expect([v0.x, v1.x, v2.x] == [0, 0, 0])
        #expect([v0.width, v1.width, v2.width] == [40, 60, 80])
    }

    @Test func hiddenArrangedSubviewsLeaveTheArrangement() throws {
        // v1 hidden: (300 − 120) / 1 = 180 between the two that remain.
        let f = try frames(Self.storyboard(distribution: "equalSpacing", hiddenSecond: true))
        #expect(f["v0"] == rect(0, 0, 40, 100))
        #expect(f["v2"] == rect(220, 0, 80, 100))
    }

    @Test func hiddenViewsCollapseAfterTheVisibleOneBefore() throws {
        // fill, v1 hidden: v0 takes the 300 − 80 − 10 = 210 left by v2 (all hug at 250, the
        // tie goes to v0) and v1 collapses to zero width 5 points (half a spacing) past v0.
        let f = try frames(Self.storyboard(firstHugging: 249, hiddenSecond: true))
        #expect(f["v0"] == rect(0, 0, 210, 100))
        #expect(f["v1"] == rect(215, 0, 0, 100))
        #expect(f["v2"] == rect(220, 0, 80, 100))
    }

    @Test func aHiddenFirstViewEndsBeforeTheFirstVisibleOne() throws {
        // fillEqually, v0 hidden but held 40 wide by its own constraint: it ends half a
        // spacing (5) before v1, which with v2 shares 300 − 10 = 290 (145 each).
        var text = Self.storyboard(distribution: "fillEqually")
        text = text.replacingOccurrences(of: "horizontalHuggingPriority=\"250\" verticalHuggingPriority=\"250\"", with: "hidden=\"YES\"")
        text = text.replacingOccurrences(of: "<constraint firstItem=\"stack\" firstAttribute=\"leading\"", with: "<constraint firstItem=\"v0\" firstAttribute=\"width\" constant=\"40\" id=\"w0\"/>\n<constraint firstItem=\"stack\" firstAttribute=\"leading\"")
        #expect(text.contains("hidden=\"YES\"") && text.contains("id=\"w0\""))
        let f = try frames(text)
        #expect(f["v0"] == rect(-45, 0, 40, 100))
        #expect(f["v1"] == rect(0, 0, 145, 100))
        #expect(f["v2"] == rect(155, 0, 145, 100))
    }

    @Test func anEqualSpacingStackLeftToItselfKeepsTheSpacing() throws {
        // Only the stack's leading and top are pinned: nothing stretches it, so its gaps are
        // the spacing (10) and it is 40 + 10 + 60 + 10 + 80 = 200 wide.
        var text = Self.storyboard(distribution: "equalSpacing", alignment: "top")
        text = text.replacingOccurrences(of: #"<constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>"#, with: "")
        text = text.replacingOccurrences(of: #"<constraint firstItem="stack" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c4"/>"#, with: "")
        #expect(!text.contains("id=\"c3\"") && !text.contains("id=\"c4\""))
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text))
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["stack"]?.width == 200)
        #expect(f["v1"] == rect(50, 0, 60, 30))
        #expect(f["v2"] == rect(120, 0, 80, 40))
    }

    @Test func baselineRelativeArrangementSpacesBaselines() throws {
        // Two 17-point labels 30 apart baseline to baseline: a ends at 20.5 with its last
        // baseline 4.1 above that (16.4); b's first baseline is 16.18 below its top, so b's
        // top is 16.4 + 30 − 16.18 = 30.22, on the 0.5 grid 30 (not 20.5 + 30 = 50.5).
        func label(_ id: String) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(id)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="42" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }
        let text = LayoutFixture.storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="leading" spacing="30" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                <subviews>
                \(label("a"))
                \(label("b"))
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
            """)
        let f = try frames(text)
        #expect(f["a"] == rect(0, 0, 42, 20.5))
        #expect(f["b"] == rect(0, 30, 42, 20.5))
    }

    @Test func topAlignmentOfAVerticalStackIsLeadingRightToLeft() throws {
        // In a vertical UIStackView `top` is `leading` (the same raw value): right to left
        // the views move to the right edge of the 300-point stack.
        let document = try LayoutFixture.document(Self.storyboard(axis: "vertical", alignment: "top"))
        let f = LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, rtl: true)))
        #expect(f["v0"]?.x == 260)
        #expect(f["v1"]?.x == 240)
        #expect(f["v2"]?.x == 220)
    }

    @Test func sizeClassOverrideChangesTheAxis() throws {
        var text = Self.storyboard(distribution: "fillEqually")
        text = text.replacingOccurrences(of: "id=\"stack\">\n", with: "id=\"stack\">\n<variation key=\"heightClass=compact\" axis=\"vertical\"/>\n")
        #expect(text.contains("axis=\"vertical\"/>"))
        let document = try LayoutFixture.document(text)
        var traits = DeviceTable.documentTraits(document.header)
        traits.heightClass = .compact
        let f = LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: traits))
        // (100 − 20) / 3 = 26.67 high each.
        #expect(f["v0"] == rect(0, 0, 300, 26.5))
        #expect(f["v1"] == rect(0, 36.5, 300, 27))
        #expect(f["v2"] == rect(0, 73.5, 300, 26.5))
    }

    @Test func writtenLayoutMarginsHoldTheArrangement() throws {
        // Interface Builder writes a stack's margins only with a margin-relative
        // arrangement (and never the `layoutMarginsRelativeArrangement` flag itself): the
        // views fill the 300 × 100 stack less 16 (left), 4 (right), 20 (bottom) and 10 at the
        // top, below the 20-point status bar the stack reaches under (margins are inset from
        // the safe area by default).
        let f = try frames(Self.storyboard(distribution: "fillEqually",
                                           margins: #"<edgeInsets key="layoutMargins" top="10" left="16" bottom="20" right="4"/>"#))
        // (280 − 20) / 3 = 86.67: edges 16, 102.67 | 112.67, 199.33 | 209.33, 296.
        #expect(f["v0"] == rect(16, 30, 86.5, 50))
        #expect(f["v1"] == rect(112.5, 30, 87, 50))
        #expect(f["v2"] == rect(209.5, 30, 86.5, 50))
        // Directional margins: leading 30 and trailing 0 in a left-to-right layout.
        let g = try frames(Self.storyboard(
            margins: #"<directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="30" bottom="0.0" trailing="0.0"/>"#))
        #expect(g["v0"]?.x == 30)
        #expect(g["v2"].map { $0.x + $0.width } == 300)
        // Without written margins the views reach the stack's edges.
        let h = try frames(Self.storyboard(distribution: "fillEqually"))
        #expect(h["v0"] == rect(0, 0, 93.5, 100))
    }

    @Test(.enabled(if: Corpus.isAvailable)) func corpusStackInsetByItsMargins() throws {
        // ephread's Delegation storyboard (Xcode 11): a 414 × 82 stack with 16-point margins
        // at the bottom of its 414 × 818 container holds three 50-point labels 16 in.
        let path = try #require(Corpus.directory).appendingPathComponent(
            "ephread__Instructions__Examples__Example__Sources__Core__Storyboards__Base.lproj__Delegation.storyboard").path
        let f = LayoutFixture.frames(SceneLayoutEngine().layout(try SceneDocument.load(contentsOf: path)))
        #expect(f["52P-Sj-Yos"] == rect(0, 736, 414, 82))
        #expect(f["sx5-Ky-Gsp"] == rect(16, 16, 87.5, 50))
        #expect(f["fDh-mk-Ubj"] == rect(119.5, 16, 175, 50))
        #expect(f["7wv-9C-vvM"] == rect(310.5, 16, 87.5, 50))
    }
}
