import SceneLayout
import SceneModel
import Testing
import TestSupport

/// NSStackView arrangements as the corpus shows them (Rectangle's preferences), in a
/// 300 × 200 AppKit view: frames stored bottom-up, relative to the stack.
@Suite struct NSStackViewTests {
    static func document(stack: String, views: String, constraints: String, stackConstraints: String = "",
                         edgeInsets: String = "") -> String {
        DocumentFixture.appKitXIB(subviews: """
            <stackView \(stack) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <subviews>
            \(views)
                </subviews>
                <constraints>
            \(stackConstraints)
                </constraints>
                \(edgeInsets.isEmpty ? "" : "<edgeInsets key=\"edgeInsets\" \(edgeInsets)/>")
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k2"/>
            \(constraints)
            """)
    }

    /// A 50 × 20 view (placeholder intrinsic size) that cannot be squeezed vertically.
    static func view(_ id: String, hidden: Bool = false, x: Int = 0) -> String {
        """
        <customView \(hidden ? "hidden=\"YES\" " : "")verticalCompressionResistancePriority="1000" placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="0.0" width="50" height="20"/>
        </customView>
        """
    }

    /// A 50-point-wide view `height` high by content that hugs at 750 and can stretch.
    static func row(_ id: String, height: Int) -> String {
        """
        <customView verticalHuggingPriority="750" placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="\(height)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="50" height="\(height)"/>
        </customView>
        """
    }

