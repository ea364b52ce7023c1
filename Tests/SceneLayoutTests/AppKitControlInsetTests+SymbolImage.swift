import SceneLayout
import SceneModel
import Testing

extension AppKitControlInsetTests {
    /// An image view with id `b` showing a system symbol, drawn `frameWidth` × `frameHeight`,
    /// with the given constraints of its own and optional extra attributes.
    static func symbolImageView(frameWidth: Double, frameHeight: Double, ownConstraints: String,
                                attributes: String = "", frameStyle: String = "") -> String {
        """
        <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="0.0" y="0.0" width="\(frameWidth)" height="\(frameHeight)"/>
            <constraints>
        \(ownConstraints)
            </constraints>
            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" \(frameStyle) image="NSActionTemplate" id="b-cell"/>
        </imageView>
        """
    }

    @Test func symbolImageViewsOverhangWhatTheirFrameHoldsBeyondTheirOwnSize() throws {
        // Thor's action template: 36 × 36 constraints in a 36 × 47 frame, 5.5 above and below.
        // Its glyph's top is 20 below the root's top: the frame's top 14.5, rounded up the
        // screen (y-up: 200 − 20 − 36 − 5.5 = 138.5 → 139).
        let sized = #"""
            <constraint firstAttribute="width" constant="36" id="w"/>
            <constraint firstAttribute="height" constant="36" id="h"/>
            """#
        let thor = try frame(of: Self.symbolImageView(frameWidth: 36, frameHeight: 47, ownConstraints: sized), toolsVersion: "22155")
        #expect(thor == rect(20, 139, 36, 47))
        // A frame equal to its constraints: no overhang.
        let plain = try frame(of: Self.symbolImageView(frameWidth: 36, frameHeight: 36, ownConstraints: sized), toolsVersion: "22155")
        #expect(plain == rect(20, 144, 36, 36))
        // The same in Xcode 26, where the controls lost their overhangs (mac-mouse-fix 24412).
        let modern = try frame(of: Self.symbolImageView(frameWidth: 36, frameHeight: 42, ownConstraints: sized), toolsVersion: "24412")
        #expect(modern == rect(20, 141, 36, 42))
    }

    @Test func symbolImageViewsSizedThroughAnAspectRatioOverhangOnBothAxes() throws {
        // CotEditor's 16-point symbol: height 16 and width = height, in a 17 × 22 frame.
        let ratio = #"""
            <constraint firstAttribute="height" constant="16" id="h"/>
            <constraint firstAttribute="width" secondItem="b" secondAttribute="height" multiplier="1:1" id="r"/>
            """#
        let cot = try frame(of: Self.symbolImageView(frameWidth: 18, frameHeight: 22, ownConstraints: ratio), toolsVersion: "24408")
        #expect(cot == rect(19, 161, 18, 22))
    }

    @Test func imageViewsWhoseStoredFrameIsNotTheirConstraintsKeepNoOverhang() throws {
        let sized = #"""
            <constraint firstAttribute="width" constant="36" id="w"/>
            <constraint firstAttribute="height" constant="36" id="h"/>
            """#
        // Flagged misplaced by Xcode: the stored frame is not a measurement.
        let misplaced = try frame(of: Self.symbolImageView(frameWidth: 36, frameHeight: 47, ownConstraints: sized,
                                                           attributes: #"misplaced="YES""#), toolsVersion: "22155")
        #expect(misplaced == rect(20, 144, 36, 36))
        // An image well keeps its bezel's 3 points whatever its frame.
        let well = try frame(of: Self.symbolImageView(frameWidth: 42, frameHeight: 42, ownConstraints: sized,
                                                      frameStyle: #"imageFrameStyle="grayBezel""#), toolsVersion: "22155")
        #expect(well == rect(17, 141, 42, 42))
        // Without a height of its own the glyph's height is not known: the frame's is kept.
        let widthOnly = #"<constraint firstAttribute="width" constant="36" id="w"/>"#
        let loose = try frame(of: Self.symbolImageView(frameWidth: 36, frameHeight: 47, ownConstraints: widthOnly), toolsVersion: "22155")
        #expect(loose == rect(20, 133, 36, 47))
    }
}

extension AppKitControlInsetTests {
    @Test func imageOnlyBorderlessButtonsOverhangWhatTheirFrameHoldsBeyondTheirOwnSize() throws {
        let sized = #"""
            <constraints>
                <constraint firstAttribute="width" constant="26" id="w"/>
                <constraint firstAttribute="height" constant="26" id="h"/>
            </constraints>
            """#
        func button(border: String, frameHeight: Double) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0.0" y="0.0" width="26" height="\(frameHeight)"/>
                \(sized)
                <buttonCell key="cell" type="bevel" bezelStyle="regularSquare" image="NSStopProgressFreestandingTemplate" imagePosition="only" alignment="center" \(border) imageScaling="proportionallyDown" inset="2" id="b-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }
        // OpenEmu's stop button (21507): 26 × 26 constraints in a 26 × 30 frame, 2 above and below.
        let stop = try frame(of: button(border: "", frameHeight: 30), toolsVersion: "21507")
        #expect(stop == rect(20, 152, 26, 30))
        // From Xcode 26 too, where bordered controls align on their frames (mac-mouse-fix, 24093.8).
        let modern = try frame(of: button(border: "", frameHeight: 30), toolsVersion: "24127")
        #expect(modern == rect(20, 152, 26, 30))
        // A frame shorter than the constraint: the glyph's rectangle is the taller (Mos's
        // NSRemoveTemplate, 25 in 30).
        let flat = try frame(of: button(border: "", frameHeight: 22), toolsVersion: "24127")
        #expect(flat == rect(20, 156, 26, 22))
    }
}
