import Foundation
import SceneXML
import Testing

/// What the tool does in place of Foundation on Linux (it loads only
/// `FoundationEssentials`) gives Foundation's own answers, checked against Foundation here.
@Suite struct FoundationParityTests {
    /// Every path of up to three parts, but those Foundation 6.3 traps on (a path of one
    /// character for `deletingLastPathComponent`) or misreads (two runs of repeated
    /// slashes or four slashes in a row, or a run before text that is not ASCII: its slash
    /// fixing reuses indices of the string it shortened).
    static let paths: [String] = {
        let parts = ["", "/", "//", ".", "..", "a", "b.xib", ".x", "a.b.c", "x.", "dir", "é", "ü.XIB", " "]
        var result: Set<String> = []
        for a in parts { for b in parts { for c in parts { result.insert(a + b + c) } } }
        return result.filter { path in
            runsOfSlashes(path) <= 1 && !(path.contains("//") && path.utf8.contains { $0 >= 0x80 })
        }.sorted()
    }()

    /// How many runs of two slashes or more (a run of four or more counts twice).
    static func runsOfSlashes(_ path: String) -> Int {
        var runs = 0, length = 0
        for character in path + "." {
            if character == "/" { length += 1; continue }
            if length >= 2 { runs += length >= 4 ? 2 : 1 }
            length = 0
        }
        return runs
    }

    @Test func pathTextIsNSStringsPathMethods() {
        for path in Self.paths {
            let string = path as NSString
            #expect(PathText.lastComponent(of: path) == string.lastPathComponent, "\(path.debugDescription)")
            #expect(PathText.pathExtension(of: path) == string.pathExtension, "\(path.debugDescription)")
            if PathText.fixingSlashes(path).utf16.count != 1 {
                #expect(PathText.deletingLastComponent(of: path) == string.deletingLastPathComponent, "\(path.debugDescription)")
            }
            for component in ["", "a", "b.xib", "/", "sub/c.storyboard"] {
                #expect(PathText.appending(component, to: path) == string.appendingPathComponent(component), "\(path.debugDescription) + \(component)")
            }
        }
        #expect(Self.paths.count > 1_000)
    }

    /// The GitHub annotations' escaping finds "\r" inside "\r\n" (one `Character`), as
    /// `replacingOccurrences` does, and no match ending inside a base and its marks.
    @Test func scalarReplacementIsReplacingOccurrences() {
        let texts = ["a\r\nb", "\r\n\r\n", "100%\n", "x,\u{301}y", "a:b,c", "×2", "%\u{1F3FB}", "é,e\u{301}", "\"q\"", ""]
        for text in texts {
            for target in ["%", "\r", "\n", ":", ",", "\"", "×", "a:b"] {
                #expect(text.replacingScalars(of: target, with: "<>") == text.replacingOccurrences(of: target, with: "<>"),
                        "\(text.debugDescription) \(target.debugDescription)")
            }
        }
        #expect("a\r\nb".replacingScalars(of: "\r", with: "%0D") == "a%0D\nb")
    }

    @Test func trimmingIsFoundationsWhitespaceSet() {
        for text in [" a ", "\t\u{A0}a\u{2003}", "\u{200B}a\u{200B}", "\u{3000}", "a\u{85}", "\n a \n", "", " , x :,"] {
            #expect(text.trimmingSpacesAndTabs() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(text.trimmingScalars { $0 == " " || $0 == "," || $0 == ":" } == text.trimmingCharacters(in: CharacterSet(charactersIn: " ,:")),
                    "\(text.debugDescription)")
        }
    }
}
