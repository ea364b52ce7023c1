@testable import SceneLayout
import SceneModel
import TestSupport
import Testing

/// Another layout pass runs only when an inset some rule read moved
/// (`LayoutBuilder.hasSameGeometryDependentInsets(as:comparingEveryInset:)`): an inset
/// nothing read reaches no equation, so that pass would solve the same equations again. The
/// oracle is the engine that runs another pass when any view's inset moved
/// (`settlesOnReadInsets` off, as before): frames, ambiguity, misplacement and diagnostics
/// must be exactly the same.
@Suite struct ReadInsetsPassTests {
    /// A top-level view under the status bar: `box` is drawn at y 0 and solved 12.75 down, so
    /// its safe area's top moves from 20 (stored frame) to 7.25 (solved). `inner` hangs from
    /// the box's top margin (which reads that safe area) or from its top edge (nothing reads it).
    static func document(innerOnMargin: Bool) -> String {
        let innerTop = innerOnMargin
            ? #"<constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="topMargin" id="inner-t"/>"#
            : #"<constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="8" id="inner-t"/>"#
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                        <rect key="frame" x="8" y="8" width="100" height="30"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="8" id="inner-l"/>
                                    <constraint firstItem="inner" firstAttribute="width" constant="100" id="inner-w"/>
                                    <constraint firstItem="inner" firstAttribute="height" constant="30" id="inner-h"/>
                                    \(innerTop)
                                    <constraint firstItem="box" firstAttribute="height" constant="100" id="box-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="box-l"/>
                            <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="box-r"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12.75" id="box-t"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    static func engine(settlesOnReadInsets: Bool) -> SceneLayoutEngine {
        var engine = SceneLayoutEngine()
        engine.settlesOnReadInsets = settlesOnReadInsets
        return engine
    }

    static func sameLayout(_ document: SceneDocument, traits: TraitCollection?) -> Bool {
        EngineComparison.sameLayout(engine(settlesOnReadInsets: true), engine(settlesOnReadInsets: false), document, traits: traits)
    }

    /// Whether each root's settled builder is a later pass's (it read solved frames), in the
    /// document's own configuration.
    static func laterPasses(_ document: SceneDocument, settlesOnReadInsets: Bool) -> [Bool] {
        EngineComparison.settledBuilders(document, engine: engine(settlesOnReadInsets: settlesOnReadInsets)).map { $0.geometry != nil }
    }

    /// Nothing reads the box's margins: one pass, where comparing every inset ran two, and
    /// the same layout.
    @Test func anInsetNothingReadRunsNoPass() throws {
        let document = try LayoutFixture.document(Self.document(innerOnMargin: false), path: "unread.xib")
        #expect(Self.laterPasses(document, settlesOnReadInsets: false) == [true])
        #expect(Self.laterPasses(document, settlesOnReadInsets: true) == [false])
        let same = Self.sameLayout(document, traits: nil)
        #expect(same)
    }

    /// The box's top margin is named: the second pass runs and moves `inner` (20 + 8 below
    /// the box's top from the stored frame, 7.25 + 8 from the solved one, drawn at 15).
    @Test func anInsetARuleReadStillRunsThePass() throws {
        let document = try LayoutFixture.document(Self.document(innerOnMargin: true), path: "read.xib")
        #expect(Self.laterPasses(document, settlesOnReadInsets: true) == [true])
        let same = Self.sameLayout(document, traits: nil)
        #expect(same)
        let inner = try #require(Self.engine(settlesOnReadInsets: true).layout(document).allViews.first { $0.id == "inner" })
        #expect(inner.frame.y == 15)
    }

    /// Every corpus document in its own configuration, and every tenth iOS one on a small
    /// phone and a large iPad; some roots of every tenth document settle a pass earlier.
    @Test func readInsetsChangeNothingOnTheCorpus() throws {
        guard Corpus.isAvailable else { return }
        var compared = 0, passesSaved = 0
        try CorpusDeviceSamples.forEach { sample in
            for traits in sample.configurations {
                // The answer first: a failing `#expect` describes its arguments, and a
                // document's description is the whole view tree.
                // The default engine settles on read insets: its layout is the shared one.
                let same = EngineComparison.sameLayout(sample.defaultLayout(traits: traits), Self.engine(settlesOnReadInsets: false),
                                                       sample.document, traits: traits)
                #expect(same, "\(sample.name) \(traits?.deviceID ?? "own traits")")
                compared += 1
            }
            if sample.isSampled {
                let read = Self.laterPasses(sample.document, settlesOnReadInsets: true)
                let every = Self.laterPasses(sample.document, settlesOnReadInsets: false)
                passesSaved += zip(read, every).filter { !$0 && $1 }.count
                // Never a later pass where comparing every inset settled earlier.
                #expect(!zip(read, every).contains { $0 && !$1 }, "\(sample.name)")
            }
        }
        #expect(compared > 400)
        #expect(passesSaved > 0)
    }
}