    func layout(_ text: String) throws -> DocumentLayout {
        SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "stack.xib"))
    }

    @Test func loweredClippingResistanceLetsViewsOverflowAtTheEnd() throws {
        // A vertical stack held 0 high (and 100 wide) with clipping resistance 999, its
        // views unsqueezable (resistance 1000, as Rectangle's labels): they hang from its top, a at 0…20 and b at 28…48 top-down, i.e. bottom-up
        // relative to the 0-high stack at −20 and −48.
        let text = Self.document(stack: #"orientation="vertical" alignment="leading" spacing="8" verticalClippingResistancePriority="999""#,
                                 views: Self.view("a") + Self.view("b"),
                                 constraints: "",
                                 stackConstraints: #"""
                                    <constraint firstAttribute="height" id="h0"/>
                                    <constraint firstAttribute="width" constant="100" id="w0"/>
                                    """#)
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error || $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["stack"] == rect(0, 190, 100, 0))
        #expect(f["a"] == rect(0, -20, 50, 20))
        #expect(f["b"] == rect(0, -48, 50, 20))
    }

    @Test func requiredClippingResistanceConflictsWithAZeroHeight() throws {
        let text = Self.document(stack: #"orientation="vertical" alignment="leading" spacing="8""#,
                                 views: Self.view("a") + Self.view("b"),
                                 constraints: "",
                                 stackConstraints: #"<constraint firstAttribute="height" id="h0"/>"#)
        #expect(try layout(text).diagnostics.contains { $0.kind == .unsatisfiable })
    }

    @Test func centringGivesWayToTheDocumentsConstraints() throws {
        // Aligned centerY, but pinned 20 below the stack's top with 26 below it: the stack
        // is 66 high and c sits 26 above its bottom, with no conflict reported.
        let text = Self.document(stack: #"orientation="horizontal" alignment="centerY" spacing="8""#,
                                 views: Self.view("c"),
                                 constraints: "",
                                 stackConstraints: #"""
                                    <constraint firstItem="c" firstAttribute="top" secondItem="stack" secondAttribute="top" constant="20" id="t"/>
                                    <constraint firstAttribute="bottom" secondItem="c" secondAttribute="bottom" constant="26" id="b"/>
                                    """#)
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["stack"] == rect(0, 124, 50, 66))
        #expect(f["c"] == rect(0, 26, 50, 20))
    }

    /// A view `width` × `height` by content (placeholder intrinsic size) at the default
    /// priorities: hugging 250, compression resistance 750.
    static func content(_ id: String, width: Int, height: Int, verticalHugging: Int = 250) -> String {
        """
        <customView verticalHuggingPriority="\(verticalHugging)" placeholderIntrinsicWidth="\(width)" placeholderIntrinsicHeight="\(height)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
        </customView>
        """
    }

    @Test func theAlignmentGivesWayToAViewsCompressionResistance() throws {
        // A 200-point stack aligned leading with 8-point edge insets holds a view 200
        // wide by content: the view keeps its width at the stack's edge (x = 0), not
        // squeezed to 192 at the inset (DuckDuckGo's JS alert, OpenEmu's shader row).
        let text = Self.document(stack: #"orientation="vertical" alignment="leading" spacing="8""#,
                                 views: Self.content("a", width: 200, height: 20),
                                 constraints: "",
                                 stackConstraints: #"<constraint firstAttribute="width" constant="200" id="w0"/>"#,
                                 edgeInsets: #"left="8" right="8" top="0" bottom="0""#)
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error || $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["a"]?.x == 0)
        #expect(f["a"]?.width == 200)
    }

    @Test func aTopAlignedRowCentredByTheDocumentKeepsItsTallestView() throws {
        // Aligned top, both views also centred on the stack by the document (hidden's
        // row): the 20-point view is not squeezed to the 16-point one's height; the row is
        // 20 high, and the 16-point view, hugging at 750, sits centred 2 below its top.
        let text = Self.document(stack: #"orientation="horizontal" alignment="top" spacing="8""#,
                                 views: Self.content("a", width: 50, height: 16, verticalHugging: 750)
                                     + Self.content("b", width: 50, height: 20),
                                 constraints: "",
                                 stackConstraints: #"""
                                    <constraint firstItem="a" firstAttribute="centerY" secondItem="stack" secondAttribute="centerY" id="ca"/>
                                    <constraint firstItem="b" firstAttribute="centerY" secondItem="stack" secondAttribute="centerY" id="cb"/>
                                    """#)
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error || $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["stack"]?.height == 20)
        #expect(f["b"] == rect(58, 0, 50, 20))
        #expect(f["a"] == rect(0, 2, 50, 16))
    }

    @Test func hiddenViewsLeaveTheArrangementWithoutDetaching() throws {
        // a is hidden in a stack that does not detach hidden views: b still starts at the
        // stack's leading edge and the stack hugs b alone.
        let text = Self.document(stack: #"orientation="horizontal" alignment="centerY" spacing="8""#,
                                 views: Self.view("a", hidden: true, x: 70) + Self.view("b"),
                                 constraints: "")
        let f = LayoutFixture.frames(try layout(text))
        #expect(f["b"] == rect(0, 0, 50, 20))
        #expect(f["stack"]?.width == 50)
    }

    @Test func fillEquallyGivesWayToAWiderView() throws {
        // fillEqually, 300 wide, spacing 10, three columns: a cannot be narrower than 150
        // (a required width ≥ 150), so b and c share the other 300 − 150 − 20 = 130 equally.
        let text = Self.document(stack: #"orientation="horizontal" distribution="fillEqually" alignment="top" spacing="10""#,
                                 views: Self.view("a") + Self.view("b") + Self.view("c"),
                                 constraints: #"<constraint firstItem="a" firstAttribute="width" relation="greaterThanOrEqual" constant="150" id="wa"/>"#,
                                 stackConstraints: #"<constraint firstAttribute="width" constant="300" id="w0"/>"#)
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["a"]?.width == 150)
        #expect(f["b"] == rect(160, 0, 65, 20))
        #expect(f["c"] == rect(235, 0, 65, 20))
    }

    @Test func firmCrossHuggingMakesEveryViewAsWideAsTheStack() throws {
        // A vertical stack 200 wide, aligned leading, hugging its views across at 1000:
        // a and b (50 wide by content, default hugging 250) are held to its trailing edge
        // too, so both are 200 wide. At the default 250 they keep their 50.
        func frames(_ hugging: String) throws -> [String: Rect] {
            let text = Self.document(stack: #"orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="\#(hugging)""#,
                                     views: Self.view("a") + Self.view("b"),
                                     constraints: "",
                                     stackConstraints: #"<constraint firstAttribute="width" constant="200" id="w0"/>"#)
            let layout = try layout(text)
            #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
            return LayoutFixture.frames(layout)
        }
        let firm = try frames("1000")
        #expect(firm["a"]?.width == 200)
        #expect(firm["b"]?.width == 200)
        let loose = try frames("250")
        #expect(loose["a"]?.width == 50)
        #expect(loose["b"]?.width == 50)
    }

    @Test func equalSpacingHugsByHoldingTheGapsToTheSpacing() throws {
        // equalSpacing, 300 wide, spacing 10, three 50-point views (hugging 250) of equal
        // widths, as iina's equalizer sliders. Hugging at 1000 holds the gaps at 10, so the
        // views stretch: (300 − 20) / 3 = 93.33 each. Without that hold (the default 250
        // ties with the views' own hugging; a UIStackView-like reading would keep the
        // views at 50) the gaps would open to 75.
        let text = Self.document(stack: #"orientation="horizontal" distribution="equalSpacing" alignment="top" spacing="10" horizontalStackHuggingPriority="1000""#,
                                 views: Self.view("a") + Self.view("b") + Self.view("c"),
                                 constraints: "",
                                 stackConstraints: #"""
                                    <constraint firstAttribute="width" constant="300" id="w0"/>
                                    <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" id="wb"/>
                                    <constraint firstItem="c" firstAttribute="width" secondItem="a" secondAttribute="width" id="wc"/>
                                    """#)
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["a"] == rect(0, 0, 93, 20))
        #expect(f["b"] == rect(103, 0, 94, 20))
        #expect(f["c"] == rect(207, 0, 93, 20))
    }

    @Test func equalCenteringHoldsTheGapsAndPlacesEachCentreAtItsShare() throws {
        // iina's equalizer labels: a vertical equalCentering stack 110 high, hugging at
        // 1000, five 13-point rows 11 apart (5 × 13 + 4 × 11 = 109). The gaps hold at 11,
        // so the rows must grow by a point in all, and each centre must sit at its share
        // of the way from the first centre (6.5) to the last (103.5): 30.75, 55, 79.25.
        // Growing the second and fourth rows by half a point each does both exactly
        // (top-down: 0…13, 24…37.5, 48.5…61.5, 72.5…86, 97…110). Frames y-up relative to
        // the stack, ties rounded up the screen.
        let text = Self.document(stack: #"orientation="vertical" distribution="equalCentering" alignment="leading" spacing="11" verticalStackHuggingPriority="1000""#,
                                 views: ["a", "b", "c", "d", "e"].map { Self.row($0, height: 13) }.joined(),
                                 constraints: "",
                                 stackConstraints: #"<constraint firstAttribute="height" constant="110" id="h0"/>"#)
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["a"] == rect(0, 97, 50, 13))
        #expect(f["b"] == rect(0, 73, 50, 13))
        #expect(f["c"] == rect(0, 49, 50, 13))
        #expect(f["d"] == rect(0, 24, 50, 14))
        #expect(f["e"] == rect(0, 0, 50, 13))
    }

    @Test func aLooseEqualCenteringStackOpensItsGaps() throws {
        // Rectangle's pop-up column: 200 high, hugging at 249.99998, three 20-point views
        // that hug at 750, spacing 65. The gaps give way before the edges do: the first
        // view stays at the top, the last at the bottom, the middle one centred, and
        // nothing is left ambiguous.
        let text = Self.document(stack: #"orientation="vertical" distribution="equalCentering" alignment="leading" spacing="65" verticalStackHuggingPriority="249.99998474121094""#,
                                 views: ["a", "b", "c"].map { Self.row($0, height: 20) }.joined(),
                                 constraints: "",
                                 stackConstraints: #"<constraint firstAttribute="height" constant="200" id="h0"/>"#)
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error || $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["a"] == rect(0, 180, 50, 20))
        #expect(f["b"] == rect(0, 90, 50, 20))
        #expect(f["c"] == rect(0, 0, 50, 20))
    }

    @Test func anEmptyStackShrinksToItsMinimum() throws {
        // iina's overflow stack: nothing in it, at least 8 high, 10 from the top. It hugs
        // nothing, so it is 8 high and not ambiguous (y-up: 200 − 10 − 8 = 182).
        let text = Self.document(stack: #"orientation="horizontal" alignment="centerY" spacing="0.0" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094""#,
                                 views: "",
                                 constraints: #"<constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="8" id="t"/>"#,
                                 stackConstraints: #"<constraint firstAttribute="height" relation="greaterThanOrEqual" constant="8" id="h0"/>"#)
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error || $0.kind == .ambiguous }, "\(layout.diagnostics)")
        #expect(LayoutFixture.frames(layout)["stack"] == rect(0, 182, 292, 8))
    }

    @Test func gravityAreasPackTheirViewsAndCentreTheMiddle() throws {
        // A 300-point horizontal stack in the older gravity-area form: a and b at the
        // beginning, c in the middle, d at the end, 8 apart within an area. a at 0, b at
        // 58, c centred (125), d against the end (250). Its views were archived with
        // fixed frames elsewhere; the stack places them all the same.
        func view(_ id: String) -> String {
            """
            <customView fixedFrame="YES" placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            </customView>
            """
        }
        let text = Self.gravityStackDocument(areas: """
                <beginningViews>
            \(view("a"))\(view("b"))
                </beginningViews>
                <middleViews>
            \(view("c"))
                </middleViews>
                <endViews>
            \(view("d"))
                </endViews>
            """)
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error || $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["a"] == rect(0, 0, 50, 20))
        #expect(f["b"] == rect(58, 0, 50, 20))
        #expect(f["c"] == rect(125, 0, 50, 20))
        #expect(f["d"] == rect(250, 0, 50, 20))
    }

    @Test func aSeparatorKeepsTheLengthItWasDrawnWith() throws {
        // Rectangle's separator: a horizontal box 150 long (5 high with its margins) in a
        // 300-wide stack that aligns leading and does not stretch it. It stays 150 long
        // and is not ambiguous. y-up in the stack: a at 0…20, then 8, then the separator's
        // one-point line at 28…29, its 5-point frame reaching 2 beyond it each side.
        let separator = """
            <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="sep">
                <rect key="frame" x="0.0" y="0.0" width="150" height="5"/>
            </box>
            """
        let text = Self.document(stack: #"orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094""#,
                                 views: separator + Self.view("a"),
                                 constraints: "",
                                 stackConstraints: #"<constraint firstAttribute="width" constant="300" id="w0"/>"#)
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error || $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["sep"] == rect(0, 26, 150, 5))
        #expect(f["a"] == rect(0, 0, 50, 20))
    }

    @Test func fillDistributionsFillTheStackWhateverItsHugging() throws {
        // NSStackView.Distribution docs: fill, fillEqually and fillProportionally make the
        // hugging along the axis required. A 140-high fillEqually stack that hugs at
        // 249.99998 (brisk's): the 20-point row hugging at 750 keeps its height, the two
        // views without content share the rest, (140 − 20 − 16) / 2 = 52, down to the
        // stack's bottom (they used to stay 20 high, leaving the bottom empty).
        let free = { (id: String) in
            """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
            </customView>
            """
        }
        let text = Self.document(stack: #"orientation="vertical" distribution="fillEqually" alignment="leading" spacing="8" verticalStackHuggingPriority="249.99998474121094""#,
                                 views: Self.row("a", height: 20) + free("b") + free("c"),
                                 constraints: "",
                                 stackConstraints: #"""
                                    <constraint firstAttribute="height" constant="140" id="h0"/>
                                    <constraint firstAttribute="width" constant="100" id="w0"/>
                                    """#)
        let f = LayoutFixture.frames(try layout(text))
        #expect(f["stack"] == rect(0, 50, 100, 140))
        #expect(f["a"]?.y == 120 && f["a"]?.height == 20)
        #expect(f["b"]?.y == 60 && f["b"]?.height == 52)
        #expect(f["c"]?.y == 0 && f["c"]?.height == 52)
    }
}
