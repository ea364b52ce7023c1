import Foundation
@testable import SceneCommands
@testable import SceneLayout
@testable import SceneModel
import SceneXML
import Testing
import TestSupport

/// A command line run leaves `check`'s last document to the process's exit
/// (`KeptUntilExit`): the layout keeps only the last root's builder, so a document's other
/// builders are still freed as soon as their frames are read; `check` keeps its last document
/// only when it checks documents one at a time (on several threads the last may finish while
/// another is still being laid out); nothing is kept unless the command line switched it on.
/// One serialized suite: `KeptUntilExit.isEnabled` is process-wide, and only this suite sets it.
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

    static func load(_ text: String) throws -> SceneDocument {
        try SceneDocument(xml: SceneXMLDocument(bytes: Array(text.utf8), path: "inline.xib"))
    }

    static func frames(_ layout: DocumentLayout) -> [String: Rect] {
        Dictionary(layout.allViews.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    /// The builders `KeptUntilExit` holds for `document`, by their roots' ids.
    static func keptRoots(of document: SceneDocument) -> [String] {
        KeptUntilExit.keptValues.compactMap { $0 as? LayoutBuilder }.filter { $0.document === document }.map(\.root.id)
    }

    @Test func keepsNothingUnlessSwitchedOn() throws {
        #expect(!KeptUntilExit.isEnabled)
        weak var freed: SceneDocument?
        try {
            let document = try Self.load(Self.twoRoots)
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
        let document = try Self.load(Self.twoRoots)
        let other = try Self.load(Self.twoRoots)
        KeptUntilExit.isEnabled = true
        defer { KeptUntilExit.isEnabled = false }
        var engine = SceneLayoutEngine()
        let plain = engine.layout(other)
        engine.keepsLastBuilderUntilExit = true
        let kept = engine.layout(document)
        #expect(Self.keptRoots(of: document) == ["second"])
        #expect(Self.keptRoots(of: other).isEmpty)
        // Keeping changes nothing in the layout.
        #expect(Self.frames(kept) == Self.frames(plain))
        #expect(kept.scenes.map(\.views.count) == [2])
    }

    static let oneView = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </view>
            </objects>
        </document>
        """

    /// The paths of the documents whose models `KeptUntilExit` holds, among `paths`.
    static func keptPaths(among paths: [String]) -> Set<String> {
        Set(KeptUntilExit.keptValues.compactMap { ($0 as? SceneDocument)?.path }.filter(paths.contains))
    }

    @Test func keepsTheLastDocumentOnlyWhenCheckingOneAtATime() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        KeptUntilExit.isEnabled = true
        defer { KeptUntilExit.isEnabled = false }
        let runs: [(jobs: Int?, count: Int)] = [(1, 2), (2, 2), (nil, 1)]
        for (number, run) in runs.enumerated() {
            let paths = try (0..<run.count).map { try folder.file("run\(number)-\($0).xib", Self.oneView).path }
            var options = CheckCommand.Options(paths: paths)
            options.jobs = run.jobs
            let output = CheckCommand.run(options)
            #expect(output.exitCode == 0)
            let expected: Set<String> = run.count == 1 || run.jobs == 1 ? [paths.last!] : []
            #expect(Self.keptPaths(among: paths) == expected, "jobs \(String(describing: run.jobs)), \(run.count) documents")
        }
    }
}
