import SceneLayout
import SceneModel

/// One configuration's layout of a document, as a column of a picture.
struct WireframePanel {
    /// The column's heading: "wC hR, retina4_7 portrait", "old: wC hR, retina4_7 portrait".
    var title: String
    /// A line below it: the file drawn.
    var subtitle: String
    var layout: DocumentLayout
    /// Safe areas and margins (`SceneLayoutEngine.viewInsets`), keyed by view id.
    var insets: [String: ViewInsets]
    /// Views whose layout margins a constraint uses: only theirs are drawn.
    var marginViews: Set<String>
    /// Views drawn as changed (a diff's frame changes and views installed on one side).
    var highlighted: Set<String> = []

    /// A document's layout for `traits`, with the safe areas and margins to draw.
    init(title: String, subtitle: String, document: SceneDocument, layout: DocumentLayout, traits: TraitCollection, sceneID: String?,
         highlighted: Set<String> = []) {
        self.title = title
        self.subtitle = subtitle
        self.layout = layout
        self.insets = SceneLayoutEngine().viewInsets(document, traits: traits, sceneID: sceneID)
        var marginViews: Set<String> = []
        for constraint in document.allConstraints {
            if constraint.firstAttribute.isMargin { marginViews.insert(constraint.firstItem) }
            if constraint.secondAttribute.isMargin, let second = constraint.secondItem { marginViews.insert(second) }
        }
        self.marginViews = marginViews
        self.highlighted = highlighted
    }
}

/// Draws solved layouts as a wireframe SVG: each installed view's rectangle with its name
/// as text, the root's safe area and the layout margins constraints use, ambiguous and
/// conflicting views in red and misplaced ones in orange (Interface Builder's colours),
/// changed views filled. One panel: its scenes in rows of up to four. Several panels (size
/// classes, a diff's two sides): one column per panel, one row per scene.
enum WireframeRenderer {
    static let gap = 40.0
    static let titleHeight = 44.0
    static let sceneTitleHeight = 18.0
    static let scenesPerRow = 4

    static func render(_ panels: [WireframePanel], sceneNames: [String: String]) -> String {
        // Grid cells: (row, column, panel, scene).
        var cells: [(row: Int, column: Int, panel: WireframePanel, scene: SceneLayoutResult)] = []
        if panels.count == 1, let panel = panels.first {
            for (index, scene) in panel.layout.scenes.enumerated() {
                cells.append((index / scenesPerRow, index % scenesPerRow, panel, scene))
            }
        } else {
            var sceneOrder: [String] = []
            for panel in panels { for scene in panel.layout.scenes where !sceneOrder.contains(scene.id) { sceneOrder.append(scene.id) } }
            for (column, panel) in panels.enumerated() {
                for scene in panel.layout.scenes {
                    cells.append((sceneOrder.firstIndex(of: scene.id)!, column, panel, scene))
                }
            }
        }
        let rows = (cells.map(\.row).max() ?? -1) + 1, columns = max(1, (cells.map(\.column).max() ?? -1) + 1)
        // Columns leave their headings room.
        var columnWidths = (0..<columns).map { column in panels.count == 1 ? 200 : max(200, headingWidth(panels[column])) }
        var rowHeights = [Double](repeating: 0, count: rows)
        for cell in cells {
            let size = cellSize(cell.scene)
            columnWidths[cell.column] = max(columnWidths[cell.column], size.width)
            rowHeights[cell.row] = max(rowHeights[cell.row], size.height)
        }
        func columnX(_ column: Int) -> Double { gap + columnWidths.prefix(column).reduce(0) { $0 + $1 + gap } }
        func rowY(_ row: Int) -> Double { gap + titleHeight + rowHeights.prefix(row).reduce(0) { $0 + $1 + gap } }

        var svg = SVGWriter()
        for (column, panel) in panels.enumerated() {
            svg.text(panel.title, ["class": "title", "x": n(columnX(column)), "y": n(gap)])
            svg.text(panel.subtitle, ["class": "subtitle", "x": n(columnX(column)), "y": n(gap + 18)])
        }
        for cell in cells {
            let x = columnX(cell.column), y = rowY(cell.row)
            svg.group(["class": "scene", "data-scene-id": cell.scene.id, "transform": translate(x, y)]) { svg in
                let name = sceneNames[cell.scene.id].map { "\($0) (\(cell.scene.id))" } ?? "scene \(cell.scene.id)"
                svg.text(name, ["class": "scene-title", "x": "0", "y": "12"])
                var rootX = 0.0
                for root in cell.scene.views {
                    svg.group(["class": "root", "transform": translate(rootX, sceneTitleHeight)]) { svg in
                        draw(root, panel: cell.panel, into: &svg)
                    }
                    rootX += root.frame.width + gap
                }
            }
        }
        // A single panel's heading runs across the picture: leave it room.
        let titleWidth = panels.count == 1 ? gap * 2 + headingWidth(panels[0]) : 0
        let totalWidth = max(columnX(columns), titleWidth), totalHeight = rowY(rows) + legendHeight
        drawLegend(at: totalHeight - legendHeight + 4, highlights: panels.contains { !$0.highlighted.isEmpty }, into: &svg)
        return svg.document(width: totalWidth, height: totalHeight, style: style)
    }

    /// About 9.5 points a character of the title (16 points bold), 7 of the subtitle (12 points).
    private static func headingWidth(_ panel: WireframePanel) -> Double {
        max(Double(panel.title.count) * 9.5, Double(panel.subtitle.count) * 7)
    }

