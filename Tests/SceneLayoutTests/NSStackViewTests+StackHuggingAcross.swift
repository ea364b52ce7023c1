import SceneLayout
import SceneModel
import Testing

extension NSStackViewTests {
    /// A vertical stack `id` of two plain views, aligned as `alignment`, hugging across at
    /// `hugging` (its `horizontalStackHuggingPriority`; no content hugging written).
    static func column(_ id: String, alignment: String, hugging: String, views: String) -> String {
        """
        <stackView distribution="fill" orientation="vertical" alignment="\(alignment)" spacing="4" horizontalStackHuggingPriority="\(hugging)" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="10" height="44"/>
            <subviews>
        \(views)
            </subviews>
        </stackView>
        """
    }

    /// pock's widget row: a 300-point horizontal equal-centering row of two vertical
    /// columns, labels (105 and 44 wide, leading) and buttons (65 and 73 wide, trailing),
    /// the labels' column hugging across at the default stack hugging, the buttons' at
    /// `buttonsHugging`.
    static func widgetRow(buttonsHugging: String) -> String {
        let labels = column("labels", alignment: "leading", hugging: "249.99998474121094",
                            views: plain("title", width: 105, height: 20) + plain("author", width: 44, height: 20))
        let buttons = column("buttons", alignment: "trailing", hugging: buttonsHugging,
                             views: plain("update", width: 65, height: 20) + plain("uninstall", width: 73, height: 20))
        return document(stack: #"orientation="horizontal" distribution="equalCentering" alignment="centerY" spacing="16" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094""#,
                        views: labels + buttons,
                        constraints: "",
                        stackConstraints: #"<constraint firstAttribute="width" constant="300" id="w0"/>"#)
    }

    /// pock's widget manager (19115.2): a 300-point equal-centering row at the default
    /// stack hugging (249.99998) of two vertical stacks, each hugging its views across at
    /// that default. The row's gap is held to its 16-point spacing only a hair below the
    /// row's hugging (249.99898), so each column's own hugging across (Apple,
    /// `NSStackView.huggingPriority(for:)`: either axis) wins: each is as wide as its
    /// widest view, the first on the row's leading edge, the second on its trailing edge,
    /// the gap open. Before, a column with no content hugging written hugged only at the
    /// canvas fit (50) and grew into the gap, left open between them.
    @Test func eachColumnHugsItsViewsAcrossAtItsStackHugging() throws {
        let layout = try layout(Self.widgetRow(buttonsHugging: "249.99998474121094"))
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous || $0.severity == .error }, "\(layout.diagnostics)")
        let frames = LayoutFixture.frames(layout)
        #expect(frames["labels"]?.x == 0)
        #expect(frames["labels"]?.width == 105)
        #expect(frames["buttons"]?.x == 227)
        #expect(frames["buttons"]?.width == 73)
        #expect(frames["update"]?.x == 8)
    }

    /// The same row with the columns' hugging across lowered below the row's gaps (200):
    /// the columns give way and the gap keeps its spacing, the second column taking the
    /// rest of the row. The stack hugging is read, not replaced by a fixed priority.
    @Test func aColumnHuggingBelowTheRowsGapsGrowsIntoThem() throws {
        let layout = try layout(Self.widgetRow(buttonsHugging: "200"))
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous || $0.severity == .error }, "\(layout.diagnostics)")
        let frames = LayoutFixture.frames(layout)
        #expect(frames["labels"]?.width == 105)
        #expect(frames["buttons"]?.x == 121)
        #expect(frames["buttons"]?.width == 179)
    }
}
