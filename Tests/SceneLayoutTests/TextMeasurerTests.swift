@testable import SceneLayout
import SceneModel
import Testing
import TestSupport

/// The text measurer's wrapping, and multi-line labels taking the height of their text at
/// the width the layout gives them.
@Suite struct TextMeasurerTests {
    let measurer = TextMeasurer.standard
    let body = TextFont(family: "system", pointSize: 17)

    /// Random words of letters, for the properties below.
    static func words(_ random: inout SplitMix64, count: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return (0..<count).map { _ in
            String((0..<(1 + Int(random.next() % 9))).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
        }.joined(separator: " ")
    }

    @Test func widerLinesNeverTakeMoreLines() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let text = Self.words(&random, count: 1 + Int(random.next() % 30))
            var previous = Int.max
            for width in stride(from: 20.0, through: 600, by: 7) {
                let lines = measurer.lineCount(of: text, font: body, width: width)
                #expect(lines <= previous, "\(text) at \(width)")
                previous = lines
            }
        }
    }

    @Test func linesHoldNoMoreThanTheirWidth() {
        // However the words fall, n lines of `width` hold at most n × width of text.
        var random = SplitMix64(seed: 11)
        for _ in 0..<200 {
            let text = Self.words(&random, count: 1 + Int(random.next() % 30))
            let width = 40 + Double(random.next() % 300)
            let lines = measurer.lineCount(of: text, font: body, width: width)
            let textWidth = text.split(separator: " ").map { measurer.lineWidth(of: $0, font: body) }.reduce(0, +)
            #expect(Double(lines) * width >= textWidth - 0.001, "\(text) at \(width)")
            #expect(lines <= text.count)
        }
    }

    @Test func aLineAsWideAsTheTextHoldsIt() {
        let text = "Offline reader for everyone"
        let width = measurer.lineWidth(of: text, font: body)
        #expect(measurer.lineCount(of: text, font: body, width: width) == 1)
        #expect(measurer.lineCount(of: text, font: body, width: width - 1) == 2)
        #expect(measurer.lineCount(of: "one\ntwo\n\nfour", font: body, width: 1000) == 4)
        // Text scales with its point size.
        let double = TextFont(family: "system", pointSize: 34)
        #expect(measurer.lineWidth(of: text, font: double) > 1.9 * width)
    }

    /// Heavier weights are wider, in the order of the weight axis (interpolated between the
    /// regular and bold advances); weights with no data of their own measure as regular.
    @Test func heavierWeightsAreWiderInWeightOrder() {
        let text = "Settings and Privacy"
        let widths = ["system", "mediumSystem", "semiboldSystem", "boldSystem", "heavySystem", "blackSystem"]
            .map { measurer.lineWidth(of: text, font: TextFont(family: $0, pointSize: 17)) }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(widths)")
        #expect(widths[3] / widths[0] > 1.03 && widths[3] / widths[0] < 1.1)
        for family in ["lightSystem", "italicSystem"] {
            #expect(measurer.lineWidth(of: text, font: TextFont(family: family, pointSize: 17)) == widths[0])
        }
    }

    /// From 20 points San Francisco is drawn with its Display cut, whose glyphs are about a
    /// tenth narrower than the Text cut's while its tracking turns positive (Apple's table:
    /// −26 thousandths of an em at 19 points, +19 at 20): per point a line is a little
    /// narrower at 20 than at 19, and wider at 19 than at 17 (tracking −24 there).
    @Test func theDisplayCutSwitchesAtTwentyPoints() {
        let text = "Transition Animation"
        func perPoint(_ size: Double) -> Double { measurer.lineWidth(of: text, font: TextFont(family: "system", pointSize: size)) / size }
        #expect(perPoint(20) < perPoint(19) && perPoint(20) > perPoint(19) * 0.97, "\(perPoint(19)) \(perPoint(20))")
        #expect(perPoint(17) > perPoint(19))
    }

    /// The Display cut narrows the letters, not the figures but "1": a run of digits keeps its Text
    /// advances per point from 20 points on (weight and tracking still apply), so Xcode's
    /// widths of Display-size numbers come out: IBAnimatable's 50-point "265" (89 wide, the
    /// development half) and shenhl0321's 40-point semibold "300.00" (137, held out), labels
    /// padded as every label is.
    @Test func theDisplayCutLeavesFiguresAtTheirTextWidth() {
        let figures = "300000"
        let text = measurer.lineWidth(of: figures, font: TextFont(family: "system", pointSize: 19))
            - 6 * SanFranciscoTracking.points(at: 19)
        let display = measurer.lineWidth(of: figures, font: TextFont(family: "system", pointSize: 40))
            - 6 * SanFranciscoTracking.points(at: 40)
        #expect(abs(display / 40 - text / 19) < 1e-9, "\(display / 40) \(text / 19)")
        // Letters, and the narrow "1", still take the cut.
        for letters in ["Settings", "111"] {
            let text = measurer.lineWidth(of: letters, font: TextFont(family: "system", pointSize: 19))
                - Double(letters.count) * SanFranciscoTracking.points(at: 19)
            let display = measurer.lineWidth(of: letters, font: TextFont(family: "system", pointSize: 40))
                - Double(letters.count) * SanFranciscoTracking.points(at: 40)
            #expect(display / 40 < text / 19 * 0.95, "\(letters)")
        }
        func labelWidth(_ text: String, _ family: String, _ size: Double) -> Double {
            measurer.intrinsicWidth(of: text, font: TextFont(family: family, pointSize: size), kind: "iOS:label", scale: 2)
        }
        #expect(abs(labelWidth("265", "system", 50) - 89) <= 1)
        #expect(abs(labelWidth("300.00", "semiboldSystem", 40) - 137) <= 1)
    }

    /// Xcode's own numbers: a line of 17-point San Francisco is 20.5 points high at @2x
    /// and 20.333 at @3x (the corpus's un-stretched labels).
    @Test func oneLineOfBodyTextIsXcodesHeight() {
        let line = measurer.lineHeight(of: body)
        #expect((line * 2).rounded(.up) / 2 == 20.5)
        #expect((line * 3).rounded(.up) / 3 == 61.0 / 3)
    }

    /// A storyboard saved on an iPhone 8 (@2x) with a multi-line label pinned 16 points
    /// inside its root, stored as `lines` lines at 343 points.
    static func storyboard(text: String, storedHeight: Double, numberOfLines: Int = 0) -> String {
        LayoutFixture.storyboard(
            subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" lineBreakMode="wordWrap" numberOfLines="\(numberOfLines)" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="16" y="40" width="343" height="\(storedHeight)"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="16" id="c2"/>
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c3"/>
                """)
    }

    static let twoLinesOnAnIPhone8 = "Kiwix is an offline reader for Wikipedia. It gives everyone access to free knowledge."

    @Test func aWrappedLabelTakesTheLinesOfItsNewWidth() throws {
        let text = Self.twoLinesOnAnIPhone8
        // The text fills more than one 343-point line and less than two, and fits one
        // line of a 12.9-inch iPad (1024 − 32 points).
        let width = measurer.lineWidth(of: text, font: body)
        try #require(width > 345 && width < 680)
        let document = try LayoutFixture.document(Self.storyboard(text: text, storedHeight: 41))
        let own = LayoutFixture.frames(SceneLayoutEngine().layout(document))
        #expect(own["label"]?.height == 41)
        // On a 320-point iPhone SE the label is 288 wide: as many lines as that wraps into,
        // each of Xcode's line height.
        let padding = measurer.padding(for: "iOS:label", font: body)
        let narrowLines = measurer.lineCount(of: text, font: body, width: 288 - padding)
        try #require(narrowLines >= 2)
        let narrowHeight = (Double(narrowLines) * measurer.lineHeight(of: body) * 2).rounded(.up) / 2
        for (device, height) in [("ipad12_9rounded", 20.5), ("retina4_0", narrowHeight)] {
            let frames = LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, device: device)))
            let label = try #require(frames["label"])
            #expect(label.height == height, "\(device): \(label)")
        }
    }

    @Test func numberOfLinesLimitsTheWrap() throws {
        let document = try LayoutFixture.document(Self.storyboard(text: Self.twoLinesOnAnIPhone8, storedHeight: 41, numberOfLines: 2))
        let frames = LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, device: "retina4_0")))
        #expect(frames["label"]?.height == 41)
    }

    @Test func aStoredHeightThatIsNoMeasurementStands() throws {
        // 60 points is no whole number of lines: the label was drawn by hand; keep it.
        let document = try LayoutFixture.document(Self.storyboard(text: Self.twoLinesOnAnIPhone8, storedHeight: 60))
        let frames = LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, device: "ipad12_9rounded")))
        #expect(frames["label"]?.height == 60)
    }

    @Test func sizesSayWhereTheyCameFrom() throws {
        let document = try LayoutFixture.document(Self.storyboard(text: Self.twoLinesOnAnIPhone8, storedHeight: 41))
        let label = try #require(document.viewsByID["label"])
        let provider = DocumentIntrinsicSizeProvider()
        let stored = Rect(x: 16, y: 40, width: 343, height: 41)
        let own = provider.intrinsicSize(of: label, storedFrame: stored, platform: .iOS, context: IntrinsicSizeContext(solvedWidth: 343))
        #expect(own.heightSource == .storedFrame && own.height == 41)
        let wide = provider.intrinsicSize(of: label, storedFrame: stored, platform: .iOS, context: IntrinsicSizeContext(solvedWidth: 992))
        #expect(wide.heightSource == .measuredText && wide.height == 20.5)
        #expect(wide.widthSource == .storedFrame)
        let frameless = provider.intrinsicSize(of: label, storedFrame: nil, platform: .iOS, context: IntrinsicSizeContext())
        #expect(frameless.widthSource == .measuredText && frameless.heightSource == .measuredText)
    }
}
