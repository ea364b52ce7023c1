import SceneLayout
import SceneModel
import Testing

extension NSStackViewTests {
    @Test func aStackHuggingAtRequiredFitsItsViewsWithoutSqueezingThem() throws {
        // A horizontal stack centred across, its own vertical content hugging 1000 (mac-mouse-fix's
        // trial row): it is as tall as its tallest view (20), not squeezed into a conflict.
        let text = Self.document(stack: #"orientation="horizontal" alignment="centerY" spacing="8" verticalHuggingPriority="1000""#,
                                 views: Self.view("a") + Self.row("b", height: 12),
                                 constraints: "")
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        let frames = LayoutFixture.frames(layout)
        #expect(frames["stack"]?.height == 20)
        #expect(frames["a"]?.height == 20)
        #expect(frames["b"]?.height == 12)
    }
}
