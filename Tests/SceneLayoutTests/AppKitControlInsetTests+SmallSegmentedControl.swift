import SceneLayout
import SceneModel
import Testing
import TestSupport

extension AppKitControlInsetTests {
    /// A small selecting segmented control with id `s` and the given frame height.
    static func smallSegmentedControl(height: Double) -> String {
        """
        <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="s">
            <rect key="frame" x="0.0" y="0.0" width="96" height="\(height)"/>
            <segmentedCell key="cell" controlSize="small" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="s-cell">
                <font key="font" metaFont="smallSystem"/>
                <segments>
                    <segment label="A" selected="YES"/>
                    <segment label="B" tag="1"/>
                </segments>
            </segmentedCell>
        </segmentedControl>
        """
    }

    /// A small segmented control centred on a small label 20 above the root's bottom (the
    /// label's centre at y-up 27): its 18-point rectangle spans 18…36, so its frame starts
    /// 2 below, at 16, whatever the frame's height (across: the label's text ends at 76,
    /// the control's rectangle starts 8 after it and its frame 2 before that, at 82). With a 17-point rectangle (1 above in
    /// a 20-point frame) the centre put the frame on 16.5, a tie rounded up to 17, where
    /// TableTool's format bar (13122) stores its three controls a point lower.
    func smallSegmentedFrame(height: Double, toolsVersion: String) throws -> Rect? {
        let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: Self.smallSegmentedControl(height: height) + Self.smallLabel, constraints: """
            <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstAttribute="bottom" secondItem="l" secondAttribute="bottom" constant="20" id="k2"/>
            <constraint firstItem="s" firstAttribute="leading" secondItem="l" secondAttribute="trailing" constant="8" id="k3"/>
            <constraint firstItem="s" firstAttribute="centerY" secondItem="l" secondAttribute="centerY" id="k4"/>
            """)
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)["s"]
    }

    @Test func smallSegmentedControlsAlignEighteenPointsTwoAboveTheirFramesBottom() throws {
        // TableTool's 20-point frames (13122): nothing above the rectangle.
        #expect(try smallSegmentedFrame(height: 20, toolsVersion: "13122") == rect(82, 16, 96, 20))
        // Fluor's (16096) and iina's (23094) 21-point frames: a point above it.
        #expect(try smallSegmentedFrame(height: 21, toolsVersion: "16096") == rect(82, 16, 96, 21))
        #expect(try smallSegmentedFrame(height: 21, toolsVersion: "23094") == rect(82, 16, 96, 21))
    }

    @Test(.enabled(if: Corpus.isAvailable)) func tableToolsFormatBarKeepsItsSmallSegmentedControlsWhereXcodeStoresThem() throws {
        // Three small segmented controls centred on an 11-point label; the first also held
        // 8 from the bar's top and bottom and as tall as a small pop-up's 18-point rectangle.
        let path = try #require(Corpus.directory).appendingPathComponent("jakob__TableTool__Table_Tool__TTFormatViewController.xib").path
        let frames = LayoutFixture.frames(SceneLayoutEngine().layout(try SceneDocument.load(contentsOf: path)))
        #expect(frames["7Iq-Qh-egS"] == rect(340, 6, 96, 20))
        #expect(frames["Ex4-c5-GWU"] == rect(490, 6, 47, 20))
        #expect(frames["yrD-55-LxA"] == rect(581, 6, 101, 20))
    }
}
