import Foundation
import SceneLayout
import SceneModel
import SceneXML

/// libFuzzer's entry point: one input through everything `resolve` and `validate` do to
/// a document held in memory: libxml2 with the pre-scan and limits, the model, the schema,
/// the layout in the document's own configuration (solver, ambiguity, conflicts), the JSON
/// `resolve` prints, and serializing back. Not a SwiftPM target: `Scripts/fuzz` compiles it
/// with `-sanitize=fuzzer,address` against the project's modules. Any crash, sanitizer
/// report, input slower than libFuzzer's `-timeout` or over its `-rss_limit_mb` is a finding.
private let schema = try! SceneSchema.load()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The read-only path (SAX2 into an element store) must accept exactly what the tree does.
    let readOnly = try? SceneXMLDocument(bytes: bytes, path: "fuzz.storyboard", readOnly: true)
    guard let xml = try? SceneXMLDocument(bytes: bytes, path: "fuzz.storyboard") else {
        precondition(readOnly == nil, "the read-only parse accepted a document the tree parse refused")
        return 0
    }
    precondition(readOnly != nil, "the read-only parse refused a document the tree parse accepted")
    if let readOnly { _ = (try? SceneDocument(xml: readOnly))?.diagnostics.count }
    _ = schema.validate(xml)
    _ = try? xml.serializedBytes()
    guard let document = try? SceneDocument(xml: xml) else { return 0 }
    _ = document.diagnostics.map(\.description)
    guard document.header.platform != .watchOS else { return 0 }
    let layout = SceneLayoutEngine().layout(document, traits: nil, presentation: .solved)
    _ = try? JSONEncoder().encode(layout)
    return 0
}
