import SceneLayout
import SceneModel
import Testing
import TestSupport

/// Which views Interface Builder calls ambiguous or misplaced, from minimal documents: the
/// rules `WarningAgreementTests` measures on the corpus (Documents/AccuracyLog, session 8).
@Suite struct XcodeWarningRuleTests {
    func layout(_ text: String) throws -> DocumentLayout {
        SceneLayoutEngine().layout(try LayoutFixture.document(text))
    }

    func view(_ id: String, in layout: DocumentLayout) throws -> ViewLayout {
        try #require(layout.allViews.first { $0.id == id })
    }

    // MARK: Misplacement of ambiguous views

    /// `box`: 100 × 30, 20 from the root's leading edge, nothing placing it vertically,
    /// stored at (`x`, 100).
    static func verticallyOpenBox(storedX: Double) -> String {
        LayoutFixture.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="\(storedX)" y="100" width="100" height="30"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="w"/>
                    <constraint firstAttribute="height" constant="30" id="h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="x"/>
            """)
    }

    @Test func anAmbiguousViewDrawnAnywhereAlongItsOpenPartIsNotMisplaced() throws {
        let layout = try layout(Self.verticallyOpenBox(storedX: 20))
        let box = try view("box", in: layout)
        #expect(box.ambiguous)
        #expect(box.ambiguity?.needs == [[.yPosition]])
        // The solution holds the open position at the superview's origin, 100 points from
        // where it was drawn: Interface Builder keeps it as drawn and does not flag it.
        #expect(box.frame.y != 100)
        #expect(!box.misplaced)
        #expect(!layout.diagnostics.contains { $0.kind == .misplaced })
    }

    @Test func anAmbiguousViewIsMisplacedInItsDeterminedParts() throws {
        let box = try view("box", in: try layout(Self.verticallyOpenBox(storedX: 50)))
        #expect(box.ambiguous)
        #expect(box.frame.x == 20)
        #expect(box.misplaced)
    }

    // MARK: Autoresizing views

    @Test func anAutoresizingViewInsideAnAmbiguousOneIsNotReportedAmbiguous() throws {
        // `panel` has a position and a height but no width; `strip` follows its width by
        // its autoresizing mask, so its width moves with the panel's, yet it is placed by
        // its mask, not by constraints: neither the flag nor a warning names it.
        let text = LayoutFixture.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="20" y="40" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="strip">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="10"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="x"/>
            <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="y"/>
            """)
        let layout = try layout(text)
        #expect(try view("panel", in: layout).ambiguous)
        #expect(!(try view("strip", in: layout).ambiguous))
        #expect(layout.diagnostics.filter { $0.kind == .ambiguous }.map(\.items) == [["panel"]])
    }

    // MARK: AppKit views their containers place

    /// A table in a scroll view whose clip view, table and cell view do not translate
    /// their masks and have no constraint placing them; the cell holds a label pinned to
    /// its edges.
    static let tableXIB = DocumentFixture.appKitTable(cellY: 0)

    @Test func clipCellAndDocumentViewsAreNotAmbiguous() throws {
        let layout = try layout(Self.tableXIB)
        for id in ["scroll", "clip", "table", "cell"] {
            #expect(!(try view(id, in: layout).ambiguous), "\(id)")
        }
        // The cell's size is its row's: the label pinned to its top has a settled y, which
        // AppKit measures from the cell's bottom.
        let label = try view("label", in: layout)
        #expect(!label.ambiguous)
        #expect(label.frame == rect(18, 1, 264, 16))
    }

    @Test func aCellViewDrawnElsewhereInItsTableIsNotMisplaced() throws {
        // Drawn 17 points down (as the second row): the table places it, the constraints
        // leave its position open, and only determined parts can be misplaced.
        let text = DocumentFixture.appKitTable(cellY: 17)
        let cell = try view("cell", in: try layout(text))
        #expect(cell.storedFrame?.y == 17 && cell.frame.y != 17)
        #expect(!cell.ambiguous && !cell.misplaced)
    }

    @Test func theSameCellContentOutsideATableIsAmbiguous() throws {
        // The oracle for the rule above: the cell view's own constraints leave its frame
        // open; only the table places it. As a plain custom view it is reported.
        let text = Self.tableXIB.replacingOccurrences(of: "<tableCellView ", with: "<customView ")
            .replacingOccurrences(of: "</tableCellView>", with: "</customView>")
        let cell = try view("cell", in: try layout(text))
        #expect(cell.element == "customView")
        #expect(cell.ambiguous)
    }

    // MARK: Stack views positioned by their frames

    /// A vertical stack `stack` positioned by its frame, 300 × 600, holding `top` and
    /// `bottom` of equal heights (nothing else gives them a height). `fixedFrame` and the
    /// container's element are the variables.
    static func framedContainer(element: String, extra: String = #"axis="vertical""#) -> String {
        LayoutFixture.storyboard(subviews: """
            <\(element) opaque="NO" contentMode="scaleToFill" fixedFrame="YES" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="40" width="300" height="600"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                        <rect key="frame" x="0.0" y="300" width="300" height="300"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="top" firstAttribute="height" secondItem="bottom" secondAttribute="height" id="equal"/>
                    \(element == "view" ? #"""
                    <constraint firstItem="top" firstAttribute="top" secondItem="stack" secondAttribute="top" id="t1"/>
                    <constraint firstItem="bottom" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="t2"/>
                    <constraint firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="t3"/>
                    <constraint firstItem="top" firstAttribute="leading" secondItem="stack" secondAttribute="leading" id="l1"/>
                    <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="l2"/>
                    <constraint firstItem="bottom" firstAttribute="leading" secondItem="stack" secondAttribute="leading" id="l3"/>
                    <constraint firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" id="l4"/>
                    """# : "")
                </constraints>
            </\(element)>
            """, constraints: "")
    }

    @Test func arrangedViewsSizedByAFramedStackAreAmbiguousWhereTheyFollowItsSize() throws {
        let layout = try layout(Self.framedContainer(element: "stackView"))
        // The stack itself is placed by its frame and keeps its drawn size on the canvas.
        let stack = try view("stack", in: layout)
        #expect(!stack.ambiguous)
        #expect(stack.frame == rect(0, 40, 300, 600))
        let top = try view("top", in: layout), bottom = try view("bottom", in: layout)
        #expect(top.ambiguous && bottom.ambiguous)
        #expect(top.ambiguity?.needs.flatMap { $0 }.contains(.height) == true)
        // Frames are those of the drawn size.
        #expect(top.frame == rect(0, 0, 300, 300))
        #expect(bottom.frame == rect(0, 300, 300, 300))
    }

    @Test func aFramedPlainViewGivesItsSubviewsItsSize() throws {
        let layout = try layout(Self.framedContainer(element: "view", extra: ""))
        #expect(!(try view("top", in: layout).ambiguous))
        #expect(!(try view("bottom", in: layout).ambiguous))
        #expect(try view("top", in: layout).frame == rect(0, 0, 300, 300))
    }
}