    /// A scene's roots side by side under its title.
    private static func cellSize(_ scene: SceneLayoutResult) -> (width: Double, height: Double) {
        let width = scene.views.map { max(0, $0.frame.width) }.reduce(0, +) + gap * Double(max(0, scene.views.count - 1))
        let height = scene.views.map { max(0, $0.frame.height) }.max() ?? 0
        return (width, sceneTitleHeight + height)
    }

    /// The root at (0, 0), then its installed subviews, each in root coordinates (y down).
    private static func draw(_ root: ViewLayout, panel: WireframePanel, into svg: inout SVGWriter) {
        let rootRect = Rect(x: 0, y: 0, width: root.frame.width, height: root.frame.height)
        if let safe = panel.insets[root.id]?.safeArea, safe != .zero {
            let area = inset(rootRect, safe)
            svg.element("rect", ["class": "safe-area", "x": n(area.x), "y": n(area.y), "width": n(area.width), "height": n(area.height)])
        }
        var stack: [(view: ViewLayout, rect: Rect)] = [(root, rootRect)]
        while let (view, rect) = stack.popLast() {
            guard view.installed else { continue }
            drawView(view, rect: rect, panel: panel, into: &svg)
            for child in view.subviews.reversed() where child.installed {
                stack.append((child, absolute(child, in: rect, insets: panel.insets[child.id])))
            }
        }
    }

    private static func drawView(_ view: ViewLayout, rect: Rect, panel: WireframePanel, into svg: inout SVGWriter) {
        var classes = ["view"]
        if view.ambiguous || view.conflicting { classes.append("ambiguous") }
        else if view.misplaced { classes.append("misplaced") }
        if panel.highlighted.contains(view.id) { classes.append("changed") }
        if panel.marginViews.contains(view.id), let margins = panel.insets[view.id]?.margins {
            let area = inset(rect, margins)
            if area.width > 0, area.height > 0 {
                svg.element("rect", ["class": "margins", "x": n(area.x), "y": n(area.y), "width": n(area.width), "height": n(area.height)])
            }
        }
        svg.element("rect", ["class": classes.joined(separator: " "), "data-view-id": view.id,
                             "x": n(rect.x), "y": n(rect.y), "width": n(max(0, rect.width)), "height": n(max(0, rect.height))])
        svg.text(view.name, ["class": "name", "x": n(rect.x + 2), "y": n(rect.y + 10)])
    }

    /// A subview's rectangle in root coordinates (y down), from its frame in its superview.
    static func absolute(_ view: ViewLayout, in parent: Rect, insets: ViewInsets?) -> Rect {
        let f = view.frame
        let y = insets?.measuresYFromBottom == true ? parent.y + parent.height - f.y - f.height : parent.y + f.y
        return Rect(x: parent.x + f.x, y: y, width: f.width, height: f.height)
    }

    private static func inset(_ rect: Rect, _ insets: EdgeInsets) -> Rect {
        Rect(x: rect.x + insets.left, y: rect.y + insets.top,
             width: rect.width - insets.left - insets.right, height: rect.height - insets.top - insets.bottom)
    }

    private static let legendHeight = 24.0

    private static func drawLegend(at y: Double, highlights: Bool, into svg: inout SVGWriter) {
        var entries = [("ambiguous", "ambiguous or conflicting"), ("misplaced", "misplaced"),
                       ("safe-area", "safe area"), ("margins", "layout margins")]
        if highlights { entries.insert(("changed", "changed"), at: 0) }
        svg.group(["class": "legend", "transform": translate(gap, y)]) { svg in
            var x = 0.0
            for (style, label) in entries {
                svg.element("rect", ["class": style == "safe-area" || style == "margins" ? style : "view \(style)",
                                     "x": n(x), "y": "0", "width": "12", "height": "12"])
                svg.text(label, ["class": "legend-label", "x": n(x + 16), "y": "10"])
                x += 16 + Double(label.count) * 5 + 16
            }
        }
    }

    private static func n(_ value: Double) -> String { SVGWriter.number(value) }
    private static func translate(_ x: Double, _ y: Double) -> String { "translate(\(n(x)) \(n(y)))" }

    /// Interface Builder's colours: red for missing or conflicting constraints, orange for
    /// misplaced views, blue for guides and margins.
    static let style = """
    text { font-family: -apple-system, Helvetica, Arial, sans-serif; fill: #1c1c1e; }
    .title { font-size: 16px; font-weight: bold; }
    .subtitle { font-size: 12px; fill: #3a3a3c; }
    .scene-title { font-size: 12px; fill: #3a3a3c; }
    .name, .legend-label { font-size: 9px; }
    .view { fill: none; stroke: #8e8e93; stroke-width: 1; }
    .view.ambiguous { stroke: #ff3b30; stroke-width: 2; }
    .view.misplaced { stroke: #ff9500; stroke-width: 2; stroke-dasharray: 4 2; }
    .view.changed { fill: #af52de; fill-opacity: 0.18; stroke-width: 2; }
    .view.changed:not(.ambiguous):not(.misplaced) { stroke: #af52de; }
    .safe-area { fill: #5ac8fa; fill-opacity: 0.12; stroke: none; }
    .margins { fill: none; stroke: #5ac8fa; stroke-width: 0.75; stroke-dasharray: 3 3; }
    """
}
