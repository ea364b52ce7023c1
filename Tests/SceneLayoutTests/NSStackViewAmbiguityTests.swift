@testable import SceneLayout
import SceneModel
import Testing
import TestSupport

/// NSStackView leaves no arranged view's size across its axis open (its alignment
/// constraints; Xcode flags no view in an NSStackView of the corpus), while the canvas keeps
/// a view with no size of its own at the size it was drawn with (simplenote's separator
/// centred in its About stack, xamarin's CircleView, Fluor's container).
@Suite struct NSStackViewAmbiguityTests {
    /// A vertical stack pinned to the root's top, leading and trailing edges (260 wide), or
    /// a horizontal one pinned to its top, bottom and leading edges (160 high), holding a
    /// view with a size of its own and a plain view with only a size along the stack,
    /// drawn `drawn` points across where the alignment puts it.
    static func document(orientation: String = "vertical", alignment: String, inStack: Bool = true, drawn: Double = 163) -> String {
        let vertical = orientation == "vertical"
        let across = (vertical ? 260 : 160) - drawn
        let offsets: [String: Double] = ["centerX": across / 2, "centerY": across / 2, "trailing": across, "top": across]
        let offset: Double = offsets[alignment] ?? 0
        let plain = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="\(vertical ? offset : 28)" y="\(vertical ? 0 : offset)" width="\(vertical ? drawn : 4)" height="\(vertical ? 4 : drawn)"/>
                <constraints>
                    <constraint firstAttribute="\(vertical ? "height" : "width")" constant="4" id="own"/>
                </constraints>
            </customView>
            """
        guard inStack else {
            return DocumentFixture.appKitXIB(subviews: plain, constraints: """
                <constraint firstItem="plain" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
                <constraint firstItem="plain" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="y"/>
                """)
        }
        let sized = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="sized">
                <rect key="frame" x="\(vertical ? 30 : 0)" y="\(vertical ? 12 : 30)" width="\(vertical ? 200 : 20)" height="\(vertical ? 20 : 100)"/>
                <constraints>
                    <constraint firstAttribute="width" constant="\(vertical ? 200 : 20)" id="w"/>
                    <constraint firstAttribute="height" constant="\(vertical ? 20 : 100)" id="h"/>
                </constraints>
            </customView>
            """
        let pins = vertical
            ? #"<constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="t"/>"#
            : #"<constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="20" id="b"/>"#
        return DocumentFixture.appKitXIB(subviews: """
            <stackView distribution="fill" orientation="\(orientation)" alignment="\(alignment)" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="\(vertical ? 148 : 20)" width="\(vertical ? 260 : 32)" height="\(vertical ? 32 : 160)"/>
                <subviews>
            \(sized)
            \(plain)
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="y"/>
            \(pins)
            """)
    }

    func views(_ text: String) throws -> [String: ViewLayout] {
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "stack.xib"))
        return Dictionary(layout.allViews.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    // Not `trailing`: there the open x and width are one direction, and the stays (the
    // position at the superview's origin, the size as drawn, both at the lowest priority)
    // disagree; the solver stretches the view to the stack's width, with or without this
    // rule (no such view in the corpus).
    @Test(arguments: ["centerX", "leading"])
    func aPlainViewInAVerticalStackIsNotAmbiguousAndKeepsItsWidth(alignment: String) throws {
        let views = try views(Self.document(alignment: alignment))
        let plain = try #require(views["plain"])
        #expect(!plain.ambiguous)
        #expect(!plain.misplaced)
        #expect(plain.frame.width == 163)
        #expect(plain.frame.height == 4)
    }

    @Test func theDrawnWidthIsKeptWhateverItIs() throws {
        // Not a stretch to the stack's width nor a shrink to zero: the width drawn.
        let plain = try #require(try views(Self.document(alignment: "centerX", drawn: 97))["plain"])
        #expect(!plain.ambiguous)
        #expect(plain.frame.width == 97)
    }

    @Test func aPlainViewInAHorizontalStackIsNotAmbiguousAcrossEither() throws {
        let plain = try #require(try views(Self.document(orientation: "horizontal", alignment: "centerY", drawn: 120))["plain"])
        #expect(!plain.ambiguous)
        #expect(!plain.misplaced)
        #expect(plain.frame.height == 120)
    }

    @Test func theSameViewOutsideAStackIsAmbiguous() throws {
        let plain = try #require(try views(Self.document(alignment: "centerX", inStack: false))["plain"])
        #expect(plain.ambiguous)
    }

    @Test func addMissingConstraintsStillSeesTheOpenWidth() throws {
        // The planner settles what the stack leaves to the canvas (as for UIStackView).
        var engine = SceneLayoutEngine()
        engine.appliesStackAmbiguitySuppression = false
        let layout = engine.layout(try LayoutFixture.document(Self.document(alignment: "centerX"), path: "stack.xib"))
        #expect(layout.allViews.first { $0.id == "plain" }?.ambiguous == true)
    }
}
