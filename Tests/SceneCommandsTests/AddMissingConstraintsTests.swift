import Foundation
@testable import SceneCommands
import SceneLayout
import SceneModel
import SceneXML
import Testing
import TestSupport

/// One small document per rule of Add Missing Constraints.
@Suite struct AddMissingConstraintsTests {
    /// A phone storyboard (375 × 667) whose root holds a 375 × 300 container at y = 100,
    /// fully constrained; `content` goes into the container's `<subviews>`, `constraints`
    /// into its `<constraints>` (omitted when empty). A plain view's margins are 8.
    static func storyboard(_ content: String, constraints: String = "") -> String {
        let held = constraints.isEmpty ? "" : """

                                    <constraints>
        \(constraints)
                                    </constraints>
        """
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-AA-aaa" userLabel="Container">
                                        <rect key="frame" x="0.0" y="100" width="375" height="300"/>
                                        <subviews>
        \(content)
                                        </subviews>
                                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>\(held)
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="cnt-AA-aaa" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" id="c01-AA-aaa"/>
                                    <constraint firstAttribute="trailing" secondItem="cnt-AA-aaa" secondAttribute="trailing" id="c02-AA-aaa"/>
                                    <constraint firstItem="cnt-AA-aaa" firstAttribute="top" secondItem="8bC-Xf-vdC" secondAttribute="top" constant="100" id="c03-AA-aaa"/>
                                    <constraint firstItem="cnt-AA-aaa" firstAttribute="height" constant="300" id="c04-AA-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="139" y="4"/>
                </scene>
            </scenes>
        </document>

        """
    }

    /// A plain view in the container, with optional constraints of its own.
    static func box(_ id: String, _ name: String, x: Double, y: Double, width: Double, height: Double, own: [String] = []) -> String {
        let f = XcodeNumberFormat.string
        var text = """
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
                                                <rect key="frame" x="\(f(x))" y="\(f(y))" width="\(f(width))" height="\(f(height))"/>
                                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        """
        if !own.isEmpty {
            text += "\n                                        <constraints>\n"
            text += own.map { "                                            " + $0 }.joined(separator: "\n")
            text += "\n                                        </constraints>"
        }
        return text + "\n                                    </view>"
    }

    /// Pins in the container's `<constraints>`, in Xcode's forms.
    static func leading(_ id: String, _ value: Double, _ cid: String) -> String {
        "                                    <constraint firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"cnt-AA-aaa\" secondAttribute=\"leading\" constant=\"\(XcodeNumberFormat.string(value))\" id=\"\(cid)\"/>"
    }
    static func top(_ id: String, _ value: Double, _ cid: String) -> String {
        "                                    <constraint firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"cnt-AA-aaa\" secondAttribute=\"top\" constant=\"\(XcodeNumberFormat.string(value))\" id=\"\(cid)\"/>"
    }
    static func trailing(_ id: String, _ value: Double, _ cid: String) -> String {
        "                                    <constraint firstAttribute=\"trailing\" secondItem=\"\(id)\" secondAttribute=\"trailing\" constant=\"\(XcodeNumberFormat.string(value))\" id=\"\(cid)\"/>"
    }
    static func size(_ attribute: String, _ value: Double, _ cid: String) -> String {
        "<constraint firstAttribute=\"\(attribute)\" constant=\"\(XcodeNumberFormat.string(value))\" id=\"\(cid)\"/>"
    }

    struct Outcome {
        var result: MissingConstraintPlanner.Result
        var text: String
        var original: String
        /// The `<constraint>` lines the run added, trimmed.
        var addedLines: [String] {
            let before = Set(original.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
            return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("<constraint ") && !before.contains($0) }
        }
        var descriptions: [String] { result.additions.map(\.description) }
        /// Ids replaced by their order of appearance, so expectations do not spell them.
        var addedLinesWithoutIDs: [String] {
            addedLines.map { $0.replacingOccurrences(of: #" id="[^"]*""#, with: "", options: .regularExpression) }
        }
    }

    static func run(_ source: String, viewID: String? = nil) throws -> Outcome {
        let document = try SceneDocument(xml: SceneXMLDocument(bytes: Array(source.utf8), path: "test.storyboard"))
        let result = try MissingConstraintPlanner().addMissingConstraints(to: document, viewID: viewID)
        let text = String(decoding: try result.document.xml.bytesForSaving(), as: UTF8.self)
        return Outcome(result: result, text: text, original: source)
    }

    /// After the run: nothing open, nothing moved, nothing conflicting.
    static func expectSettled(_ outcome: Outcome, sourceLocation: SourceLocation = #_sourceLocation) {
        for view in outcome.result.layout.allViews {
            #expect(!view.ambiguous, "\(view.name) still ambiguous", sourceLocation: sourceLocation)
            #expect(!view.misplaced, "\(view.name) moved to \(view.frame)", sourceLocation: sourceLocation)
            #expect(!view.conflicting, "\(view.name) conflicting", sourceLocation: sourceLocation)
        }
        #expect(outcome.result.leftovers.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func theNearestSiblingEdgeWinsOverTheSuperviewOnlyWhenItOverlapsAcross() throws {
        // A is placed; B sits 10 points right of A at A's height; C sits at B's x but below A.
        let source = Self.storyboard([
            Self.box("aaa-AA-aaa", "A", x: 20, y: 20, width: 100, height: 50, own: [Self.size("width", 100, "a01-AA-aaa"), Self.size("height", 50, "a02-AA-aaa")]),
            Self.box("bbb-BB-bbb", "B", x: 130, y: 20, width: 100, height: 50, own: [Self.size("width", 100, "b01-BB-bbb"), Self.size("height", 50, "b02-BB-bbb")]),
            Self.box("ccc-CC-ccc", "C", x: 130, y: 200, width: 100, height: 50, own: [Self.size("width", 100, "c01-CC-ccc"), Self.size("height", 50, "c02-CC-ccc")]),
        ].joined(separator: "\n"), constraints: [
            Self.leading("aaa-AA-aaa", 20, "a03-AA-aaa"), Self.top("aaa-AA-aaa", 20, "a04-AA-aaa"),
            Self.top("bbb-BB-bbb", 20, "b03-BB-bbb"), Self.top("ccc-CC-ccc", 200, "c03-CC-ccc"),
        ].joined(separator: "\n"))
        let outcome = try Self.run(source)
        #expect(Set(outcome.descriptions) == ["B.leading = A.trailing + 10", "C.leading = Superview.leading + 130"])
        #expect(Set(outcome.addedLinesWithoutIDs) == [
            #"<constraint firstItem="bbb-BB-bbb" firstAttribute="leading" secondItem="aaa-AA-aaa" secondAttribute="trailing" constant="10"/>"#,
            #"<constraint firstItem="ccc-CC-ccc" firstAttribute="leading" secondItem="cnt-AA-aaa" secondAttribute="leading" constant="130"/>"#,
        ])
        Self.expectSettled(outcome)
    }

    @Test func aViewAtTheMarginIsTiedToTheMarginOthersToTheEdge() throws {
        let source = Self.storyboard([
            Self.box("ddd-DD-ddd", "D", x: 8, y: 20, width: 100, height: 50, own: [Self.size("width", 100, "d01-DD-ddd"), Self.size("height", 50, "d02-DD-ddd")]),
            Self.box("eee-EE-eee", "E", x: 30, y: 100, width: 100, height: 50, own: [Self.size("width", 100, "e01-EE-eee"), Self.size("height", 50, "e02-EE-eee")]),
            Self.box("fff-FF-fff", "F", x: 259, y: 200, width: 108, height: 50, own: [Self.size("height", 50, "f01-FF-fff")]),
        ].joined(separator: "\n"), constraints: [
            Self.top("ddd-DD-ddd", 20, "d03-DD-ddd"), Self.top("eee-EE-eee", 100, "e03-EE-eee"),
            Self.top("fff-FF-fff", 200, "f02-FF-fff"), Self.leading("fff-FF-fff", 259, "f03-FF-fff"),
        ].joined(separator: "\n"))
        let outcome = try Self.run(source)
        // F's width is open and its trailing edge sits on the container's right margin
        // (375 − 8): the margin closes it, written superview first as Xcode does.
        #expect(Set(outcome.descriptions) == ["D.leading = Superview.leadingMargin", "E.leading = Superview.leading + 30",
                                              "Superview.trailingMargin = F.trailing"])
        #expect(Set(outcome.addedLinesWithoutIDs) == [
            #"<constraint firstItem="ddd-DD-ddd" firstAttribute="leading" secondItem="cnt-AA-aaa" secondAttribute="leadingMargin"/>"#,
            #"<constraint firstItem="eee-EE-eee" firstAttribute="leading" secondItem="cnt-AA-aaa" secondAttribute="leading" constant="30"/>"#,
            #"<constraint firstAttribute="trailingMargin" secondItem="fff-FF-fff" secondAttribute="trailing"/>"#,
        ])
        Self.expectSettled(outcome)
    }

    @Test func aFixedSizeOnlyWhereNothingElseCanGiveIt() throws {
        // G: a plain view open in width, far from any edge on the right: a fixed width.
        // H: open in width, 12 points from the container's trailing edge: that edge.
        // The label is open in X position only: its text gives the width, so no width.
        let label = """
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-LL-lll">
                                                <rect key="frame" x="40" y="250" width="45" height="20.5"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
        """
        let source = Self.storyboard([
            Self.box("ggg-GG-ggg", "G", x: 20, y: 20, width: 100, height: 50, own: [Self.size("height", 50, "g01-GG-ggg")]),
            Self.box("hhh-HH-hhh", "H", x: 20, y: 100, width: 343, height: 50, own: [Self.size("height", 50, "h01-HH-hhh")]),
            label,
        ].joined(separator: "\n"), constraints: [
            Self.leading("ggg-GG-ggg", 20, "g02-GG-ggg"), Self.top("ggg-GG-ggg", 20, "g03-GG-ggg"),
            Self.leading("hhh-HH-hhh", 20, "h02-HH-hhh"), Self.top("hhh-HH-hhh", 100, "h03-HH-hhh"),
            Self.top("lbl-LL-lll", 250, "l01-LL-lll"),
        ].joined(separator: "\n"))
        let outcome = try Self.run(source)
        #expect(Set(outcome.descriptions) == ["G.width = 100", "Superview.trailing = H.trailing + 12", "Name.leading = Superview.leading + 40"])
        #expect(!outcome.descriptions.contains { $0.hasPrefix("Name.width") })
        Self.expectSettled(outcome)
    }

    @Test func xPositionOrWidthGetsThePositionThatKeepsTheFrame() throws {
        // Pinned by its trailing edge only: "X position or width". Leading closes both.
        let source = Self.storyboard(
            Self.box("iii-II-iii", "I", x: 40, y: 20, width: 200, height: 50, own: [Self.size("height", 50, "i01-II-iii")]),
            constraints: [Self.trailing("iii-II-iii", 135, "i02-II-iii"), Self.top("iii-II-iii", 20, "i03-II-iii")].joined(separator: "\n"))
        let before = SceneLayoutEngine().layout(try SceneDocument(xml: SceneXMLDocument(bytes: Array(source.utf8), path: "t")))
        #expect(before.allViews.first { $0.id == "iii-II-iii" }?.ambiguity?.needs == [[.xPosition, .width]])
        let outcome = try Self.run(source)
        #expect(outcome.descriptions == ["I.leading = Superview.leading + 40"])
        Self.expectSettled(outcome)
    }

    @Test func idsAreFreshInInterfaceBuilderStyleAndRepeatable() throws {
        let source = Self.storyboard([
            Self.box("jjj-JJ-jjj", "J", x: 20, y: 20, width: 100, height: 50),
            Self.box("kkk-KK-kkk", "K", x: 200, y: 150, width: 60, height: 40),
        ].joined(separator: "\n"))
        let first = try Self.run(source), second = try Self.run(source)
        let ids = first.result.additions.map(\.id)
        #expect(ids.count == 8)   // two views, each: leading, top, width, height
        #expect(Set(ids).count == ids.count)
        let taken = Set(try SceneXMLDocument(bytes: Array(source.utf8), path: "t").root.descendants.compactMap { $0.attribute("id") })
        for id in ids {
            #expect(id.wholeMatch(of: /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/) != nil, "\(id)")
            #expect(!taken.contains(id))
        }
        #expect(second.text == first.text)
        Self.expectSettled(first)
    }

    @Test func newElementsAreIndentedLikeTheirSiblingsAndPlacedWhereXcodeWritesThem() throws {
        // The container has no <constraints> and the view none either: both are created,
        // after the background colour, one level deeper than the element.
        let source = Self.storyboard(Self.box("mmm-MM-mmm", "M", x: 20, y: 30, width: 100, height: 50))
        let outcome = try Self.run(source)
        let text = outcome.text
        let ids = outcome.result.additions.map(\.id)
        try #require(ids.count == 4)
        let byDescription = Dictionary(uniqueKeysWithValues: outcome.result.additions.map { ($0.description, $0.id) })
        let width = try #require(byDescription["M.width = 100"]), height = try #require(byDescription["M.height = 50"])
        let leading = try #require(byDescription["M.leading = Superview.leading + 20"])
        let top = try #require(byDescription["M.top = Superview.top + 30"])
        #expect(text.contains("""
                                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="100" id="\(width)"/>
                                                    <constraint firstAttribute="height" constant="50" id="\(height)"/>
                                                </constraints>
                                            </view>
        """))
        #expect(text.contains("""
                                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        <constraints>
                                            <constraint firstItem="mmm-MM-mmm" firstAttribute="leading" secondItem="cnt-AA-aaa" secondAttribute="leading" constant="20" id="\(leading)"/>
                                            <constraint firstItem="mmm-MM-mmm" firstAttribute="top" secondItem="cnt-AA-aaa" secondAttribute="top" constant="30" id="\(top)"/>
                                        </constraints>
                                    </view>
        """))
        // Appended to an existing <constraints>: indented like the constraints before it.
        let withSiblings = Self.storyboard(Self.box("nnn-NN-nnn", "N", x: 20, y: 30, width: 100, height: 50, own: [Self.size("width", 100, "n01-NN-nnn")]),
                                           constraints: [Self.leading("nnn-NN-nnn", 20, "n02-NN-nnn"), Self.top("nnn-NN-nnn", 30, "n03-NN-nnn")].joined(separator: "\n"))
        let appended = try Self.run(withSiblings)
        let heightID = try #require(appended.result.additions.first?.id)
        #expect(appended.text.contains("""
                                                    <constraint firstAttribute="width" constant="100" id="n01-NN-nnn"/>
                                                    <constraint firstAttribute="height" constant="50" id="\(heightID)"/>
                                                </constraints>
        """))
        // Everything else byte for byte: removing the added lines gives the original back.
        let added = Set(appended.addedLines)
        let stripped = appended.text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !added.contains($0.trimmingCharacters(in: .whitespaces)) }.joined(separator: "\n")
        #expect(stripped == withSiblings)
        Self.expectSettled(outcome)
        Self.expectSettled(appended)
        #expect(try SceneSchema.load().validate(SceneXMLDocument(bytes: Array(text.utf8), path: "t")).isEmpty)
    }

    @Test func anArrangedViewGainingItsFirstConstraintStopsTranslatingItsMask() throws {
        // A vertical stack aligned leading: a plain arranged view's width is open.
        let stack = """
                                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="stk-SS-sss">
                                                <rect key="frame" x="20" y="20" width="200" height="100"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" id="arr-AA-aaa" userLabel="Arranged">
                                                        <rect key="frame" x="0.0" y="0.0" width="120" height="100"/>
                                                        <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                    </view>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="200" id="s01-SS-sss"/>
                                                    <constraint firstAttribute="height" constant="100" id="s02-SS-sss"/>
                                                </constraints>
                                            </stackView>
        """
        let source = Self.storyboard(stack, constraints: [Self.leading("stk-SS-sss", 20, "s03-SS-sss"), Self.top("stk-SS-sss", 20, "s04-SS-sss")].joined(separator: "\n"))
        let outcome = try Self.run(source)
        #expect(outcome.descriptions == ["Arranged.width = 120"])
        #expect(outcome.text.contains(#"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="arr-AA-aaa" userLabel="Arranged">"#))
        Self.expectSettled(outcome)
    }

    @Test func viewsInUnsatisfiableConstraintsAreLeftAlone() throws {
        // P is open in X position and caught in two required widths that disagree.
        let source = Self.storyboard(
            Self.box("ppp-PP-ppp", "P", x: 20, y: 20, width: 100, height: 50,
                     own: [Self.size("width", 100, "p01-PP-ppp"), Self.size("width", 120, "p02-PP-ppp"), Self.size("height", 50, "p03-PP-ppp")]),
            constraints: Self.top("ppp-PP-ppp", 20, "p04-PP-ppp"))
        let outcome = try Self.run(source)
        #expect(outcome.result.additions.isEmpty)
        #expect(outcome.result.leftovers.map(\.viewID) == ["ppp-PP-ppp"])
        #expect(outcome.result.leftovers.first?.conflicting == true)
        #expect(outcome.text == source)
    }

    @Test func aSettledDocumentIsNotTouched() throws {
        let source = Self.storyboard(Self.box("qqq-QQ-qqq", "Q", x: 20, y: 20, width: 100, height: 50,
                                              own: [Self.size("width", 100, "q01-QQ-qqq"), Self.size("height", 50, "q02-QQ-qqq")]),
                                     constraints: [Self.leading("qqq-QQ-qqq", 20, "q03-QQ-qqq"), Self.top("qqq-QQ-qqq", 20, "q04-QQ-qqq")].joined(separator: "\n"))
        let outcome = try Self.run(source)
        #expect(outcome.result.additions.isEmpty)
        #expect(!outcome.result.document.xml.isModified)
        #expect(outcome.text == source)
    }

    @Test func onlyTheNamedView() throws {
        let source = Self.storyboard([
            Self.box("rrr-RR-rrr", "R", x: 20, y: 20, width: 100, height: 50, own: [Self.size("width", 100, "r01-RR-rrr"), Self.size("height", 50, "r02-RR-rrr")]),
            Self.box("sss-SS-sss", "S", x: 20, y: 100, width: 100, height: 50, own: [Self.size("width", 100, "s01-SS-sss"), Self.size("height", 50, "s02-SS-sss")]),
        ].joined(separator: "\n"), constraints: [Self.top("rrr-RR-rrr", 20, "r03-RR-rrr"), Self.top("sss-SS-sss", 100, "s03-SS-sss")].joined(separator: "\n"))
        let outcome = try Self.run(source, viewID: "sss-SS-sss")
        #expect(outcome.descriptions == ["S.leading = Superview.leading + 20"])
        #expect(outcome.result.leftovers.isEmpty)
        #expect(outcome.result.layout.allViews.first { $0.id == "rrr-RR-rrr" }?.ambiguous == true)
    }

    @Test func aStackPositionedByItsFrameIsConstrainedItself() throws {
        // A vertical stack drawn 375 × 200 at (0, 50), `fixedFrame` and with no constraint,
        // holding two views of equal height: their heights follow the stack's open size.
        // Interface Builder's fix is the stack's own position and size, as drawn; the
        // arranged views then follow and nothing moves.
        let stack = """
                                            <stackView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-AA-aaa" userLabel="Stack">
                                                <rect key="frame" x="0.0" y="50" width="375" height="200"/>
                                                <subviews>
        \(Self.box("one-AA-aaa", "One", x: 0, y: 0, width: 375, height: 100))
        \(Self.box("two-AA-aaa", "Two", x: 0, y: 100, width: 375, height: 100))
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="one-AA-aaa" firstAttribute="height" secondItem="two-AA-aaa" secondAttribute="height" id="eq1-AA-aaa"/>
                                                </constraints>
                                            </stackView>
        """
        let source = Self.storyboard(stack)
        let before = SceneLayoutEngine().layout(try SceneDocument(xml: SceneXMLDocument(bytes: Array(source.utf8), path: "test.storyboard")))
        #expect(before.allViews.filter(\.ambiguous).map(\.id).sorted() == ["one-AA-aaa", "two-AA-aaa"])
        let outcome = try Self.run(source)
        Self.expectSettled(outcome)
        #expect(outcome.result.additions.allSatisfy { $0.viewID == "stk-AA-aaa" })
        #expect(outcome.descriptions.contains("Stack.height = 200"))
        #expect(!outcome.text.contains("fixedFrame"))
    }
}
