import SceneLayout
import SceneModel
import Testing

/// A horizontal UIStackView aligned on first baselines connects its top edge to its first
/// arranged view only, so a later view rising higher above the shared baseline sticks out
/// over the stack's top (Esri's pair 160 and ramandabhijana's profile form in `new26`; the
/// UIKit behaviour reported in openradar 32291130). A last-baseline stack keeps every view
/// inside, as before. Without the rule the 34-point label sets the stack's top and the
/// 17-point label sits below it, so the first test fails.
@Suite struct FirstBaselineStackTopTests {
    static func document(alignment: String) -> String {
        LayoutFixture.storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" alignment="\(alignment)" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="16" y="100" width="160" height="41"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                            <rect key="frame" x="0.0" y="0.0" width="45" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Big" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                            <rect key="frame" x="53" y="0.0" width="57" height="41"/>
                            <fontDescription key="fontDescription" type="system" pointSize="34"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                """)
    }

    static func frames(alignment: String) throws -> [String: Rect] {
        LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(document(alignment: alignment))))
    }

    @Test func aFirstBaselineStackTakesItsTopFromItsFirstView() throws {
        let f = try Self.frames(alignment: "firstBaseline")
        let row = try #require(f["row"]), small = try #require(f["small"]), big = try #require(f["big"])
        #expect(row.y == 100)
        #expect(small.y == 0)
        #expect(big.y < 0)
        // Still as tall as the lowest bottom below its first view's top.
        #expect(abs(row.height - max(small.y + small.height, big.y + big.height)) < 0.01)
    }

    @Test func aLastBaselineStackStillHoldsEveryViewInside() throws {
        let f = try Self.frames(alignment: "lastBaseline")
        let small = try #require(f["small"]), big = try #require(f["big"])
        #expect(big.y == 0)
        #expect(small.y > 0)
    }
}
