import Foundation
import SceneXML
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// The catalogue of bad input (`Documents/BAD-INPUT.md`): each case builds one input from
/// a small valid storyboard (`template`) and names what it tries.
struct BadInputCase: Sendable, CustomStringConvertible {
    enum Input: Sendable {
        /// A file with these bytes.
        case bytes([UInt8])
        /// Something made in the folder; returns the path to give the command.
        case made(@Sendable (URL) throws -> String)
    }

    var id: String
    var what: String
    var input: Input

    var description: String { id }

    init(_ id: String, _ what: String, _ input: Input) {
        self.id = id
        self.what = what
        self.input = input
    }

    init(_ id: String, _ what: String, text: String) {
        self.init(id, what, .bytes(Array(text.utf8)))
    }

    /// The path of the input, made in `folder`.
    func make(in folder: URL) throws -> String {
        switch input {
        case .bytes(let bytes):
            let url = folder.appendingPathComponent("\(id).storyboard")
            try Data(bytes).write(to: url)
            return url.path
        case .made(let make):
            return try make(folder)
        }
    }
}

enum BadInputCatalogue {
    /// A valid storyboard: a label and a text field in one scene, five constraints.
    static let template = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Oa6-4V-Lab">
        <device id="retina4_7" orientation="portrait">
            <adaptation id="fullscreen"/>
        </device>
        <scenes>
            <scene sceneID="rMG-0I-JUk">
                <objects>
                    <viewController id="Oa6-4V-Lab" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="Z6U-yH-3i2"/>
                            <viewControllerLayoutGuide type="bottom" id="1px-I0-cbD"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="9Z0-gT-IMS">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="71w-Bv-U7O">
                                    <rect key="frame" x="16" y="43.5" width="45" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="9DL-nT-gju" userLabel="Name Text Field">
                                    <rect key="frame" x="69" y="40" width="290" height="30"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                            </subviews>
                            <constraints>
                                <constraint firstItem="71w-Bv-U7O" firstAttribute="leading" secondItem="9Z0-gT-IMS" secondAttribute="leadingMargin" id="CbE-pS-c7u"/>
                                <constraint firstItem="9Z0-gT-IMS" firstAttribute="trailingMargin" secondItem="9DL-nT-gju" secondAttribute="trailing" id="TG5-8d-tVp"/>
                                <constraint firstItem="9DL-nT-gju" firstAttribute="leading" secondItem="71w-Bv-U7O" secondAttribute="trailing" constant="8" symbolic="YES" id="icS-eu-jTv"/>
                                <constraint firstItem="9DL-nT-gju" firstAttribute="top" secondItem="Z6U-yH-3i2" secondAttribute="bottom" constant="20" id="sJm-Sg-SS1"/>
                                <constraint firstItem="71w-Bv-U7O" firstAttribute="baseline" secondItem="9DL-nT-gju" secondAttribute="baseline" id="izA-KF-On4"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="N5q-9x-ic2" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>

