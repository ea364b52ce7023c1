import SceneLayout
import SceneModel
import Testing
import TestSupport

/// UIPickerView has a size of its own, as UIDatePicker does: a picker pinned at the sides and
/// the bottom only is placed, not open in height (bb-pro's and nishanttaneja's ByteCoin
/// pickers, which Xcode saved without a flag; Documents/AccuracyLog, session 16, amb19).
extension XcodeWarningRuleTests {
    static func pickerPinnedAtTheBottom(storedHeight: Double) -> String {
        LayoutFixture.storyboard(subviews: """
            <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                <rect key="frame" x="0.0" y="\(400 - storedHeight)" width="375" height="\(storedHeight)"/>
            </pickerView>
            """, constraints: """
            <constraint firstItem="picker" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="picker" secondAttribute="trailing" id="t"/>
            <constraint firstItem="picker" firstAttribute="bottom" secondItem="root" secondAttribute="top" constant="400" id="b"/>
            """)
    }

    @Test func aPickerViewPinnedAtTheSidesAndBottomIsNotAmbiguous() throws {
        let layout = try layout(Self.pickerPinnedAtTheBottom(storedHeight: 216))
        let picker = try view("picker", in: layout)
        #expect(!picker.ambiguous)
        #expect(!picker.misplaced)
        #expect(picker.frame.y == 184 && picker.frame.height == 216)
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous })
    }

    @Test func aPickerViewKeepsTheHeightItWasDrawnWith() throws {
        let picker = try view("picker", in: try layout(Self.pickerPinnedAtTheBottom(storedHeight: 120)))
        #expect(!picker.ambiguous)
        #expect(picker.frame.height == 120 && picker.frame.y == 280)
    }
}
