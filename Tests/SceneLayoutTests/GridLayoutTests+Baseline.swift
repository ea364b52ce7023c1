import SceneLayout
import SceneModel
import Testing
import TestSupport

extension GridLayoutTests {
    /// OpenEmu's gameplay preferences (22505) in one row: a grid 10 from the top of a
    /// 200-point view, placing at the top, holds a label and a regular pop-up, whose 25-point
    /// frame aligns 20 points (1 above, 4 below).
    static func labelAndPopUpRow(rowAlignment: String) -> String {
        DocumentFixture.appKitXIB(subviews: """
                    <gridView xPlacement="leading" yPlacement="top" rowAlignment="\(rowAlignment)" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <rows>
                            <gridRow id="r0"/>
                        </rows>
                        <columns>
                            <gridColumn xPlacement="trailing" id="c0"/>
                            <gridColumn id="c1"/>
                        </columns>
                        <gridCells>
                            <gridCell row="r0" column="c0" id="g00">
                                <textField key="contentView" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="0.0" y="0.0" width="51" height="16"/>
                                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="Shader:" id="label-cell">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                            </gridCell>
                            <gridCell row="r0" column="c1" id="g01">
                                <popUpButton key="contentView" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                                    <rect key="frame" x="0.0" y="0.0" width="219" height="25"/>
                                    <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="popUp-cell">
                                        <font key="font" metaFont="menu"/>
                                        <menu key="menu" id="menu"/>
                                    </popUpButtonCell>
                                </popUpButton>
                            </gridCell>
                        </gridCells>
                    </gridView>
    """, constraints: """
                    <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1"/>
                    <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k2"/>
    """)
    }

    /// `NSGridRow.Alignment.firstBaseline`: the row's views share their first baseline, and
    /// the placement (top) puts the group, not each view, at the row's top. Xcode's frames
    /// in OpenEmu's grid: the label's top 2 below the pop-up's frame, 1 inside what the
    /// pop-up aligns. Bottom-up in the 20-point grid: pop-up 21 − 25 = −4, label 19 − 16 = 3.
    @Test func aFirstBaselineRowSharesItsViewsBaseline() throws {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.labelAndPopUpRow(rowAlignment: "firstBaseline"), path: "grid.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error || $0.kind == .ambiguous }, "\(layout.diagnostics)")
        let f = LayoutFixture.frames(layout)
        #expect(f["grid"]?.height == 20)
        #expect(f["popUp"]?.y == -4 && f["popUp"]?.height == 25)
        #expect(f["label"]?.y == 3 && f["label"]?.height == 16)
    }

    /// Without it each view is placed at the row's top on its own: the label 1 higher.
    @Test func aRowAlignedByNothingPlacesEachViewAtItsTop() throws {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(Self.labelAndPopUpRow(rowAlignment: "none"), path: "grid.xib"))
        let f = LayoutFixture.frames(layout)
        #expect(f["popUp"]?.y == -4)
        #expect(f["label"]?.y == 4)
    }
}