    """

    /// The template with `old` replaced by `new` (which must occur).
    static func replacing(_ old: String, with new: String) -> String {
        precondition(template.contains(old), "the template has no \(old)")
        return template.replacingOccurrences(of: old, with: new)
    }

    /// The template with one more constraint in the root view's list.
    static func addingConstraint(_ attributes: String) -> String {
        replacing("<constraints>\n", with: "<constraints>\n                        <constraint \(attributes) id=\"bad-00-001\"/>\n")
    }

    /// The template with the label's constraint `izA-KF-On4` given these attributes instead.
    static func constraintAttribute(_ name: String, _ value: String) -> String {
        replacing("secondAttribute=\"baseline\" id=\"izA-KF-On4\"", with: "secondAttribute=\"baseline\" \(name)=\"\(value)\" id=\"izA-KF-On4\"")
    }

    static func frame(_ attributes: String) -> String {
        replacing("<rect key=\"frame\" x=\"16\" y=\"43.5\" width=\"45\" height=\"20.5\"/>", with: "<rect key=\"frame\" \(attributes)/>")
    }

    /// The template cut just before the first occurrence of `marker` (or `offset` bytes after it).
    static func truncated(before marker: String, offset: Int = 0) -> String {
        let range = template.range(of: marker)!
        return String(template[..<template.index(range.lowerBound, offsetBy: offset)])
    }

    static func fifo(_ folder: URL) throws -> String {
        let path = folder.appendingPathComponent("fifo.storyboard").path
        guard mkfifo(path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        return path
    }

    static var cases: [BadInputCase] {
        var cases: [BadInputCase] = []
        func add(_ id: String, _ what: String, _ text: String) { cases.append(BadInputCase(id, what, text: text)) }
        func add(_ id: String, _ what: String, bytes: [UInt8]) { cases.append(BadInputCase(id, what, .bytes(bytes))) }
        func add(_ id: String, _ what: String, made: @escaping @Sendable (URL) throws -> String) { cases.append(BadInputCase(id, what, .made(made))) }

        // Not XML at all
        add("empty", "an empty file", "")
        add("blank", "only white space", "   \n\n  \t\n")
        var generator = SplitMix(seed: 13)
        add("binary", "4 KB of random bytes", bytes: (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        add("plain-text", "a line of text", "hello, world\n")
        add("json", "a JSON document", "{\"document\": {\"scenes\": []}}\n")
        add("html", "an HTML page", "<!DOCTYPE html>\n<html><body><p>hi</body></html>\n")
        add("wrong-root", "a property list", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        add("namespaced-root", "<ib:document xmlns:ib=…>", replacing("<document ", with: "<ib:document xmlns:ib=\"http://example.com/ib\" ").replacingOccurrences(of: "</document>", with: "</ib:document>"))
        add("default-namespace-root", "<document xmlns=…>", replacing("<document ", with: "<document xmlns=\"http://example.com/ib\" "))
        add("two-roots", "a second root element", template + "<document/>\n")
        add("text-after-root", "text after the root element", template + "trailing words\n")
        add("nul-after-root", "NUL bytes after the root element", bytes: Array(template.utf8) + [0, 0, 0])
        add("nul-in-attribute", "a NUL byte inside an attribute value", bytes: Array(replacing("text=\"Name\"", with: "text=\"Na\u{0}me\"").utf8))
        add("utf16le", "the document in UTF-16 (little-endian, BOM)", bytes: [0xFF, 0xFE] + template.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        add("utf16be", "the document in UTF-16 (big-endian, no BOM)", bytes: template.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        add("utf32le", "the document in UTF-32 (little-endian, BOM)", bytes: [0xFF, 0xFE, 0, 0] + template.unicodeScalars.flatMap { s in (0..<4).map { UInt8((s.value >> (8 * $0)) & 0xFF) } })
        add("utf32be", "the document in UTF-32 (big-endian, no BOM)", bytes: template.unicodeScalars.flatMap { s in (0..<4).reversed().map { UInt8((s.value >> (8 * $0)) & 0xFF) } })
        add("latin1", "Latin-1 bytes with no encoding declared", bytes: Array(replacing("text=\"Name\"", with: "text=\"NXme\"").utf8).map { $0 == UInt8(ascii: "X") ? 0xE9 : $0 })
        add("bad-utf8-sequence", "a truncated UTF-8 sequence", bytes: Array(replacing("text=\"Name\"", with: "text=\"NXme\"").utf8).map { $0 == UInt8(ascii: "X") ? 0xE2 : $0 })
        add("merge-ours", "a merge conflict's <<<<<<< line", replacing("    <scenes>\n", with: "<<<<<<< HEAD\n        <scenes>\n"))
        add("merge-separator", "a merge conflict's ======= line", replacing("    <scenes>\n", with: "=======\n        <scenes>\n"))
        add("merge-theirs", "a merge conflict's >>>>>>> line", replacing("    </scenes>\n", with: "    </scenes>\n>>>>>>> feature\n"))
        add("merge-whole", "a whole conflict inside a constraint list", replacing("<constraints>\n", with: "<constraints>\n<<<<<<< HEAD\n=======\n>>>>>>> theirs\n"))

        // Truncated at every structural point
        add("cut-declaration", "cut inside the XML declaration", truncated(before: "encoding="))
        add("cut-after-declaration", "cut after the XML declaration", truncated(before: "<document"))
        add("cut-root-tag", "cut inside the root's start tag", truncated(before: "toolsVersion"))
        add("cut-attribute-value", "cut inside an attribute value", truncated(before: "CocoaTouch.Storyboard", offset: 5))
        add("cut-after-root-tag", "cut after the root's start tag", truncated(before: "    <device"))
        add("cut-in-scenes", "cut after a scene's start tag", truncated(before: "            <objects>"))
        add("cut-in-view", "cut inside a view's subviews", truncated(before: "                            <textField"))
        add("cut-in-constraint", "cut inside a constraint element", truncated(before: "secondAttribute=\"leadingMargin\""))
        add("cut-before-end", "cut before </document>", truncated(before: "</document>"))
        add("cut-in-end-tag", "cut inside </document>", truncated(before: "</document>", offset: 5))
        add("mismatched-end-tag", "an end tag that closes the wrong element", replacing("</label>", with: "</textField>"))
        add("unclosed-comment", "a comment never closed", replacing("<scenes>", with: "<scenes><!-- note"))
        add("unclosed-cdata", "a CDATA section never closed", replacing("<scenes>", with: "<scenes><![CDATA[ data"))
        add("undefined-entity", "an entity no DTD declares", replacing("text=\"Name\"", with: "text=\"&name;\""))
        add("bad-character-reference", "&#0; as a character", replacing("text=\"Name\"", with: "text=\"&#0;\""))
        add("duplicate-attribute", "one attribute written twice", replacing("text=\"Name\"", with: "text=\"Name\" text=\"Other\""))
        add("unquoted-attribute", "an attribute value without quotes", replacing("text=\"Name\"", with: "text=Name"))
        add("lt-in-attribute", "a < inside an attribute value", replacing("text=\"Name\"", with: "text=\"a<b\""))

        // DTD tricks
        add("dtd-attlist-default", "an internal subset giving constraints a default constant", replacing("<document ", with: "<!DOCTYPE document [<!ATTLIST constraint constant CDATA \"250\">]>\n<document "))
        add("dtd-internal-entity", "an internal entity used in a label", replacing("<document ", with: "<!DOCTYPE document [<!ENTITY n \"Name\">]>\n<document ").replacingOccurrences(of: "text=\"Name\"", with: "text=\"&n;\""))
        add("dtd-external-entity", "an external entity naming /etc/passwd", replacing("<document ", with: "<!DOCTYPE document [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document ").replacingOccurrences(of: "text=\"Name\"", with: "text=\"&x;\""))
        add("dtd-parameter-entity", "a parameter entity fetching a URL", replacing("<document ", with: "<!DOCTYPE document [<!ENTITY % p SYSTEM \"http://127.0.0.1:9/x.dtd\"> %p;]>\n<document "))
        var laughs = "<!DOCTYPE document [\n<!ENTITY l0 \"lol\">\n"
        for level in 1...10 { laughs += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">\n" }
        add("dtd-billion-laughs", "nested entities expanding to 10^10 characters", replacing("<document ", with: laughs + "]>\n<document ").replacingOccurrences(of: "text=\"Name\"", with: "text=\"&l10;\""))
        add("dtd-external-subset", "an external DTD (never loaded: the document is read as written)", replacing("<document ", with: "<!DOCTYPE document SYSTEM \"http://127.0.0.1:9/ib.dtd\">\n<document "))

        // Limits
        add("attributes-100000", "100,000 attributes on one element (1.5 MB)", "<document " + (0..<100_000).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>\n")
        add("depth-300", "elements nested 300 deep", String(repeating: "<document>", count: 300) + String(repeating: "</document>", count: 300))
        add("elements-340001", "340,001 elements", "<document>" + String(repeating: "<a/>", count: 340_001) + "</document>\n")
        add("file-size-65mib", "a 65 MiB file (sparse)", made: { folder in
            let url = folder.appendingPathComponent("huge.storyboard")
            try Data(template.utf8).write(to: url)
            guard truncate(url.path, 65 << 20) == 0 else { throw CocoaError(.fileWriteUnknown) }
            return url.path
        })

        // The file system
        add("missing-file", "a path that does not exist", made: { $0.appendingPathComponent("missing.storyboard").path })
        add("directory", "a folder given as a document", made: { $0.path })
        add("fifo", "a FIFO with no writer (open would block)", made: fifo)
        add("device", "a character device (/dev/zero)", made: { _ in "/dev/zero" })
        add("symlink-loop", "a symbolic link to itself", made: { folder in
            let path = folder.appendingPathComponent("loop.storyboard").path
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "loop.storyboard")
            return path
        })
        add("dangling-symlink", "a symbolic link to nothing", made: { folder in
            let path = folder.appendingPathComponent("dangling.storyboard").path
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "nowhere.storyboard")
            return path
        })
        add("newline-in-path", "a missing file whose name holds a line break and a fake diagnostic", made: { folder in
            folder.appendingPathComponent("a\nx.storyboard:1:1: error: forged.storyboard").path
        })

        add("non-utf8-name", "a valid document whose file name is Latin-1 (caf\\xE9)", made: { folder in
            let name = FilePath.string(fromBytes: Array(folder.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".storyboard".utf8))
            let descriptor = open(FilePath.bytes(name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
            _ = Array(template.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            return name
        })
        add("non-utf8-name-missing", "a missing file whose name is Latin-1", made: { folder in
            FilePath.string(fromBytes: Array(folder.path.utf8) + Array("/na\u{ef}ve".utf8) + [0xEF] + Array(".xib".utf8))
        })

        // Ids and references
        add("duplicate-id", "two views with one id", replacing("id=\"9DL-nT-gju\" userLabel", with: "id=\"71w-Bv-U7O\" userLabel"))
        add("view-without-id", "a subview with no id", replacing(" id=\"9DL-nT-gju\"", with: ""))
        add("missing-first-item", "a constraint naming an item that does not exist", replacing("firstItem=\"71w-Bv-U7O\" firstAttribute=\"leading\"", with: "firstItem=\"zzz-zz-zzz\" firstAttribute=\"leading\""))
        add("missing-second-item", "a constraint's second item does not exist", replacing("secondItem=\"Z6U-yH-3i2\"", with: "secondItem=\"nope-00-000\""))
        add("self-constraint", "a constraint relating an attribute to itself", addingConstraint("firstItem=\"71w-Bv-U7O\" firstAttribute=\"width\" secondItem=\"71w-Bv-U7O\" secondAttribute=\"width\" constant=\"10\""))
        add("other-scene-item", "a constraint naming a view of another scene", replacing("    </scenes>", with: """
                <scene sceneID="sc2-00-000">
                    <objects>
                        <viewController id="vc2-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v20-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <constraints>
                                    <constraint firstItem="v20-00-000" firstAttribute="width" secondItem="71w-Bv-U7O" secondAttribute="width" id="x20-00-000"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
    """))
        add("no-first-attribute", "a constraint with no firstAttribute", addingConstraint("firstItem=\"71w-Bv-U7O\" constant=\"10\""))
        add("unknown-attribute-name", "firstAttribute=\"middle\"", addingConstraint("firstItem=\"71w-Bv-U7O\" firstAttribute=\"middle\" constant=\"10\""))
        add("unknown-relation", "relation=\"about\"", constraintAttribute("relation", "about"))

        // Numbers
        add("constant-nan", "constant=\"nan\"", constraintAttribute("constant", "nan"))
        add("constant-inf", "constant=\"inf\"", constraintAttribute("constant", "inf"))
        add("constant-enormous", "constant=\"1e300\"", constraintAttribute("constant", "1e300"))
        add("constant-text", "constant=\"ten\"", constraintAttribute("constant", "ten"))
        add("frame-nan", "a frame with x=\"nan\"", frame("x=\"nan\" y=\"43.5\" width=\"45\" height=\"20.5\""))
        add("frame-negative-size", "a frame 50 points wide the wrong way", frame("x=\"16\" y=\"43.5\" width=\"-50\" height=\"20.5\""))
        add("frame-enormous", "a frame 1e40 points wide", frame("x=\"16\" y=\"43.5\" width=\"1e40\" height=\"20.5\""))
        add("frame-inf", "a frame at y=\"-inf\"", frame("x=\"16\" y=\"-inf\" width=\"45\" height=\"20.5\""))
        add("multiplier-0-0", "multiplier=\"0:0\"", constraintAttribute("multiplier", "0:0"))
        add("multiplier-1-0", "multiplier=\"1:0\"", constraintAttribute("multiplier", "1:0"))
        add("multiplier-text", "multiplier=\"abc\"", constraintAttribute("multiplier", "abc"))
        add("multiplier-zero", "multiplier=\"0\" on a position", constraintAttribute("multiplier", "0"))
        add("priority-0", "priority=\"0\"", constraintAttribute("priority", "0"))
        add("priority-1001", "priority=\"1001\"", constraintAttribute("priority", "1001"))
        add("priority-negative", "priority=\"-5\"", constraintAttribute("priority", "-5"))
        add("priority-text", "priority=\"high\"", constraintAttribute("priority", "high"))
        add("hugging-text", "horizontalHuggingPriority=\"x\"", replacing("horizontalHuggingPriority=\"251\"", with: "horizontalHuggingPriority=\"x\""))

        // Constraints that cannot mean anything
        add("size-to-position", "a width equal to a leading edge", addingConstraint("firstItem=\"71w-Bv-U7O\" firstAttribute=\"width\" secondItem=\"9DL-nT-gju\" secondAttribute=\"leading\""))
        add("horizontal-to-vertical", "a leading edge equal to a top edge", addingConstraint("firstItem=\"71w-Bv-U7O\" firstAttribute=\"leading\" secondItem=\"9DL-nT-gju\" secondAttribute=\"top\""))
        add("leading-to-left", "a leading edge equal to a left edge", addingConstraint("firstItem=\"71w-Bv-U7O\" firstAttribute=\"leading\" secondItem=\"9DL-nT-gju\" secondAttribute=\"left\""))
        add("constant-position", "a position set to a constant", addingConstraint("firstItem=\"71w-Bv-U7O\" firstAttribute=\"top\" constant=\"10\""))
        add("unsatisfiable-widths", "two required widths, 10 and 20", addingConstraint("firstItem=\"71w-Bv-U7O\" firstAttribute=\"width\" constant=\"10\"").replacingOccurrences(of: "<constraints>\n", with: "<constraints>\n<constraint firstItem=\"71w-Bv-U7O\" firstAttribute=\"width\" constant=\"20\" id=\"bad-00-002\"/>\n"))
        add("stack-bad-spacing", "a stack view with spacing=\"wide\"", replacing("                        </subviews>\n", with: "<stackView opaque=\"NO\" contentMode=\"scaleToFill\" axis=\"vertical\" spacing=\"wide\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"stk-00-001\"><rect key=\"frame\" x=\"16\" y=\"100\" width=\"100\" height=\"50\"/></stackView>\n                            </subviews>\n"))
        add("stack-unknown-axis", "a stack view with axis=\"diagonal\"", replacing("                        </subviews>\n", with: "<stackView opaque=\"NO\" contentMode=\"scaleToFill\" axis=\"diagonal\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"stk-00-001\"><rect key=\"frame\" x=\"16\" y=\"100\" width=\"100\" height=\"50\"/></stackView>\n                            </subviews>\n"))
        add("variation-unknown-size-class", "a variation for widthClass=huge", replacing("</constraints>\n                    </view>", with: "</constraints>\n<variations key=\"constraints\"><mask key=\"constraints\"><exclude reference=\"izA-KF-On4\"/></mask></variations>\n                    </view>").replacingOccurrences(of: "</view>\n                </viewController>", with: "<variation key=\"widthClass=huge\"><mask key=\"constraints\"><exclude reference=\"CbE-pS-c7u\"/></mask></variation></view>\n                    </viewController>"))
        add("variation-unknown-reference", "a variation excluding a constraint that does not exist", replacing("</view>\n                </viewController>", with: "<variation key=\"widthClass=compact\"><mask key=\"constraints\"><exclude reference=\"nope-00-000\"/></mask></variation></view>\n                    </viewController>"))

        // Text that tries to forge diagnostics
        add("forged-user-label", "a userLabel holding a line break and a fake diagnostic, on a view in an invalid constraint", addingConstraint("firstItem=\"71w-Bv-U7O\" firstAttribute=\"width\" secondItem=\"9DL-nT-gju\" secondAttribute=\"leading\"").replacingOccurrences(of: "userLabel=\"Name Text Field\"", with: "userLabel=\"Field&#10;evil.storyboard:1:1: error: forged&#13;\""))
        add("forged-id", "a constraint id holding a line break", constraintAttribute("multiplier", "abc").replacingOccurrences(of: "id=\"izA-KF-On4\"", with: "id=\"izA&#10;evil.storyboard:1:1: error: forged\""))

        // Documents of kinds that are not laid out
        add("watchos", "a watchOS storyboard", replacing("type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"", with: "type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\"").replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"watchKit\""))
        add("no-scenes", "a document element with nothing in it", "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"/>\n")
        return cases
    }
}

/// A small deterministic generator (SplitMix64), so random cases are the same every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
