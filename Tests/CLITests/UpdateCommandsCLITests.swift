import Foundation
import Testing
import TestSupport

/// The writing commands through the binary: statuses and what goes where.
@Suite struct UpdateCommandsCLITests {
    static var example: URL { Corpus.examplesDirectory.appendingPathComponent("SimpleLabelAndTextField.storyboard") }

    @Test func statusesAndSummaries() throws {
        let clean = try CLIRunner.run(["update-frames", Corpus.examplesDirectory.path, "--dry-run"])
        #expect(clean.status == 0)
        #expect(clean.standardOutput.isEmpty)
        #expect(clean.standardError.hasSuffix("would update 0 frames in 0 of \(Corpus.examples.count) files; nothing written\n"), "\(clean.standardError)")

        let usage = try CLIRunner.run(["update-frames", Self.example.path])
        #expect(usage.status == 2)
        #expect(usage.standardError.contains("give --in-place, --output DIR or --dry-run"))
        let both = try CLIRunner.run(["update-constraints", Self.example.path, "--in-place", "--output", "x"])
        #expect(both.status == 2)
        let missing = try CLIRunner.run(["update-constraints", "/nonexistent/Main.storyboard", "--dry-run"])
        #expect(missing.status == 2)

        // Two required widths that cannot both hold: the error is printed, status 1, the
        // label stays as stored, and the misplaced text field is still updated (after the
        // label's width as the runtime breaks the conflict: 10).
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = try String(contentsOf: Self.example, encoding: .utf8)
            .replacingOccurrences(of: #"<rect key="frame" x="69" y="40" width="290" height="30"/>"#,
                                  with: #"<rect key="frame" x="69" y="90" width="290" height="30"/>"#)
            .replacingOccurrences(of: """
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
            """, with: """
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="10" id="w10-aa-bbb"/>
                                            <constraint firstAttribute="width" constant="20" id="w20-aa-bbb"/>
                                        </constraints>
            """)
        let file = try folder.file("Conflict.storyboard", source)
        let out = folder.url.appendingPathComponent("out")
        let result = try CLIRunner.run(["update-frames", file.path, "--output", out.path])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("error: unable to satisfy constraints together"))
        #expect(result.standardError.contains("[unsatisfiable]"))
        #expect(result.standardOutput == "\(file.path) -> \(out.path)/Conflict.storyboard\n")
        let written = try String(contentsOf: out.appendingPathComponent("Conflict.storyboard"), encoding: .utf8)
        #expect(written.contains(#"<rect key="frame" x="34" y="40" width="325" height="30"/>"#))
        #expect(written.contains(#"<rect key="frame" x="16" y="43.5" width="45" height="20.5"/>"#))
        #expect(result.standardError.contains("Name Label (71w-Bv-U7O) left in place, its constraints cannot all hold"))
        #expect(try String(contentsOf: file, encoding: .utf8) == source)
    }
}
