import Foundation
import Testing
import TestSupport

/// `convert` over many files: broken files among good ones, standard input, transforms in
/// order, JSON and parallel runs, through the built binary.
@Suite struct ConvertBatchCLITests {
    /// A few real documents: every 40th of the corpus (about a dozen, of every kind), or the
    /// examples when the corpus is absent.
    static var sample: [URL] {
        let corpus = Corpus.documents
        return corpus.isEmpty ? Corpus.examples : stride(from: 0, to: corpus.count, by: 40).map { corpus[$0] }
    }

    static func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

    /// Every file below `folder`, by its path relative to it, with its bytes.
    static func tree(_ folder: URL) throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = try bytes(url)
            }
        }
        return result
    }

    @Test func aFolderMixingGoodAndBrokenFilesConvertsEveryGoodFileAndNamesEveryBrokenOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = folder.url.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input.appendingPathComponent("nested"), withIntermediateDirectories: true)
        var good: [String: [UInt8]] = [:]
        for (index, example) in Corpus.examples.enumerated() {
            let name = (index % 2 == 0 ? "" : "nested/") + example.lastPathComponent
            good[name] = try Self.bytes(example)
            try Data(good[name]!).write(to: input.appendingPathComponent(name))
        }
        let broken = ["0-mismatch.xib": "<document><a></b></document>", "m-empty.storyboard": "",
                      "nested/z-truncated.xib": "<?xml version=\"1.0\"?>\n<document type=\"x\">\n<objects>"]
        for (name, text) in broken { try Data(text.utf8).write(to: input.appendingPathComponent(name)) }

        // Every file is tried whatever fails first (one job: the broken "0-mismatch.xib"
        // comes first in path order); with two jobs the same.
        for jobs in ["1", "2"] {
            let output = folder.url.appendingPathComponent("out-\(jobs)")
            let result = try CLIRunner.run(["convert", input.path, "--output", output.path, "--jobs", jobs])
            #expect(result.status == 1, "malformed documents exit 1: \(result.standardError)")
            #expect(try Self.tree(output) == good, "every good file, byte-identical at its path below the folder; nothing for the broken ones")
            let lines = result.standardError.split(separator: "\n").map(String.init)
            for name in broken.keys {
                #expect(lines.contains { $0.hasPrefix("  failed: \(input.appendingPathComponent(name).path): malformed-xml") },
                        "\(name) named on a summary line of its own")
            }
            #expect(result.standardError.contains("convert: 0 converted, \(good.count) unchanged, 3 failed of \(good.count + 3) files"))
            #expect(!result.standardError.contains("\u{1B}"), "no progress line when stderr is not a terminal")
        }
    }

    /// A document whose model reports an error is not written (its layout may be wrong)
    /// unless --continue-on-error asks for it; the other files are converted either way.
    @Test func documentsWithErrorsAreWrittenOnlyWithContinueOnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let good = try #require(Corpus.examples.first)
        let input = folder.url.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: good, to: input.appendingPathComponent(good.lastPathComponent))
        let flawed = try folder.file("in/flawed.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view id="v">
                    <rect key="frame" x="0.0" y="0.0" width="wide" height="10"/>
                </view>
            </objects>
        </document>
        """)
        for format in ["xml", "json"] {
            let strict = folder.url.appendingPathComponent("strict-\(format)")
            let refused = try CLIRunner.run(["convert", input.path, "--output", strict.path, "--to", format, "--apply", "update-frames"])
            #expect(refused.status == 1, "\(refused.standardError)")
            #expect(refused.standardError.contains("\(flawed.path):5:13: error: frame width=\"wide\" is not a number"), "\(refused.standardError)")
            #expect(refused.standardError.contains("failed: \(flawed.path): 1 error; not written (--continue-on-error writes it anyway)"), "\(refused.standardError)")
            let suffix = format == "json" ? ".json" : ""
            #expect(try Set(Self.tree(strict).keys) == [good.lastPathComponent + suffix], "the good file is converted, the flawed one not written")

            let lenient = folder.url.appendingPathComponent("lenient-\(format)")
            let written = try CLIRunner.run(["convert", input.path, "--output", lenient.path, "--to", format, "--apply", "update-frames", "--continue-on-error"])
            #expect(written.status == 1, "errors still set the exit status: \(written.standardError)")
            #expect(try Set(Self.tree(lenient).keys) == [good.lastPathComponent + suffix, "flawed.xib" + suffix])
        }
    }

    @Test func standardInputComesBackOnStandardOutputByteForByte() throws {
        for document in Self.sample + Corpus.examples.prefix(2) {
            let original = try Self.bytes(document)
            let result = try CLIRunner.run(["convert", "-"], input: original)
            #expect(result.status == 0, "\(document.lastPathComponent): \(result.standardError)")
            #expect(result.standardOutputBytes == original, "\(document.lastPathComponent)")
            #expect(result.standardError.isEmpty, "a filter prints no summary")
        }
        let broken = try CLIRunner.run(["convert", "-"], input: Array("<document><a></b>".utf8))
        #expect(broken.status == 1)
        #expect(broken.standardOutputBytes.isEmpty)
        #expect(broken.standardError.hasPrefix("<stdin>:1:"))
        let mixed = try CLIRunner.run(["convert", "-", "--output", "somewhere"], input: [])
        #expect(mixed.status == 2)
    }

    /// `--apply A,B` gives what `--apply A` and then `--apply B` on its result give, run by
    /// separate processes; in both orders.
    @Test(.enabled(if: Corpus.isAvailable)) func transformsRunInTheOrderGiven() throws {
        let corpus = Corpus.documents
        // Documents with placeholder constraints, which change both what update-frames
        // solves and what strip-placeholders removes (in PopcornTime's tvOS storyboard the
        // two orders give different files), and one of the sample.
        let withPlaceholders = corpus.filter { (try? String(contentsOf: $0, encoding: .utf8))?.contains("placeholder=\"YES\" id=") ?? false }
        let documents = withPlaceholders.filter { $0.lastPathComponent.hasSuffix("PopcornTime__Base.lproj__tvOS.storyboard") }
            + withPlaceholders.prefix(1) + Self.sample.prefix(1)
        let orders = [["strip-placeholders", "update-frames"], ["update-frames", "strip-placeholders"],
                      ["update-frames", "add-missing-constraints"]]
        var differingOrders = 0
        for document in documents {
            let original = try Self.bytes(document)
            var outputs: [[UInt8]] = []
            // The large tvOS storyboard takes only the two orders that differ there.
            for order in document == documents.first ? Array(orders.prefix(2)) : orders {
                // Written even where the layout has errors (PopcornTime's tvOS storyboard has
                // unsatisfiable constraints).
                let together = try CLIRunner.run(["convert", "-", "--apply", order.joined(separator: ","), "--continue-on-error"], input: original)
                var stepwise = original
                for transform in order {
                    stepwise = try CLIRunner.run(["convert", "-", "--apply", transform, "--continue-on-error"], input: stepwise).standardOutputBytes
                }
                #expect(!together.standardOutputBytes.isEmpty, "\(document.lastPathComponent): \(together.standardError)")
                #expect(together.standardOutputBytes == stepwise, "\(document.lastPathComponent) \(order)")
                outputs.append(together.standardOutputBytes)
            }
            if outputs[0] != outputs[1] { differingOrders += 1 }
        }
        #expect(differingOrders > 0, "the order matters for some document, so the test can tell orders apart")
    }

    @Test func jobsOneAndJobsTwoWriteIdenticalFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let paths = (Self.sample.prefix(6) + Corpus.examples.prefix(3)).map(\.path)
        var trees: [[String: [UInt8]]] = []
        for jobs in ["1", "2"] {
            for format in ["xml", "json"] {
                let output = folder.url.appendingPathComponent("\(jobs)-\(format)")
                let result = try CLIRunner.run(["convert"] + paths + ["--output", output.path, "--apply", "strip-placeholders,update-frames",
                                                                       "--to", format, "--jobs", jobs, "--continue-on-error"])
                #expect(result.status != 2, "\(result.standardError)")
                let tree = try Self.tree(output)
                #expect(tree.count == paths.count)
                trees.append(tree)
            }
        }
        #expect(trees[0] == trees[2], "XML")
        #expect(trees[1] == trees[3], "JSON")
    }

    @Test func inPlaceJSONGoesBesideTheDocumentAndLeavesItAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let example = try #require(Corpus.examples.first)
        let original = try Self.bytes(example)
        let file = try folder.file(example.lastPathComponent, bytes: original)
        let first = try CLIRunner.run(["convert", file.path, "--in-place", "--to", "json"])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(try Self.bytes(file) == original)
        let json = try Self.bytes(URL(fileURLWithPath: file.path + ".json"))
        let resolved = try CLIRunner.run(["resolve", file.path, "--format", "json"])
        #expect(json == resolved.standardOutputBytes, "the JSON resolve gives")
        let again = try CLIRunner.run(["convert", file.path, "--in-place", "--to", "json"])
        #expect(again.standardError.contains("0 converted, 1 unchanged"), "\(again.standardError)")
    }

    @Test func twoInputsNeverWriteOneFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let example = try #require(Corpus.examples.first)
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(name), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: example, to: folder.url.appendingPathComponent("\(name)/\(example.lastPathComponent)"))
        }
        let first = folder.url.appendingPathComponent("a/\(example.lastPathComponent)").path
        let second = folder.url.appendingPathComponent("b/\(example.lastPathComponent)").path
        let output = folder.url.appendingPathComponent("out")
        let result = try CLIRunner.run(["convert", first, second, "--output", output.path, "--continue-on-error"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("failed: \(second): another input already writes"), "\(result.standardError)")
        #expect(try Self.tree(output) == [example.lastPathComponent: try Self.bytes(example)])
    }
}
