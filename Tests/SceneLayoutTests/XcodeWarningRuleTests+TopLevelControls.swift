import SceneLayout
import SceneModel
import Testing
import TestSupport

extension XcodeWarningRuleTests {
    /// An AppKit XIB whose top-level objects are a push button (rounded bezel: its frame
    /// overhangs its alignment rectangle) and a label, each saved translating its mask, as
    /// Xcode saves a control dragged onto the canvas on its own or into a toolbar item.
    static let topLevelControls = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23094" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <button verticalHuggingPriority="750" id="button">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="32"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <buttonCell key="cell" type="push" title="Apply" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="buttonCell">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" id="label">
                    <rect key="frame" x="0.0" y="0.0" width="38" height="16"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="labelCell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
            </objects>
        </document>
        """

    @Test func aTopLevelControlKeepsItsDrawnFrameOverhangsIncluded() throws {
        // The drawn size of an AppKit root is its frame; the tool held it as the alignment
        // rectangle and grew the frame by the overhangs (a push button 14 wider and 12
        // taller, a label 4 wider), then called the root misplaced, which Xcode never does
        // for such roots (9 in 7 projects of the corpus, and none of its 52 toolbar items).
        let layout = try layout(Self.topLevelControls)
        let button = try view("button", in: layout), label = try view("label", in: layout)
        #expect(button.frame == rect(0, 0, 80, 32))
        #expect(label.frame == rect(0, 0, 38, 16))
        #expect(!button.misplaced && !label.misplaced)
        #expect(!layout.diagnostics.contains { $0.kind == .misplaced })
    }
}
