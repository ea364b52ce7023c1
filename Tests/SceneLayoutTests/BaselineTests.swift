import SceneLayout
import SceneModel
import Testing

/// Auto Layout keeps a label's first baseline a fixed distance below its top and its last
/// baseline a fixed distance above its bottom, however the label is stretched (Firebase's
/// PostTableViewCell: a label pinned at the top and baseline-aligned with a lower one
/// grows by the difference, not by twice it as centred text would).
@Suite struct BaselineTests {
    static func storyboard(_ constraints: String) -> String {
        func label(_ id: String, _ y: Double) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(id)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="42" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }
        return LayoutFixture.storyboard(subviews: label("a", 15) + label("b", 13), constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="k2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="15" id="k3"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="13" id="k4"/>
            \(constraints)
            """)
    }

    func frames(_ constraints: String) throws -> [String: Rect] {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.storyboard(constraints)))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)
    }

    @Test func aStretchedLabelKeepsItsLastBaselineAboveItsBottom() throws {
        // a: 15…35.5, its last baseline 35.5 − 4.1 (the 17-point text's descent and
        // leading). b, 2 points higher, must end where a ends: 13…35.5, 22.5 high.
        let f = try frames(#"<constraint firstItem="b" firstAttribute="baseline" secondItem="a" secondAttribute="baseline" id="k5"/>"#)
        #expect(f["a"] == rect(20, 15, 42, 20.5))
        #expect(f["b"] == rect(100, 13, 42, 22.5))
    }

    @Test func aStretchedLabelKeepsItsFirstBaselineBelowItsTop() throws {
        // b's bottom pinned at 40 instead of its top, first baselines aligned: they sit 16.2
        // below the tops, so b's top is a's (15) and b stretches to 25 (centred text would
        // put its top at 10.5).
        var text = Self.storyboard(#"<constraint firstItem="b" firstAttribute="firstBaseline" secondItem="a" secondAttribute="firstBaseline" id="k5"/>"#)
        text = text.replacingOccurrences(of: #"<constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="13" id="k4"/>"#,
                                         with: #"<constraint firstItem="b" firstAttribute="bottom" secondItem="root" secondAttribute="top" constant="40" id="k4"/>"#)
        #expect(text.contains("constant=\"40\""))
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["a"] == rect(20, 15, 42, 20.5))
        #expect(f["b"] == rect(100, 15, 42, 25))
    }
}
