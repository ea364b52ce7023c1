import CLibXML2
import Foundation
import SceneCommands
import SceneLayout
import SceneModel

// Usage: CommandBenchmarks [--repeat R] FILE...
// For each document, the processor time of libxml2's own parse of its bytes (xmlReadMemory
// with the options the tool uses, then xmlFreeDoc: the reference, measured in the same run)
// and of each command run in-process, start to finish, as `scenelayout` runs it for one file
// (reading the file, every stage, the JSON or text, and for convert the atomic write into a
// scratch folder): resolve, dump (JSON), check, convert. Median of R runs each. One
// tab-separated line per document: path, bytes, then milliseconds for parse, resolve, dump,
// check, convert; then resolve's stages on their own: load (libxml2 through the tool's
// wrapper, and the model), layout, and the JSON encoding of the layout (the tool's own
// `ResolveCommand.json`, numbers as it prints them); last, convert with `--apply
// update-frames` (into the scratch folder).
// `CommandBenchmarks --parse-only FILE` parses the file once with libxml2 and exits: its
// peak resident size is the reference for memory, as the parse is for time.
// `Scripts/benchmark-commands` runs it over the corpus and reports ratios.

func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Median processor time of `repeats` runs of `body`.
func measure(_ repeats: Int, _ body: () -> Void) -> Double {
    median((0..<repeats).map { _ in
        let start = processorSeconds()
        body()
        return processorSeconds() - start
    })
}

/// libxml2 alone: parse the bytes as the tool does (no network, big line numbers) and free.
func parseOnly(_ bytes: [UInt8]) {
    let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)
    bytes.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
            if let document = xmlReadMemory(base, Int32(buffer.count), "benchmark.xml", nil, options) { xmlFreeDoc(document) }
        }
    }
}

var repeats = 5
var parseOnlyOnce = false
var files: [String] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--repeat": repeats = arguments.next().flatMap(Int.init) ?? repeats
    case "--parse-only": parseOnlyOnce = true
    case "--help", "-h":
        print("usage: CommandBenchmarks [--repeat R] FILE... | CommandBenchmarks --parse-only FILE")
        exit(0)
    default: files.append(argument)
    }
}
xmlInitParser()
if parseOnlyOnce {
    // Keep the tree until the process ends, so the peak holds it.
    let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        let bytes = Array(data)
        let tree = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReadMemory($0, Int32(buffer.count), "benchmark.xml", nil, options)
            }
        }
        if tree == nil { FileHandle.standardError.write(Data("\(file): not parsed\n".utf8)) }
    }
    exit(0)
}
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("command-benchmarks-\(getpid())").path
defer { try? FileManager.default.removeItem(atPath: scratch) }
print("path\tbytes\tparse_ms\tresolve_ms\tdump_ms\tcheck_ms\tconvert_ms\tload_ms\tlayout_ms\tjson_ms\tconvert_frames_ms")
for file in files {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    let bytes = Array(data)
    var checkOptions = CheckCommand.Options(paths: [file])
    checkOptions.jobs = 1
    var convertOptions = ConvertCommand.Options(paths: [file], destination: .folder(scratch))
    convertOptions.jobs = 1
    convertOptions.showsProgress = false
    let parse = measure(repeats) { parseOnly(bytes) }
    let resolve = measure(repeats) { _ = ResolveCommand.run(path: file, options: TraitOptions(), sceneID: nil, format: .json) }
    let dump = measure(repeats) { _ = DumpCommand.run(path: file, format: .json) }
    let check = measure(repeats) { _ = CheckCommand.run(checkOptions) }
    let convert = measure(repeats) { _ = ConvertCommand.run(convertOptions) }
    convertOptions.transforms = [.updateFrames]
    let convertFrames = measure(repeats) { _ = ConvertCommand.run(convertOptions) }
    var stages = [Double.nan, .nan, .nan]
    if let document = try? SceneDocument.load(contentsOf: file), document.header.platform != .watchOS {
        let layout = SceneLayoutEngine().layout(document)
        // `resolve` loads read-only: SAX2 into the element store, no libxml2 tree.
        stages = [measure(repeats) { _ = try? SceneDocument.load(contentsOf: file, readOnly: true) },
                  measure(repeats) { _ = SceneLayoutEngine().layout(document) },
                  measure(repeats) { _ = try? ResolveCommand.json(layout) }]
    }
    print([file, "\(bytes.count)"].joined(separator: "\t") + "\t"
          + ([parse, resolve, dump, check, convert] + stages + [convertFrames]).map { String(format: "%.4f", $0 * 1000) }.joined(separator: "\t"))
}
