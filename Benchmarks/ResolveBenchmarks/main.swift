import Foundation
import SceneLayout
import SceneModel
import SceneXML

// Usage: ResolveBenchmarks [--count N] [--repeat R] [--write FILE] [--safe-area-runaway]
// (--write saves the generated document and exits, for `Scripts/benchmark-commands` and
// `Scripts/benchmark-instructions`.)
// The benchmark document (issue 12's "1,000-view benchmark document") is one whose layout
// settles, as every document Xcode saves does: its constraints fix every frame and its
// stored frames are the ones they give (`--solved-frames`, the default since session 16,
// still accepted). `--safe-area-runaway`: the worst case kept beside it (the default until
// session 16), whose containers are pushed past the root's bottom, take the part outside as
// a bottom safe-area inset their margins follow, grow and are pushed further: UIKit would
// rerun layout the same way, and the engine stops at its three-pass cap
// (`Documents/PERFORMANCE.md`, session 16, perf19).
// Builds a synthetic storyboard of N views (rows of a label, a text field and a button,
// grouped in containers, some in stack views), then measures the processor time to load it
// (libxml2 parse + model) and to resolve its layout, each the median of R runs. The parse
// time is the reference for the ratio, since machines differ.

func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Rows of (label, field, button) in containers of ten rows; every fourth container is a
/// vertical stack view. Returns the document text and its number of views. Without
/// `determined`, the safe-area runaway (`--safe-area-runaway`).
/// `solved`: frames to store instead of the drawn ones, by view id (`solvedFramesStoryboard`);
/// `determined`: labels and buttons get fixed sizes, so no frame is ambiguous.
func syntheticStoryboard(views target: Int, solved: [String: Rect]? = nil, determined: Bool = false) -> (String, Int) {
    /// The `<rect key="frame">` of a view: the solved frame when given, else the drawn one.
    func frame(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        let r = solved?[id] ?? Rect(x: x, y: y, width: width, height: height)
        let f = SceneDocument.format
        return "<rect key=\"frame\" x=\"\(f(r.x))\" y=\"\(f(r.y))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\"/>"
    }
    var subviews = "", constraints = ""
    var count = 1
    var container = 0
    var previousContainer: String?
    while count < target {
        let cid = "c\(container)"
        let isStack = container % 4 == 3
        var inner = "", innerConstraints = ""
        var previousRow: String?
        for row in 0..<10 where count < target {
            let label = "\(cid)l\(row)", field = "\(cid)f\(row)", button = "\(cid)b\(row)"
            let y = Double(8 + row * 38)
            inner += """
                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Row \(row)" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
                    \(frame(label, 8, y + 5, 42, 20.5))
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Value" translatesAutoresizingMaskIntoConstraints="NO" id="\(field)">
                    \(frame(field, 58, y, 200, 30))
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textField>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(button)">
                    \(frame(button, 266, y, 46, 30))
                    <state key="normal" title="Go"/>
                </button>

            """
            if determined && !isStack {
                innerConstraints += """
                    <constraint firstItem="\(label)" firstAttribute="width" constant="42" id="\(label)-w"/>
                    <constraint firstItem="\(button)" firstAttribute="width" constant="46" id="\(button)-w"/>

                """
            }
            count += 3
            if !isStack {
                innerConstraints += """
                    <constraint firstItem="\(label)" firstAttribute="leading" secondItem="\(cid)" secondAttribute="leadingMargin" id="\(label)-a"/>
                    <constraint firstItem="\(field)" firstAttribute="leading" secondItem="\(label)" secondAttribute="trailing" constant="8" id="\(field)-a"/>
                    <constraint firstItem="\(button)" firstAttribute="leading" secondItem="\(field)" secondAttribute="trailing" constant="8" id="\(button)-a"/>
                    <constraint firstItem="\(cid)" firstAttribute="trailingMargin" secondItem="\(button)" secondAttribute="trailing" id="\(button)-b"/>
                    <constraint firstItem="\(label)" firstAttribute="centerY" secondItem="\(field)" secondAttribute="centerY" id="\(label)-b"/>
                    <constraint firstItem="\(button)" firstAttribute="centerY" secondItem="\(field)" secondAttribute="centerY" id="\(button)-c"/>

                """
                if let previousRow {
                    innerConstraints += "<constraint firstItem=\"\(field)\" firstAttribute=\"top\" secondItem=\"\(previousRow)\" secondAttribute=\"bottom\" constant=\"8\" id=\"\(field)-b\"/>\n"
                } else {
                    innerConstraints += "<constraint firstItem=\"\(field)\" firstAttribute=\"top\" secondItem=\"\(cid)\" secondAttribute=\"topMargin\" id=\"\(field)-b\"/>\n"
                }
                previousRow = field
            }
        }
        if !isStack, let previousRow {
            innerConstraints += "<constraint firstItem=\"\(cid)\" firstAttribute=\"bottomMargin\" secondItem=\"\(previousRow)\" secondAttribute=\"bottom\" id=\"\(cid)-end\"/>\n"
        }
        let element = isStack ? "stackView" : "view"
        var stackAttributes = isStack ? " axis=\"vertical\" spacing=\"8\"" : ""
        // Containers 20,000 points below a 667-point screen lie outside the safe area; with
        // margins inset from it, each solve would move the next (the runaway document's extra passes).
        if determined { stackAttributes += " insetsLayoutMarginsFromSafeArea=\"NO\"" }
        subviews += """
            <\(element) contentMode="scaleToFill"\(stackAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(cid)">
                \(frame(cid, 0, Double(container * 400), 375, 390))
                <subviews>
            \(inner)    </subviews>
                <constraints>
            \(innerConstraints)    </constraints>
            </\(element)>

        """
        constraints += "<constraint firstItem=\"\(cid)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" id=\"\(cid)-l\"/>\n"
        constraints += "<constraint firstItem=\"\(cid)\" firstAttribute=\"trailing\" secondItem=\"root\" secondAttribute=\"trailing\" id=\"\(cid)-r\"/>\n"
        if let previousContainer {
            constraints += "<constraint firstItem=\"\(cid)\" firstAttribute=\"top\" secondItem=\"\(previousContainer)\" secondAttribute=\"bottom\" constant=\"10\" id=\"\(cid)-t\"/>\n"
        } else {
            constraints += "<constraint firstItem=\"\(cid)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" id=\"\(cid)-t\"/>\n"
        }
        previousContainer = cid
        container += 1
        count += 1
    }
    let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(container * 400)"/>
                <subviews>
    \(subviews)        </subviews>
                <constraints>
    \(constraints)        </constraints>
            </view>
        </objects>
    </document>

    """
    return (text, count)
}

/// The document with determined frames, each stored as the engine solves it: solved and
/// written again until its frames stop changing (as Xcode stores the frames it lays out).
func solvedFramesStoryboard(views target: Int) throws -> (String, Int) {
    var solved: [String: Rect]?
    var result = syntheticStoryboard(views: target, determined: true)
    for _ in 0..<8 {
        let document = try SceneDocument(xml: try SceneXMLDocument(bytes: Array(result.0.utf8), path: "synthetic.xib"))
        let frames = Dictionary(SceneLayoutEngine().layout(document).allViews.map { ($0.id, $0.frame) },
                                uniquingKeysWith: { first, _ in first })
        if let solved, solved == frames { return result }
        solved = frames
        result = syntheticStoryboard(views: target, solved: frames, determined: true)
    }
    throw BenchmarkError.framesDoNotSettle
}

enum BenchmarkError: Error { case framesDoNotSettle }

let usage = "usage: ResolveBenchmarks [--count VIEWS] [--repeat N] [--write FILE] [--solved-frames (the default) | --safe-area-runaway]"

func run() throws {
    var count = 1000, repeats = 9
    var writePath: String?
    var runaway = false
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    while let argument = arguments.next() {
        switch argument {
        case "--count": count = arguments.next().flatMap(Int.init) ?? count
        case "--repeat": repeats = arguments.next().flatMap(Int.init) ?? repeats
        case "--write": writePath = arguments.next()
        case "--solved-frames": runaway = false
        case "--safe-area-runaway": runaway = true
        case "--help", "-h":
            print(usage)
            return
        default:
            FileHandle.standardError.write(Data("unknown argument \(argument)\n\(usage)\n".utf8))
            exit(2)
        }
    }
    let (text, views) = runaway ? syntheticStoryboard(views: count) : try solvedFramesStoryboard(views: count)
    if let writePath {
        try Data(text.utf8).write(to: URL(fileURLWithPath: writePath))
        return
    }
    let bytes = Array(text.utf8)
    var parses: [Double] = [], loads: [Double] = [], resolves: [Double] = []
    var frames = 0
    for _ in 0..<repeats {
        var start = processorSeconds()
        let xml = try SceneXMLDocument(bytes: bytes, path: "synthetic.xib")
        parses.append(processorSeconds() - start)
        start = processorSeconds()
        let document = try SceneDocument(xml: xml)
        loads.append(processorSeconds() - start)
        start = processorSeconds()
        let layout = SceneLayoutEngine().layout(document)
        resolves.append(processorSeconds() - start)
        frames = layout.allViews.count
    }
    let parse = median(parses), load = median(loads), resolve = median(resolves)
    print("views \(views) (\(frames) laid out), \(bytes.count) bytes, median of \(repeats), processor time")
    print(String(format: "libxml2 parse      %8.2f ms   (reference)", parse * 1000))
    print(String(format: "model              %8.2f ms   %6.2f × parse", load * 1000, load / parse))
    print(String(format: "resolve (layout)   %8.2f ms   %6.2f × parse", resolve * 1000, resolve / parse))
    print(String(format: "load + resolve     %8.2f ms", (parse + load + resolve) * 1000))
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("ResolveBenchmarks: \(error)\n".utf8))
    exit(1)
}
