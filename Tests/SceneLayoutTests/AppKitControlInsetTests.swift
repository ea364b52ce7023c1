import SceneLayout
import SceneModel
import Testing
import TestSupport

/// How far AppKit controls' frames overhang the rectangles constraints place, by style,
/// control size and the Xcode that saved the document (`AlignmentInsets`, `XcodeEra`).
/// Each control sits 20 from the root's leading edge and 20 below its top (the root is
/// 300 × 200, frames y-up), so its frame origin shows the leading and top insets.
@Suite struct AppKitControlInsetTests {
    /// A button with id `b` and the given cell attributes and frame size.
    static func button(cell: String, width: Double, height: Double) -> String {
        """
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <buttonCell key="cell" \(cell) id="b-cell">
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """
    }

    static func popUp(width: Double, height: Double) -> String {
        """
        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="b-cell">
                <font key="font" metaFont="menu"/>
            </popUpButtonCell>
        </popUpButton>
        """
    }

    /// The frame of control `b` held 20 from the root's leading edge and top.
    func frame(of control: String, toolsVersion: String) throws -> Rect? {
        let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: control, constraints: """
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            """)
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        return LayoutFixture.frames(layout)["b"]
    }

    static let push = #"type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2""#

    @Test func pushButtonsOverhangAPointLessBeforeXcode12_2() throws {
        // A 32-point push button: 6 before and 4 above in Xcode 11 files (br1sk, MacDown),
        // 7 and 5 from Xcode 12.2 on. y-up: 200 − 20 − 32 + 4 = 152 and 153.
        let old = try frame(of: Self.button(cell: Self.push, width: 80, height: 32), toolsVersion: "16097")
        #expect(old == rect(14, 152, 80, 32))
        let new = try frame(of: Self.button(cell: Self.push, width: 80, height: 32), toolsVersion: "19529")
        #expect(new == rect(13, 153, 80, 32))
    }

    @Test func largePushButtonsOverhangSixAllRound() throws {
        // Aerial's, pock's and duckduckgo's 40-point large buttons.
        let cell = Self.push + #" controlSize="large""#
        let f = try frame(of: Self.button(cell: cell, width: 90, height: 40), toolsVersion: "23504")
        #expect(f == rect(14, 146, 90, 40))
    }

    @Test func borderlessButtonsAlignOnTheirFrames() throws {
        // A bevel button styled rounded with no border (simplenote's "Forgot" link).
        let cell = #"type="bevel" title="Forgot" bezelStyle="rounded" alignment="center" imageScaling="proportionallyDown" inset="2""#
        let f = try frame(of: Self.button(cell: cell, width: 120, height: 20), toolsVersion: "17701")
        #expect(f == rect(20, 160, 120, 20))
    }

    @Test func checkBoxesOverhangTwoAboveBeforeXcode12_2() throws {
        // An 18-point check box: 2 before and above in Xcode 11 files (iglance, shadowsocks),
        // 1 above from Xcode 12.2 on (Hammerspoon, pock).
        let cell = #"type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" inset="2""#
        let old = try frame(of: Self.button(cell: cell, width: 60, height: 18), toolsVersion: "15400")
        #expect(old == rect(18, 164, 60, 18))
        let new = try frame(of: Self.button(cell: cell, width: 60, height: 18), toolsVersion: "19455")
        #expect(new == rect(18, 163, 60, 18))
    }

    @Test func popUpsOverhangAPointLessAtTheSidesBeforeXcode12_2() throws {
        // A 25-point pop-up: 2 before in br1sk's and AgoraIO's 14113–15505 files, 3 after.
        #expect(try frame(of: Self.popUp(width: 100, height: 25), toolsVersion: "14113") == rect(18, 156, 100, 25))
        #expect(try frame(of: Self.popUp(width: 100, height: 25), toolsVersion: "23094") == rect(17, 156, 100, 25))
    }

    @Test func popUpsOverhangThreeBelowFromXcode10UntilXcode12_2() throws {
        // A 25-point pop-up held 20 above the root's bottom: its frame reaches 3 below the
        // alignment rectangle in Xcode 10–12.0 files (iglance 17156, AgoraIO 14490/15505)
        // and before them (PostgresApp 10117, KeepingYouAwake 11762), 4 from 12.2 on.
        // y-up: 20 − 3 = 17, or 16.
        func bottomPinned(_ toolsVersion: String) throws -> Rect? {
            let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: Self.popUp(width: 100, height: 25), constraints: """
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="20" id="k2"/>
                """)
            return LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib")))["b"]
        }
        #expect(try bottomPinned("17156") == rect(18, 17, 100, 25))
        #expect(try bottomPinned("14490") == rect(18, 17, 100, 25))
        #expect(try bottomPinned("10116") == rect(18, 17, 100, 25))
        #expect(try bottomPinned("23094") == rect(17, 16, 100, 25))
    }

    static func largePopUp(width: Double) -> String {
        popUp(width: width, height: 40).replacingOccurrences(of: #"inset="2""#, with: #"inset="2" controlSize="large""#)
    }

    @Test func largePopUpsOverhangSixAboveAndBelowAndFiveAtTheSides() throws {
        // NSControl.ControlSize.large (macOS 11+): Aerial's 40-point pop-ups (21223–23504).
        // y-up: 200 − 20 + 6 − 40 = 146; below 6 more when held from under.
        let f = try frame(of: Self.largePopUp(width: 120), toolsVersion: "23094")
        #expect(f == rect(15, 146, 120, 40))
    }

    @Test func largeCheckBoxesAndRadioButtonsOverhangTwoAndAHalfAboveAndThreeBefore() throws {
        // Aerial's 22-point large check boxes and radio buttons: y-up 200 − 20 + 2.5 − 22 =
        // 160.5, a tie that files from Xcode 13 round up the screen (with 2 above: 160).
        let check = #"type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" controlSize="large" inset="2""#
        let checkFrame = try frame(of: Self.button(cell: check, width: 100, height: 22), toolsVersion: "23094")
        #expect(checkFrame == rect(17, 161, 100, 22))
        let radio = #"type="radio" title="Radio" bezelStyle="regularSquare" imagePosition="left" controlSize="large" inset="2""#
        let radioFrame = try frame(of: Self.button(cell: radio, width: 100, height: 22), toolsVersion: "22154")
        #expect(radioFrame == rect(17, 161, 100, 22))
    }


    @Test func borderedSmallSquareButtonsOverhangAPointAboveAndBelow() throws {
        // The "+"/"−" buttons under lists (Thor, selfcontrol, OpenEmu, SourceView-Swift):
        // 22-point frames around 20-point alignment rectangles, none at the sides.
        let cell = #"type="smallSquare" bezelStyle="smallSquare" imagePosition="only" alignment="center" borderStyle="border" inset="2""#
        #expect(try frame(of: Self.button(cell: cell, width: 22, height: 22), toolsVersion: "19162") == rect(20, 159, 22, 22))
        // Without a border it draws no bezel and aligns on its frame.
        let borderless = #"type="smallSquare" bezelStyle="smallSquare" imagePosition="only" alignment="center" inset="2""#
        #expect(try frame(of: Self.button(cell: borderless, width: 22, height: 22), toolsVersion: "19162") == rect(20, 158, 22, 22))
    }


    @Test func tallSlidersReserveSixBelowWithOrWithoutTickMarks() throws {
        // A 28-point slider held 20 above the root's bottom: its frame reaches 6 below the
        // alignment rectangle whether it shows tick marks (simplenote, Aerial, iina-plus) or
        // not (iina, AgoraIO), and large ones (Aerial) alike: y-up 20 − 6 = 14.
        for cell in [#"state="on" alignment="left" maxValue="100" tickMarkPosition="above" sliderType="linear""#,
                     #"state="on" alignment="left" maxValue="100" tickMarkPosition="below" numberOfTickMarks="10" sliderType="linear""#,
                     #"controlSize="large" state="on" alignment="left" maxValue="100" tickMarkPosition="above" numberOfTickMarks="5" sliderType="linear""#] {
            let slider = """
                <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="0.0" y="0.0" width="184" height="28"/>
                    <sliderCell key="cell" \(cell) id="b-cell"/>
                </slider>
                """
            let text = DocumentFixture.appKitXIB(toolsVersion: "23094", subviews: slider, constraints: """
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="20" id="k2"/>
                """)
            let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib"))
            #expect(LayoutFixture.frames(layout)["b"] == rect(18, 14, 184, 28), "\(cell)")
        }
    }


    /// A box with id `b` held 114 × 94 (its alignment rectangle), its title where `title`
    /// puts it.
    static func box(title: String) -> String {
        """
        <box \(title) translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="0.0" y="0.0" width="120" height="100"/>
            <view key="contentView" id="b-content">
                <rect key="frame" x="3" y="3" width="114" height="82"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
            <constraints>
                <constraint firstAttribute="width" constant="114" id="w"/>
                <constraint firstAttribute="height" constant="94" id="h"/>
            </constraints>
        </box>
        """
    }

    @Test func titledBoxesStartAtTheirTopEdgeUntilTheyAlignOnTheirFramesFrom15_3() throws {
        // A titled box 20 below the top: its frame starts there in MacDown's and xamarin's
        // files (12118, 9532) and in wonkwh's and amake's (14460, 14490). Held 94 high:
        // 20 + 94 + 4 ends 118 below the top, a frame 98 high.
        let box = Self.box(title: #"title="Box""#)
        #expect(try frame(of: box, toolsVersion: "12118") == rect(17, 82, 120, 98))
        #expect(try frame(of: box, toolsVersion: "14460.31") == rect(17, 82, 120, 98))
        // The title's default position written out is the same box.
        let atTop = Self.box(title: #"title="Box" titlePosition="atTop""#)
        #expect(try frame(of: atTop, toolsVersion: "14490.70") == rect(17, 82, 120, 98))
        // From Xcode 26 its frame is its alignment rectangle (Mos, Aria2D).
        #expect(try frame(of: box, toolsVersion: "24127") == rect(20, 86, 114, 94))
    }

    @Test func untitledBoxesOverhangTwoAboveFromXcode10() throws {
        // Fluor's, Sequel-Ace's and OpenEmu's untitled boxes (16096–18122): 2 above, a
        // frame 100 high from 18 below the top.
        let box = Self.box(title: #"titlePosition="noTitle""#)
        #expect(try frame(of: box, toolsVersion: "16097") == rect(17, 82, 120, 100))
        #expect(try frame(of: box, toolsVersion: "12118") == rect(17, 82, 120, 98))
        #expect(try frame(of: box, toolsVersion: "24127") == rect(20, 86, 114, 94))
    }


    @Test func regularSteppersOverhangThreeAtTheSidesBeforeXcode15_3() throws {
        // xamarin's and MacDown's 19 × 27 steppers: y-up 200 − 20 + 2 − 27 = 155.
        let stepper = """
            <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0.0" y="0.0" width="19" height="27"/>
                <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="b-cell"/>
            </stepper>
            """
        #expect(try frame(of: stepper, toolsVersion: "9532") == rect(17, 155, 19, 27))
        let modern = stepper.replacingOccurrences(of: #"width="19" height="27""#, with: #"width="13" height="20""#)
        #expect(try frame(of: modern, toolsVersion: "24127") == rect(20, 160, 13, 20))
    }


    @Test func smallCheckBoxesOverhangAPointBeforeAndAbove() throws {
        // Sequel-Ace's (17156) and HexFiend's (22155) 16-point small check boxes.
        let cell = #"type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" controlSize="small" inset="2""#
        #expect(try frame(of: Self.button(cell: cell, width: 60, height: 16), toolsVersion: "17156") == rect(19, 165, 60, 16))
        #expect(try frame(of: Self.button(cell: cell, width: 60, height: 16), toolsVersion: "22155") == rect(19, 165, 60, 16))
    }


    @Test func smallPopUpsOverhangTwoAboveFromXcode12_2() throws {
        // HexFiend's 22-point small pop-ups (22155): y-up 200 − 20 + 2 − 22 = 160, 4 before;
        // TableTool's (13122): 1 above and 3 before.
        let small = Self.popUp(width: 88, height: 22).replacingOccurrences(of: #"inset="2""#, with: #"inset="2" controlSize="small""#)
        #expect(try frame(of: small, toolsVersion: "22155") == rect(16, 160, 88, 22))
        #expect(try frame(of: small, toolsVersion: "13122") == rect(17, 159, 88, 22))
    }

}
