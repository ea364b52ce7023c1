import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A stack view's own arrangement constraints broken by the stored frames: stale between
/// plain edges of a UIStackView, a metric through a control's alignment rectangle or the
/// stack's margins, the stack's own (a3) where its semantics are the tool's reading
/// (AccuracyLog, session 21, stack25).
extension StoredFrameVerdictTests {
    /// A horizontal fill UIStackView `row` (`stackAttributes` added) at (20, 40) holding two
    /// 40 × 40 views, both drawn at x = 0 in a stack drawn 90 wide: the required spacing
    /// between them cannot hold at those frames whatever the stack does.
    static func overlappingArrangedViews(stackAttributes: String) throws -> StoredFrameVerdict? {
        func square(_ id: String) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="\(id)-w"/>
                    <constraint firstAttribute="height" constant="40" id="\(id)-h"/>
                </constraints>
            </view>
            """
        }
        return try verdict(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" \(stackAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="20" y="40" width="90" height="40"/>
                    <subviews>
                \(square("a"))
                \(square("b"))
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
                """,
            view: "b")
    }

    @Test func arrangedViewsDrawnOverAFixedSpacingAreStale() throws {
        let verdict = try Self.overlappingArrangedViews(stackAttributes: #"spacing="10""#)
        #expect(verdict?.kind == .staleGeometry)
        #expect(verdict?.cause == "stack arrangement")
        #expect(verdict?.constraint == "stack •")
        #expect(abs(verdict?.storedResidual ?? 0) == 50)
    }

    @Test func standardSpacingIsLeftToTheStack() throws {
        // The system's spacing is a metric the tool supplies as 8: no proof of staleness.
        let verdict = try Self.overlappingArrangedViews(stackAttributes: #"spacingType="standard""#)
        #expect(verdict?.kind == .toolRequired)
        #expect(verdict?.cause == "stack •")
    }

    @Test func aHiddenArrangedViewIsLeftToTheStack() throws {
        // Where UIKit puts a hidden view is the tool's reading (the gap before it): a3.
        let document = try LayoutFixture.document(LayoutFixture.storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="20" y="40" width="100" height="40"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="a-h"/>
                            </constraints>
                        </view>
                        <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gone">
                            <rect key="frame" x="0.0" y="40" width="100" height="0.0"/>
                        </view>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
                <constraint firstItem="row" firstAttribute="width" constant="100" id="w"/>
                """))
        let verdict = SceneLayoutEngine().storedFrameVerdicts(document, viewIDs: ["gone"])["gone"]
        #expect(verdict?.kind == .toolRequired)
        #expect(verdict?.cause == "stack • hidden")
    }

    /// The corpus's stack misses of each reading.
    @Test(.enabled(if: Corpus.isAvailable)) func corpusStackMissesByReading() throws {
        func row(_ file: String, _ view: String) throws -> MapRow? {
            guard let directory = Corpus.directory else { return nil }
            return try Self.mapRows(directory.appendingPathComponent(file)).first { $0.view == view }
        }
        // Fluor's preferences (16096): a 24-point segmented control whose rectangle the tool
        // takes a point taller than Xcode breaks its row's top edge by a point: a metric.
        let control = try row("Pyroh__Fluor__Fluor__Base.lproj__Preferences.storyboard", "BPe-ZE-s6t")
        #expect(control?.verdict?.kind == .metric)
        #expect(control?.verdict?.cause == "alignment inset")
        // keepassium's wait panel (21701) arranges in its 4-point top margin, which the tool
        // lets its parent stack's 8 reach: a metric.
        let margin = try row("keepassium__KeePassium__KeePassium__premium__Base.lproj__PricingPlanPickerVC.storyboard", "SiG-rk-T4D")
        #expect(margin?.verdict?.kind == .metric)
        #expect(margin?.verdict?.cause == "margin")
        // Ramotion's stack drawn 0 wide (13771), its views on top of each other across a
        // required 10-point spacing: stale.
        let stale = try row("Ramotion__expanding-collection__DemoExpandingCollection__DemoExpandingCollection__Base.lproj__Main.storyboard", "dsG-zh-ZDw")
        #expect(stale?.verdict?.kind == .staleGeometry)
        #expect(stale?.verdict?.cause == "stack arrangement")
    }
}
