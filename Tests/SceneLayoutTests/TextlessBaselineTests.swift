import SceneLayout
import SceneModel
import Testing
import TestSupport

/// Baselines of views that show no text. A one-line label's first and last baselines are
/// the same line, so an image view `f` whose first baseline is held to the label's and an
/// image view `l` whose last baseline is held to it tell which edge each baseline is:
/// UIKit puts a textless view's first baseline at its top (`forFirstBaselineLayout`:
/// "Auto Layout uses the view's top edge") and its last at its bottom, so `f`'s top is
/// `l`'s bottom; AppKit's image views (DuckDuckGo's, Cog's) have both at the bottom, so `f`
/// and `l` sit level.
@Suite struct TextlessBaselineTests {
    static func imageView(_ id: String, x: Int, symbol: Bool = false, appKit: Bool = false) -> String {
        let image = appKit ? #"<imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="Logo" id="\#(id)-cell"/>"#
            : symbol ? #"<imageReference key="image" image="globe" catalog="system"/>"# : ""
        return """
            <imageView \(appKit ? "" : #"userInteractionEnabled="NO" contentMode="scaleToFill" image="Logo""#) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="100" width="30" height="30"/>
                <constraints>
                    <constraint firstAttribute="width" constant="30" id="\(id)-w"/>
                    <constraint firstAttribute="height" constant="30" id="\(id)-h"/>
                </constraints>
                \(image)
            </imageView>
            """
    }

    /// `f` on the text's first baseline, `l` on its last (`baseline`), both 30 × 30.
    static func constraints(text: String, root: String) -> String {
        """
        <constraint firstItem="\(text)" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstItem="\(text)" firstAttribute="top" secondItem="\(root)" secondAttribute="top" constant="40" id="k2"/>
        <constraint firstItem="f" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" constant="150" id="k3"/>
        <constraint firstItem="l" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" constant="200" id="k4"/>
        <constraint firstItem="f" firstAttribute="firstBaseline" secondItem="\(text)" secondAttribute="firstBaseline" id="k5"/>
        <constraint firstItem="l" firstAttribute="baseline" secondItem="\(text)" secondAttribute="baseline" id="k6"/>
        """
    }

    static func uiKitFrames(symbol: Bool) throws -> [String: Rect] {
        let label = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="20" y="40" width="42" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let text = LayoutFixture.storyboard(subviews: label + imageView("f", x: 150, symbol: symbol) + imageView("l", x: 200, symbol: symbol),
                                            constraints: constraints(text: "a", root: "root"))
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)
    }

    @Test func aUIKitImageViewsFirstBaselineIsItsTop() throws {
        let f = try Self.uiKitFrames(symbol: false)
        let first = try #require(f["f"]), last = try #require(f["l"]), label = try #require(f["a"])
        // Within a pixel: the label's first and last baselines lie 0.2 apart (16.2 below
        // its top, 4.1 above its 20.5-point bottom), rounded to the 2× grid apart.
        #expect(abs(first.y - (last.y + last.height)) <= 0.5, "\(first) \(last)")
        // The label's baseline is a line's ascent below its top, inside the label.
        #expect(first.y > label.y && first.y < label.y + label.height, "\(first) \(label)")
    }

    @Test func aUIKitSymbolImageKeepsItsBaselineNearItsBottom() throws {
        // A symbol image has a baseline of its own a few points above its bottom (KeePassium's
        // `globe` and `person.3`); without symbol metrics both baselines are the bottom.
        let f = try Self.uiKitFrames(symbol: true)
        let first = try #require(f["f"]), last = try #require(f["l"])
        #expect(abs(first.y - last.y) <= 0.5, "\(first) \(last)")
    }

    @Test func anAppKitImageViewsFirstBaselineIsItsBottom() throws {
        let field = """
            <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                <rect key="frame" x="18" y="144" width="40" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Name" id="t-cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        let text = DocumentFixture.appKitXIB(subviews: field + Self.imageView("f", x: 150, appKit: true) + Self.imageView("l", x: 200, appKit: true),
                                             constraints: Self.constraints(text: "t", root: "root"))
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        let first = try #require(f["f"]), last = try #require(f["l"]), field16 = try #require(f["t"])
        #expect(first.y == last.y, "\(first) \(last)")
        // y grows upwards: the image's bottom (its y) is inside the text field, on its baseline.
        #expect(first.y > field16.y && first.y < field16.y + field16.height, "\(first) \(field16)")
    }

    @Test func aVerticalStackTakesItsBaselinesFromItsFirstAndLastViews() throws {
        // UIStackView: a vertical stack's first baseline is its first arranged view's, its
        // last baseline its last view's; neither is one of the stack's own edges.
        func label(_ id: String, _ y: Double) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(id)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="42" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="20" y="40" width="42" height="51"/>
                <subviews>
            \(label("a", 0) + label("b", 30.5))
                </subviews>
            </stackView>
            """
        let text = LayoutFixture.storyboard(subviews: stack + Self.imageView("f", x: 150) + Self.imageView("l", x: 200),
                                            constraints: Self.constraints(text: "s", root: "root"))
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        let first = try #require(f["f"]), last = try #require(f["l"]), s = try #require(f["s"])
        let a = try #require(f["a"]), b = try #require(f["b"])
        // Frames of arranged views are relative to the stack; the images are the root's.
        #expect(first.y > s.y + a.y && first.y < s.y + a.y + a.height, "\(first) \(a)")
        #expect(last.y + last.height > s.y + b.y && last.y + last.height < s.y + b.y + b.height, "\(last) \(b)")
        // Both labels have the same font: their baselines sit equally far below their tops.
        #expect(abs((first.y - s.y - a.y) - (last.y + last.height - s.y - b.y)) <= 0.5, "\(first) \(last) \(a) \(b)")
    }
}
