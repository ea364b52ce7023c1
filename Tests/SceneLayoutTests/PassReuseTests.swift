@testable import SceneLayout
import SceneModel
import Testing

/// Later layout passes take the earlier pass's solutions of the components whose
/// constraints did not change (`SolutionArchive`). The layout must be exactly the one
/// solving every pass anew gives: frames, ambiguity witnesses, diagnostics.
@Suite struct PassReuseTests {
    /// Containers of rows (label, field, button) chained down a root view and past the
    /// bottom of the screen, every third a stack view: the containers that reach under the
    /// unsafe area get geometry-dependent margins, so the layout takes several passes and
    /// most rows stay the same between them. The rows are ambiguous (field and button hug
    /// at the same priority), so open variables and stays take part too.
    static func document(containers: Int) -> String {
        var subviews = "", constraints = ""
        for c in 0..<containers {
            let id = "c\(c)", isStack = c % 3 == 2
            var inner = "", innerConstraints = ""
            for row in 0..<3 {
                let label = "\(id)l\(row)", field = "\(id)f\(row)", button = "\(id)b\(row)"
                let y = 8 + row * 38
                inner += """
                    <label text="Row \(row)" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
                        <rect key="frame" x="8" y="\(y + 5)" width="42" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <textField borderStyle="roundedRect" placeholder="Value" translatesAutoresizingMaskIntoConstraints="NO" id="\(field)">
                        <rect key="frame" x="58" y="\(y)" width="200" height="30"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                    <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(button)">
                        <rect key="frame" x="266" y="\(y)" width="46" height="30"/>
                        <state key="normal" title="Go"/>
                    </button>
                    """
                guard !isStack else { continue }
                innerConstraints += """
                    <constraint firstItem="\(label)" firstAttribute="leading" secondItem="\(id)" secondAttribute="leadingMargin" id="\(label)-a"/>
                    <constraint firstItem="\(field)" firstAttribute="leading" secondItem="\(label)" secondAttribute="trailing" constant="8" id="\(field)-a"/>
                    <constraint firstItem="\(button)" firstAttribute="leading" secondItem="\(field)" secondAttribute="trailing" constant="8" id="\(button)-a"/>
                    <constraint firstItem="\(id)" firstAttribute="trailingMargin" secondItem="\(button)" secondAttribute="trailing" id="\(button)-b"/>
                    <constraint firstItem="\(label)" firstAttribute="centerY" secondItem="\(field)" secondAttribute="centerY" id="\(label)-b"/>
                    <constraint firstItem="\(button)" firstAttribute="centerY" secondItem="\(field)" secondAttribute="centerY" id="\(button)-c"/>
                    <constraint firstItem="\(field)" firstAttribute="top" secondItem="\(row == 0 ? id : "\(id)f\(row - 1)")" secondAttribute="\(row == 0 ? "topMargin" : "bottom")" constant="\(row == 0 ? 0 : 8)" id="\(field)-b"/>
                    """
            }
            if !isStack {
                innerConstraints += #"<constraint firstItem="\#(id)" firstAttribute="bottomMargin" secondItem="\#(id)f2" secondAttribute="bottom" id="\#(id)-end"/>"#
            }
            let element = isStack ? #"stackView axis="vertical" spacing="8""# : "view"
            subviews += """
                <\(element) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0.0" y="\(c * 130)" width="375" height="120"/>
                    <subviews>\(inner)</subviews>
                    <constraints>\(innerConstraints)</constraints>
                </\(isStack ? "stackView" : "view")>
                """
            constraints += """
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="\(id)-l"/>
                <constraint firstItem="\(id)" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="\(id)-r"/>
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(c == 0 ? "root" : "c\(c - 1)")" secondAttribute="\(c == 0 ? "top" : "bottom")" constant="10" id="\(id)-t"/>
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(containers * 130)"/>
                        <subviews>\(subviews)</subviews>
                        <constraints>\(constraints)</constraints>
                    </view>
                </objects>
            </document>
            """
    }

    /// In landscape on a notched phone the rows' margins change between passes too (the
    /// side insets follow the containers' solved widths), and with them the rows' witnesses.
    @Test(arguments: [(nil, "portrait"), ("retina6_12", "portrait"), ("retina6_12", "landscape"), ("ipad10_2", "portrait")])
    func reusingSolutionsChangesNothing(device: String?, orientation: String) throws {
        let document = try LayoutFixture.document(Self.document(containers: 12), path: "passes.xib")
        let traits = LayoutFixture.traits(document, device: device, orientation: orientation)
        var fresh = SceneLayoutEngine()
        fresh.reusesSolutionsBetweenPasses = false
        let reused = SceneLayoutEngine().layout(document, traits: traits)
        let solvedAnew = fresh.layout(document, traits: traits)
        #expect("\(reused.scenes)" == "\(solvedAnew.scenes)")
        #expect(reused.diagnostics == solvedAnew.diagnostics)
        #expect(reused.diagnostics.contains { $0.kind == .ambiguous })
    }

    /// The document does take several passes, and the later ones reuse most components.
    @Test func laterPassesReuseTheUnchangedComponents() throws {
        let document = try LayoutFixture.document(Self.document(containers: 12), path: "passes.xib")
        let builder = try #require(EngineComparison.settledBuilders(document).first)
        #expect(builder.geometry != nil)  // not the first pass
        #expect(builder.solver.reusedSolutionCount > 0)
    }
}
