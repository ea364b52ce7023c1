import Foundation
import SceneXML
import Testing
import TestSupport

/// `scenelayout ibtool`: Apple's plist structure for a document with errors, one with
/// warnings and a clean one, ibtool's text layout, and its flags refused by name.
///
/// The expected plists follow Apple's ibtool as its public consumers read it: the
/// document issues under `com.apple.ibtool.document.errors`, `.warnings` and `.notices`,
/// each a dictionary from an object id to an array of dictionaries with `message` and
/// `type` (Monobjc's XibCompiler.cs, which compiles with `ibtool --errors --warnings
/// --notices` and reads exactly these keys); an empty section is an empty `<dict/>` and
/// only the sections asked for appear (public `ibtool --errors` output: "only an empty
/// <dict/> in com.apple.ibtool.document.errors"); the text form is
/// `/* com.apple.ibtool.document.warnings */` followed by `path:objectID: warning: message`
/// lines (ibtool output posted in build logs, e.g. "MXRBookTopView_land.xib:xZI-Eg-4Dj:
/// warning: …").
@Suite struct IBToolFrontEndTests {
    /// A root view and a box whose height nothing fixes (one ambiguity warning); with
    /// `height` the box is fixed (clean); `broken` points a constraint at a missing view.
    static func document(height: Bool = false, broken: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root-view">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-view" userLabel="Box">
                            <rect key="frame" x="20" y="100" width="100" height="50"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-view" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" constant="20" id="lead-con"/>
                        <constraint firstItem="box-view" firstAttribute="top" secondItem="\(broken ? "gone-view" : "root-view")" secondAttribute="top" constant="100" id="top-con"/>
                        <constraint firstItem="box-view" firstAttribute="width" constant="100" id="wid-con"/>\(height ? "\n                <constraint firstItem=\"box-view\" firstAttribute=\"height\" constant=\"50\" id=\"hei-con\"/>" : "")
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// A property list value, as libxml2 reads the `xml1` output.
    indirect enum Plist: Equatable, CustomStringConvertible {
        case dict([String: Plist])
        case array([Plist])
        case string(String)

        init(_ element: SceneXMLElement) throws {
            switch element.name {
            case "dict":
                let children = element.children
                var entries: [String: Plist] = [:]
                try #require(children.count % 2 == 0)
                for index in stride(from: 0, to: children.count, by: 2) {
                    try #require(children[index].name == "key")
                    entries[children[index].textContent] = try Plist(children[index + 1])
                }
                self = .dict(entries)
            case "array": self = .array(try element.children.map(Plist.init))
            case "string": self = .string(element.textContent)
            default: throw CocoaError(.propertyListReadCorrupt)
            }
        }

        /// Parses an XML property list with libxml2.
        static func parse(_ text: String) throws -> Plist {
            let xml = try SceneXMLDocument(bytes: Array(text.utf8), path: "output.plist")
            try #require(xml.root.name == "plist" && xml.root.attribute("version") == "1.0")
            let top = xml.root.children
            try #require(top.count == 1)
            return try Plist(top[0])
        }

        /// The structure: every `message` replaced by `*` (the words are this tool's).
        var shape: Plist {
            switch self {
            case .dict(let entries):
                return .dict(entries.mapValues { $0.shape }.merging(entries["message"] != nil ? ["message": .string("*")] : [:]) { $1 })
            case .array(let items): return .array(items.map(\.shape))
            case .string: return self
            }
        }

        var description: String {
            switch self {
            case .dict(let entries): return "{" + entries.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
            case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
            case .string(let text): return "\"\(text)\""
            }
        }
    }

    static func expected(_ text: String) throws -> Plist {
        try Plist.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(text)
        </plist>
        """)
    }

    @Test func documentWithWarnings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file("Warnings.xib", Self.document())
        let result = try CLIRunner.run(["ibtool", "--errors", "--warnings", "--notices", file.path])
        #expect(result.status == 0, "\(result.standardError)")
        let expected = try Self.expected("""
        <dict>
            <key>com.apple.ibtool.document.errors</key>
            <dict/>
            <key>com.apple.ibtool.document.notices</key>
            <dict/>
            <key>com.apple.ibtool.document.warnings</key>
            <dict>
                <key>box-view</key>
                <array>
                    <dict>
                        <key>message</key>
                        <string>*</string>
                        <key>type</key>
                        <string>Ambiguous Layout</string>
                    </dict>
                </array>
            </dict>
        </dict>
        """)
        #expect(try Plist.parse(result.standardOutput).shape == expected)
    }

    @Test func documentWithErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file("Errors.xib", Self.document(height: true, broken: true))
        let result = try CLIRunner.run(["ibtool", "--errors", file.path])
        #expect(result.status == 1)
        // Only the section asked for; the error under the constraint's id.
        let expected = try Self.expected("""
        <dict>
            <key>com.apple.ibtool.document.errors</key>
            <dict>
                <key>top-con</key>
                <array>
                    <dict>
                        <key>message</key>
                        <string>*</string>
                        <key>type</key>
                        <string>Missing Reference</string>
                    </dict>
                </array>
            </dict>
        </dict>
        """)
        #expect(try Plist.parse(result.standardOutput).shape == expected)
        let text = try CLIRunner.run(["ibtool", "--errors", "--warnings", "--output-format", "human-readable-text", file.path])
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "/* com.apple.ibtool.document.errors */")
        #expect(lines.count >= 2 && lines[1].hasPrefix("\(file.path):top-con: error: constraint top-con refers to 'gone-view'"))
    }

    @Test func cleanDocument() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file("Clean.xib", Self.document(height: true))
        let result = try CLIRunner.run(["ibtool", "--warnings", "--errors", file.path])
        #expect(result.status == 0)
        let expected = try Self.expected("""
        <dict>
            <key>com.apple.ibtool.document.errors</key>
            <dict/>
            <key>com.apple.ibtool.document.warnings</key>
            <dict/>
        </dict>
        """)
        #expect(try Plist.parse(result.standardOutput) == expected)
        // ibtool prints nothing for a clean document in its text form.
        let text = try CLIRunner.run(["ibtool", "--warnings", "--errors", "--output-format=human-readable-text", file.path])
        #expect(text.status == 0 && text.standardOutput.isEmpty)
    }

    @Test func flagsItDoesNotImplementAreRefusedByName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file("Clean.xib", Self.document(height: true))
        for (arguments, message) in [
            (["--compile", "out.nib", file.path], "ibtool flag --compile is not supported by scenelayout"),
            (["--errors", "--strings-file", "a.strings", file.path], "ibtool flag --strings-file is not supported by scenelayout"),
            (["--export", "x.plist", file.path], "ibtool flag --export is not supported by scenelayout"),
            (["--warnings", "--output-format", "binary1", file.path], "binary1 is not supported"),
            (["--frobnicate", file.path], "unknown ibtool flag --frobnicate"),
            (["--warnings"], "ibtool needs a document"),
        ] {
            let result = try CLIRunner.run(["ibtool"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test func unreadableInputAndFailedWritesAreTheToolsErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("Missing.xib").path
        let result = try CLIRunner.run(["ibtool", "--errors", missing])
        #expect(result.status == 2)
        guard case .dict(let top) = try Plist.parse(result.standardOutput), case .array(let errors) = top["com.apple.ibtool.errors"] else {
            Issue.record("no com.apple.ibtool.errors array: \(result.standardOutput)")
            return
        }
        #expect(errors.count == 1 && top["com.apple.ibtool.document.errors"] == .dict([:]))
        let file = try folder.file("Clean.xib", Self.document(height: true))
        let unwritable = folder.url.appendingPathComponent("no/such/folder/Out.xib").path
        let write = try CLIRunner.run(["ibtool", "--write", unwritable, file.path])
        #expect(write.status == 2 && write.standardOutput.contains("<key>com.apple.ibtool.errors</key>"))
        #expect(!FileManager.default.fileExists(atPath: unwritable))
    }

    @Test func updateFramesWritesWhereAsked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The box is drawn 10 points off where its constraints put it: misplaced.
        let source = Self.document(height: true).replacingOccurrences(of: #"x="20" y="100""#, with: #"x="30" y="100""#)
        let file = try folder.file("Misplaced.xib", source)
        let before = try CLIRunner.run(["ibtool", "--warnings", file.path])
        #expect(before.standardOutput.contains("<string>Misplaced View</string>"))
        let target = folder.url.appendingPathComponent("Updated.xib").path
        let result = try CLIRunner.run(["ibtool", "--update-frames", "--warnings", "--write", target, file.path])
        #expect(result.status == 0, "\(result.standardError)")
        // The report describes the updated document; the input is untouched.
        #expect(try Plist.parse(result.standardOutput) == Self.expected("""
        <dict><key>com.apple.ibtool.document.warnings</key><dict/></dict>
        """))
        #expect(try String(contentsOf: file, encoding: .utf8) == source)
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written == Self.document(height: true))
    }
}
