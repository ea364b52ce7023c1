import SceneLayout
import SceneModel
import Testing
import TestSupport

/// An AppKit root's ambiguity is asked with its size held as a window holds its content
/// view, at `NSLayoutPriorityWindowSizeStayPut` (500), while its frames keep the drawn size
/// just below required (`SceneLayoutEngine+AmbiguityQuestion`). The fixture is
/// `DocumentFixture.appKitTiedBoxes`.
@Suite struct WindowSizeAmbiguityTests {
    static func document(height: Int, priority: Int) throws -> SceneDocument {
        try LayoutFixture.document(DocumentFixture.appKitTiedBoxes(height: height, priority: priority), path: "window.xib")
    }

    static func layouts(_ document: SceneDocument) -> (asked: DocumentLayout, frames: DocumentLayout) {
        var framesOnly = SceneLayoutEngine()
        framesOnly.asksAmbiguityQuestion = false
        return (SceneLayoutEngine().layout(document), framesOnly.layout(document))
    }

    static func ambiguous(_ layout: DocumentLayout) -> Set<String> {
        Set(layout.allViews.filter(\.ambiguous).map(\.id))
    }

    @Test func contentPrioritiesAboveTheWindowsResizeItRatherThanTie() throws {
        // Held at 999 the drawn 200 points stand, and one of the two equal 750 heights
        // must give 20 points: a tie. A window gives way to 750, so nothing is open.
        let (asked, frames) = Self.layouts(try Self.document(height: 90, priority: 750))
        #expect(Self.ambiguous(frames) == ["top", "bottom"])
        #expect(Self.ambiguous(asked).isEmpty)
        #expect(!asked.diagnostics.contains { $0.kind == .ambiguous }, "\(asked.diagnostics)")
        // Only the reports change: every frame is the frames' layout, and what is misplaced
        // too but the root, which the window resizes (`XcodeWarningRuleTests+WindowHeldRoots`).
        #expect(asked.allViews.map(\.frame) == frames.allViews.map(\.frame))
        #expect(asked.allViews.map(\.misplaced) == [true, false, false])
        #expect(frames.allViews.map(\.misplaced) == [false, false, false])
        #expect(asked.scenes.first?.views.first?.frame == rect(0, 0, 300, 200))
    }

    @Test func contentPrioritiesBelowTheWindowsStillTie() throws {
        // At 250 the window's 500 holds its size: the two heights tie in both questions.
        let (asked, frames) = Self.layouts(try Self.document(height: 90, priority: 250))
        #expect(Self.ambiguous(frames) == ["top", "bottom"])
        #expect(Self.ambiguous(asked) == ["top", "bottom"])
    }

    @Test func aConstraintAtTheWindowsOwnPriorityOpensNothingNew() throws {
        // One box pinned 20 from the top and bottom asks 200 points at 500. Held at 999 the
        // root keeps 200 and the box gives way (160, determined). At the window's 500 the
        // box's height and the window's size tie; Apple calls a constraint at exactly that
        // priority "generally not appropriate", and the tie is not reported. `loose`, with no
        // vertical place, is open in both layouts (and makes the question be asked).
        let box = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="20" width="260" height="160"/>
            </customView>
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </customView>
            """
        let constraints = """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="box-top"/>
            <constraint firstItem="root" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="box-bottom"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="box-leading"/>
            <constraint firstItem="box" firstAttribute="width" constant="260" id="box-width"/>
            <constraint firstItem="box" firstAttribute="height" constant="200" priority="500" id="box-height"/>
            <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="loose-leading"/>
            <constraint firstItem="loose" firstAttribute="width" constant="10" id="loose-width"/>
            <constraint firstItem="loose" firstAttribute="height" constant="10" id="loose-height"/>
            """
        let document = try LayoutFixture.document(DocumentFixture.appKitXIB(subviews: box, constraints: constraints), path: "window.xib")
        let (asked, frames) = Self.layouts(document)
        #expect(Self.ambiguous(frames) == ["loose"])
        #expect(Self.ambiguous(asked) == ["loose"])
        #expect(asked.allViews.first { $0.id == "box" }?.frame == rect(20, 20, 260, 160))
    }

    @Test func iOSRootsAreNotAsked() throws {
        // A device holds an iOS root's size: the question does not apply, reports agree.
        let text = LayoutFixture.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="100" width="100" height="30"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="w"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="x"/>
            """)
        let (asked, frames) = Self.layouts(try LayoutFixture.document(text))
        #expect(Self.ambiguous(asked) == ["box"])
        #expect(Self.ambiguous(frames) == ["box"])
    }
}
