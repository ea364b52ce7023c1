import Foundation
import SceneCommands
import SceneModel
import SceneXML
import Testing
import TestSupport

/// update-frames as a command: destinations, dry runs, failures, variations, one view.
@Suite struct UpdateFramesCommandTests {
    static var example: String { Corpus.examplesDirectory.appendingPathComponent("SimpleLabelAndTextField.storyboard").path }
    static var sizeClassExample: String { Corpus.examplesDirectory.appendingPathComponent("TwoButtonsWithSizeClassBasedLayout.storyboard").path }
    static let labelFrame = #"<rect key="frame" x="16" y="43.5" width="45" height="20.5"/>"#
    static let fieldFrame = #"<rect key="frame" x="69" y="40" width="290" height="30"/>"#

    static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
    static func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// The example with the label and the text field moved off their constraints.
    static func shiftedExample() throws -> String {
        var source = try text(example)
        source = source.replacingOccurrences(of: labelFrame, with: #"<rect key="frame" x="46" y="43.5" width="45" height="20.5"/>"#)
        source = source.replacingOccurrences(of: fieldFrame, with: #"<rect key="frame" x="69" y="140" width="290" height="30"/>"#)
        return source
    }

    @Test func dryRunWritesNothingAndPrintsAPatchThatApplies() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let shifted = try folder.file("Shifted.storyboard", try Self.shiftedExample())
        let clean = try folder.file("Clean.storyboard", try Self.text(Self.example))
        let before = try [shifted, clean].map { try Self.bytes($0.path) }
        let dates = try [shifted, clean].map { try FileManager.default.attributesOfItem(atPath: $0.path)[.modificationDate] as? Date }

        let result = UpdateFramesCommand.run(paths: [folder.url.path], options: TraitOptions(), sceneID: nil, viewID: nil, mode: .dryRun)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(try [shifted, clean].map { try Self.bytes($0.path) } == before)
        #expect(try [shifted, clean].map { try FileManager.default.attributesOfItem(atPath: $0.path)[.modificationDate] as? Date } == dates)
        #expect(result.standardError.hasSuffix("would update 2 frames in 1 of 2 files; nothing written\n"), "\(result.standardError)")
        let label = "/" + shifted.path.drop { $0 == "/" }
        #expect(result.standardOutput == """
        --- a\(label)
        +++ b\(label)
        @@ -22,13 +22,13 @@
                                 <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                 <subviews>
                                     <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="71w-Bv-U7O" userLabel="Name Label">
        -                                <rect key="frame" x="46" y="43.5" width="45" height="20.5"/>
        +                                <rect key="frame" x="16" y="43.5" width="45" height="20.5"/>
                                         <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                         <nil key="textColor"/>
                                         <nil key="highlightedColor"/>
                                     </label>
                                     <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Enter Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="9DL-nT-gju" userLabel="Name Text Field">
        -                                <rect key="frame" x="69" y="140" width="290" height="30"/>
        +                                <rect key="frame" x="69" y="40" width="290" height="30"/>
                                         <nil key="textColor"/>
                                         <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                         <textInputTraits key="textInputTraits"/>

        """)
        // The patch turns the file into what the command writes, which is the example.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") {
            let patchFile = try folder.file("changes.patch", result.standardOutput)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
            process.arguments = ["--quiet", shifted.path, patchFile.path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(try Self.bytes(shifted.path) == Self.bytes(Self.example))
        }
    }

    @Test func outputFolderIsCompleteAndNeverOverwritesTheInput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = folder.url.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        let shifted = input.appendingPathComponent("Sub/Main.storyboard")
        try Data(try Self.shiftedExample().utf8).write(to: shifted)
        let clean = input.appendingPathComponent("Main.storyboard")
        try Data(try Self.bytes(Self.example)).write(to: clean)
        let before = try [shifted, clean].map { try Self.bytes($0.path) }

        let out = folder.url.appendingPathComponent("out").path
        let result = UpdateFramesCommand.run(paths: [input.path], options: TraitOptions(), sceneID: nil, viewID: nil, mode: .folder(out))
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(try [shifted, clean].map { try Self.bytes($0.path) } == before)
        // Both files, at their paths below the folder named; the same name twice is no clash.
        #expect(try Self.bytes(out + "/Sub/Main.storyboard") == Self.bytes(Self.example))
        #expect(try Self.bytes(out + "/Main.storyboard") == Self.bytes(Self.example))
        #expect(result.standardError.hasSuffix("updated 2 frames in 1 of 2 files\n"))

        // The input's own folder as the output: refused, nothing written.
        let again = UpdateFramesCommand.run(paths: [shifted.path], options: TraitOptions(), sceneID: nil, viewID: nil,
                                            mode: .folder(shifted.deletingLastPathComponent().path))
        #expect(again.exitCode == 2)
        #expect(again.standardError.contains("would overwrite the input"))
        #expect(try Self.bytes(shifted.path) == before[0])
    }

    @Test func inPlaceRewritesOnlyChangedFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let shifted = try folder.file("Shifted.storyboard", try Self.shiftedExample())
        let clean = try folder.file("Clean.storyboard", try Self.text(Self.example))
        let inode = { (url: URL) in try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int }
        let cleanInode = try inode(clean), shiftedInode = try inode(shifted)
        let result = UpdateFramesCommand.run(paths: [shifted.path, clean.path], options: TraitOptions(), sceneID: nil, viewID: nil, mode: .inPlace)
        #expect(result.exitCode == 0)
        #expect(try Self.bytes(shifted.path) == Self.bytes(Self.example))
        // The unchanged file was not written (a write replaces the file by rename).
        #expect(try inode(clean) == cleanInode)
        #expect(try inode(shifted) != shiftedInode)
        #expect(result.standardOutput == "updated \(shifted.path)\n")
    }

    /// A write that fails (here a folder stands where the file would go, which fails for
    /// root too) is reported, does not stop the other files, and leaves nothing half done.
    @Test func aFailedWriteStopsNothingElseAndSetsTheStatus() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try folder.file("A.storyboard", try Self.shiftedExample())
        let second = try folder.file("B.storyboard", try Self.shiftedExample())
        let out = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("A.storyboard"), withIntermediateDirectories: true)
        let result = UpdateFramesCommand.run(paths: [first.path, second.path], options: TraitOptions(), sceneID: nil, viewID: nil,
                                             mode: .folder(out.path))
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("A.storyboard: cannot write") || result.standardError.contains("is a directory"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("updated 4 frames in 2 of 2 files; 1 file not written\n"), "\(result.standardError)")
        #expect(try Self.bytes(out.appendingPathComponent("B.storyboard").path) == Self.bytes(Self.example))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
        #expect(try Self.bytes(first.path) == Array(try Self.shiftedExample().utf8))
    }

    @Test func xcodeFlagIsDroppedAndAmbiguousViewsStay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var source = try Self.shiftedExample()
        source = source.replacingOccurrences(of: #"translatesAutoresizingMaskIntoConstraints="NO" id="71w-Bv-U7O""#,
                                             with: #"misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="71w-Bv-U7O""#)
        let flagged = try folder.file("Flagged.storyboard", source)
        let result = UpdateFramesCommand.run(paths: [flagged.path], options: TraitOptions(), sceneID: nil, viewID: nil, mode: .inPlace)
        #expect(result.exitCode == 0)
        #expect(try Self.bytes(flagged.path) == Self.bytes(Self.example))

        // Without the text field's top constraint both views' vertical positions are open.
        var open = try Self.text(Self.example)
        open = open.replacingOccurrences(of: Self.fieldFrame, with: #"<rect key="frame" x="69" y="140" width="290" height="30"/>"#)
        open = open.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(#"id="sJm-Sg-SS1""#) }.joined(separator: "\n")
        let ambiguous = try folder.file("Open.storyboard", open)
        let before = try Self.bytes(ambiguous.path)
        let report = UpdateFramesCommand.run(paths: [ambiguous.path], options: TraitOptions(), sceneID: nil, viewID: nil, mode: .inPlace)
        #expect(report.exitCode == 0)
        #expect(try Self.bytes(ambiguous.path) == before)
        let line = open.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(#"id="9DL-nT-gju""#) }.map { $0 + 1 }
        #expect(report.standardError.contains("\(ambiguous.path):\(line ?? 0):1: warning: Name Text Field (9DL-nT-gju) left in place, its constraints do not fix its frame: stored (69, 140, 290, 30), solved (69, -3.5, 290, 30) [ambiguous]"),
                "\(report.standardError)")
        #expect(report.standardError.hasSuffix("updated 0 frames in 0 of 1 file; 2 ambiguous views left in place\n"), "\(report.standardError)")
    }

    @Test func oneViewOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let shifted = try folder.file("Shifted.storyboard", try Self.shiftedExample())
        let result = UpdateFramesCommand.run(paths: [shifted.path], options: TraitOptions(), sceneID: nil, viewID: "9DL-nT-gju", mode: .inPlace)
        #expect(result.exitCode == 0)
        let text = try Self.text(shifted.path)
        #expect(text.contains(Self.fieldFrame))
        #expect(text.contains(#"<rect key="frame" x="46" y="43.5" width="45" height="20.5"/>"#))   // the label stays
        let missing = UpdateFramesCommand.run(paths: [shifted.path], options: TraitOptions(), sceneID: nil, viewID: "nope", mode: .dryRun)
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.contains("no view with id 'nope'"))
        // A scene: only its views; an unknown scene is bad usage.
        let other = UpdateFramesCommand.run(paths: [shifted.path], options: TraitOptions(), sceneID: "nope", viewID: nil, mode: .dryRun)
        #expect(other.exitCode == 2)
        #expect(other.standardError.contains("no scene 'nope'") && other.standardError.contains("scenes: rMG-0I-JUk"))
        let scene = UpdateFramesCommand.run(paths: [shifted.path], options: TraitOptions(), sceneID: "rMG-0I-JUk", viewID: nil, mode: .dryRun)
        #expect(scene.exitCode == 0)
        #expect(scene.standardError.hasSuffix("would update 1 frame in 1 of 1 file; nothing written\n"), "\(scene.standardError)")
    }

    /// Xcode 6 kept a frame per size class in `<variation>`s: other traits write there, and
    /// only there.
    @Test func variationFramesForOtherTraits() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = try Self.text(Self.sizeClassExample).replacingOccurrences(of: """
                                        <state key="normal" title="short"/>

        """, with: """
                                        <state key="normal" title="short"/>
                                        <variation key="heightClass=compact" misplaced="YES">
                                            <rect key="frame" x="100" y="10" width="50" height="30"/>
                                        </variation>

        """)
        let file = try folder.file("Variations.storyboard", source)
        let landscape = TraitOptions(orientation: "landscape")
        let result = UpdateFramesCommand.run(paths: [file.path], options: landscape, sceneID: nil, viewID: nil, mode: .inPlace)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let expected = source.replacingOccurrences(of: """
                                        <variation key="heightClass=compact" misplaced="YES">
                                            <rect key="frame" x="100" y="10" width="50" height="30"/>
        """, with: """
                                        <variation key="heightClass=compact">
                                            <rect key="frame" x="20" y="325" width="309.5" height="30"/>
        """)
        #expect(try Self.text(file.path) == expected)
        #expect(result.standardError.contains("Long Button (5E4-RN-RZg) left in place, the document stores no frame for these traits"))
        // Laid out again for those traits, the button sits where its variation frame says.
        let check = ResolveCommand.run(path: file.path, options: landscape, sceneID: nil, format: .text)
        #expect(check.standardOutput.contains("Short Button <button> zIA-cf-dI7 (20, 325, 309.5 × 30)\n"))

        // A document that keeps frames only for its own configuration refuses other traits.
        let plain = try folder.file("Plain.storyboard", try Self.text(Self.example))
        let refused = UpdateFramesCommand.run(paths: [plain.path], options: landscape, sceneID: nil, viewID: nil, mode: .inPlace)
        #expect(refused.exitCode == 2)
        #expect(refused.standardError.contains("stores frames only for its own configuration (retina4_7, portrait)"), "\(refused.standardError)")
        #expect(try Self.bytes(plain.path) == Self.bytes(Self.example))
    }
}
