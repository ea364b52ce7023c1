@testable import SceneLayout
@testable import SceneModel
import Testing

/// A command line run leaves its last document's objects to the process's exit
/// (`KeptUntilExit`); the layout keeps only the last root's builder, so a document's
/// other builders are still freed as soon as their frames are read, and nothing is kept
/// unless the command line switched it on.
@Suite(.serialized) struct KeptUntilExitTests {
    /// Two top-level views, each a root the engine lays out with its own builder.
    static let twoRoots = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="first">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="10" y="10" width="100" height="50"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="first" secondAttribute="leading" constant="10" id="a1"/>
                        <constraint firstItem="a" firstAttribute="top" secondItem="first" secondAttribute="top" constant="10" id="a2"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" id="second">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                </view>
            </objects>
        </document>
        """

    /// The builders `KeptUntilExit` holds for `document`, by their roots' ids.
    static func keptRoots(of document: SceneDocument) -> [String] {
        KeptUntilExit.keptValues.compactMap { $0 as? LayoutBuilder }.filter { $0.document === document }.map(\.root.id)
    }

    @Test func keepsNothingUnlessSwitchedOn() throws {
        #expect(!KeptUntilExit.isEnabled)
        weak var freed: SceneDocument?
        try {
            let document = try LayoutFixture.document(Self.twoRoots)
            freed = document
            KeptUntilExit.keep(document)
            var engine = SceneLayoutEngine()
            engine.keepsLastBuilderUntilExit = true
            _ = engine.layout(document)
            #expect(Self.keptRoots(of: document).isEmpty)
        }()
        #expect(freed == nil)
    }

    @Test func keepsTheLastRootsBuilderOnly() throws {
        let document = try LayoutFixture.document(Self.twoRoots)
        let other = try LayoutFixture.document(Self.twoRoots)
        KeptUntilExit.isEnabled = true
        defer { KeptUntilExit.isEnabled = false }
        var engine = SceneLayoutEngine()
        let plain = engine.layout(other)
        engine.keepsLastBuilderUntilExit = true
        let kept = engine.layout(document)
        #expect(Self.keptRoots(of: document) == ["second"])
        #expect(Self.keptRoots(of: other).isEmpty)
        // Keeping changes nothing in the layout.
        #expect(LayoutFixture.frames(kept) == LayoutFixture.frames(plain))
        #expect(kept.scenes.map(\.views.count) == [2])
    }
}
