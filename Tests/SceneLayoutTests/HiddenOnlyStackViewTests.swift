import SceneLayout
import SceneModel
import Testing

/// A UIStackView whose arranged views are all hidden is laid out as an empty one: hidden
/// views leave the arrangement, so it has no constraints of its own and keeps its drawn
/// size as a content size (threema's question row, ios20: a bottom-aligned row of one
/// hidden 110 × 36 button, stored 0 × 0, in a vertical equal-spacing stack; Xcode flags
/// nothing). Before, the row was open in height, and so were the stack around it and the
/// row after it.
@Suite struct HiddenOnlyStackViewTests {
    static func document(rowHidden: Bool) -> String {
        LayoutFixture.storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                    <rect key="frame" x="0.0" y="0.0" width="280" height="95.5"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                            <rect key="frame" x="120.5" y="0.0" width="39" height="19.5"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="39" id="w1"/>
                                <constraint firstAttribute="height" constant="19.5" id="h1"/>
                            </constraints>
                        </view>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="bottom" translatesAutoresizingMaskIntoConstraints="NO" id="hiddenRow">
                            <rect key="frame" x="140" y="39.5" width="0.0" height="0.0"/>
                            <subviews>
                                <view \(rowHidden ? #"hidden="YES" "# : "")contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                                    <rect key="frame" x="0.0" y="0.0" width="110" height="36"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="110" id="w2"/>
                                        <constraint firstAttribute="height" constant="36" id="h2"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                            <rect key="frame" x="10" y="59.5" width="260" height="36"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="260" id="w3"/>
                                <constraint firstAttribute="height" constant="36" id="h3"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="outer" firstAttribute="width" constant="280" id="c3"/>
                <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="outer" secondAttribute="bottom" id="c4"/>
                """)
    }

    @Test func aRowOfOnlyHiddenViewsKeepsItsDrawnSizeAndNothingIsOpen() throws {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.document(rowHidden: true)))
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let frames = LayoutFixture.frames(layout)
        #expect(frames["hiddenRow"] == Rect(x: 140, y: 39.5, width: 0, height: 0))
        #expect(frames["outer"]?.height == 95.5)
        #expect(frames["bottom"]?.y == 59.5)
    }

    @Test func aRowWithAVisibleViewIsSizedByIt() throws {
        // The same row with its button shown: the button sizes it, as any arranged view does.
        let frames = LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(Self.document(rowHidden: false))))
        #expect(frames["hiddenRow"]?.width == 110)
        #expect(frames["hiddenRow"]?.height == 36)
    }
}
