import SceneLayout
import SceneModel
import Testing
import TestSupport

/// Once a held size is given up in a conflict, the views whose frames follow it are open
/// and flagged too (`SceneLayoutEngine+SizeGivenUpInConflict`, the second layout with the
/// holds released; Sprite-Pencil, PopcornTimeTV; Documents/AccuracyLog, session 17, amb21).
extension XcodeWarningRuleTests {
    /// Sprite-Pencil's editor: a view as wide as the 375-point root and at most 300, a
    /// spinner at its centre, and a toolbar below it spanning the root.
    static let editorNarrowerThanTheRoot = LayoutFixture.storyboard(subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="editor">
            <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                    <rect key="frame" x="169" y="281" width="37" height="37"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="37" id="sw"/>
                        <constraint firstAttribute="height" constant="37" id="sh"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="spinner" firstAttribute="centerX" secondItem="editor" secondAttribute="centerX" id="sx"/>
                <constraint firstItem="spinner" firstAttribute="centerY" secondItem="editor" secondAttribute="centerY" id="sy"/>
                <constraint firstAttribute="width" relation="lessThanOrEqual" constant="300" id="max"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="toolbar">
            <rect key="frame" x="0.0" y="600" width="375" height="67"/>
        </view>
        """, constraints: """
        <constraint firstItem="editor" firstAttribute="width" secondItem="root" secondAttribute="width" id="ew"/>
        <constraint firstItem="editor" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="ex"/>
        <constraint firstItem="editor" firstAttribute="top" secondItem="root" secondAttribute="top" id="et"/>
        <constraint firstItem="toolbar" firstAttribute="top" secondItem="editor" secondAttribute="bottom" id="tt"/>
        <constraint firstItem="toolbar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="tl"/>
        <constraint firstItem="toolbar" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="tr"/>
        <constraint firstItem="toolbar" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="tb"/>
        <constraint firstItem="toolbar" firstAttribute="height" constant="67" id="th"/>
        """)

    @Test func theViewsFollowingAGivenUpRootWidthAreAmbiguous() throws {
        let layout = try layout(Self.editorNarrowerThanTheRoot)
        #expect(layout.diagnostics.contains { $0.kind == .unsatisfiable })
        #expect(try view("root", in: layout).ambiguous)
        for id in ["editor", "spinner", "toolbar"] {
            let open = try view(id, in: layout)
            #expect(open.ambiguous, "\(id)")
            // Open across only: their heights and vertical positions are the document's.
            #expect(open.ambiguity?.needs.flatMap { $0 }.allSatisfy { [.xPosition, .width].contains($0) } == true, "\(id)")
        }
    }

    @Test func theWritersDoNotReportViewsFollowingAGivenUpSize() throws {
        let layout = SceneLayoutEngine.forWriters.layout(try LayoutFixture.document(Self.editorNarrowerThanTheRoot))
        #expect(!layout.allViews.contains { $0.ambiguous })
    }

    /// PopcornTimeTV's update row: an indicator at the root's leading edge and a label 20
    /// after it to the trailing edge, both hugging and resisting at 1000, whose content is
    /// narrower than the root. The conflict gives up their hugging; the slack then goes to
    /// either, and Xcode flags both, not the root.
    @Test func viewsWhoseRequiredHuggingIsGivenUpAreAmbiguous() throws {
        let text = LayoutFixture.storyboard(subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="1000" verticalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" text="Checking" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="60" y="20" width="315" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="1000" verticalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" animating="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                <rect key="frame" x="0.0" y="20.5" width="20" height="20"/>
            </activityIndicatorView>
            """, constraints: """
            <constraint firstItem="spinner" firstAttribute="centerY" secondItem="label" secondAttribute="centerY" id="cy"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" id="r"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="spinner" secondAttribute="trailing" constant="20" id="gap"/>
            <constraint firstItem="spinner" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            """)
        let layout = try layout(text)
        #expect(layout.diagnostics.contains { $0.kind == .unsatisfiable })
        for id in ["label", "spinner"] {
            let open = try view(id, in: layout)
            #expect(open.ambiguous, "\(id)")
            #expect(open.ambiguity?.needs.flatMap { $0 }.allSatisfy { [.xPosition, .width].contains($0) } == true, "\(id)")
        }
        #expect(!(try view("root", in: layout)).ambiguous)
        let writers = SceneLayoutEngine.forWriters.layout(try LayoutFixture.document(text))
        #expect(!writers.allViews.contains { $0.ambiguous })
    }
}
