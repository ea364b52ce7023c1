import Foundation
import Testing
import TestSupport

/// End-to-end: the real binary on real documents.
@Suite struct CLITests {
    @Test func validateAcceptsTheCorpusAndTheExamples() throws {
        let files = (Corpus.documents + Corpus.examples).map(\.path)
        try #require(!files.isEmpty)
        let result = try CLIRunner.run(["validate", "--quiet"] + files)
        // Every document passes the schema and the model checks. Xcode saves documents
        // whose required constraints cannot all hold; those, and only those, are invalid.
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasSuffix("[unsatisfiable]") }, "\(lines.filter { !$0.hasSuffix("[unsatisfiable]") })")
        #expect(result.status == (lines.isEmpty ? 0 : 1), "\(result.standardError)")
        print("validate over \(files.count) documents: \(lines.count) unsatisfiable constraint sets")
    }

    @Test func validateReportsCompilerStyleLinesAndStatus() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bad = try folder.file("bad.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view id="v">
                    <rect key="frame" x="0.0" y="0.0" width="wide" height="10"/>
                </view>
            </objects>
        </document>
        """)
        let result = try CLIRunner.run(["validate", bad.path])
        #expect(result.status == 1)
        // One mistake, one line: the model's, at the element's column (the schema's
        // complaint about the same attribute is not repeated).
        #expect(result.standardOutput == "\(bad.path):5:13: error: frame width=\"wide\" is not a number [invalid-number]\n")
        let missing = try CLIRunner.run(["validate", folder.url.appendingPathComponent("missing.xib").path])
        #expect(missing.status == 2)
        #expect(missing.standardOutput.contains("no such file"))
    }

    @Test func dumpJSONCountsAndTree() throws {
        let file = try #require(Corpus.examples.first)
        let result = try CLIRunner.run(["dump", file.path, "--format", "json"])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let counts = try #require(json["counts"] as? [String: Int])
        #expect(counts["scenes"] ?? 0 >= 1)
        #expect((json["scenes"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test(.enabled(if: Corpus.isAvailable)) func dumpTextShowsConstraintsLikeInterfaceBuilder() throws {
        let file = try #require(Corpus.documents.first { $0.lastPathComponent.hasSuffix("SimpleSingleView.storyboard") })
        let result = try CLIRunner.run(["dump", file.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Red View.leading = Superview.leadingMargin  [bKP-JH-mh7]"))
        #expect(result.standardOutput.contains("Red View.top = Top Layout Guide.bottom + 20  [Z9H-TI-NJB]"))
    }

    @Test(.enabled(if: Corpus.isAvailable)) func convertIsByteIdenticalForTheWholeCorpus() throws {
        let files = Corpus.documents
        guard !files.isEmpty else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try CLIRunner.run(["convert"] + files.map(\.path) + ["--output", folder.url.path])
        #expect(result.status == 0, "\(result.standardError)")
        for file in files {
            let written = try Data(contentsOf: folder.url.appendingPathComponent(file.lastPathComponent))
            #expect(written == (try Data(contentsOf: file)), "\(file.lastPathComponent)")
        }
    }

    @Test func convertInPlaceKeepsBytesAndRefusesToOverwriteWithoutFlag() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = "<?xml version='1.0'?>\r\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"  version=\"3.0\" toolsVersion=\"1\">\r\n  <!-- c --><objects/>\r\n</document>"
        let file = try folder.file("scene.xib", text)
        let inPlace = try CLIRunner.run(["convert", file.path, "--in-place"])
        #expect(inPlace.status == 0, "\(inPlace.standardError)")
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        let sameFolder = try CLIRunner.run(["convert", file.path, "--output", folder.url.path])
        // Status 2, as for every writing command (DocumentRewriting): a usage problem, not the document's.
        #expect(sameFolder.status == 2)
        #expect(sameFolder.standardError.contains("--in-place"))
        let neither = try CLIRunner.run(["convert", file.path])
        #expect(neither.status != 0)
    }

    /// A relative one-character file name: the writer's temporary file goes beside it, in
    /// the current folder. Until session 15 the folder came from Foundation's
    /// `deletingLastPathComponent`, which crashes on a one-character path (signal 4);
    /// `PathText` gives "".
    @Test func convertInPlaceTakesAOneCharacterRelativeName() throws {
        guard let binary = CLIRunner.binary else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"21701\" targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\">\n    <objects/>\n</document>\n"
        let file = try folder.file("a", text)
        let result = try CLIRunner.run(executable: binary, ["convert", "a", "--in-place", "--apply", "update-frames"],
                                       directory: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(left == ["a"], "temporary files left: \(left)")
    }

    @Test func hostileFilesGetErrorsNotCrashes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cases: [(String, [UInt8])] = [
            ("empty.xib", []),
            ("garbage.xib", (0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }),
            ("truncated.xib", Array("<?xml version=\"1.0\"?>\n<document type=\"x\">\n<objects>".utf8)),
            ("wrong-root.xib", Array("<?xml version=\"1.0\"?>\n<plist/>\n".utf8)),
        ]
        for (name, bytes) in cases {
            let file = try folder.file(name, bytes: bytes)
            for command in [["validate"], ["dump"], ["convert", "--output", folder.url.appendingPathComponent("out").path]] {
                let arguments = [command[0], file.path] + command.dropFirst()
                let result = try CLIRunner.run(arguments)
                #expect(result.status == 1 || result.status == 2, "\(name) \(command[0]): status \(result.status)")
                #expect((result.standardOutput + result.standardError).contains("\(file.path):"), "\(name) \(command[0])")
            }
        }
        let directory = try CLIRunner.run(["validate", folder.url.path])
        #expect(directory.status == 2)
        #expect((directory.standardOutput + directory.standardError).contains("directory"))
        // dump searches a folder: each hostile file named with its error, none crashing it.
        let dumped = try CLIRunner.run(["dump", folder.url.path])
        #expect(dumped.status == 2 || dumped.status == 1)
        for (name, _) in cases { #expect(dumped.standardError.contains(folder.url.appendingPathComponent(name).path + ":"), "\(name)") }
    }
}

@Suite struct ResolveCLITests {
    @Test func resolveJSONGivesFramesForEveryView() throws {
        let file = Corpus.examplesDirectory.appendingPathComponent("TwoEqualWidthButtons.storyboard")
        let result = try CLIRunner.run(["resolve", file.path, "--format", "json"])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let scenes = try #require(json["scenes"] as? [[String: Any]])
        let root = try #require((scenes.first?["views"] as? [[String: Any]])?.first)
        let subviews = try #require(root["subviews"] as? [[String: Any]])
        let frames = subviews.compactMap { $0["frame"] as? [String: Double] }
        #expect(frames.count == 2)
        #expect(frames.first == ["x": 16, "y": 617, "width": 167.5, "height": 30])
    }

    @Test func resolveTextForAnotherDeviceAndDirection() throws {
        let file = Corpus.examplesDirectory.appendingPathComponent("AdaptiveSingleView.storyboard")
        let result = try CLIRunner.run(["resolve", file.path, "--device", "retina4_7", "--orientation", "landscape", "--rtl"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("(20, 20, 627 × 335)"))
        #expect(result.standardOutput.contains("right-to-left"))
    }

    @Test func badTraitOptionsAreErrors() throws {
        let file = Corpus.examplesDirectory.appendingPathComponent("AdaptiveSingleView.storyboard")
        for arguments in [["--device", "nokia3310"], ["--size", "wide"], ["--traits", "wX"], ["--orientation", "sideways"]] {
            let result = try CLIRunner.run(["resolve", file.path] + arguments)
            #expect(result.status == 2, "\(arguments)")
            // A usage error, reported as every usage error is ("Error: …" and the usage).
            #expect(result.standardError.lowercased().contains("error:"))
        }
    }

    @Test func macOSDocumentsTakeASizeNotADevice() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scenelayout-mac-\(UUID().uuidString).xib")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23094" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                </customView>
            </objects>
        </document>
        """.write(to: file, atomically: true, encoding: .utf8)
        for arguments in [["--device", "ipad9_7"], ["--orientation", "landscape"], ["--traits", "wC"]] {
            let result = try CLIRunner.run(["resolve", file.path] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.contains("use --size"))
        }
        let sized = try CLIRunner.run(["resolve", file.path, "--size", "640x480"])
        #expect(sized.status == 0, "\(sized.standardError)")
    }

    @Test func conflictsAreReportedWithLines() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file("conflict.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="50" id="w1"/>
                                <constraint firstAttribute="width" constant="60" id="w2"/>
                                <constraint firstAttribute="height" constant="50" id="h1"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="centerX" id="bad"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """)
        let result = try CLIRunner.run(["resolve", file.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("\(file.path):11:25: error: unable to satisfy constraints together"))
        #expect(result.standardError.contains("[unsatisfiable]"))
        #expect(result.standardError.contains(":19:17: error:"))
        #expect(result.standardError.contains("[invalid-constraint]"))
    }
}
