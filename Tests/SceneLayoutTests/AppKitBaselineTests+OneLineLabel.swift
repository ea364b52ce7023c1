import SceneLayout
import SceneModel
import Testing

extension AppKitBaselineTests {
    /// A 22-point bezeled field 10 below the root's top and 200 from its leading edge.
    static let bezeledField = """
        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="f">
            <rect key="frame" x="200" y="168" width="100" height="22"/>
            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="f-cell">
                <font key="font" metaFont="system"/>
            </textFieldCell>
        </textField>
        """

    /// Label `a`, stored `height` high, on the `attribute` baseline of the bezeled field.
    static func labelOnField(_ attribute: String, height: Double, toolsVersion: String) -> String {
        label("a", onThe: attribute, of: bezeledField, id: "f", toolsVersion: toolsVersion)
            .replacingOccurrences(of: #"width="40" height="16.0""#, with: #"width="40" height="\#(height)""#)
    }

    @Test(arguments: ["11762", "14490.70", "16097"])
    func aOneLineLabelBeforeBigSurHasOneBaselineForFirstAndLast(toolsVersion: String) throws {
        // The field's text baseline is 11 + 4.62 = 15.62 below its top (10), 25.62 below
        // the root's top, 6.38 above its bottom. A 17-point label of these eras has its
        // baseline 3.38 above its bottom (the last baseline of its 16-point line) whichever
        // baseline a constraint names: bottom 29, top 12, y-up 171, 3 above the field's
        // bottom as NetNewsWire's and Xit's 14490.70 labels are stored. Measured from the
        // top (12.62 below it) the first baseline put the label a point lower (y-up 170).
        for attribute in ["firstBaseline", "baseline"] {
            let f = try frames(Self.labelOnField(attribute, height: 17, toolsVersion: toolsVersion))
            #expect(f["f"] == rect(200, 168, 100, 22))
            #expect(f["a"] == rect(18, 171, 40, 17), "\(attribute), toolsVersion \(toolsVersion)")
        }
    }

    @Test func fromBigSurALabelKeepsItsFirstBaselineBelowItsTop() throws {
        // 19529: a label stored 18 high (stretched past its 16-point line) keeps its first
        // baseline 12.62 below its top (AgoraIO's settings): top 25.62 − 12.62 = 13, y-up
        // 200 − 13 − 18 = 169. Measured from the bottom (3.38 above it) it would be top 11.
        let f = try frames(Self.labelOnField("firstBaseline", height: 18, toolsVersion: "19529"))
        #expect(f["a"] == rect(18, 169, 40, 18))
    }

    @Test func aTwoLineLabelBeforeBigSurKeepsItsFirstBaselineBelowItsTop() throws {
        // 34 points hold two 15.51-point lines: the first baseline is the top line's, 12.62
        // below the top, so the label's top is 13 below the root's (y-up 200 − 13 − 34).
        let f = try frames(Self.labelOnField("firstBaseline", height: 34, toolsVersion: "14490.70"))
        #expect(f["a"] == rect(18, 153, 40, 34))
    }
}
