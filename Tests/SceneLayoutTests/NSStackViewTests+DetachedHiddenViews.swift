import SceneLayout
import SceneModel
import Testing

extension NSStackViewTests {
    @Test func aStackThatDetachesItsOnlyViewsIsEmpty() throws {
        // A horizontal stack of one hidden button (DuckDuckGo's tab bar, stored 0 × 0),
        // placed by its leading and top edges. Detached, the button leaves the stack's view
        // hierarchy: the stack hugs to nothing, as an empty one does, and nothing is open.
        let text = Self.document(stack: #"orientation="horizontal" alignment="top" spacing="0.0" detachesHiddenViews="YES""#,
                                 views: Self.view("button", hidden: true),
                                 constraints: "")
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let frames = LayoutFixture.frames(layout)
        #expect(frames["stack"]?.width == 0)
        #expect(frames["stack"]?.height == 0)
    }
}
