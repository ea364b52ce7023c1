import Foundation
import SceneLayout
import SceneModel
import SceneXML

// Usage: ResolveBenchmarks [--count N] [--repeat R] [--write FILE]
// (--write saves the generated document and exits, for `Scripts/benchmark-commands`.)
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
/// vertical stack view. Returns the document text and its number of views.
func syntheticStoryboard(views target: Int) -> (String, Int) {
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
            let y = 8 + row * 38
            inner += """
                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Row \(row)" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
                    <rect key="frame" x="8" y="\(y + 5)" width="42" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Value" translatesAutoresizingMaskIntoConstraints="NO" id="\(field)">
                    <rect key="frame" x="58" y="\(y)" width="200" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textField>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(button)">
                    <rect key="frame" x="266" y="\(y)" width="46" height="30"/>
                    <state key="normal" title="Go"/>
                </button>

            """
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
        let stackAttributes = isStack ? " axis=\"vertical\" spacing=\"8\"" : ""
        subviews += """
            <\(element) contentMode="scaleToFill"\(stackAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(cid)">
                <rect key="frame" x="0.0" y="\(container * 400)" width="375" height="390"/>
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

func run() throws {
    var count = 1000, repeats = 9
    var writePath: String?
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    while let argument = arguments.next() {
        switch argument {
        case "--count": count = arguments.next().flatMap(Int.init) ?? count
        case "--repeat": repeats = arguments.next().flatMap(Int.init) ?? repeats
        case "--write": writePath = arguments.next()
        case "--help", "-h":
            print("usage: ResolveBenchmarks [--count VIEWS] [--repeat N] [--write FILE]")
            return
        default:
            FileHandle.standardError.write(Data("unknown argument \(argument)\nusage: ResolveBenchmarks [--count VIEWS] [--repeat N] [--write FILE]\n".utf8))
            exit(2)
        }
    }
    let (text, views) = syntheticStoryboard(views: count)
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
