import SceneLayout
import SceneModel
import Testing
import TestSupport

/// An AppKit root's drawn size gives way to the required constraints of its content
/// (`LayoutBuilder.addRootSize`): the root takes their size and is reported misplaced, its
/// subviews are judged against that size. The fixture's root is drawn 300 × 200; its box
/// is pinned 20 from every edge.
@Suite struct AppKitRootSizeTests {
    /// The box drawn at (20, 20) with `width` × `height`, sized by constraints at `priority`.
    static func document(width: Int, height: Int, priority: Int = 1000) throws -> SceneDocument {
        let box = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="20" width="\(width)" height="\(height)"/>
            </customView>
            """
        let sizes = """
            <constraint firstItem="box" firstAttribute="width" constant="\(width)" priority="\(priority)" id="box-width"/>
            <constraint firstItem="box" firstAttribute="height" constant="\(height)" priority="\(priority)" id="box-height"/>
            """
        let edges = """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="box-leading"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="box-top"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="box-trailing"/>
            <constraint firstItem="root" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="box-bottom"/>
            """
        let text = DocumentFixture.appKitXIB(subviews: box, constraints: edges + sizes)
        return try LayoutFixture.document(text, path: "root.xib")
    }

    static func root(_ layout: DocumentLayout) -> ViewLayout? { layout.scenes.first?.views.first }

    @Test func contentThatRequiresAnotherSizeResizesTheRoot() throws {
        // 20 + 300 + 20 wide, 20 + 100 + 20 high: the content requires 340 × 140.
        let layout = SceneLayoutEngine().layout(try Self.document(width: 300, height: 100))
        let root = try #require(Self.root(layout))
        #expect(root.frame == rect(0, 0, 340, 140))
        #expect(root.misplaced)
        #expect(!layout.diagnostics.contains { $0.kind == .unsatisfiable || $0.severity == .error }, "\(layout.diagnostics)")
        #expect(layout.diagnostics.filter { $0.kind == .misplaced }.map(\.items) == [["root"]])
        // The box, y-up 20 from the bottom of the solved root, is where it was drawn.
        let box = try #require(root.subviews.first)
        #expect(box.frame == rect(20, 20, 300, 100))
        #expect(!box.misplaced)
    }

    @Test func contentThatFitsKeepsTheDrawnSize() throws {
        let layout = SceneLayoutEngine().layout(try Self.document(width: 260, height: 160))
        let root = try #require(Self.root(layout))
        #expect(root.frame == rect(0, 0, 300, 200))
        #expect(!layout.diagnostics.contains { $0.kind == .misplaced })
    }

    @Test func optionalSizesGiveWayToTheDrawnSize() throws {
        // At 750 the box's size yields to the root's drawn size: it fills 260 × 160.
        let document = try Self.document(width: 300, height: 100, priority: 750)
        let layout = SceneLayoutEngine().layout(document)
        let root = try #require(Self.root(layout))
        #expect(root.frame == rect(0, 0, 300, 200))
        #expect(root.subviews.first?.frame == rect(20, 20, 260, 160))
        // A window holds its size only at 500, below the box's 750: Interface Builder
        // reports the root misplaced (`XcodeWarningRuleTests+WindowHeldRoots`); the writers'
        // engine, which acts on the frames' layout, does not.
        #expect(root.misplaced)
        #expect(try #require(Self.root(SceneLayoutEngine.forWriters.layout(document))).misplaced == false)
    }
}
