import SceneLayout
import SceneModel
import Testing
import TestSupport

extension AppKitControlInsetTests {
    static let roundRect = #"type="roundRect" title="Release notes" bezelStyle="roundedRect" alignment="center" state="on" borderStyle="border" imageScaling="proportionallyDown" inset="2""#

    /// The frame of a round-rect button held 11 above its superview's bottom and 20 from its
    /// trailing edge (Sequel-Ace's progress sheet, 17701).
    func roundRectFrame(height: Double, toolsVersion: String) throws -> Rect? {
        let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: Self.button(cell: Self.roundRect, width: 128, height: height),
                                             constraints: """
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="k1"/>
            <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="11" id="k2"/>
            """)
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)["b"]
    }

    @Test func roundRectButtonsDrawAPointBelowWhatTheyAlignBeforeXcode26() throws {
        // Its 19-point frame reaches a point below the 18 it aligns: y-up 11 − 1 = 10.
        #expect(try roundRectFrame(height: 19, toolsVersion: "17701") == rect(152, 10, 128, 19))
        #expect(try roundRectFrame(height: 19, toolsVersion: "16096") == rect(152, 10, 128, 19))
        // From Xcode 26 its 18-point frame is what it aligns (Mos, Sequel-Ace 24765).
        #expect(try roundRectFrame(height: 18, toolsVersion: "24765") == rect(152, 11, 128, 18))
    }
}

extension AppKitControlInsetTests {
    @Test func texturedRoundedButtonsReachAPointFurtherBelowThanAboveBeforeXcode26() throws {
        // Fluor's small "Show all" (16096): a 19-point frame centred in a 26-point view sits
        // at y = 3 (its 18 aligned points centred at 13), not at 3.5 rounded.
        let cell = #"type="roundTextured" title="Show all" bezelStyle="texturedRounded" alignment="center" controlSize="small" borderStyle="border" inset="2""#
        let text = DocumentFixture.appKitXIB(toolsVersion: "16096", subviews: """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="300" height="26"/>
                <subviews>
            \(Self.button(cell: cell, width: 83, height: 19))
                </subviews>
                <constraints>
                    <constraint firstItem="b" firstAttribute="leading" secondItem="bar" secondAttribute="leading" constant="8" id="k3"/>
                    <constraint firstItem="b" firstAttribute="centerY" secondItem="bar" secondAttribute="centerY" id="k4"/>
                    <constraint firstAttribute="height" constant="26" id="k5"/>
                </constraints>
            </customView>
            """, constraints: DocumentFixture.pinnedToRoot("bar").replacingOccurrences(of: #"<constraint firstItem="bar" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="bar-bottom"/>"#, with: ""))
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        #expect(LayoutFixture.frames(layout)["b"] == rect(8, 3, 83, 19))
    }
}
