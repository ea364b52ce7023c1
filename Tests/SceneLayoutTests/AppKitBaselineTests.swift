import SceneLayout
import SceneModel
import Testing
import TestSupport

/// AppKit labels (unbezelled text fields) and switches: where Interface Builder puts their
/// baselines depends on the Xcode that saved the document (`XcodeEra`). Frames are y-up in
/// a 200-point-high root view; 13-point text has its first baseline 4.62 below the centre
/// of its 15.51-point line.
@Suite struct AppKitBaselineTests {
    static func label(_ id: String, y: Double, height: Double) -> String {
        """
        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="\(y)" width="40" height="\(height)"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="\(id)" id="\(id)-cell">
                <font key="font" usesAppearanceFont="YES"/>
            </textFieldCell>
        </textField>
        """
    }

    /// Label `a` (16 high) 10 below the top; label `b`, stored 20 high, 6 below the top with
    /// its baseline on a's: b must stretch, and how far depends on where its baseline sits.
    static func stretchedLabel(toolsVersion: String) -> String {
        DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: label("a", y: 174, height: 16) + label("b", y: 174, height: 20), constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="k2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k3"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="6" id="k4"/>
            <constraint firstItem="b" firstAttribute="baseline" secondItem="a" secondAttribute="baseline" id="k5"/>
            """)
    }

    /// Label `id`, 20 from the root's leading edge, with its `attribute` on the same
    /// baseline attribute of `control` (XML, with id `controlID`), which sits 200 from the
    /// leading edge and 10 below the top.
    static func label(_ id: String, onThe attribute: String, of control: String, id controlID: String,
                      toolsVersion: String = "23094") -> String {
        DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: label(id, y: 174, height: 16) + control, constraints: """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="\(controlID)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="k2"/>
            <constraint firstItem="\(controlID)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k3"/>
            <constraint firstItem="\(id)" firstAttribute="\(attribute)" secondItem="\(controlID)" secondAttribute="\(attribute)" id="k4"/>
            """)
    }

    func frames(_ text: String) throws -> [String: Rect] {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)
    }

    @Test(arguments: ["12118", "14113", "19529", "23504"])
    func aStretchedLabelKeepsTheBaselineOfItsNaturalHeight(toolsVersion: String) throws {
        // In every era the text sits in the natural 16 points (a line of 15.51 rounded
        // up): the last baseline is 8 − 4.62 = 3.38 above the bottom whatever the height.
        // a: top 10, bottom 26; b ends where a ends, 6…26, 20 high (y-up: 174). Centring
        // the text in the stored 20 points (once the rule before 21000) would make b 22
        // high, ending 2 below a (y 172).
        let f = try frames(Self.stretchedLabel(toolsVersion: toolsVersion))
        #expect(f["a"] == rect(18, 174, 40, 16))
        #expect(f["b"] == rect(98, 174, 40, 20))
    }

    @Test func switchesHaveTheirBaselineOnePointSixBelowTheirCentreInEveryEra() throws {
        // A 42 × 25 switch (alignment rectangle 1 in at the top, 2 at the bottom before
        // 24000) with its alignment top 10.3 below the root's top: alignment 10.3…32.3,
        // centre 21.3, baseline 22.9 (WWDC's preferences rows and AgoraIO's "Mute" switch
        // both measure 1.6). The label's baseline, 12.62 below its top, is on it: top 10.28,
        // which rounds to 10 on a 1× Mac canvas (y-up 200 − 26 = 174). The former rule,
        // 2 below from 23500, gives 10.68 → 11 (173); a centred label's baseline (4.62 below
        // the centre, its rule before 23500) 13 (171).
        let switchView = """
            <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="200" y="164" width="42" height="25"/>
            </switch>
            """
        for toolsVersion in ["23094", "23504"] {
            let text = Self.label("a", onThe: "baseline", of: switchView, id: "s", toolsVersion: toolsVersion)
                .replacingOccurrences(of: #"secondAttribute="top" constant="10" id="k3""#, with: #"secondAttribute="top" constant="10.3" id="k3""#)
            let f = try frames(text)
            #expect(f["a"] == rect(18, 174, 40, 16), "toolsVersion \(toolsVersion)")
        }
    }
}
