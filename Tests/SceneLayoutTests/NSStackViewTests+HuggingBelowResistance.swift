import SceneLayout
import SceneModel
import Testing

extension NSStackViewTests {
    /// A `width` × `height` view by content (placeholder intrinsic size) at the default
    /// priorities: hugging 250, compression resistance 750.
    static func plain(_ id: String, width: Int, height: Int) -> String {
        """
        <customView placeholderIntrinsicWidth="\(width)" placeholderIntrinsicHeight="\(height)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
        </customView>
        """
    }

    @Test func aStackHuggingAtItsViewsResistanceIsAsWideAsItsWidestView() throws {
        // A vertical stack centred across, its own horizontal content hugging 750, as its
        // views' compression resistance (Fluor's about box): as wide as its widest view,
        // the narrow one centred, nothing open.
        let text = Self.document(stack: #"orientation="vertical" alignment="centerX" spacing="8" horizontalHuggingPriority="750""#,
                                 views: Self.plain("wide", width: 120, height: 20) + Self.plain("narrow", width: 50, height: 20),
                                 constraints: "")
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous || $0.severity == .error }, "\(layout.diagnostics)")
        let frames = LayoutFixture.frames(layout)
        #expect(frames["stack"]?.width == 120)
        #expect(frames["wide"]?.width == 120)
        #expect(frames["narrow"]?.x == 35)
        #expect(frames["narrow"]?.width == 50)
    }

    @Test func aStackHuggingAtItsViewsResistanceDoesNotSqueezeThem() throws {
        // A horizontal row centred across, its own vertical content hugging 750 (Fluor's
        // welcome row): as tall as its 23-point view, which keeps its height.
        let text = Self.document(stack: #"orientation="horizontal" alignment="centerY" spacing="8" verticalHuggingPriority="750""#,
                                 views: Self.plain("tall", width: 120, height: 23) + Self.plain("short", width: 50, height: 20),
                                 constraints: "")
        let layout = try layout(text)
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous || $0.severity == .error }, "\(layout.diagnostics)")
        let frames = LayoutFixture.frames(layout)
        #expect(frames["stack"]?.height == 23)
        #expect(frames["tall"]?.height == 23)
        #expect(frames["short"]?.height == 20)
    }
}
